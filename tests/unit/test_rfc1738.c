/* SPDX-License-Identifier: MIT */
/* test_rfc1738.c — RFC 1738 §5: each BNF rule of grammar/rfc1738.rl on its
 * own entry point (accept and reject lists, a reject with the offset of
 * the first byte the rule cannot take, or the input's length when it ended
 * too early), the character classes byte by byte, then lluri_scheme_parse():
 * every example URL of RFC 1738 §3 and its appendix, the fields of each
 * scheme, errors with code and offset, the iterators, field decoding, the
 * gopher type and the kind and field names. */
#include <check.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sys/mman.h>
#include <unistd.h>

#include "lluri.h"
#include "lluri/extract.h"
#include "lluri/scheme.h"
#include "internal.h"

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

/* ---- Each rule on its own ------------------------------------------------------ */

struct rule_case {
    const char *rule; /* its name in grammar/rfc1738.rl */
    const char *in;
    bool match;
    size_t off;       /* when !match: the first byte it cannot take */
};

#define OK(r, s)       { .rule = r, .in = s, .match = true }
#define NO(r, s, o)    { .rule = r, .in = s, .off = o }

static const struct rule_case rule_cases[] = {
    /* §5 Miscellaneous definitions */
    OK("lowalpha", "a"), OK("lowalpha", "z"), NO("lowalpha", "A", 0),
    NO("lowalpha", "", 0), NO("lowalpha", "ab", 1),
    OK("hialpha", "A"), OK("hialpha", "Z"), NO("hialpha", "a", 0),
    OK("alpha", "a"), OK("alpha", "Z"), NO("alpha", "1", 0),
    OK("digit", "0"), OK("digit", "9"), NO("digit", "a", 0),
    NO("digit", "10", 1),
    OK("escape", "%41"), OK("escape", "%aF"), OK("escape", "%00"),
    NO("escape", "%4", 2), NO("escape", "%G1", 1), NO("escape", "41", 0),
    NO("escape", "%411", 3),
    OK("uchar", "a"), OK("uchar", "%20"), NO("uchar", ";", 0),
    NO("uchar", "%", 1), NO("uchar", "ab", 1),
    OK("xchar", ";"), OK("xchar", "%7e"), NO("xchar", "~", 0),
    NO("xchar", "#", 0),
    OK("digits", "0"), OK("digits", "0123456789"), NO("digits", "", 0),
    NO("digits", "1a", 1),

    /* §5 PROSPERO */
    OK("fieldvalue", ""), OK("fieldvalue", "a?:@&%3B"),
    NO("fieldvalue", "a=b", 1), NO("fieldvalue", "a;b", 1),
    NO("fieldvalue", "a/b", 1),
    OK("fieldname", "OBJECT-VERSION"), OK("fieldname", ""),
    NO("fieldname", "a=b", 1), NO("fieldname", "a;", 1),
    OK("fieldspec", ";a=b"), OK("fieldspec", ";="),
    NO("fieldspec", ";a", 2), NO("fieldspec", "a=b", 0),
    NO("fieldspec", ";a=b=c", 4), NO("fieldspec", ";a=b;", 4),
    OK("psegment", "a=b"), OK("psegment", ""), NO("psegment", "a/b", 1),
    NO("psegment", "a;b", 1),
    OK("ppath", "/pros/name"), OK("ppath", ""), OK("ppath", "a//b"),
    NO("ppath", "a;b", 1),

    /* §5 WAIS */
    OK("wpath", "abc%20"), OK("wpath", ""), NO("wpath", "a/b", 1),
    NO("wpath", "a?b", 1),
    OK("wtype", "TEXT"), NO("wtype", "a~", 1),
    OK("database", "src"), OK("database", ""), NO("database", "a;b", 1),

    /* §5 NEWS */
    OK("group", "comp.infosystems.www.misc"), OK("group", "a+b_c-d.e1"),
    NO("group", "1a", 0), NO("group", "", 0), NO("group", "a/b", 1),
    NO("group", "a@b", 1), NO("group", "*", 0),

    /* §5 MAILTO */
    OK("encoded822addr", "a@b.c"), OK("encoded822addr", "a%25b@c"),
    NO("encoded822addr", "", 0), NO("encoded822addr", "a b", 1),
    NO("encoded822addr", "%", 1), NO("encoded822addr", "a~b", 1),

    /* §5 GOPHER */
    OK("gopher_plus_string", ""),
    OK("gopher_plus_string", "+application/postscript%20Es_ES"),
    OK("gopher_plus_string", "!+ABSTRACT%20+SMELL"),
    OK("gopher_plus_string", "+%091%0D%0A+-1%0D%0A.%0D%0A"),
    NO("gopher_plus_string", "~", 0),
    OK("selector", ""), OK("selector", "a%09b"), NO("selector", "~", 0),
    /* §3.4.1: a selector holds no tab, LF or CR */
    OK("gopher_selector", "a%0Bb"), OK("gopher_selector", "a%10b"),
    NO("gopher_selector", "a%09b", 3), NO("gopher_selector", "a%0ab", 3),
    NO("gopher_selector", "a%0Db", 3),
    OK("gopher_search", "a%0a"), NO("gopher_search", "a%09", 3),
    OK("gtype", "1"), OK("gtype", "%31"), OK("gtype", "/"),
    NO("gtype", "11", 1), NO("gtype", "", 0), NO("gtype", "~", 0),

    /* §5 HTTP */
    OK("search", "a;b:c@d&e=f"), OK("search", ""), NO("search", "a?b", 1),
    NO("search", "a/b", 1),
    OK("hsegment", "a;b:c@d&e=f"), NO("hsegment", "a/b", 1),
    NO("hsegment", "a?b", 1),
    OK("hpath", "a/b//c"), OK("hpath", ""), NO("hpath", "a?b", 1),

    /* §5 FTP */
    OK("ftptype", "a"), OK("ftptype", "i"), OK("ftptype", "d"),
    OK("ftptype", "A"), OK("ftptype", "I"), OK("ftptype", "D"),
    NO("ftptype", "x", 0), NO("ftptype", "", 0), NO("ftptype", "aa", 1),
    NO("ftptype", "b", 0),
    OK("fsegment", "a?:@&="), OK("fsegment", ""), NO("fsegment", "a;b", 1),
    NO("fsegment", "a/b", 1),
    OK("fpath", "a/b"), OK("fpath", "/etc/motd"), NO("fpath", "a;b", 1),

    /* §5 common Internet scheme syntax */
    OK("urlpath", "a/b;c?d"), NO("urlpath", "~", 0),
    OK("password", "a;?&="), OK("password", ""), NO("password", "a:b", 1),
    NO("password", "a@b", 1), NO("password", "a/b", 1),
    OK("user", "a;?&="), NO("user", "a:b", 1), NO("user", "a@b", 1),
    OK("port", "21"), NO("port", "", 0), NO("port", "2a", 1),
    OK("hostnumber", "1.2.3.4"), OK("hostnumber", "999.999.999.999"),
    NO("hostnumber", "1.2.3", 5), NO("hostnumber", "1.2.3.a", 6),
    OK("alphadigit", "a"), OK("alphadigit", "1"), NO("alphadigit", "-", 0),
    OK("toplabel", "a"), OK("toplabel", "a-b"), OK("toplabel", "a1"),
    NO("toplabel", "1a", 0), NO("toplabel", "a-", 2), NO("toplabel", "", 0),
    OK("domainlabel", "1"), OK("domainlabel", "1a"), OK("domainlabel", "a--1"),
    NO("domainlabel", "-a", 0), NO("domainlabel", "a-", 2),
    OK("hostname", "host.com"), OK("hostname", "a"), OK("hostname", "1.b"),
    OK("hostname", "a-b.c-d.e"), NO("hostname", "host.com.", 9),
    NO("hostname", "1.2", 3), NO("hostname", "a..b", 2),
    NO("hostname", "a_b", 1),
    OK("host", "host.dom"), OK("host", "1.2.3.4"), NO("host", "[::1]", 0),
    NO("host", "", 0),
    OK("hostport", "h:21"), OK("hostport", "h"), NO("hostport", "h:", 2),
    NO("hostport", "h:x", 2),
    OK("login", "u:p@h:1"), OK("login", "@h"), OK("login", "u@h"),
    OK("login", ":p@h"), OK("login", "h"), NO("login", "u:p:q@h", 3),
    NO("login", "", 0), NO("login", "u@", 2),
    OK("ip_schemepart", "//h"), OK("ip_schemepart", "//h/x"),
    NO("ip_schemepart", "/h", 1),
    OK("schemepart", ""), OK("schemepart", "anything;/?"),
    NO("schemepart", "~", 0),
    OK("scheme", "http"), OK("scheme", "a+b.c-d"), OK("scheme", "1x"),
    NO("scheme", "HTTP", 0), NO("scheme", "", 0),

    /* §5 the schemes */
    OK("ftpurl", "ftp://h"), OK("ftpurl", "FTP://h"),
    OK("ftpurl", "ftp://h/f;type=a"), NO("ftpurl", "ftp://h/f;type=x", 15),
    NO("ftpurl", "ftp:/h", 5), NO("ftpurl", "ftp://h/f;type=", 15),
    OK("fileurl", "file:///a"), OK("fileurl", "file://localhost/a"),
    NO("fileurl", "file://h", 8), NO("fileurl", "file:/a", 6),
    OK("httpurl", "http://h"), OK("httpurl", "http://h/a?b"),
    OK("httpurl", "HTTP://h/"), NO("httpurl", "http://h?b", 8),
    NO("httpurl", "https://h", 4),
    OK("httpsurl", "https://h/a"), NO("httpsurl", "http://h", 4),
    OK("gopherurl", "gopher://h"), OK("gopherurl", "gopher://h/"),
    OK("gopherurl", "gopher://h/1"), OK("gopherurl", "gopher://h/1sel%09srch%09+"),
    NO("gopherurl", "gopher://h/1a%0Ab", 15),
    OK("mailtourl", "mailto:a@b"), NO("mailtourl", "mailto:", 7),
    OK("article", "1234@host.com"), NO("article", "@h", 0),
    NO("article", "a@", 2), NO("article", "a@b@c", 3),
    OK("grouppart", "*"), OK("grouppart", "a.b"), OK("grouppart", "x@h"),
    NO("grouppart", "**", 2),
    OK("newsurl", "news:*"), OK("newsurl", "news:comp.x"),
    OK("newsurl", "news:1234@h.com"), NO("newsurl", "news:", 5),
    OK("nntpurl", "nntp://h/a.b"), OK("nntpurl", "nntp://h/a.b/12"),
    NO("nntpurl", "nntp://h", 8), NO("nntpurl", "nntp://h/a/", 11),
    NO("nntpurl", "nntp://h/a/x", 11),
    OK("telneturl", "telnet://u:p@h:23/"), OK("telneturl", "telnet://h"),
    NO("telneturl", "telnet://h/x", 11),
    OK("waisdatabase", "wais://h/db"), NO("waisdatabase", "wais://h/db?x", 11),
    OK("waisindex", "wais://h/db?x"), NO("waisindex", "wais://h/db", 11),
    OK("waisdoc", "wais://h/db/t/p"), NO("waisdoc", "wais://h/db/t", 13),
    OK("waisurl", "wais://h/"), OK("waisurl", "wais://h/db?x"),
    OK("waisurl", "wais://h/db/t/p"), NO("waisurl", "wais://h/db/t", 13),
    NO("waisurl", "wais://h/db/t/p/q", 15),
    OK("prosperourl", "prospero://host.dom//pros/name"),
    OK("prosperourl", "prospero://h/x;a=b;c=d"),
    NO("prosperourl", "prospero://h", 12),
    NO("prosperourl", "prospero://h/x;a", 16),
    OK("genericurl", "x-foo:anything"), NO("genericurl", "X:", 0),
    NO("genericurl", "a:~", 2),
    OK("otherurl", "x:"), NO("otherurl", ":", 0),
    OK("url", "http://h"), OK("url", "news:*"), OK("url", "foo:bar"),
    NO("url", ":x", 0),
};

START_TEST(test_rule_case)
{
    const struct rule_case *c = &rule_cases[_i];
    size_t n = strlen(c->in), fail = 999;
    /* an exact-size copy, so that a read past the end is caught by ASan */
    char *copy = malloc(n ? n : 1);
    memcpy(copy, c->in, n);

    int r = lluri__rfc1738_match(c->rule, copy, n, &fail);
    free(copy);
    ck_assert_msg(r >= 0, "unknown rule %s", c->rule);
    if (c->match) {
        ck_assert_msg(r == 1, "%s should match \"%s\" (failed at %zu)",
                      c->rule, c->in, fail);
    } else {
        ck_assert_msg(r == 0, "%s should not match \"%s\"", c->rule, c->in);
        ck_assert_msg(fail == c->off, "%s on \"%s\": failed at %zu, want %zu",
                      c->rule, c->in, fail, c->off);
    }
}
END_TEST

START_TEST(test_unknown_rule)
{
    size_t fail;
    ck_assert_int_eq(lluri__rfc1738_match("nosuchrule", "a", 1, &fail), -1);
    /* RFC 3986 names that RFC 1738 does not have */
    ck_assert_int_eq(lluri__rfc1738_match("pchar", "a", 1, &fail), -1);
    ck_assert_int_eq(lluri__rfc1738_match("reg_name", "a", 1, &fail), -1);
}
END_TEST

/* ---- The character classes, all 256 bytes ---------------------------------------- */

#define ALPHA "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
#define DIGIT "0123456789"
#define SAFE "$-_.+"
#define EXTRA "!*'(),"
#define RESERVED ";/?:@&="

static const struct byte_class {
    const char *rule;
    const char *allowed;  /* its one-byte members, as §5 lists them */
    bool escape;          /* the rule also takes escape: "%" waits for more */
} byte_classes[] = {
    { "lowalpha", "abcdefghijklmnopqrstuvwxyz", false },
    { "hialpha", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", false },
    { "alpha", ALPHA, false },
    { "digit", DIGIT, false },
    { "safe", SAFE, false },
    { "extra", EXTRA, false },
    { "national", "{}|\\^~[]`", false },
    { "punctuation", "<>#%\"", false },
    { "reserved", RESERVED, false },
    { "hex", DIGIT "ABCDEFabcdef", false },
    { "unreserved", ALPHA DIGIT SAFE EXTRA, false },
    { "uchar", ALPHA DIGIT SAFE EXTRA, true },
    { "xchar", ALPHA DIGIT SAFE EXTRA RESERVED, true },
    { "alphadigit", ALPHA DIGIT, false },
    { "gtype", ALPHA DIGIT SAFE EXTRA RESERVED, true },
    { "ftptype", "AIDaid", false },
};

START_TEST(test_byte_class)
{
    const struct byte_class *bc = &byte_classes[_i];

    for (int b = 0; b < 256; b++) {
        char in = (char)b;
        size_t fail = 999;
        bool member = b != 0 && strchr(bc->allowed, b) != NULL;
        int r = lluri__rfc1738_match(bc->rule, &in, 1, &fail);
        ck_assert_msg(r == (member ? 1 : 0), "%s on byte 0x%02x: %d",
                      bc->rule, b, r);
        if (!member)
            ck_assert_uint_eq(fail, bc->escape && b == '%' ? 1 : 0);
    }
}
END_TEST

/* ---- lluri_scheme_parse ------------------------------------------------------------ */

/* `fields` lists every present field as name=value, separated by "|" (a
 * present empty field is "name="); every other field must be absent. */
struct scheme_case {
    const char *in;
    int kind;
    const char *fields;
};

static const struct scheme_case scheme_cases[] = {
    /* §3.1: "an empty user name or password is different than no user name
     * or password" — its three examples */
    { "ftp://@host.com/", LLURI_SCHEME_FTP, "user=|host=host.com|path=" },
    { "ftp://host.com/", LLURI_SCHEME_FTP, "host=host.com|path=" },
    { "ftp://foo:@host.com/", LLURI_SCHEME_FTP,
      "user=foo|password=|host=host.com|path=" },
    /* §3.2.2 */
    { "ftp://myname@host.dom/%2Fetc/motd", LLURI_SCHEME_FTP,
      "user=myname|host=host.dom|path=%2Fetc/motd" },
    { "ftp://myname@host.dom/etc/motd", LLURI_SCHEME_FTP,
      "user=myname|host=host.dom|path=etc/motd" },
    { "ftp://myname@host.dom//etc/motd", LLURI_SCHEME_FTP,
      "user=myname|host=host.dom|path=/etc/motd" },
    /* §3.6 */
    { "news:*", LLURI_SCHEME_NEWS, "group=*" },
    /* §3.10 */
    { "file://vms.host.edu/disk$user/my/notes/note12345.txt", LLURI_SCHEME_FILE,
      "host=vms.host.edu|path=disk$user/my/notes/note12345.txt" },
    /* §3.11 */
    { "prospero://host.dom//pros/name", LLURI_SCHEME_PROSPERO,
      "host=host.dom|path=/pros/name" },
    /* the appendix (URLs in context) and the references */
    { "ftp://info.cern.ch/pub/www/doc;type=d", LLURI_SCHEME_FTP,
      "host=info.cern.ch|path=pub/www/doc|type=d" },
    { "ftp://ds.internic.net/rfc", LLURI_SCHEME_FTP,
      "host=ds.internic.net|path=rfc" },
    { "http://ds.internic.net/instructions/overview.html#WARNING",
      LLURI_SCHEME_HTTP, "host=ds.internic.net|path=instructions/overview.html" },
    { "ftp://ds.internic.net/rfc/rfc1436.txt;type=a", LLURI_SCHEME_FTP,
      "host=ds.internic.net|path=rfc/rfc1436.txt|type=a" },
    { "ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol/Gopher+/Gopher+.txt",
      LLURI_SCHEME_FTP, "host=boombox.micro.umn.edu"
      "|path=pub/gopher/gopher_protocol/Gopher+/Gopher+.txt" },
    { "ftp://info.cern.ch/pub/www/doc/http-spec.txt.Z", LLURI_SCHEME_FTP,
      "host=info.cern.ch|path=pub/www/doc/http-spec.txt.Z" },

    /* ftp */
    { "ftp://u:p@h.com:21/a/b;type=I", LLURI_SCHEME_FTP,
      "user=u|password=p|host=h.com|port=21|path=a/b|type=I" },
    { "ftp://h", LLURI_SCHEME_FTP, "host=h" },
    { "ftp://1.2.3.4:2121", LLURI_SCHEME_FTP, "host=1.2.3.4|port=2121" },
    { "FTP://H/x", LLURI_SCHEME_FTP, "host=H|path=x" },
    /* RFC 1738 lets a user name hold "?" (RFC 3986 reads a query there) */
    { "ftp://a?b@h/", LLURI_SCHEME_FTP, "user=a?b|host=h|path=" },
    { "ftp://h/a?b:c@d&e=f", LLURI_SCHEME_FTP, "host=h|path=a?b:c@d&e=f" },
    /* http, and https read the same way */
    { "http://h", LLURI_SCHEME_HTTP, "host=h" },
    { "http://h/", LLURI_SCHEME_HTTP, "host=h|path=" },
    { "http://h:8080/a/b?x=1;y=2", LLURI_SCHEME_HTTP,
      "host=h|port=8080|path=a/b|search=x=1;y=2" },
    { "http://h/?", LLURI_SCHEME_HTTP, "host=h|path=|search=" },
    { "HTTPS://a.b/c?d#e", LLURI_SCHEME_HTTP, "host=a.b|path=c|search=d" },
    /* gopher, §3.4 */
    { "gopher://h", LLURI_SCHEME_GOPHER, "host=h" },
    { "gopher://h/", LLURI_SCHEME_GOPHER, "host=h" },
    { "gopher://h:7070/1", LLURI_SCHEME_GOPHER,
      "host=h|port=7070|gtype=1|selector=" },
    { "gopher://h/11/pub", LLURI_SCHEME_GOPHER, "host=h|gtype=1|selector=1/pub" },
    { "gopher://h/7sel%09query", LLURI_SCHEME_GOPHER,
      "host=h|gtype=7|selector=sel|search=query" },
    { "gopher://h/1sel%09%09+", LLURI_SCHEME_GOPHER,
      "host=h|gtype=1|selector=sel|search=|gopher_plus=+" },
    { "gopher://h/1sel%09%09!+ABSTRACT%20+SMELL", LLURI_SCHEME_GOPHER,
      "host=h|gtype=1|selector=sel|search=|gopher_plus=!+ABSTRACT%20+SMELL" },
    { "gopher://h/1sel%09%09+application/postscript%20Es_ES", LLURI_SCHEME_GOPHER,
      "host=h|gtype=1|selector=sel|search=|gopher_plus=+application/postscript%20Es_ES" },
    /* §3.4.9: a form's gopher+ string holds encoded tabs, CR and LF */
    { "gopher://h/1sel%09%09+%091%0D%0A+-1%0D%0Av1%0D%0A.%0D%0A",
      LLURI_SCHEME_GOPHER, "host=h|gtype=1|selector=sel|search="
      "|gopher_plus=+%091%0D%0A+-1%0D%0Av1%0D%0A.%0D%0A" },
    { "gopher://h/%31x", LLURI_SCHEME_GOPHER, "host=h|gtype=%31|selector=x" },
    /* mailto, §3.5 */
    { "mailto:masinter@parc.xerox.com", LLURI_SCHEME_MAILTO,
      "to=masinter@parc.xerox.com" },
    { "mailto:a@b,c@d", LLURI_SCHEME_MAILTO, "to=a@b,c@d" },
    /* news, §3.6 */
    { "news:comp.infosystems.www.misc", LLURI_SCHEME_NEWS,
      "group=comp.infosystems.www.misc" },
    { "news:1234.5678@host.com", LLURI_SCHEME_NEWS, "article=1234.5678@host.com" },
    /* nntp, §3.7 */
    { "nntp://news.host:119/comp.infosystems.www.misc/42", LLURI_SCHEME_NNTP,
      "host=news.host|port=119|group=comp.infosystems.www.misc|article=42" },
    { "nntp://h/a.b", LLURI_SCHEME_NNTP, "host=h|group=a.b" },
    /* telnet, §3.8 */
    { "telnet://user:password@host.com:23/", LLURI_SCHEME_TELNET,
      "user=user|password=password|host=host.com|port=23" },
    { "telnet://host.com", LLURI_SCHEME_TELNET, "host=host.com" },
    /* wais, §3.9: database, index and document */
    { "wais://h:210/db", LLURI_SCHEME_WAIS, "host=h|port=210|database=db" },
    { "wais://h/db?find%20me", LLURI_SCHEME_WAIS,
      "host=h|database=db|search=find%20me" },
    { "wais://h/db/TEXT/0-12%20x", LLURI_SCHEME_WAIS,
      "host=h|database=db|wtype=TEXT|wpath=0-12%20x" },
    { "wais://h/", LLURI_SCHEME_WAIS, "host=h|database=" },
    /* file, §3.10 */
    { "file:///etc/motd", LLURI_SCHEME_FILE, "path=etc/motd" },
    { "file://localhost/etc/motd", LLURI_SCHEME_FILE,
      "host=localhost|path=etc/motd" },
    /* prospero, §3.11 */
    { "prospero://h:1525/x;OBJECT-VERSION=3;a=", LLURI_SCHEME_PROSPERO,
      "host=h|port=1525|path=x|fields=;OBJECT-VERSION=3;a=" },
};

/* Check that p has exactly the fields `want` lists. */
static void check_fields(const char *in, const lluri_scheme_parts *p,
                         const char *want)
{
    uint32_t seen = 0;
    const char *w = want;

    while (*w) {
        const char *bar = strchr(w, '|');
        size_t n = bar ? (size_t)(bar - w) : strlen(w);
        const char *eq = memchr(w, '=', n);
        ck_assert_msg(eq != NULL, "bad test row %s", want);
        size_t nl = (size_t)(eq - w);
        int f = 0;
        const char *name;
        while ((name = lluri_scheme_field_name(p->kind, f)) != NULL
               && !(strlen(name) == nl && memcmp(name, w, nl) == 0))
            f++;
        ck_assert_msg(name != NULL, "%s: no field %.*s", in, (int)nl, w);
        ck_assert_msg(p->present & (1u << f), "%s: %s absent", in, name);
        const char *val = eq + 1;
        size_t vl = n - nl - 1;
        lluri_span sp = p->field[f];
        ck_assert_msg(sp.len == vl && memcmp(p->src + sp.off, val, vl) == 0,
                      "%s: %s is \"%.*s\", want \"%.*s\"", in, name,
                      (int)sp.len, p->src + sp.off, (int)vl, val);
        seen |= 1u << f;
        w += n + (bar ? 1 : 0);
    }
    for (int f = 0; f < LLURI_SCHEME_FIELDS_MAX; f++)
        if (!(seen & (1u << f))) {
            ck_assert_msg(!(p->present & (1u << f)), "%s: field %s present",
                          in, lluri_scheme_field_name(p->kind, f));
            ck_assert_uint_eq(p->field[f].off, 0);
            ck_assert_uint_eq(p->field[f].len, 0);
        }
}

START_TEST(test_scheme_case)
{
    const struct scheme_case *c = &scheme_cases[_i];
    size_t n = strlen(c->in);
    char *copy = malloc(n);
    memcpy(copy, c->in, n);
    lluri_scheme_parts p;
    lluri_error err = { 12345, 777 };

    int rc = lluri_scheme_parse(&p, copy, n, 0, &err);
    ck_assert_msg(rc == 0, "%s: %s at %zu", c->in, lluri_errname(rc), err.offset);
    ck_assert_int_eq(err.code, LLURI_OK);
    ck_assert_ptr_eq(p.src, copy);
    ck_assert_uint_eq(p.len, n);
    ck_assert_int_eq(p.kind, c->kind);
    check_fields(c->in, &p, c->fields);

    /* the scheme's own §5 rule, on its entry point, takes the URL (up to
     * a "#"); so does `url` unless it is https (an extension) */
    static const char *const url_rule[] = {
        [LLURI_SCHEME_FTP] = "ftpurl", [LLURI_SCHEME_HTTP] = "httpurl",
        [LLURI_SCHEME_GOPHER] = "gopherurl", [LLURI_SCHEME_MAILTO] = "mailtourl",
        [LLURI_SCHEME_NEWS] = "newsurl", [LLURI_SCHEME_NNTP] = "nntpurl",
        [LLURI_SCHEME_TELNET] = "telneturl", [LLURI_SCHEME_WAIS] = "waisurl",
        [LLURI_SCHEME_FILE] = "fileurl", [LLURI_SCHEME_PROSPERO] = "prosperourl",
    };
    const char *hash = memchr(c->in, '#', n);
    size_t un = hash ? (size_t)(hash - c->in) : n, fail = 0;
    int https = strncmp(c->in, "HTTPS:", 6) == 0 || strncmp(c->in, "https:", 6) == 0;
    ck_assert_int_eq(lluri__rfc1738_match(https ? "httpsurl" : url_rule[c->kind],
                                          c->in, un, &fail), 1);
    ck_assert_int_eq(lluri__rfc1738_match("url", c->in, un, &fail), https ? 0 : 1);

    /* the same from a parsed lluri */
    lluri u;
    lluri_scheme_parts q;
    ck_assert_int_eq(lluri_parse(&u, copy, n, LLURI_START_URI, NULL), 0);
    ck_assert_int_eq(lluri_scheme_parse_uri(&q, &u, 0, NULL), 0);
    ck_assert(memcmp(&p, &q, sizeof p) == 0);
    free(copy);
}
END_TEST

/* ---- Errors: code and offset --------------------------------------------------------- */

struct error_case {
    const char *in;
    int code;
    size_t off;
    int kind;   /* p.kind after the failure */
};

static const struct error_case error_cases[] = {
    /* the issue's example: bad type code at 15 */
    { "ftp://h/f;type=x", LLURI_EFTPTYPE, 15, LLURI_SCHEME_FTP },
    { "ftp://h/f;type=", LLURI_EFTPTYPE, 15, LLURI_SCHEME_FTP },
    { "ftp://h/f;type=aa", LLURI_EFTPTYPE, 16, LLURI_SCHEME_FTP },
    { "ftp://h/f;typo=a", LLURI_EFTPTYPE, 13, LLURI_SCHEME_FTP },
    { "ftp://h/f;", LLURI_EFTPTYPE, 10, LLURI_SCHEME_FTP },
    { "ftp://h/a~b", LLURI_EFPATH, 9, LLURI_SCHEME_FTP },
    { "ftp:x", LLURI_ESLASHES, 4, LLURI_SCHEME_FTP },
    { "ftp:/x", LLURI_ESLASHES, 5, LLURI_SCHEME_FTP },
    { "ftp:", LLURI_ESLASHES, 4, LLURI_SCHEME_FTP },
    { "ftp://a_b/", LLURI_EHOSTNAME, 7, LLURI_SCHEME_FTP },
    { "ftp://h.com./", LLURI_EHOSTNAME, 12, LLURI_SCHEME_FTP },
    { "ftp://-h/", LLURI_EHOSTNAME, 6, LLURI_SCHEME_FTP },
    { "ftp://u~:p@h/", LLURI_EUSER, 7, LLURI_SCHEME_FTP },
    { "ftp://u:p~@h/", LLURI_EPASSWORD, 9, LLURI_SCHEME_FTP },
    { "ftp://u:p:q@h/", LLURI_EPASSWORD, 9, LLURI_SCHEME_FTP },
    { "ftp://u@/", LLURI_EHOSTNAME, 8, LLURI_SCHEME_FTP },
    { "ftp://h:/", LLURI_EPORTNUM, 8, LLURI_SCHEME_FTP },
    { "ftp:///x", LLURI_EHOSTNAME, 6, LLURI_SCHEME_FTP },
    /* RFC 1738 has no IP literals */
    { "http://[::1]/", LLURI_EHOSTNAME, 7, LLURI_SCHEME_HTTP },
    { "http://h:/x", LLURI_EPORTNUM, 9, LLURI_SCHEME_HTTP },
    { "http://u@h/", LLURI_EHOSTNAME, 8, LLURI_SCHEME_HTTP },
    { "http://h?x", LLURI_EHOSTNAME, 8, LLURI_SCHEME_HTTP },
    { "http://h/a~b", LLURI_EHPATH, 10, LLURI_SCHEME_HTTP },
    { "http://h/a?b?c", LLURI_ESEARCH, 12, LLURI_SCHEME_HTTP },
    { "http://h/a?b/c", LLURI_ESEARCH, 12, LLURI_SCHEME_HTTP },
    { "http:h", LLURI_ESLASHES, 5, LLURI_SCHEME_HTTP },
    { "https://h/~", LLURI_EHPATH, 10, LLURI_SCHEME_HTTP },
    { "gopher://h/~", LLURI_EGTYPE, 11, LLURI_SCHEME_GOPHER },
    { "gopher://h/1a~", LLURI_ESELECTOR, 13, LLURI_SCHEME_GOPHER },
    { "gopher://h/1a%0Ab", LLURI_ESELECTOR, 15, LLURI_SCHEME_GOPHER },
    { "gopher://h/1a%09b/c", LLURI_ESEARCH, 17, LLURI_SCHEME_GOPHER },
    { "gopher://h/1a%09b%09~", LLURI_EGOPHERPLUS, 20, LLURI_SCHEME_GOPHER },
    { "mailto:", LLURI_EMAILTO, 7, LLURI_SCHEME_MAILTO },
    { "mailto:a~b", LLURI_EMAILTO, 8, LLURI_SCHEME_MAILTO },
    { "news:", LLURI_EGROUP, 5, LLURI_SCHEME_NEWS },
    { "news:1abc", LLURI_EGROUP, 5, LLURI_SCHEME_NEWS },
    { "news:a/b", LLURI_EGROUP, 6, LLURI_SCHEME_NEWS },
    { "news:**", LLURI_EGROUP, 5, LLURI_SCHEME_NEWS },
    { "news:a@", LLURI_EARTICLE, 7, LLURI_SCHEME_NEWS },
    { "news:a@b@c", LLURI_EARTICLE, 8, LLURI_SCHEME_NEWS },
    { "nntp://h", LLURI_EGROUP, 8, LLURI_SCHEME_NNTP },
    { "nntp://h/", LLURI_EGROUP, 9, LLURI_SCHEME_NNTP },
    { "nntp://h/1", LLURI_EGROUP, 9, LLURI_SCHEME_NNTP },
    { "nntp://h/a/", LLURI_EARTICLE, 11, LLURI_SCHEME_NNTP },
    { "nntp://h/a/1x", LLURI_EARTICLE, 12, LLURI_SCHEME_NNTP },
    { "nntp://h/a/1/2", LLURI_EARTICLE, 12, LLURI_SCHEME_NNTP },
    { "telnet://h/x", LLURI_ESCHEMESYNTAX, 11, LLURI_SCHEME_TELNET },
    { "telnet://h//", LLURI_ESCHEMESYNTAX, 11, LLURI_SCHEME_TELNET },
    { "telnet://u;x@h:/", LLURI_EPORTNUM, 15, LLURI_SCHEME_TELNET },
    { "wais://h", LLURI_EWAIS, 8, LLURI_SCHEME_WAIS },
    { "wais://h/db/t", LLURI_EWAIS, 13, LLURI_SCHEME_WAIS },
    { "wais://h/db/t/p/q", LLURI_EWAIS, 15, LLURI_SCHEME_WAIS },
    { "wais://h/d;b", LLURI_EWAIS, 10, LLURI_SCHEME_WAIS },
    { "wais://h/db?a/b", LLURI_ESEARCH, 13, LLURI_SCHEME_WAIS },
    { "file://h", LLURI_ESCHEMESYNTAX, 8, LLURI_SCHEME_FILE },
    { "file:/etc/motd", LLURI_ESLASHES, 6, LLURI_SCHEME_FILE },
    { "file://h/a;b", LLURI_EFPATH, 10, LLURI_SCHEME_FILE },
    { "prospero://h", LLURI_EPROSPERO, 12, LLURI_SCHEME_PROSPERO },
    { "prospero://h/x;a", LLURI_EPROSPERO, 16, LLURI_SCHEME_PROSPERO },
    { "prospero://h/x;a=b=c", LLURI_EPROSPERO, 18, LLURI_SCHEME_PROSPERO },
    { "prospero://h/x~", LLURI_EPROSPERO, 14, LLURI_SCHEME_PROSPERO },
    /* the RFC 3986 parse comes first, with its own codes */
    { "ftp://a b/", LLURI_EHOST, 7, LLURI_SCHEME_UNKNOWN },
    { "//h/x", LLURI_ENOSCHEME, 0, LLURI_SCHEME_UNKNOWN },
    { "http://h/%zz", LLURI_EPCT, 10, LLURI_SCHEME_UNKNOWN },
    /* no grammar here for this scheme */
    { "foo:bar", LLURI_ENOGRAMMAR, 0, LLURI_SCHEME_UNKNOWN },
    { "ftpx://h/", LLURI_ENOGRAMMAR, 0, LLURI_SCHEME_UNKNOWN },
    { "ft://h/", LLURI_ENOGRAMMAR, 0, LLURI_SCHEME_UNKNOWN },
    /* the dispatcher hands the uri(7) schemes and database URLs on
     * (src/scheme/uri7_fields.rl, src/scheme/database.c): their codes come through */
    { "ldap://h/o=x?cn?subtree", LLURI_ELDAPSCOPE, 19, LLURI_SCHEME_LDAP },
    { "LDAP://h/o=x?cn?sub?cn=x", LLURI_ELDAPFILTER, 20, LLURI_SCHEME_LDAP },
    { "man:ls(1", LLURI_EMANSECTION, 8, LLURI_SCHEME_MAN },
    { "whatis:", LLURI_EWHATIS, 7, LLURI_SCHEME_WHATIS },
    { "info:(emacs", LLURI_EINFOFILE, 11, LLURI_SCHEME_INFO },
    { "mysql+a+b://h/db", LLURI_EDRIVER, 7, LLURI_SCHEME_DATABASE },
};

START_TEST(test_error_case)
{
    const struct error_case *c = &error_cases[_i];
    size_t n = strlen(c->in);
    char *copy = malloc(n);
    memcpy(copy, c->in, n);
    lluri_scheme_parts p;
    lluri_error err = { 12345, 777 };

    int rc = lluri_scheme_parse(&p, copy, n, 0, &err);
    ck_assert_msg(rc == c->code && err.code == c->code && err.offset == c->off,
                  "%s: %s at %zu, want %s at %zu", c->in, lluri_errname(rc),
                  err.offset, lluri_errname(c->code), c->off);
    /* zeroed but for src, len and kind */
    ck_assert_ptr_eq(p.src, copy);
    ck_assert_uint_eq(p.len, n);
    ck_assert_int_eq(p.kind, c->kind);
    ck_assert_uint_eq(p.present, 0);
    for (int f = 0; f < LLURI_SCHEME_FIELDS_MAX; f++)
        ck_assert(p.field[f].off == 0 && p.field[f].len == 0);
    free(copy);
}
END_TEST

START_TEST(test_arguments)
{
    lluri_scheme_parts p;
    lluri_error err;
    lluri u;

    ck_assert_int_eq(lluri_scheme_parse(&p, "http://h", 8, 1u << 7, &err),
                     LLURI_EFLAGS);
    ck_assert_int_eq(lluri_scheme_parse(NULL, "http://h", 8, 0, &err),
                     LLURI_EINVAL);
    ck_assert_int_eq(lluri_scheme_parse_uri(&p, NULL, 0, &err), LLURI_EINVAL);
    /* a relative reference parsed by the caller has no scheme */
    ck_assert_int_eq(lluri_parse(&u, "//h/x", 5, LLURI_START_REFERENCE, NULL), 0);
    ck_assert_int_eq(lluri_scheme_parse_uri(&p, &u, 0, &err), LLURI_ENOSCHEME);
    ck_assert_uint_eq(err.offset, 0);
    /* bytes past len are never part of the URL */
    ck_assert_int_eq(lluri_scheme_parse(&p, "ftp://h/f;type=ax", 16, 0, &err), 0);
    ck_assert_uint_eq(p.ftp.type.len, 1);
    /* err may be NULL */
    ck_assert_int_eq(lluri_scheme_parse(&p, "ftp://h/f;type=x", 16, 0, NULL),
                     LLURI_EFTPTYPE);
}
END_TEST

/* ---- Iterators ------------------------------------------------------------------------- */

struct segments_case {
    const char *in;
    const char *segments; /* joined with "|"; NULL: none at all */
};

static const struct segments_case segments_cases[] = {
    /* §3.2.2: "//etc/motd" is an empty CWD, then "etc", then "motd" */
    { "ftp://myname@host.dom//etc/motd", "|etc|motd" },
    { "ftp://myname@host.dom/%2Fetc/motd", "%2Fetc|motd" },
    { "ftp://h/", "" },
    { "ftp://h/a/;type=d", "a|" },
    { "ftp://h", NULL },
    { "file:///a/b", "a|b" },
    { "http://h/a/b?c", "a|b" },
    { "prospero://h//pros/name;x=y", "|pros|name" },
    { "news:*", NULL },
    { "gopher://h/1/a", NULL },
};

START_TEST(test_segments)
{
    const struct segments_case *c = &segments_cases[_i];
    lluri_scheme_parts p;
    lluri_segment_iter it;
    lluri_span seg;
    char got[256] = "";
    size_t used = 0;
    int count = 0;

    ck_assert_int_eq(lluri_scheme_parse(&p, c->in, strlen(c->in), 0, NULL), 0);
    lluri_scheme_segments_begin(&it, &p);
    while (lluri_scheme_segments_next(&it, &seg)) {
        used += (size_t)snprintf(got + used, sizeof got - used, "%s%.*s",
                                 count ? "|" : "", (int)seg.len, p.src + seg.off);
        count++;
    }
    ck_assert_int_eq(lluri_scheme_segments_next(&it, &seg), 0);
    if (c->segments == NULL)
        ck_assert_int_eq(count, 0);
    else {
        ck_assert_int_ge(count, 1);
        ck_assert_str_eq(got, c->segments);
    }
}
END_TEST

START_TEST(test_prospero_fields)
{
    static const char in[] = "prospero://h/x;OBJECT-VERSION=3;=;a%3Db=c%20d";
    lluri_scheme_parts p;
    lluri_prospero_iter it;
    lluri_prospero_field f;
    static const char *const want[][2] = {
        { "OBJECT-VERSION", "3" }, { "", "" }, { "a%3Db", "c%20d" },
    };
    size_t i = 0;

    ck_assert_int_eq(lluri_scheme_parse(&p, in, sizeof in - 1, 0, NULL), 0);
    lluri_prospero_fields_begin(&it, &p);
    while (lluri_prospero_fields_next(&it, &f)) {
        ck_assert_uint_lt(i, NELEM(want));
        ck_assert_uint_eq(f.name.len, strlen(want[i][0]));
        ck_assert(memcmp(in + f.name.off, want[i][0], f.name.len) == 0);
        ck_assert_uint_eq(f.value.len, strlen(want[i][1]));
        ck_assert(memcmp(in + f.value.off, want[i][1], f.value.len) == 0);
        i++;
    }
    ck_assert_uint_eq(i, NELEM(want));
    ck_assert_int_eq(lluri_prospero_fields_next(&it, &f), 0);

    /* no fields; another kind */
    ck_assert_int_eq(lluri_scheme_parse(&p, "prospero://h/x", 14, 0, NULL), 0);
    lluri_prospero_fields_begin(&it, &p);
    ck_assert_int_eq(lluri_prospero_fields_next(&it, &f), 0);
    ck_assert_int_eq(lluri_scheme_parse(&p, "ftp://h/x;type=a", 16, 0, NULL), 0);
    lluri_prospero_fields_begin(&it, &p);
    ck_assert_int_eq(lluri_prospero_fields_next(&it, &f), 0);
}
END_TEST

/* ---- Decoding, gopher type, names -------------------------------------------------------- */

START_TEST(test_field_decode)
{
    static const char in[] = "ftp://my%20name:p%3Aw@h/%2Fetc/motd;type=a";
    lluri_scheme_parts p;
    lluri_error err;
    char out[64];

    ck_assert_int_eq(lluri_scheme_parse(&p, in, sizeof in - 1, 0, NULL), 0);
    int user = 0, password = 1, port = 3, path = 4;
    ck_assert_int_eq(lluri_scheme_field_decode(&p, user, NULL, 0, &err), 7);
    ck_assert_int_eq(lluri_scheme_field_decode(&p, user, out, sizeof out, &err), 7);
    ck_assert_str_eq(out, "my name");
    ck_assert_int_eq(lluri_scheme_field_decode(&p, password, out, sizeof out, &err), 3);
    ck_assert_str_eq(out, "p:w");
    ck_assert_int_eq(lluri_scheme_field_decode(&p, path, out, sizeof out, &err), 9);
    ck_assert_str_eq(out, "/etc/motd");
    /* absent, past the last field, unknown */
    ck_assert_int_eq(lluri_scheme_field_decode(&p, port, out, sizeof out, &err),
                     LLURI_EINVAL);
    ck_assert_int_eq(lluri_scheme_field_decode(&p, 6, out, sizeof out, &err),
                     LLURI_EINVAL);
    ck_assert_int_eq(lluri_scheme_field_decode(&p, -1, out, sizeof out, &err),
                     LLURI_EINVAL);
    ck_assert_int_eq(lluri_scheme_field_decode(NULL, 0, out, sizeof out, &err),
                     LLURI_EINVAL);
}
END_TEST

START_TEST(test_gopher_type)
{
    static const struct { const char *in; int type; } rows[] = {
        { "gopher://h", '1' },           /* §3.4: absent means "1" */
        { "gopher://h/", '1' },
        { "gopher://h/0about", '0' },
        { "gopher://h/7sel%09q", '7' },
        { "gopher://h/%39x", '9' },      /* gtype = xchar, here an escape */
        { "ftp://h/", LLURI_EINVAL },    /* not gopher */
    };
    for (size_t i = 0; i < NELEM(rows); i++) {
        lluri_scheme_parts p;
        ck_assert_int_eq(lluri_scheme_parse(&p, rows[i].in, strlen(rows[i].in),
                                            0, NULL), 0);
        ck_assert_int_eq(lluri_gopher_type(&p), rows[i].type);
    }
    ck_assert_int_eq(lluri_gopher_type(NULL), LLURI_EINVAL);
}
END_TEST

START_TEST(test_names)
{
    static const struct { int kind; const char *name; const char *fields; } rows[] = {
        { LLURI_SCHEME_FTP, "ftp", "user password host port path type" },
        { LLURI_SCHEME_HTTP, "http", "host port path search" },
        { LLURI_SCHEME_GOPHER, "gopher",
          "host port gtype selector search gopher_plus" },
        { LLURI_SCHEME_MAILTO, "mailto", "to" },
        { LLURI_SCHEME_NEWS, "news", "group article" },
        { LLURI_SCHEME_NNTP, "nntp", "host port group article" },
        { LLURI_SCHEME_TELNET, "telnet", "user password host port" },
        { LLURI_SCHEME_WAIS, "wais", "host port database search wtype wpath" },
        { LLURI_SCHEME_FILE, "file", "host path" },
        { LLURI_SCHEME_PROSPERO, "prospero", "host port path fields" },
        { LLURI_SCHEME_LDAP, "ldap",
          "host port dn attributes scope filter extensions" },
        { LLURI_SCHEME_MAN, "man", "name section" },
        { LLURI_SCHEME_INFO, "info", "file node" },
        { LLURI_SCHEME_WHATIS, "whatis", "string" },
        { LLURI_SCHEME_DATABASE, "database",
          "dialect driver username password host port database query" },
    };
    for (size_t i = 0; i < NELEM(rows); i++) {
        char got[128] = "";
        size_t used = 0;
        int f;
        ck_assert_str_eq(lluri_scheme_kind_name(rows[i].kind), rows[i].name);
        for (f = 0; lluri_scheme_field_name(rows[i].kind, f); f++)
            used += (size_t)snprintf(got + used, sizeof got - used, "%s%s",
                                     f ? " " : "",
                                     lluri_scheme_field_name(rows[i].kind, f));
        ck_assert_str_eq(got, rows[i].fields);
        ck_assert_ptr_null(lluri_scheme_field_name(rows[i].kind, -1));
        ck_assert_ptr_null(lluri_scheme_field_name(rows[i].kind, 99));
    }
    ck_assert_ptr_null(lluri_scheme_kind_name(LLURI_SCHEME_UNKNOWN));
    ck_assert_ptr_null(lluri_scheme_kind_name(16));
    ck_assert_ptr_null(lluri_scheme_kind_name(-1));
    ck_assert_ptr_null(lluri_scheme_field_name(LLURI_SCHEME_UNKNOWN, 0));

    /* the struct members in lluri.h are where the names say */
    ck_assert_uint_eq(offsetof(lluri_scheme_parts, gopher.gopher_plus),
                      offsetof(lluri_scheme_parts, field[5]));
    ck_assert_uint_eq(offsetof(lluri_scheme_parts, prospero.fields),
                      offsetof(lluri_scheme_parts, field[3]));
}
END_TEST

/* ---- No read past len: every prefix of every input, ending at a PROT_NONE
 * page, through lluri_scheme_parse, the iterators and the decoder. ---- */

static void parse_everything(const char *p, size_t n)
{
    lluri_scheme_parts sp;
    lluri_error err;
    char out[256];

    if (lluri_scheme_parse(&sp, p, n, 0, &err) < 0)
        return;
    for (int f = 0; lluri_scheme_field_name(sp.kind, f); f++)
        if (sp.present & (1u << f))
            ck_assert_int_ge(lluri_scheme_field_decode(&sp, f, out, sizeof out, &err), 0);
    lluri_segment_iter it;
    lluri_span seg;
    lluri_scheme_segments_begin(&it, &sp);
    while (lluri_scheme_segments_next(&it, &seg))
        ck_assert_uint_le(seg.off + seg.len, n);
    lluri_prospero_iter pit;
    lluri_prospero_field pf;
    lluri_prospero_fields_begin(&pit, &sp);
    while (lluri_prospero_fields_next(&pit, &pf))
        ck_assert_uint_le(pf.value.off + pf.value.len, n);
    (void)lluri_gopher_type(&sp);
}

START_TEST(test_guard_page)
{
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    char *region = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    ck_assert(region != MAP_FAILED);
    char *guard = region + page;
    ck_assert_int_eq(mprotect(guard, page, PROT_NONE), 0);

    for (size_t i = 0; i < NELEM(scheme_cases) + NELEM(error_cases); i++) {
        const char *in = i < NELEM(scheme_cases)
            ? scheme_cases[i].in : error_cases[i - NELEM(scheme_cases)].in;
        size_t len = strlen(in);
        for (size_t n = 0; n <= len; n++) {
            char *p = guard - n;
            memcpy(p, in, n);
            parse_everything(p, n);
        }
    }
    for (size_t i = 0; i < NELEM(rule_cases); i++) {
        size_t len = strlen(rule_cases[i].in), fail;
        for (size_t n = 0; n <= len; n++) {
            char *p = guard - n;
            memcpy(p, rule_cases[i].in, n);
            ck_assert_int_ge(lluri__rfc1738_match(rule_cases[i].rule, p, n, &fail), 0);
        }
    }
    munmap(region, 2 * page);
}
END_TEST

static Suite *rfc1738_suite(void)
{
    Suite *s = suite_create("rfc1738");
    TCase *tc;

    tc = tcase_create("§5 rules on their own");
    tcase_add_loop_test(tc, test_rule_case, 0, (int)NELEM(rule_cases));
    tcase_add_test(tc, test_unknown_rule);
    suite_add_tcase(s, tc);

    tc = tcase_create("§5 character classes, all 256 bytes");
    tcase_add_loop_test(tc, test_byte_class, 0, (int)NELEM(byte_classes));
    suite_add_tcase(s, tc);

    tc = tcase_create("lluri_scheme_parse fields (§3 examples)");
    tcase_add_loop_test(tc, test_scheme_case, 0, (int)NELEM(scheme_cases));
    suite_add_tcase(s, tc);

    tc = tcase_create("lluri_scheme_parse errors");
    tcase_add_loop_test(tc, test_error_case, 0, (int)NELEM(error_cases));
    tcase_add_test(tc, test_arguments);
    suite_add_tcase(s, tc);

    tc = tcase_create("iterators, decoding, names");
    tcase_add_loop_test(tc, test_segments, 0, (int)NELEM(segments_cases));
    tcase_add_test(tc, test_prospero_fields);
    tcase_add_test(tc, test_field_decode);
    tcase_add_test(tc, test_gopher_type);
    tcase_add_test(tc, test_names);
    suite_add_tcase(s, tc);

    tc = tcase_create("no read past len (guard page)");
    tcase_add_test(tc, test_guard_page);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(rfc1738_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed != 0;
}
