/* SPDX-License-Identifier: MIT */
/* test_rfc1738.c — RFC 1738 §5: each BNF rule of grammar/rfc1738.rl on its
 * own entry point (accept and reject lists, a reject with the offset of
 * the first byte the rule cannot take, or the input's length when it ended
 * too early), the character classes byte by byte, then lluri_scheme_parse():
 * every example URL of RFC 1738 §3 and its appendix, the fields of each
 * scheme, errors with code and offset, the iterators, field decoding, the
 * gopher type and the kind and field names. */
#include "ck.h"
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
#include "lluri/http.h"
#include "scheme/scheme.h"

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

/* ---- Each rule on its own ------------------------------------------------------ */

struct rule_case {
    int rule;         /* its number (lluri/scheme.h) */
    const char *in;
    bool match;
    size_t off;       /* when !match: the first byte it cannot take */
};

#define OK(r, s)       { .rule = r, .in = s, .match = true }
#define NO(r, s, o)    { .rule = r, .in = s, .off = o }

static const struct rule_case rule_cases[] = {
    /* §5 Miscellaneous definitions */
    OK(LLURI_RULE_RFC1738_LOWALPHA, "a"), OK(LLURI_RULE_RFC1738_LOWALPHA, "z"), NO(LLURI_RULE_RFC1738_LOWALPHA, "A", 0),
    NO(LLURI_RULE_RFC1738_LOWALPHA, "", 0), NO(LLURI_RULE_RFC1738_LOWALPHA, "ab", 1),
    OK(LLURI_RULE_RFC1738_HIALPHA, "A"), OK(LLURI_RULE_RFC1738_HIALPHA, "Z"), NO(LLURI_RULE_RFC1738_HIALPHA, "a", 0),
    OK(LLURI_RULE_RFC1738_ALPHA, "a"), OK(LLURI_RULE_RFC1738_ALPHA, "Z"), NO(LLURI_RULE_RFC1738_ALPHA, "1", 0),
    OK(LLURI_RULE_RFC1738_DIGIT, "0"), OK(LLURI_RULE_RFC1738_DIGIT, "9"), NO(LLURI_RULE_RFC1738_DIGIT, "a", 0),
    NO(LLURI_RULE_RFC1738_DIGIT, "10", 1),
    OK(LLURI_RULE_RFC1738_ESCAPE, "%41"), OK(LLURI_RULE_RFC1738_ESCAPE, "%aF"), OK(LLURI_RULE_RFC1738_ESCAPE, "%00"),
    NO(LLURI_RULE_RFC1738_ESCAPE, "%4", 2), NO(LLURI_RULE_RFC1738_ESCAPE, "%G1", 1), NO(LLURI_RULE_RFC1738_ESCAPE, "41", 0),
    NO(LLURI_RULE_RFC1738_ESCAPE, "%411", 3),
    OK(LLURI_RULE_RFC1738_UCHAR, "a"), OK(LLURI_RULE_RFC1738_UCHAR, "%20"), NO(LLURI_RULE_RFC1738_UCHAR, ";", 0),
    NO(LLURI_RULE_RFC1738_UCHAR, "%", 1), NO(LLURI_RULE_RFC1738_UCHAR, "ab", 1),
    OK(LLURI_RULE_RFC1738_XCHAR, ";"), OK(LLURI_RULE_RFC1738_XCHAR, "%7e"), NO(LLURI_RULE_RFC1738_XCHAR, "~", 0),
    NO(LLURI_RULE_RFC1738_XCHAR, "#", 0),
    OK(LLURI_RULE_RFC1738_DIGITS, "0"), OK(LLURI_RULE_RFC1738_DIGITS, "0123456789"), NO(LLURI_RULE_RFC1738_DIGITS, "", 0),
    NO(LLURI_RULE_RFC1738_DIGITS, "1a", 1),

    /* §5 PROSPERO */
    OK(LLURI_RULE_RFC1738_FIELDVALUE, ""), OK(LLURI_RULE_RFC1738_FIELDVALUE, "a?:@&%3B"),
    NO(LLURI_RULE_RFC1738_FIELDVALUE, "a=b", 1), NO(LLURI_RULE_RFC1738_FIELDVALUE, "a;b", 1),
    NO(LLURI_RULE_RFC1738_FIELDVALUE, "a/b", 1),
    OK(LLURI_RULE_RFC1738_FIELDNAME, "OBJECT-VERSION"), OK(LLURI_RULE_RFC1738_FIELDNAME, ""),
    NO(LLURI_RULE_RFC1738_FIELDNAME, "a=b", 1), NO(LLURI_RULE_RFC1738_FIELDNAME, "a;", 1),
    OK(LLURI_RULE_RFC1738_FIELDSPEC, ";a=b"), OK(LLURI_RULE_RFC1738_FIELDSPEC, ";="),
    NO(LLURI_RULE_RFC1738_FIELDSPEC, ";a", 2), NO(LLURI_RULE_RFC1738_FIELDSPEC, "a=b", 0),
    NO(LLURI_RULE_RFC1738_FIELDSPEC, ";a=b=c", 4), NO(LLURI_RULE_RFC1738_FIELDSPEC, ";a=b;", 4),
    OK(LLURI_RULE_RFC1738_PSEGMENT, "a=b"), OK(LLURI_RULE_RFC1738_PSEGMENT, ""), NO(LLURI_RULE_RFC1738_PSEGMENT, "a/b", 1),
    NO(LLURI_RULE_RFC1738_PSEGMENT, "a;b", 1),
    OK(LLURI_RULE_RFC1738_PPATH, "/pros/name"), OK(LLURI_RULE_RFC1738_PPATH, ""), OK(LLURI_RULE_RFC1738_PPATH, "a//b"),
    NO(LLURI_RULE_RFC1738_PPATH, "a;b", 1),

    /* §5 WAIS */
    OK(LLURI_RULE_RFC1738_WPATH, "abc%20"), OK(LLURI_RULE_RFC1738_WPATH, ""), NO(LLURI_RULE_RFC1738_WPATH, "a/b", 1),
    NO(LLURI_RULE_RFC1738_WPATH, "a?b", 1),
    OK(LLURI_RULE_RFC1738_WTYPE, "TEXT"), NO(LLURI_RULE_RFC1738_WTYPE, "a~", 1),
    OK(LLURI_RULE_RFC1738_DATABASE, "src"), OK(LLURI_RULE_RFC1738_DATABASE, ""), NO(LLURI_RULE_RFC1738_DATABASE, "a;b", 1),

    /* §5 NEWS */
    OK(LLURI_RULE_RFC1738_GROUP, "comp.infosystems.www.misc"), OK(LLURI_RULE_RFC1738_GROUP, "a+b_c-d.e1"),
    NO(LLURI_RULE_RFC1738_GROUP, "1a", 0), NO(LLURI_RULE_RFC1738_GROUP, "", 0), NO(LLURI_RULE_RFC1738_GROUP, "a/b", 1),
    NO(LLURI_RULE_RFC1738_GROUP, "a@b", 1), NO(LLURI_RULE_RFC1738_GROUP, "*", 0),

    /* §5 MAILTO */
    OK(LLURI_RULE_RFC1738_ENCODED822ADDR, "a@b.c"), OK(LLURI_RULE_RFC1738_ENCODED822ADDR, "a%25b@c"),
    NO(LLURI_RULE_RFC1738_ENCODED822ADDR, "", 0), NO(LLURI_RULE_RFC1738_ENCODED822ADDR, "a b", 1),
    NO(LLURI_RULE_RFC1738_ENCODED822ADDR, "%", 1), NO(LLURI_RULE_RFC1738_ENCODED822ADDR, "a~b", 1),

    /* §5 GOPHER */
    OK(LLURI_RULE_RFC1738_GOPHER_PLUS_STRING, ""),
    OK(LLURI_RULE_RFC1738_GOPHER_PLUS_STRING, "+application/postscript%20Es_ES"),
    OK(LLURI_RULE_RFC1738_GOPHER_PLUS_STRING, "!+ABSTRACT%20+SMELL"),
    OK(LLURI_RULE_RFC1738_GOPHER_PLUS_STRING, "+%091%0D%0A+-1%0D%0A.%0D%0A"),
    NO(LLURI_RULE_RFC1738_GOPHER_PLUS_STRING, "~", 0),
    OK(LLURI_RULE_RFC1738_SELECTOR, ""), OK(LLURI_RULE_RFC1738_SELECTOR, "a%09b"), NO(LLURI_RULE_RFC1738_SELECTOR, "~", 0),
    /* §3.4.1: a selector holds no tab, LF or CR */
    OK(LLURI_RULE_RFC1738_GOPHER_SELECTOR, "a%0Bb"), OK(LLURI_RULE_RFC1738_GOPHER_SELECTOR, "a%10b"),
    NO(LLURI_RULE_RFC1738_GOPHER_SELECTOR, "a%09b", 3), NO(LLURI_RULE_RFC1738_GOPHER_SELECTOR, "a%0ab", 3),
    NO(LLURI_RULE_RFC1738_GOPHER_SELECTOR, "a%0Db", 3),
    OK(LLURI_RULE_RFC1738_GOPHER_SEARCH, "a%0a"), NO(LLURI_RULE_RFC1738_GOPHER_SEARCH, "a%09", 3),
    OK(LLURI_RULE_RFC1738_GTYPE, "1"), OK(LLURI_RULE_RFC1738_GTYPE, "%31"), OK(LLURI_RULE_RFC1738_GTYPE, "/"),
    NO(LLURI_RULE_RFC1738_GTYPE, "11", 1), NO(LLURI_RULE_RFC1738_GTYPE, "", 0), NO(LLURI_RULE_RFC1738_GTYPE, "~", 0),

    /* §5 HTTP */
    OK(LLURI_RULE_RFC1738_SEARCH, "a;b:c@d&e=f"), OK(LLURI_RULE_RFC1738_SEARCH, ""), NO(LLURI_RULE_RFC1738_SEARCH, "a?b", 1),
    NO(LLURI_RULE_RFC1738_SEARCH, "a/b", 1),
    OK(LLURI_RULE_RFC1738_HSEGMENT, "a;b:c@d&e=f"), NO(LLURI_RULE_RFC1738_HSEGMENT, "a/b", 1),
    NO(LLURI_RULE_RFC1738_HSEGMENT, "a?b", 1),
    OK(LLURI_RULE_RFC1738_HPATH, "a/b//c"), OK(LLURI_RULE_RFC1738_HPATH, ""), NO(LLURI_RULE_RFC1738_HPATH, "a?b", 1),

    /* §5 FTP */
    OK(LLURI_RULE_RFC1738_FTPTYPE, "a"), OK(LLURI_RULE_RFC1738_FTPTYPE, "i"), OK(LLURI_RULE_RFC1738_FTPTYPE, "d"),
    OK(LLURI_RULE_RFC1738_FTPTYPE, "A"), OK(LLURI_RULE_RFC1738_FTPTYPE, "I"), OK(LLURI_RULE_RFC1738_FTPTYPE, "D"),
    NO(LLURI_RULE_RFC1738_FTPTYPE, "x", 0), NO(LLURI_RULE_RFC1738_FTPTYPE, "", 0), NO(LLURI_RULE_RFC1738_FTPTYPE, "aa", 1),
    NO(LLURI_RULE_RFC1738_FTPTYPE, "b", 0),
    OK(LLURI_RULE_RFC1738_FSEGMENT, "a?:@&="), OK(LLURI_RULE_RFC1738_FSEGMENT, ""), NO(LLURI_RULE_RFC1738_FSEGMENT, "a;b", 1),
    NO(LLURI_RULE_RFC1738_FSEGMENT, "a/b", 1),
    OK(LLURI_RULE_RFC1738_FPATH, "a/b"), OK(LLURI_RULE_RFC1738_FPATH, "/etc/motd"), NO(LLURI_RULE_RFC1738_FPATH, "a;b", 1),

    /* §5 common Internet scheme syntax */
    OK(LLURI_RULE_RFC1738_URLPATH, "a/b;c?d"), NO(LLURI_RULE_RFC1738_URLPATH, "~", 0),
    OK(LLURI_RULE_RFC1738_PASSWORD, "a;?&="), OK(LLURI_RULE_RFC1738_PASSWORD, ""), NO(LLURI_RULE_RFC1738_PASSWORD, "a:b", 1),
    NO(LLURI_RULE_RFC1738_PASSWORD, "a@b", 1), NO(LLURI_RULE_RFC1738_PASSWORD, "a/b", 1),
    OK(LLURI_RULE_RFC1738_USER, "a;?&="), NO(LLURI_RULE_RFC1738_USER, "a:b", 1), NO(LLURI_RULE_RFC1738_USER, "a@b", 1),
    OK(LLURI_RULE_RFC1738_PORT, "21"), NO(LLURI_RULE_RFC1738_PORT, "", 0), NO(LLURI_RULE_RFC1738_PORT, "2a", 1),
    OK(LLURI_RULE_RFC1738_HOSTNUMBER, "1.2.3.4"), OK(LLURI_RULE_RFC1738_HOSTNUMBER, "999.999.999.999"),
    NO(LLURI_RULE_RFC1738_HOSTNUMBER, "1.2.3", 5), NO(LLURI_RULE_RFC1738_HOSTNUMBER, "1.2.3.a", 6),
    OK(LLURI_RULE_RFC1738_ALPHADIGIT, "a"), OK(LLURI_RULE_RFC1738_ALPHADIGIT, "1"), NO(LLURI_RULE_RFC1738_ALPHADIGIT, "-", 0),
    OK(LLURI_RULE_RFC1738_TOPLABEL, "a"), OK(LLURI_RULE_RFC1738_TOPLABEL, "a-b"), OK(LLURI_RULE_RFC1738_TOPLABEL, "a1"),
    NO(LLURI_RULE_RFC1738_TOPLABEL, "1a", 0), NO(LLURI_RULE_RFC1738_TOPLABEL, "a-", 2), NO(LLURI_RULE_RFC1738_TOPLABEL, "", 0),
    OK(LLURI_RULE_RFC1738_DOMAINLABEL, "1"), OK(LLURI_RULE_RFC1738_DOMAINLABEL, "1a"), OK(LLURI_RULE_RFC1738_DOMAINLABEL, "a--1"),
    NO(LLURI_RULE_RFC1738_DOMAINLABEL, "-a", 0), NO(LLURI_RULE_RFC1738_DOMAINLABEL, "a-", 2),
    OK(LLURI_RULE_RFC1738_HOSTNAME, "host.com"), OK(LLURI_RULE_RFC1738_HOSTNAME, "a"), OK(LLURI_RULE_RFC1738_HOSTNAME, "1.b"),
    OK(LLURI_RULE_RFC1738_HOSTNAME, "a-b.c-d.e"), NO(LLURI_RULE_RFC1738_HOSTNAME, "host.com.", 9),
    NO(LLURI_RULE_RFC1738_HOSTNAME, "1.2", 3), NO(LLURI_RULE_RFC1738_HOSTNAME, "a..b", 2),
    NO(LLURI_RULE_RFC1738_HOSTNAME, "a_b", 1),
    OK(LLURI_RULE_RFC1738_HOST, "host.dom"), OK(LLURI_RULE_RFC1738_HOST, "1.2.3.4"), NO(LLURI_RULE_RFC1738_HOST, "[::1]", 0),
    NO(LLURI_RULE_RFC1738_HOST, "", 0),
    OK(LLURI_RULE_RFC1738_HOSTPORT, "h:21"), OK(LLURI_RULE_RFC1738_HOSTPORT, "h"), NO(LLURI_RULE_RFC1738_HOSTPORT, "h:", 2),
    NO(LLURI_RULE_RFC1738_HOSTPORT, "h:x", 2),
    OK(LLURI_RULE_RFC1738_LOGIN, "u:p@h:1"), OK(LLURI_RULE_RFC1738_LOGIN, "@h"), OK(LLURI_RULE_RFC1738_LOGIN, "u@h"),
    OK(LLURI_RULE_RFC1738_LOGIN, ":p@h"), OK(LLURI_RULE_RFC1738_LOGIN, "h"), NO(LLURI_RULE_RFC1738_LOGIN, "u:p:q@h", 3),
    NO(LLURI_RULE_RFC1738_LOGIN, "", 0), NO(LLURI_RULE_RFC1738_LOGIN, "u@", 2),
    OK(LLURI_RULE_RFC1738_IP_SCHEMEPART, "//h"), OK(LLURI_RULE_RFC1738_IP_SCHEMEPART, "//h/x"),
    NO(LLURI_RULE_RFC1738_IP_SCHEMEPART, "/h", 1),
    OK(LLURI_RULE_RFC1738_SCHEMEPART, ""), OK(LLURI_RULE_RFC1738_SCHEMEPART, "anything;/?"),
    NO(LLURI_RULE_RFC1738_SCHEMEPART, "~", 0),
    OK(LLURI_RULE_RFC1738_SCHEME, "http"), OK(LLURI_RULE_RFC1738_SCHEME, "a+b.c-d"), OK(LLURI_RULE_RFC1738_SCHEME, "1x"),
    NO(LLURI_RULE_RFC1738_SCHEME, "HTTP", 0), NO(LLURI_RULE_RFC1738_SCHEME, "", 0),

    /* §5 the schemes */
    OK(LLURI_RULE_RFC1738_FTPURL, "ftp://h"), OK(LLURI_RULE_RFC1738_FTPURL, "FTP://h"),
    OK(LLURI_RULE_RFC1738_FTPURL, "ftp://h/f;type=a"), NO(LLURI_RULE_RFC1738_FTPURL, "ftp://h/f;type=x", 15),
    NO(LLURI_RULE_RFC1738_FTPURL, "ftp:/h", 5), NO(LLURI_RULE_RFC1738_FTPURL, "ftp://h/f;type=", 15),
    OK(LLURI_RULE_RFC1738_FILEURL, "file:///a"), OK(LLURI_RULE_RFC1738_FILEURL, "file://localhost/a"),
    NO(LLURI_RULE_RFC1738_FILEURL, "file://h", 8), NO(LLURI_RULE_RFC1738_FILEURL, "file:/a", 6),
    OK(LLURI_RULE_RFC1738_HTTPURL, "http://h"), OK(LLURI_RULE_RFC1738_HTTPURL, "http://h/a?b"),
    OK(LLURI_RULE_RFC1738_HTTPURL, "HTTP://h/"), NO(LLURI_RULE_RFC1738_HTTPURL, "http://h?b", 8),
    NO(LLURI_RULE_RFC1738_HTTPURL, "https://h", 4),
    OK(LLURI_RULE_RFC1738_HTTPSURL, "https://h/a"), NO(LLURI_RULE_RFC1738_HTTPSURL, "http://h", 4),
    OK(LLURI_RULE_RFC1738_GOPHERURL, "gopher://h"), OK(LLURI_RULE_RFC1738_GOPHERURL, "gopher://h/"),
    OK(LLURI_RULE_RFC1738_GOPHERURL, "gopher://h/1"), OK(LLURI_RULE_RFC1738_GOPHERURL, "gopher://h/1sel%09srch%09+"),
    NO(LLURI_RULE_RFC1738_GOPHERURL, "gopher://h/1a%0Ab", 15),
    OK(LLURI_RULE_RFC1738_MAILTOURL, "mailto:a@b"), NO(LLURI_RULE_RFC1738_MAILTOURL, "mailto:", 7),
    OK(LLURI_RULE_RFC1738_ARTICLE, "1234@host.com"), NO(LLURI_RULE_RFC1738_ARTICLE, "@h", 0),
    NO(LLURI_RULE_RFC1738_ARTICLE, "a@", 2), NO(LLURI_RULE_RFC1738_ARTICLE, "a@b@c", 3),
    OK(LLURI_RULE_RFC1738_GROUPPART, "*"), OK(LLURI_RULE_RFC1738_GROUPPART, "a.b"), OK(LLURI_RULE_RFC1738_GROUPPART, "x@h"),
    NO(LLURI_RULE_RFC1738_GROUPPART, "**", 2),
    OK(LLURI_RULE_RFC1738_NEWSURL, "news:*"), OK(LLURI_RULE_RFC1738_NEWSURL, "news:comp.x"),
    OK(LLURI_RULE_RFC1738_NEWSURL, "news:1234@h.com"), NO(LLURI_RULE_RFC1738_NEWSURL, "news:", 5),
    OK(LLURI_RULE_RFC1738_NNTPURL, "nntp://h/a.b"), OK(LLURI_RULE_RFC1738_NNTPURL, "nntp://h/a.b/12"),
    NO(LLURI_RULE_RFC1738_NNTPURL, "nntp://h", 8), NO(LLURI_RULE_RFC1738_NNTPURL, "nntp://h/a/", 11),
    NO(LLURI_RULE_RFC1738_NNTPURL, "nntp://h/a/x", 11),
    OK(LLURI_RULE_RFC1738_TELNETURL, "telnet://u:p@h:23/"), OK(LLURI_RULE_RFC1738_TELNETURL, "telnet://h"),
    NO(LLURI_RULE_RFC1738_TELNETURL, "telnet://h/x", 11),
    OK(LLURI_RULE_RFC1738_WAISDATABASE, "wais://h/db"), NO(LLURI_RULE_RFC1738_WAISDATABASE, "wais://h/db?x", 11),
    OK(LLURI_RULE_RFC1738_WAISINDEX, "wais://h/db?x"), NO(LLURI_RULE_RFC1738_WAISINDEX, "wais://h/db", 11),
    OK(LLURI_RULE_RFC1738_WAISDOC, "wais://h/db/t/p"), NO(LLURI_RULE_RFC1738_WAISDOC, "wais://h/db/t", 13),
    OK(LLURI_RULE_RFC1738_WAISURL, "wais://h/"), OK(LLURI_RULE_RFC1738_WAISURL, "wais://h/db?x"),
    OK(LLURI_RULE_RFC1738_WAISURL, "wais://h/db/t/p"), NO(LLURI_RULE_RFC1738_WAISURL, "wais://h/db/t", 13),
    NO(LLURI_RULE_RFC1738_WAISURL, "wais://h/db/t/p/q", 15),
    OK(LLURI_RULE_RFC1738_PROSPEROURL, "prospero://host.dom//pros/name"),
    OK(LLURI_RULE_RFC1738_PROSPEROURL, "prospero://h/x;a=b;c=d"),
    NO(LLURI_RULE_RFC1738_PROSPEROURL, "prospero://h", 12),
    NO(LLURI_RULE_RFC1738_PROSPEROURL, "prospero://h/x;a", 16),
    OK(LLURI_RULE_RFC1738_GENERICURL, "x-foo:anything"), NO(LLURI_RULE_RFC1738_GENERICURL, "X:", 0),
    NO(LLURI_RULE_RFC1738_GENERICURL, "a:~", 2),
    OK(LLURI_RULE_RFC1738_OTHERURL, "x:"), NO(LLURI_RULE_RFC1738_OTHERURL, ":", 0),
    OK(LLURI_RULE_RFC1738_URL, "http://h"), OK(LLURI_RULE_RFC1738_URL, "news:*"), OK(LLURI_RULE_RFC1738_URL, "foo:bar"),
    NO(LLURI_RULE_RFC1738_URL, ":x", 0),
};

START_TEST(test_rule_case)
{
    const struct rule_case *c = &rule_cases[_i];
    size_t n = strlen(c->in), fail = 999;
    /* an exact-size copy, so that a read past the end is caught by ASan */
    char *copy = malloc(n ? n : 1);
    memcpy(copy, c->in, n);

    const char *name = lluri_rule_name(c->rule);
    lluri_error err = { 999, 999 };
    int r = lluri_match(c->rule, copy, n, 0, &err);
    free(copy);
    fail = err.offset;
    ck_assert_msg(name != NULL && r != LLURI_ERULE, "unknown rule %d", c->rule);
    ck_assert_int_eq(err.code, r);
    if (c->match) {
        ck_assert_msg(r == 0, "%s should match \"%s\" (failed at %zu)",
                      name, c->in, fail);
    } else {
        ck_assert_msg(r == LLURI_ENOMATCH, "%s should not match \"%s\"", name, c->in);
        ck_assert_msg(fail == c->off, "%s on \"%s\": failed at %zu, want %zu",
                      name, c->in, fail, c->off);
    }
}
END_TEST

START_TEST(test_unknown_rule)
{
    /* numbers between and after the grammars' ranges */
    static const int unknown[] = { 99, LLURI_RULE_RFC1738_URL + 1, 199,
                                   LLURI_RULE_URI7_ASSERTIONVALUE + 1, 299,
                                   LLURI_RULE_RFC9112_REQUEST_LINE + 1, 1000 };
    for (size_t i = 0; i < NELEM(unknown); i++) {
        lluri_error err = { 0, 7 };
        ck_assert_int_eq(lluri_match(unknown[i], "a", 1, 0, &err), LLURI_ERULE);
        ck_assert_int_eq(err.code, LLURI_ERULE);
        ck_assert_uint_eq(err.offset, 0);
        ck_assert_ptr_null(lluri_rule_name(unknown[i]));
    }
    /* the RFC's own names, with its punctuation */
    ck_assert_str_eq(lluri_rule_name(LLURI_RULE_RFC1738_GOPHER_PLUS_STRING), "gopher+_string");
    ck_assert_str_eq(lluri_rule_name(LLURI_RULE_RFC1738_IP_SCHEMEPART), "ip-schemepart");
    ck_assert_str_eq(lluri_rule_name(LLURI_RULE_RFC1738_HOST), "host");
    ck_assert_str_eq(lluri_rule_name(LLURI_RULE_HOST), "host");
    /* lluri_match's flags are its own: a normalize flag is not one */
    ck_assert_int_eq(lluri_match(LLURI_RULE_RFC1738_HOST, "a", 1, LLURI_NORM_CASE, NULL),
                     LLURI_EFLAGS);
}
END_TEST

/* ---- The character classes, all 256 bytes ---------------------------------------- */

#define ALPHA "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
#define DIGIT "0123456789"
#define SAFE "$-_.+"
#define EXTRA "!*'(),"
#define RESERVED ";/?:@&="

static const struct byte_class {
    int rule;
    const char *allowed;  /* its one-byte members, as §5 lists them */
    bool escape;          /* the rule also takes escape: "%" waits for more */
} byte_classes[] = {
    { LLURI_RULE_RFC1738_LOWALPHA, "abcdefghijklmnopqrstuvwxyz", false },
    { LLURI_RULE_RFC1738_HIALPHA, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", false },
    { LLURI_RULE_RFC1738_ALPHA, ALPHA, false },
    { LLURI_RULE_RFC1738_DIGIT, DIGIT, false },
    { LLURI_RULE_RFC1738_SAFE, SAFE, false },
    { LLURI_RULE_RFC1738_EXTRA, EXTRA, false },
    { LLURI_RULE_RFC1738_NATIONAL, "{}|\\^~[]`", false },
    { LLURI_RULE_RFC1738_PUNCTUATION, "<>#%\"", false },
    { LLURI_RULE_RFC1738_RESERVED, RESERVED, false },
    { LLURI_RULE_RFC1738_HEX, DIGIT "ABCDEFabcdef", false },
    { LLURI_RULE_RFC1738_UNRESERVED, ALPHA DIGIT SAFE EXTRA, false },
    { LLURI_RULE_RFC1738_UCHAR, ALPHA DIGIT SAFE EXTRA, true },
    { LLURI_RULE_RFC1738_XCHAR, ALPHA DIGIT SAFE EXTRA RESERVED, true },
    { LLURI_RULE_RFC1738_ALPHADIGIT, ALPHA DIGIT, false },
    { LLURI_RULE_RFC1738_GTYPE, ALPHA DIGIT SAFE EXTRA RESERVED, true },
    { LLURI_RULE_RFC1738_FTPTYPE, "AIDaid", false },
};

START_TEST(test_byte_class)
{
    const struct byte_class *bc = &byte_classes[_i];

    for (int b = 0; b < 256; b++) {
        char in = (char)b;
        size_t fail = 999;
        bool member = b != 0 && strchr(bc->allowed, b) != NULL;
        lluri_error err;
        int r = lluri_match(bc->rule, &in, 1, 0, &err) == 0;
        fail = err.offset;
        ck_assert_msg(r == (member ? 1 : 0), "%s on byte 0x%02x: %d",
                      lluri_rule_name(bc->rule), b, r);
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
    static const int url_rule[] = {
        [LLURI_SCHEME_FTP] = LLURI_RULE_RFC1738_FTPURL, [LLURI_SCHEME_HTTP] = LLURI_RULE_RFC1738_HTTPURL,
        [LLURI_SCHEME_GOPHER] = LLURI_RULE_RFC1738_GOPHERURL, [LLURI_SCHEME_MAILTO] = LLURI_RULE_RFC1738_MAILTOURL,
        [LLURI_SCHEME_NEWS] = LLURI_RULE_RFC1738_NEWSURL, [LLURI_SCHEME_NNTP] = LLURI_RULE_RFC1738_NNTPURL,
        [LLURI_SCHEME_TELNET] = LLURI_RULE_RFC1738_TELNETURL, [LLURI_SCHEME_WAIS] = LLURI_RULE_RFC1738_WAISURL,
        [LLURI_SCHEME_FILE] = LLURI_RULE_RFC1738_FILEURL, [LLURI_SCHEME_PROSPERO] = LLURI_RULE_RFC1738_PROSPEROURL,
    };
    const char *hash = memchr(c->in, '#', n);
    size_t un = hash ? (size_t)(hash - c->in) : n, fail = 0;
    int https = strncmp(c->in, "HTTPS:", 6) == 0 || strncmp(c->in, "https:", 6) == 0;
    (void)fail;
    ck_assert_int_eq(lluri_match(https ? LLURI_RULE_RFC1738_HTTPSURL : url_rule[c->kind],
                                 c->in, un, 0, NULL), 0);
    ck_assert_int_eq(lluri_match(LLURI_RULE_RFC1738_URL, c->in, un, 0, NULL),
                     https ? LLURI_ENOMATCH : 0);

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
    /* §5: ftptype = "A" | "I" | "D" | "a" | "i" | "d"; "x" is bad at 15 */
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

/* A lluri the caller edited: the scheme grammars read the text between the
 * spans, so a struct not laid out as a parse leaves it is refused with
 * LLURI_ESPAN, never read out of bounds (the fragment at offset 0 once made
 * the RFC 1738 driver memchr 4 GiB). */
START_TEST(test_edited_struct)
{
    static const char in[] = "http://h:80/a/b?q#f";
    lluri_scheme_parts p;
    lluri_error err;
    lluri u, e;

    ck_assert_int_eq(lluri_parse(&u, in, sizeof in - 1, LLURI_START_URI, NULL), 0);
    ck_assert_int_eq(lluri_scheme_parse_uri(&p, &u, 0, &err), 0);

    e = u;                                        /* the fragment moved to 0 */
    e.fragment.off = 0;
    ck_assert_int_eq(lluri_scheme_parse_uri(&p, &e, 0, &err), LLURI_ESPAN);
    ck_assert_int_eq(err.code, LLURI_ESPAN);
    ck_assert_int_eq(p.kind, LLURI_SCHEME_UNKNOWN);
    ck_assert_uint_eq(p.present, 0);
    e = u;                                        /* a span past the text */
    e.path.len = 4000;
    ck_assert_int_eq(lluri_scheme_parse_uri(&p, &e, 0, &err), LLURI_ESPAN);
    e = u;                                        /* the query dropped */
    e.present &= ~LLURI_HAS_QUERY;
    e.query = (lluri_span){ 0, 0 };
    ck_assert_int_eq(lluri_scheme_parse_uri(&p, &e, 0, &err), LLURI_ESPAN);
    e = u;                                        /* a port without a host */
    e.present &= ~LLURI_HAS_AUTHORITY;
    ck_assert_int_eq(lluri_scheme_parse_uri(&p, &e, 0, &err), LLURI_ESPAN);
    e = u;                                        /* src gone */
    e.src = NULL;
    ck_assert_int_eq(lluri_scheme_parse_uri(&p, &e, 0, &err), LLURI_ESPAN);

    /* the iterators: NULL arguments are codes, not crashes */
    lluri_segment_iter si;
    lluri_prospero_iter pi;
    lluri_ldap_iter li;
    lluri_span sp;
    lluri_prospero_field pf;
    lluri_ldap_item item;
    ck_assert_int_eq(lluri_scheme_segments_begin(NULL, &p), LLURI_EINVAL);
    ck_assert_int_eq(lluri_scheme_segments_begin(&si, NULL), LLURI_EINVAL);
    ck_assert_int_eq(lluri_scheme_segments_next(&si, &sp), 0);
    ck_assert_int_eq(lluri_scheme_segments_next(&si, NULL), LLURI_EINVAL);
    ck_assert_int_eq(lluri_scheme_segments_next(NULL, &sp), LLURI_EINVAL);
    ck_assert_int_eq(lluri_prospero_fields_begin(NULL, &p), LLURI_EINVAL);
    ck_assert_int_eq(lluri_prospero_fields_begin(&pi, NULL), LLURI_EINVAL);
    ck_assert_int_eq(lluri_prospero_fields_next(&pi, &pf), 0);
    ck_assert_int_eq(lluri_prospero_fields_next(NULL, &pf), LLURI_EINVAL);
    ck_assert_int_eq(lluri_ldap_list_begin(NULL, &p, LLURI_LDAP_ATTRIBUTES), LLURI_EINVAL);
    ck_assert_int_eq(lluri_ldap_list_begin(&li, NULL, LLURI_LDAP_ATTRIBUTES), LLURI_EINVAL);
    ck_assert_int_eq(lluri_ldap_list_next(&li, &item), 0);
    ck_assert_int_eq(lluri_ldap_list_begin(&li, &p, (enum lluri_ldap_list)4), LLURI_EINVAL);
    ck_assert_int_eq(lluri_ldap_list_next(NULL, &item), LLURI_EINVAL);
    ck_assert_int_eq(lluri_scheme_field_decode(NULL, 0, NULL, 0, &err), LLURI_EINVAL);
    ck_assert_int_eq(lluri_gopher_type(NULL), LLURI_EINVAL);
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
        size_t len = strlen(rule_cases[i].in);
        for (size_t n = 0; n <= len; n++) {
            char *p = guard - n;
            memcpy(p, rule_cases[i].in, n);
            ck_assert_int_ne(lluri_match(rule_cases[i].rule, p, n, 0, NULL), LLURI_ERULE);
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
    tcase_add_test(tc, test_edited_struct);
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
