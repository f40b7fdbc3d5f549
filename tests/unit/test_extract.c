/* SPDX-License-Identifier: MIT */
/* test_extract.c — URIs in free text (lluri_extract_*): RFC 1738's
 * "APPENDIX: Recommendations for URLs in Context" and uri(7) "Writing a
 * URI", with their own examples verbatim (from ../shared/spec/), then the
 * rules lluri adds for URIs written bare: trailing punctuation,
 * parentheses, quotes, and what must not be taken for a URI.
 *
 * Each row lists the hits expected in order, each as its form, the URI
 * (whitespace removed) and the text of its span as it stands in the input;
 * the span must be found in the input exactly at the reported offset, the
 * first occurrence after the previous hit. Every row is also run at every
 * length under a guard page (no read past len), URIs of every length up
 * to 85 bytes end where they should, and random texts check the
 * invariants every hit must keep. */
#define _GNU_SOURCE /* MAP_ANONYMOUS, memmem */

#include "ck.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "lluri.h"
#include "lluri/extract.h"
#include "lluri/scheme.h"

#define N(a) (sizeof(a) / sizeof((a)[0]))
#define MAX_HITS 32

#define B LLURI_EXTRACT_BARE
#define U LLURI_EXTRACT_URL
#define A LLURI_EXTRACT_ANGLE
#define Q LLURI_EXTRACT_QUOTED

struct want {
    enum lluri_extract_form form;
    const char *uri;  /* whitespace removed */
    const char *span; /* as in the text; NULL: same as uri */
    int         code; /* an error hit (LLURI_EXTRACT_ERRORS): its code ... */
    size_t      at;   /* ... and offset */
    int         iri;  /* hit.iri */
    uint32_t    tol;  /* hit.tolerated */
};

struct row {
    const char *what;
    const char *text;
    size_t      len;  /* 0: strlen(text) */
    unsigned    flags;
    struct want hits[MAX_HITS];
};

/* A text with bytes of any value: its length from the literal. */
#define TEXT_N(s) .text = s, .len = sizeof(s) - 1

/* clang-format off */
static const struct row rows[] = {
    /* ---- RFC 1738 Appendix: the examples, verbatim (rfc1738-url.zh.txt) */
    { .what = "RFC 1738 Appendix, the example",
      .text = "是的,Jim,我发现它在<URL:ftp://info.cern.ch/pub/www/doc;type=d>上,但是你可能能够从<URL:ftp://ds.internic.net/rfc>那儿获得它。请注意<URL:http://ds.internic.net/instructions/overview.html#WARNING>上的警告。",
      .hits = { { U, "ftp://info.cern.ch/pub/www/doc;type=d", NULL },
                { U, "ftp://ds.internic.net/rfc", NULL },
                { U, "http://ds.internic.net/instructions/overview.html#WARNING", NULL } } },
    { .what = "RFC 1738 references: <URL:...> broken across lines",
      .text = "[2] Anklesaria, F., Lindner, P., McCahill, M., Torrey, D.,\n"
              "Johnson, D., and B. Alberti, \"Gopher+: Upward compatible\n"
              "enhancements to the Internet Gopher protocol\",\n"
              "University of Minnesota, July 1993.\n"
              "<URL:ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol\n"
              "/Gopher+/Gopher+.txt>\n"
              "[3] Berners-Lee, T., \"Universal Resource Identifiers in WWW: A\n"
              "Unifying Syntax for the Expression of Names and Addresses of\n"
              "Objects on the Network as used in the World-Wide Web\", RFC\n"
              "1630, CERN, June 1994.\n"
              "<URL:ftp://ds.internic.net/rfc/rfc1630.txt>\n"
              "[12] Kunze, J., \"Functional Requirements for Internet Resource\n"
              "Locators\", Work in Progress, December 1994.\n"
              "<URL:ftp://ds.internic.net/internet-drafts\n"
              "/draft-ietf-uri-irl-fun-req-02.txt>\n"
              "[13] Mockapetris, P., \"Domain Names - Concepts andFacilities\",\n"
              "STD 13, RFC 1034, USC/Information Sciences Institute,\n"
              "November 1987.\n"
              "<URL:ftp://ds.internic.net/rfc/rfc1034.txt>\n"
              "[14] Neuman, B., and S. Augart,\"The Prospero Protocol\",\n"
              "USC/Information Sciences Institute, June 1993.\n"
              "<URL:ftp://prospero.isi.edu/pub/prospero/doc\n"
              "/prospero-protocol.PS.Z>\n"
              "[18] Yeong, W. \"Towards Networked Information Retrieval\",Technical\n"
              "report 91-06-25-01, Performance SystemsInternational, Inc.\n"
              "<URL:ftp://uu.psi.com/wp/nir.txt>,June 1991.\n",
      .hits = { { U, "ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol/Gopher+/Gopher+.txt",
                  "ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol\n/Gopher+/Gopher+.txt" },
                { U, "ftp://ds.internic.net/rfc/rfc1630.txt", NULL },
                { U, "ftp://ds.internic.net/internet-drafts/draft-ietf-uri-irl-fun-req-02.txt",
                  "ftp://ds.internic.net/internet-drafts\n/draft-ietf-uri-irl-fun-req-02.txt" },
                { U, "ftp://ds.internic.net/rfc/rfc1034.txt", NULL },
                { U, "ftp://prospero.isi.edu/pub/prospero/doc/prospero-protocol.PS.Z",
                  "ftp://prospero.isi.edu/pub/prospero/doc\n/prospero-protocol.PS.Z" },
                { U, "ftp://uu.psi.com/wp/nir.txt", NULL } } },
    { .what = "RFC 1738 3.1, the user name examples",
      .text = "注意空的用户名或者密码不同于没有用户名和密码;决不能在没有指定用户名的情况下指定密码。例如:<URL:ftp://@host.com/>的用户名为空并且没有密码,<URL:ftp://host.com/>没有用户名,而<URL:ftp://foo:@host.com/>的用户名是“foo”并且密码为空。",
      .hits = { { U, "ftp://@host.com/", NULL }, { U, "ftp://host.com/", NULL },
                { U, "ftp://foo:@host.com/", NULL } } },
    { .what = "RFC 1738 3.6: <URL:news:*>, and <newsgroup-name> is no URI",
      .text = "如果<newsgroup-name>是“*”(例如:<URL:news:*>),那么它表示“所有可用的新闻组”。",
      .hits = { { U, "news:*", NULL } } },
    { .what = "RFC 1738 1: \"< uri@bunyip.com>\" has no scheme; URL: prefix without brackets",
      .text = "这篇文档是由工程任务组织(IETF)的URI工作小组写的。如果你有什么建议和意见的话,你可以给编辑或者URI工作小组< uri@bunyip.com>写信.这个小组的讨论档案存放在URL:http://www.acl.lanl.gov/URI/archive/uri-archive.index.html。",
      .hits = { { B, "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html", NULL } } },
    { .what = "RFC 1738 Appendix: whitespace around the line break after a hyphen is ignored, the hyphen kept",
      .text = "see <URL:http://a.example/long-\n    name.html> now",
      .hits = { { U, "http://a.example/long-name.html", "http://a.example/long-\n    name.html" } } },
    { .what = "RFC 1738 Appendix: whitespace anywhere inside, \"URL:\" in any case",
      .text = "< url: \tHTTP://A.example/x\r\n\t/y >",
      .hits = { { U, "HTTP://A.example/x/y", "HTTP://A.example/x\r\n\t/y" } } },
    { .what = "RFC 1738 Appendix: the fragment inside the brackets",
      .text = "<URL:http://a/b#frag>.",
      .hits = { { U, "http://a/b#frag", NULL } } },

    /* ---- uri(7) "Writing a URI" (uri7-manpage.zh.txt; <http://lwn.net>
     *      is the English page's angle-bracket example, lost in the
     *      translation) */
    { .what = "uri(7): in double quotes",
      .text = "在编写时,uri应该放在双引号中(例如\"http://www.kernel.org\"),用尖括号括起来(例如),或者单独放在一行中。",
      .hits = { { Q, "http://www.kernel.org", NULL } } },
    { .what = "uri(7) (English): in angle brackets",
      .text = "When written, URIs should be placed inside double quotes (e.g., \"http://www.kernel.org\"), enclosed in angle brackets (e.g., <http://lwn.net>), or placed on a line by themselves.",
      .hits = { { Q, "http://www.kernel.org", NULL }, { A, "http://lwn.net", NULL } } },
    { .what = "uri(7): the http example",
      .text = "Thus the URI\n<http://fred:fredpassword@example.com:8080/>\nlogs into a web server on host example.com\n",
      .hits = { { A, "http://fred:fredpassword@example.com:8080/", NULL } } },
    { .what = "uri(7): on a line by itself",
      .text = "http://www.kernel.org\n",
      .hits = { { B, "http://www.kernel.org", NULL } } },
    { .what = "quotes keep the punctuation inside them",
      .text = "say \"http://a/b.\" and \"mailto:x@y,\"",
      .hits = { { Q, "http://a/b.", NULL }, { Q, "mailto:x@y,", NULL } } },

    /* ---- bare URIs: the sentence's punctuation */
    { .what = "trailing . , ; : ! ? '",
      .text = "See http://a/b. Or http://a/c, http://a/d; http://a/e: http://a/f! http://a/g? 'http://a/h'",
      .hits = { { B, "http://a/b", NULL }, { B, "http://a/c", NULL }, { B, "http://a/d", NULL },
                { B, "http://a/e", NULL }, { B, "http://a/f", NULL }, { B, "http://a/g", NULL },
                { B, "http://a/h", NULL } } },
    { .what = "several trailing marks; punctuation inside is kept",
      .text = "(at http://a/b.c,d;e?f=1!...) end",
      .hits = { { B, "http://a/b.c,d;e?f=1", NULL } } },
    { .what = "parentheses: the closing one of the sentence, the URI's own",
      .text = "(http://a/b) (see http://en.wikipedia.org/wiki/Foo_(bar)) and http://w/Foo_(bar).",
      .hits = { { B, "http://a/b", NULL }, { B, "http://en.wikipedia.org/wiki/Foo_(bar)", NULL },
                { B, "http://w/Foo_(bar)", NULL } } },
    { .what = "several closing parentheses, punctuation between them",
      .text = "http://a/b))) and (http://c/(d)).) and http://e/(f)g).",
      .hits = { { B, "http://a/b", NULL }, { B, "http://c/(d)", NULL }, { B, "http://e/(f)g", NULL } } },
    { .what = "brackets: an IPv6 literal keeps its ], a stray ] goes",
      .text = "[http://[::1]/x] [http://[::1]]",
      .hits = { { B, "http://[::1]/x", NULL }, { B, "http://[::1]", NULL } } },
    { .what = "a bare URI runs to whitespace, a control byte, < > \": a candidate that is "
              "no URI is no hit, never cut short",
      .text = "<b>http://a/b</b> x\"http://c/d\"y http://e/f{g} http://h/i\\j http://k/l^m",
      .hits = { { B, "http://a/b", NULL }, { Q, "http://c/d", NULL } } },
    { .what = "no prefix of a candidate that is no URI",
      .text = "http://a%zz/ http://b/%4 http://c:80x/ http://d/",
      .hits = { { B, "http://d/", NULL } } },
    { .what = "a candidate an IRI or a lenient reading would take: no hit in a URI reading",
      .text = "see https://b\xc3\xbc" "cher.de/ and http://user:p@ss@host/x, http://[::1]x "
              "http://h\\p http://e{x}/ http://ok.example/b\xc3\xbc" "cher",
      .hits = { { 0, NULL, NULL } } },
    { .what = "LLURI_IRI: IRIs whole",
      .text = "see https://b\xc3\xbc" "cher.de/ and http://user:p@ss@host/x, http://[::1]x "
              "http://h\\p http://e{x}/ http://ok.example/b\xc3\xbc" "cher http://a/b",
      .flags = LLURI_IRI,
      .hits = { { B, "https://b\xc3\xbc" "cher.de/", NULL, 0, 0, 1, 0 },
                { B, "http://ok.example/b\xc3\xbc" "cher", NULL, 0, 0, 1, 0 },
                { B, "http://a/b", NULL, 0, 0, 0, 0 } } },
    { .what = "LLURI_LENIENT: what the lenient profile takes, and what it took",
      .text = "see https://b\xc3\xbc" "cher.de/ and http://user:p@ss@host/x, http://[::1]x "
              "http://h\\p http://e{x}/ http://a/b",
      .flags = LLURI_LENIENT,
      .hits = { { B, "https://b\xc3\xbc" "cher.de/", NULL, 0, 0, 0, LLURI_TOL_UTF8 },
                { B, "http://user:p@ss@host/x", NULL, 0, 0, 0, LLURI_TOL_AT },
                { B, "http://h\\p", NULL, 0, 0, 0, LLURI_TOL_BACKSLASH },
                { B, "http://e{x}/", NULL, 0, 0, 0, LLURI_TOL_BRACE },
                { B, "http://a/b", NULL, 0, 0, 0, 0 } } },
    { .what = "LLURI_EXTRACT_ERRORS: the candidates that are no URI, whole, with the "
              "parse's code and offset",
      .text = "http://a%zz/ http://b/%4, http://c:80x/ http://d/ https://b\xc3\xbc" "cher.de/ "
              "http://u:p@ss@h/",
      .flags = LLURI_EXTRACT_ERRORS,
      .hits = { { B, "http://a%zz/", NULL, LLURI_EPCT, 9, 0, 0 },
                { B, "http://b/%4", NULL, LLURI_EPCT, 11, 0, 0 },
                { B, "http://c:80x/", NULL, LLURI_EPORT, 11, 0, 0 },
                { B, "http://d/", NULL, 0, 0, 0, 0 },
                { B, "https://b\xc3\xbc" "cher.de/", NULL, LLURI_EHOST, 9, 0, 0 },
                { B, "http://u:p@ss@h/", NULL, LLURI_EHOST, 13, 0, 0 } } },
    { .what = "RFC 3987 4.1: an IRI with a bidirectional formatting character is none; the "
              "lenient profile names it",
      .text = "http://h/a\xe2\x80\xae" "b http://h/c\xe2\x80\x8f",
      .flags = LLURI_IRI | LLURI_EXTRACT_ERRORS,
      .hits = { { B, "http://h/a\xe2\x80\xae" "b", NULL, LLURI_EBIDI, 10, 0, 0 },
                { B, "http://h/c\xe2\x80\x8f", NULL, LLURI_EBIDI, 10, 0, 0 } } },
    { .what = "RFC 3987 4.1, lenient",
      .text = "http://h/a\xe2\x80\xae" "b",
      .flags = LLURI_IRI | LLURI_LENIENT,
      .hits = { { B, "http://h/a\xe2\x80\xae" "b", NULL, 0, 0, 0, LLURI_TOL_BIDI } } },
    { .what = "CJK and closing punctuation ends a bare IRI",
      .text = "\xe8\xa7\x81http://a.example/\xe9\xa1\xb5\xef\xbc\x8c\xe7\x84\xb6 "
              "http://b.example/x\xe3\x80\x82 \xc2\xabhttp://c.example/\xc2\xbb "
              "http://d.example/y\xe2\x80\x9d",
      .flags = LLURI_IRI,
      .hits = { { B, "http://a.example/\xe9\xa1\xb5", NULL, 0, 0, 1, 0 },
                { B, "http://b.example/x", NULL, 0, 0, 0, 0 },
                { B, "http://c.example/", NULL, 0, 0, 0, 0 },
                { B, "http://d.example/y", NULL, 0, 0, 0, 0 } } },
    { .what = "LLURI_IRI in the delimited forms: no whitespace inside",
      .text = "<http://b\xc3\xbc" "cher.de/> \"http://h/\xc3\xa9\" <URL:http://h/\xc3\xa9 x>",
      .flags = LLURI_IRI,
      .hits = { { A, "http://b\xc3\xbc" "cher.de/", NULL, 0, 0, 1, 0 },
                { Q, "http://h/\xc3\xa9", NULL, 0, 0, 1, 0 },
                { B, "http://h/\xc3\xa9", NULL, 0, 0, 1, 0 } } },
    { .what = "a host ended by prose: whitespace, punctuation, quotes, brackets",
      .text = "(http://a.example) http://b.example, \"http://c.example\" http://d.example: "
              "http://e.example|x http://f.example\x01",
      .hits = { { B, "http://a.example", NULL }, { B, "http://b.example", NULL },
                { Q, "http://c.example", NULL }, { B, "http://d.example", NULL },
                { B, "http://f.example", NULL } } },
    { .what = "no URI after a long run (the URI machine's runs end where they must)",
      .text = "http://abcdefghijklmnopqrstuvwxyz.example/abcdefghijklmnopqrstuvwxyz%zz "
              "http://abcdefghijklmnopqrstuvwxyz.example/p?abcdefghijklmnopqrstuvwxyz%4 "
              "http://abcdefghijklmnopqrstuvwxyz.example/p#abcdefghijklmnopqrstuvwxyz%g "
              "http://abcdefghijklmnopqrstuvwxyz%zz.example/ "
              "abcdefghijklmnopqrstuvwxyz+-.abcdefghijklmnopqrstuvwxyz://a/",
      .flags = 0,
      .hits = { { B, "abcdefghijklmnopqrstuvwxyz+-.abcdefghijklmnopqrstuvwxyz://a/", NULL } } },
    { .what = "schemes written bare without //",
      .text = "mail mailto:a@b.example, read news:comp.infosystems.www.misc; urn:isbn:0451450523 tel:+1-816-555-1212 man:ls(1) data:,A%20brief%20note",
      .hits = { { B, "mailto:a@b.example", NULL }, { B, "news:comp.infosystems.www.misc", NULL },
                { B, "urn:isbn:0451450523", NULL }, { B, "tel:+1-816-555-1212", NULL },
                { B, "man:ls(1)", NULL }, { B, "data:,A%20brief%20note", NULL } } },
    { .what = "schemes in any case; any scheme with //",
      .text = "MAILTO:x@y HTTPS://A/ svn+ssh://h/r git://h/r.git x-foo.bar://z",
      .hits = { { B, "MAILTO:x@y", NULL }, { B, "HTTPS://A/", NULL }, { B, "svn+ssh://h/r", NULL },
                { B, "git://h/r.git", NULL }, { B, "x-foo.bar://z", NULL } } },
    { .what = "the scheme starts a word: after punctuation, not inside a word",
      .text = "--http://a/ x.mailto:m@n wordhttp://b/ end.http://c/ 1http://d/",
      .hits = { { B, "http://a/", NULL }, { B, "mailto:m@n", NULL }, { B, "wordhttp://b/", NULL },
                { B, "end.http://c/", NULL } } },
    { .what = "a URI in a URI's path is part of it",
      .text = "http://a/http://b/ http://web.archive.org/web/2020/http://c/",
      .hits = { { B, "http://a/http://b/", NULL }, { B, "http://web.archive.org/web/2020/http://c/", NULL } } },

    /* ---- delimiters that delimit nothing */
    { .what = "angle brackets around no URI: the text inside is scanned",
      .text = "<a href=\"http://a/\">x</a> <x http://b/ y> <br> if a < b > c",
      .hits = { { Q, "http://a/", NULL }, { B, "http://b/", NULL } } },
    { .what = "an unclosed <, an unclosed quote",
      .text = "see <URL:http://a/b and \"http://c/d",
      .hits = { { B, "http://a/b", NULL }, { B, "http://c/d", NULL } } },
    { .what = "< inside the brackets: the inner pair delimits",
      .text = "<<URL:http://a/>> <x <http://b/>",
      .hits = { { U, "http://a/", NULL }, { A, "http://b/", NULL } } },
    { .what = "quotes around more than a URI",
      .text = "\"see http://a/b now\" \"http://c/d e\" \"\" \"x\"",
      .hits = { { B, "http://a/b", NULL }, { B, "http://c/d", NULL } } },
    { .what = "whitespace joins into no URI: <URL:a b>, <URL:>",
      .text = "<URL:a b> <URL:> <URL: > <URL:http://a b%zz>",
      .hits = { { B, "http://a", NULL } } },

    /* ---- false positives that must not match */
    { .what = "times, labels, Windows paths, log levels",
      .text = "at 10:30 note: text re:x C:\\path INFO:root:message x:y 12:http://",
      .hits = { { 0, NULL, NULL } } },
    { .what = "a scheme and nothing after it",
      .text = "the http:// prefix, mailto: links, \"ftp://\", <URL:mailto:>, <news:> http:/x",
      .hits = { { 0, NULL, NULL } } },
    { .what = "XML names are not URIs (their scheme is neither known nor followed by //)",
      .text = "<xsl:template match=\"/\"> <dc:title> \"foo:bar\"",
      .hits = { { 0, NULL, NULL } } },
    { .what = "LLURI_EXTRACT_ANY_SCHEME: any scheme: begins a URI",
      .text = "<xsl:template> \"foo:bar\" re:x 10:30 a:",
      .flags = LLURI_EXTRACT_ANY_SCHEME,
      .hits = { { A, "xsl:template", NULL }, { Q, "foo:bar", NULL }, { B, "re:x", NULL } } },
    { .what = "an invalid host or IP literal",
      .text = "http://[::1/ http://[v1]/ http://a b",
      .hits = { { B, "http://a", NULL } } },

    /* ---- the edges of the text */
    { .what = "a hit that is the whole text",
      .text = "http://a",
      .hits = { { B, "http://a", NULL } } },
    { .what = "delimited hits at the very start and end",
      .text = "<URL:http://a/>\"http://b/\"",
      .hits = { { U, "http://a/", NULL }, { Q, "http://b/", NULL } } },
    { .what = "the text ends in a URI's percent-encoding: no URI",
      .text = "end: http://a/%4",
      .hits = { { 0, NULL, NULL } } },
    { .what = "the text ends after the scheme",
      .text = "end: http:",
      .hits = { { 0, NULL, NULL } } },
    { .what = "empty text",
      .text = "",
      .hits = { { 0, NULL, NULL } } },

    /* ---- bytes of any value */
    { .what = "NUL and non-ASCII bytes around and inside",
      TEXT_N("\0http://a/\0b \xff\xfehttp://c/\x80 <URL:http://d/\0e> \"http://f\0/\""),
      .hits = { { B, "http://a/", NULL }, { B, "http://d/", NULL }, { B, "http://f", NULL } } },
};
/* clang-format on */

static size_t row_len(const struct row *r)
{
    return r->len ? r->len : strlen(r->text);
}

/* A hit keeps every promise of lluri.h, whatever the text. */
static void check_hit(const char *text, size_t len, const lluri_extract_hit *h,
                      size_t prev_end, const char *out, unsigned flags)
{
    ck_assert_uint_ge(h->outer_off, prev_end);
    ck_assert_uint_le(h->outer_off, h->off);
    ck_assert_uint_le(h->off + h->len, h->outer_off + h->outer_len);
    ck_assert_uint_le(h->outer_off + h->outer_len, len);
    ck_assert_uint_gt(h->len, 0);
    ck_assert_uint_le(h->uri_len, h->len);
    switch (h->form) {
    case LLURI_EXTRACT_BARE:
        ck_assert_uint_eq(h->outer_off, h->off);
        ck_assert_uint_eq(h->outer_len, h->len);
        ck_assert_uint_eq(h->uri_len, h->len);
        /* a word's start, and no sentence punctuation at the end */
        ck_assert_msg(h->off == 0 || !((text[h->off - 1] >= 'a' && text[h->off - 1] <= 'z')
                                   || (text[h->off - 1] >= 'A' && text[h->off - 1] <= 'Z')
                                   || (text[h->off - 1] >= '0' && text[h->off - 1] <= '9')),
                      "bare hit after a letter or digit: %zu in \"%.*s\"", h->off, (int)len, text);
        ck_assert(text[h->off + h->len - 1] != '\0');
        ck_assert_ptr_null(strchr(".,;:!?'", text[h->off + h->len - 1]));
        break;
    case LLURI_EXTRACT_URL:
    case LLURI_EXTRACT_ANGLE:
        ck_assert_int_eq(text[h->outer_off], '<');
        ck_assert_int_eq(text[h->outer_off + h->outer_len - 1], '>');
        break;
    case LLURI_EXTRACT_QUOTED:
        ck_assert_int_eq(text[h->outer_off], '"');
        ck_assert_int_eq(text[h->outer_off + h->outer_len - 1], '"');
        ck_assert_uint_eq(h->off, h->outer_off + 1);
        ck_assert_uint_eq(h->len, h->outer_len - 2);
        ck_assert_uint_eq(h->uri_len, h->len);
        break;
    default:
        ck_abort_msg("form %d", h->form);
    }
    /* every hit is an RFC 3986 URI, or what the flags ask for; an error
     * hit is what the parse refuses, as it refuses it */
    lluri u;
    lluri_error e;
    int rc = lluri_parse(&u, out, h->uri_len, LLURI_START_URI | (flags & (LLURI_IRI | LLURI_LENIENT)),
                         &e);
    if (h->error.code != LLURI_OK) {
        ck_assert(flags & LLURI_EXTRACT_ERRORS);
        ck_assert_int_eq(rc, h->error.code);
        ck_assert_uint_eq(e.offset, h->error.offset);
        return;
    }
    ck_assert_msg(rc == 0, "hit \"%.*s\" is no URI: %s at %zu", (int)h->uri_len, out,
                  lluri_strerror(rc), e.offset);
    ck_assert_uint_eq(h->tolerated, u.tolerated);
    ck_assert_int_eq(h->iri, (u.present & LLURI_HAS_NON_ASCII) && !u.tolerated);
}

START_TEST(table)
{
    const struct row *r = &rows[_i];
    size_t len = row_len(r), prev = 0, k = 0;
    lluri_extract_iter x;
    lluri_extract_hit h;
    char out[512];
    int rc;

    ck_assert_int_eq(lluri_extract_begin(&x, r->text, len, r->flags), 0);
    while ((rc = lluri_extract_next(&x, &h, out, sizeof out)) == 1) {
        const struct want *w = &r->hits[k];
        ck_assert_msg(k < MAX_HITS && w->uri != NULL, "%s: unexpected hit \"%.*s\" at %zu",
                      r->what, (int)h.len, r->text + h.off, h.off);
        const char *span = w->span ? w->span : w->uri;
        size_t sl = strlen(span);
        const char *at = memmem(r->text + prev, len - prev, span, sl);
        ck_assert_msg(at != NULL, "%s: span of \"%s\" not in the text", r->what, w->uri);
        ck_assert_msg(h.off == (size_t)(at - r->text) && h.len == sl,
                      "%s: hit %zu: span %zu+%zu, want %zu+%zu (\"%s\")", r->what, k,
                      h.off, h.len, (size_t)(at - r->text), sl, w->uri);
        ck_assert_msg(h.form == w->form, "%s: hit %zu \"%s\": form %d, want %d", r->what, k,
                      w->uri, h.form, w->form);
        ck_assert_uint_eq(h.uri_len, strlen(w->uri));
        ck_assert_str_eq(out, w->uri);
        ck_assert_msg(h.error.code == w->code && h.error.offset == w->at,
                      "%s: hit %zu \"%s\": %s at %zu, want %s at %zu", r->what, k, w->uri,
                      lluri_errname(h.error.code), h.error.offset, lluri_errname(w->code), w->at);
        ck_assert_msg(h.iri == w->iri && h.tolerated == w->tol,
                      "%s: hit %zu \"%s\": iri %d tolerated %x", r->what, k, w->uri, h.iri,
                      h.tolerated);
        check_hit(r->text, len, &h, prev, out, r->flags);
        prev = h.outer_off + h.outer_len;
        k++;
    }
    ck_assert_int_eq(rc, 0);
    ck_assert_msg(k == MAX_HITS || r->hits[k].uri == NULL, "%s: hit %zu (\"%s\") not found",
                  r->what, k, r->hits[k].uri);
    /* the end stays the end */
    ck_assert_int_eq(lluri_extract_next(&x, &h, out, sizeof out), 0);
}
END_TEST

/* out and cap as the Writers (snprintf): any cap gives the length; a cap
 * above 0 gets the first min(length, cap - 1) bytes and a NUL, nothing
 * after it; lluri_extract_copy writes the same. */
START_TEST(writer_caps)
{
    const struct row *r = &rows[_i];
    size_t len = row_len(r);
    lluri_extract_iter x, y;
    lluri_extract_hit h, g;
    char full[512], out[512];

    lluri_extract_begin(&x, r->text, len, r->flags);
    while (lluri_extract_next(&x, &h, full, sizeof full) == 1) {
        for (size_t cap = 0; cap <= h.uri_len + 1; cap++) {
            memset(out, 'Z', sizeof out);
            size_t m = cap > h.uri_len ? h.uri_len : cap - 1;
            ck_assert_uint_eq((size_t)lluri_extract_copy(r->text, len, &h, cap ? out : NULL,
                                                         cap, NULL), h.uri_len);
            if (cap == 0) {
                ck_assert_int_eq(out[0], 'Z');
                continue;
            }
            ck_assert(memcmp(out, full, m) == 0);
            ck_assert_int_eq(out[m], '\0');
            ck_assert_int_eq(out[m + 1], 'Z');
        }
        ck_assert_uint_eq((size_t)lluri_extract_copy(r->text, len, &h, NULL, 0, NULL), h.uri_len);
        ck_assert_int_eq(lluri_extract_copy(r->text, len, &h, NULL, 1, NULL), LLURI_EINVAL);
    }
    /* out NULL: the hits are the same */
    lluri_extract_begin(&x, r->text, len, r->flags);
    lluri_extract_begin(&y, r->text, len, r->flags);
    while (lluri_extract_next(&x, &h, NULL, 0) == 1) {
        ck_assert_int_eq(lluri_extract_next(&y, &g, out, 1), 1);
        ck_assert(h.off == g.off && h.len == g.len && h.outer_off == g.outer_off
                  && h.outer_len == g.outer_len && h.uri_len == g.uri_len && h.form == g.form);
    }
    ck_assert_int_eq(lluri_extract_next(&y, &g, out, 1), 0);
}
END_TEST

START_TEST(init_errors)
{
    lluri_extract_iter x;
    lluri_extract_hit h;

    ck_assert_int_eq(lluri_extract_begin(&x, "http://a", 8, 1u << 7), LLURI_EFLAGS);
    ck_assert_int_eq(lluri_extract_next(&x, &h, NULL, 0), LLURI_EFLAGS);
    ck_assert_int_eq(lluri_extract_begin(&x, NULL, 3, 0), LLURI_EINVAL);
    ck_assert_int_eq(lluri_extract_next(&x, &h, NULL, 0), LLURI_EINVAL);
    ck_assert_int_eq(lluri_extract_begin(&x, NULL, 0, 0), 0);
    ck_assert_int_eq(lluri_extract_next(&x, &h, NULL, 0), 0);
}
END_TEST

/* lluri_extract_copy() checks the hit against the text's length: a hit
 * from another text, or edited, is LLURI_ESPAN (offset len), never a read
 * outside text[0 .. len). */
START_TEST(copy_errors)
{
    const char *text = "see <http://a.example/ b> now";
    size_t len = strlen(text);
    lluri_extract_iter x;
    lluri_extract_hit h, bad;
    lluri_error e;
    char out[64];

    lluri_extract_begin(&x, text, len, 0);
    ck_assert_int_eq(lluri_extract_next(&x, &h, NULL, 0), 1);
    ck_assert_uint_eq(h.off, 5);
    ck_assert_uint_eq(h.len, 19);
    ck_assert_int_eq(lluri_extract_copy(text, len, &h, out, sizeof out, &e), 18);
    ck_assert_str_eq(out, "http://a.example/b");
    ck_assert_int_eq(e.code, LLURI_OK);
    /* the hit's end one past the text, its start past it, a length that
     * wraps: LLURI_ESPAN at the text's length, nothing written */
    const size_t ends[][2] = { { 5, 25 }, { 25, 5 }, { len + 1, 0 }, { 5, SIZE_MAX - 2 } };
    for (size_t i = 0; i < sizeof ends / sizeof ends[0]; i++) {
        bad = h;
        bad.off = ends[i][0];
        bad.len = ends[i][1];
        memset(out, 'Z', sizeof out);
        e.code = LLURI_OK;
        ck_assert_int_eq(lluri_extract_copy(text, len, &bad, out, sizeof out, &e), LLURI_ESPAN);
        ck_assert_int_eq(e.code, LLURI_ESPAN);
        ck_assert_uint_eq(e.offset, len);
        ck_assert_int_eq(out[0], 'Z');
    }
    /* the same hit in a shorter text */
    ck_assert_int_eq(lluri_extract_copy(text, 23, &h, out, sizeof out, &e), LLURI_ESPAN);
    /* a hit ending at the text's end is whole; an empty one is "" */
    bad = h;
    bad.len = len - bad.off;
    ck_assert_int_eq(lluri_extract_copy(text, len, &bad, out, sizeof out, &e), 22);
    ck_assert_str_eq(out, "http://a.example/b>now");
    bad.off = len;
    bad.len = 0;
    ck_assert_int_eq(lluri_extract_copy(text, len, &bad, out, sizeof out, &e), 0);
    ck_assert_str_eq(out, "");
    /* a form that is none of the enum's, a NULL text with a length */
    bad = h;
    bad.form = (enum lluri_extract_form)4;
    ck_assert_int_eq(lluri_extract_copy(text, len, &bad, out, sizeof out, &e), LLURI_EINVAL);
    ck_assert_int_eq(e.code, LLURI_EINVAL);
    ck_assert_int_eq(lluri_extract_copy(NULL, len, &h, out, sizeof out, &e), LLURI_EINVAL);
    bad.form = LLURI_EXTRACT_BARE;
    bad.off = bad.len = 0;
    ck_assert_int_eq(lluri_extract_copy(NULL, 0, &bad, out, sizeof out, &e), 0);
}
END_TEST

/* ---- no read past len: every row at every length, ending at a guard page */

static char *region, *guard;
static size_t region_size;

static void guard_setup(void)
{
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    region_size = 2 * page;
    void *m = mmap(NULL, region_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
                   -1, 0);
    ck_assert(m != MAP_FAILED);
    region = m;
    guard = region + page;
    ck_assert(mprotect(guard, page, PROT_NONE) == 0);
}

static void guard_teardown(void)
{
    munmap(region, region_size);
}

START_TEST(every_prefix_at_guard)
{
    const struct row *r = &rows[_i];
    size_t len = row_len(r);

    ck_assert_uint_le(len, (size_t)(guard - region));
    for (size_t n = 0; n <= len; n++) {
        char *t = guard - n;
        memcpy(t, r->text, n);
        /* a byte that must never be read: the scan of the full text may
         * not depend on what follows its end */
        lluri_extract_iter x;
        lluri_extract_hit h;
        char out[512];
        for (unsigned flags = 0; flags <= LLURI_EXTRACT_FLAGS; flags += LLURI_EXTRACT_FLAGS) {
            size_t prev = 0;
            lluri_extract_begin(&x, t, n, flags);
            while (lluri_extract_next(&x, &h, out, sizeof out) == 1) {
                check_hit(t, n, &h, prev, out, flags);
                prev = h.outer_off + h.outer_len;
            }
        }
    }
}
END_TEST

/* ---- random texts: the invariants of every hit ------------------------------- */

static const char *const pieces[] = {
    "http://", "https://a.example/", "ftp://", "mailto:", "news:", "urn:x:", "x:", "10:30",
    "<", ">", "<URL:", "\"", "'", "(", ")", "[", "]", "::1", "%", "%4", "%41", "a", "b", "Z9",
    " ", "\n", "\t", ".", ",", ";", ":", "!", "?", "/", "//", "#", "@", "-", "\0", "\xff",
    "{", "\\", "example.com", "/path", "?q=1", "#f",
};

static uint64_t rng = 88172645463325252ull;
static unsigned next_rand(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (unsigned)(rng >> 32);
}

START_TEST(random_texts)
{
    char text[400], out[512];

    for (int round = 0; round < 20000; round++) {
        size_t n = 0;
        unsigned count = next_rand() % 30;
        for (unsigned i = 0; i < count; i++) {
            unsigned k = next_rand() % N(pieces);
            size_t pl = pieces[k][0] ? strlen(pieces[k]) : 1; /* "\0" has one byte */
            if (n + pl > sizeof text)
                break;
            memcpy(text + n, pieces[k], pl);
            n += pl;
        }
        for (unsigned flags = 0; flags <= LLURI_EXTRACT_FLAGS; flags += LLURI_EXTRACT_FLAGS) {
            lluri_extract_iter x;
            lluri_extract_hit h;
            size_t prev = 0;
            lluri_extract_begin(&x, text, n, flags);
            while (lluri_extract_next(&x, &h, out, sizeof out) == 1) {
                check_hit(text, n, &h, prev, out, flags);
                prev = h.outer_off + h.outer_len;
            }
        }
    }
}
END_TEST

/* ---- URIs of every length: the runs' blocks, the bracket count ------------------ */

/* The one hit of text[0 .. n), from a buffer of exactly n bytes: its span
 * must be want[0 .. wl) at offset off. */
static void one_hit(const char *text, size_t n, size_t off, const char *want, size_t wl)
{
    char *t = malloc(n), out[256];
    lluri_extract_iter x;
    lluri_extract_hit h;
    memcpy(t, text, n);
    lluri_extract_begin(&x, t, n, 0);
    ck_assert_msg(lluri_extract_next(&x, &h, out, sizeof out) == 1, "\"%.*s\": no hit", (int)n,
                  text);
    ck_assert_msg(h.form == B && h.off == off && h.len == wl && memcmp(t + h.off, want, wl) == 0,
                  "\"%.*s\": hit \"%.*s\" at %zu, want \"%.*s\" at %zu", (int)n, text,
                  (int)h.len, t + h.off, h.off, (int)wl, want, off);
    ck_assert_int_eq(lluri_extract_next(&x, &h, out, sizeof out), 0);
    free(t);
}

/* "see http://h/" and a path of 0-72 bytes, across the URI machine's
 * 16-byte runs (SSSE3; 8, 4, 1 in the byte runs) and the bracket count's
 * blocks: the URI ends where the path does, at whitespace put at every
 * place, and keeps a ")" closing a "(" put at every
 * place, but not a ")" that closes nothing (RFC 3986 §3.3 takes both:
 * the sentence owns an unbalanced one). */
START_TEST(every_length)
{
    char text[128];
    const size_t at = 4, pre = 13;          /* "see ", "see http://h/" */
    memcpy(text, "see http://h/", pre);
    for (size_t k = 0; k <= 72; k++) {
        memset(text + pre, 'a', k);
        memcpy(text + pre + k, " end", 4);
        one_hit(text, pre + k + 4, at, text + at, pre - at + k);
        one_hit(text, pre + k, at, text + at, pre - at + k);   /* at the end of the text */
        text[pre + k] = ')';                                    /* closes nothing */
        one_hit(text, pre + k + 1, at, text + at, pre - at + k);
        for (size_t j = 0; j < k; j++) {
            text[pre + j] = '(';                                /* closes it */
            one_hit(text, pre + k + 1, at, text + at, pre - at + k + 1);
            text[pre + j] = '\t';                               /* ends the URI */
            one_hit(text, pre + k + 1, at, text + at, pre - at + j);
            text[pre + j] = 'a';
        }
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("extract");
    TCase *t = tcase_create("rows");
    tcase_add_loop_test(t, table, 0, N(rows));
    tcase_add_loop_test(t, writer_caps, 0, N(rows));
    tcase_add_test(t, init_errors);
    tcase_add_test(t, copy_errors);
    suite_add_tcase(s, t);
    TCase *g = tcase_create("guard");
    tcase_add_checked_fixture(g, guard_setup, guard_teardown);
    tcase_add_loop_test(g, every_prefix_at_guard, 0, N(rows));
    suite_add_tcase(s, g);
    TCase *lt = tcase_create("every length");
    tcase_add_test(lt, every_length);
    suite_add_tcase(s, lt);
    TCase *rt = tcase_create("random");
    tcase_set_timeout(rt, 60);
    tcase_add_test(rt, random_texts);
    suite_add_tcase(s, rt);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
