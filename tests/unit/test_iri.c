/* SPDX-License-Identifier: MIT */
/* test_iri.c — RFC 3987 (IRIs): every rule of grammar/rfc3987.rl on its own
 * entry point with accept and reject lists (the UTF-8 edges of ucschar and
 * iprivate: overlong forms, surrogates, noncharacters, the ends of every
 * range); lluri_parse with LLURI_IRI (spans, errors and offsets, the start
 * rules, one-shot = incremental, the writers refusing an IRI); and
 * lluri_iri_to_uri / lluri_uri_to_iri (RFC 3987 §3.1, §3.2) with their
 * errors and the writers' contract at every capacity. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ck.h"
#include <stdlib.h>
#include <string.h>

#include "lluri.h"
#include "lluri/idn.h"
#include "../common/contract.h"

/* ---- the rules ----------------------------------------------------------- */

static const struct rule_row {
    int         rule;
    const char *in;
    size_t      fail;     /* SIZE_MAX: a match; else the offset it fails at */
} rule_rows[] = {
#define OK SIZE_MAX
    /* RFC 3629 UTF8-tail, UTF8-char */
    { LLURI_RULE_UTF8_TAIL, "\x80", OK },
    { LLURI_RULE_UTF8_TAIL, "\xbf", OK },
    { LLURI_RULE_UTF8_TAIL, "\xc0", 0 },
    { LLURI_RULE_UTF8_TAIL, "\x7f", 0 },
    { LLURI_RULE_UTF8_CHAR, "a", OK },
    { LLURI_RULE_UTF8_CHAR, "\xc2\x80", OK },
    { LLURI_RULE_UTF8_CHAR, "\xdf\xbf", OK },
    { LLURI_RULE_UTF8_CHAR, "\xe0\xa0\x80", OK },
    { LLURI_RULE_UTF8_CHAR, "\xef\xbf\xbf", OK },
    { LLURI_RULE_UTF8_CHAR, "\xf0\x90\x80\x80", OK },
    { LLURI_RULE_UTF8_CHAR, "\xf4\x8f\xbf\xbf", OK },        /* U+10FFFF */
    { LLURI_RULE_UTF8_CHAR, "\xc0\x80", 0 },                 /* overlong NUL */
    { LLURI_RULE_UTF8_CHAR, "\xc1\xbf", 0 },                 /* overlong */
    { LLURI_RULE_UTF8_CHAR, "\xe0\x80\xaf", 1 },             /* overlong "/" */
    { LLURI_RULE_UTF8_CHAR, "\xe0\x9f\xbf", 1 },             /* overlong */
    { LLURI_RULE_UTF8_CHAR, "\xed\xa0\x80", 1 },             /* surrogate D800 */
    { LLURI_RULE_UTF8_CHAR, "\xed\xbf\xbf", 1 },             /* surrogate DFFF */
    { LLURI_RULE_UTF8_CHAR, "\xf0\x8f\xbf\xbf", 1 },         /* overlong */
    { LLURI_RULE_UTF8_CHAR, "\xf4\x90\x80\x80", 1 },         /* past U+10FFFF */
    { LLURI_RULE_UTF8_CHAR, "\xf5\x80\x80\x80", 0 },
    { LLURI_RULE_UTF8_CHAR, "\xff", 0 },
    { LLURI_RULE_UTF8_CHAR, "\xc3", 1 },                     /* cut short */
    { LLURI_RULE_UTF8_CHAR, "\xc3\xa9\xa9", 2 },             /* one character */
    /* ucschar: the ends of every range */
    { LLURI_RULE_UCSCHAR, "\xc2\xa0", OK },                  /* U+00A0 */
    { LLURI_RULE_UCSCHAR, "\xc2\x9f", 1 },                   /* U+009F, a C1 control */
    { LLURI_RULE_UCSCHAR, "\xc3\xbc", OK },                  /* U+00FC */
    { LLURI_RULE_UCSCHAR, "\xed\x9f\xbf", OK },              /* U+D7FF */
    { LLURI_RULE_UCSCHAR, "\xed\xa0\x80", 1 },               /* U+D800 */
    { LLURI_RULE_UCSCHAR, "\xee\x80\x80", 0 },               /* U+E000 private */
    { LLURI_RULE_UCSCHAR, "\xef\xa3\xbf", 1 },               /* U+F8FF private */
    { LLURI_RULE_UCSCHAR, "\xef\xa4\x80", OK },              /* U+F900 */
    { LLURI_RULE_UCSCHAR, "\xef\xb7\x8f", OK },              /* U+FDCF */
    { LLURI_RULE_UCSCHAR, "\xef\xb7\x90", 2 },               /* U+FDD0 nonchar */
    { LLURI_RULE_UCSCHAR, "\xef\xb7\xaf", 2 },               /* U+FDEF nonchar */
    { LLURI_RULE_UCSCHAR, "\xef\xb7\xb0", OK },              /* U+FDF0 */
    { LLURI_RULE_UCSCHAR, "\xef\xbf\xaf", OK },              /* U+FFEF */
    { LLURI_RULE_UCSCHAR, "\xef\xbf\xb0", 2 },               /* U+FFF0 specials */
    { LLURI_RULE_UCSCHAR, "\xef\xbf\xbe", 2 },               /* U+FFFE */
    { LLURI_RULE_UCSCHAR, "\xf0\x90\x80\x80", OK },          /* U+10000 */
    { LLURI_RULE_UCSCHAR, "\xf0\x9f\xbf\xbd", OK },          /* U+1FFFD */
    { LLURI_RULE_UCSCHAR, "\xf0\x9f\xbf\xbe", 3 },           /* U+1FFFE */
    { LLURI_RULE_UCSCHAR, "\xf0\x9f\x98\x80", OK },          /* U+1F600 */
    { LLURI_RULE_UCSCHAR, "\xf3\x9f\xbf\xbd", OK },          /* U+DFFFD */
    { LLURI_RULE_UCSCHAR, "\xf3\x9f\xbf\xbf", 3 },           /* U+DFFFF */
    { LLURI_RULE_UCSCHAR, "\xf3\xa0\x80\x80", 1 },           /* U+E0000 tags */
    { LLURI_RULE_UCSCHAR, "\xf3\xa0\xbf\xbf", 1 },           /* U+E0FFF */
    { LLURI_RULE_UCSCHAR, "\xf3\xa1\x80\x80", OK },          /* U+E1000 */
    { LLURI_RULE_UCSCHAR, "\xf3\xaf\xbf\xbd", OK },          /* U+EFFFD */
    { LLURI_RULE_UCSCHAR, "\xf3\xaf\xbf\xbe", 3 },           /* U+EFFFE */
    { LLURI_RULE_UCSCHAR, "\xf3\xb0\x80\x80", 1 },           /* U+F0000 private */
    { LLURI_RULE_UCSCHAR, "a", 0 },
    { LLURI_RULE_UCSCHAR, "\xc3\xbc\xc3\xbc", 2 },
    /* iprivate */
    { LLURI_RULE_IPRIVATE, "\xee\x80\x80", OK },             /* U+E000 */
    { LLURI_RULE_IPRIVATE, "\xef\xa3\xbf", OK },             /* U+F8FF */
    { LLURI_RULE_IPRIVATE, "\xef\xa4\x80", 1 },              /* U+F900 */
    { LLURI_RULE_IPRIVATE, "\xf3\xb0\x80\x80", OK },         /* U+F0000 */
    { LLURI_RULE_IPRIVATE, "\xf3\xbf\xbf\xbd", OK },         /* U+FFFFD */
    { LLURI_RULE_IPRIVATE, "\xf3\xbf\xbf\xbe", 3 },          /* U+FFFFE */
    { LLURI_RULE_IPRIVATE, "\xf4\x80\x80\x80", OK },         /* U+100000 */
    { LLURI_RULE_IPRIVATE, "\xf4\x8f\xbf\xbd", OK },         /* U+10FFFD */
    { LLURI_RULE_IPRIVATE, "\xf4\x8f\xbf\xbf", 3 },          /* U+10FFFF */
    { LLURI_RULE_IPRIVATE, "\xc3\xbc", 0 },
    /* §4.1: the bidirectional formatting characters are ucschar by the
     * ABNF, and in no rule that makes up an IRI (refused at their last
     * byte); their neighbours and the isolates (U+2066) are */
    { LLURI_RULE_UCSCHAR, "\xe2\x80\x8e", OK },              /* U+200E LRM */
    { LLURI_RULE_UCSCHAR, "\xe2\x80\xae", OK },              /* U+202E RLO */
    { LLURI_RULE_IUNRESERVED, "\xe2\x80\x8e", 2 },           /* LRM */
    { LLURI_RULE_IUNRESERVED, "\xe2\x80\x8f", 2 },           /* RLM */
    { LLURI_RULE_IUNRESERVED, "\xe2\x80\xaa", 2 },           /* LRE */
    { LLURI_RULE_IUNRESERVED, "\xe2\x80\xab", 2 },           /* RLE */
    { LLURI_RULE_IUNRESERVED, "\xe2\x80\xac", 2 },           /* PDF */
    { LLURI_RULE_IUNRESERVED, "\xe2\x80\xad", 2 },           /* LRO */
    { LLURI_RULE_IUNRESERVED, "\xe2\x80\xae", 2 },           /* RLO */
    { LLURI_RULE_IUNRESERVED, "\xe2\x80\x8d", OK },          /* U+200D ZWJ */
    { LLURI_RULE_IUNRESERVED, "\xe2\x80\x90", OK },          /* U+2010 */
    { LLURI_RULE_IUNRESERVED, "\xe2\x80\xa9", OK },          /* U+2029 */
    { LLURI_RULE_IUNRESERVED, "\xe2\x80\xaf", OK },          /* U+202F */
    { LLURI_RULE_IUNRESERVED, "\xe2\x81\xa6", OK },          /* U+2066 LRI */
    { LLURI_RULE_IREG_NAME, "a\xe2\x80\xae" "b", 3 },
    { LLURI_RULE_IQUERY, "a=\xe2\x80\x8f", 4 },
    { LLURI_RULE_IRI, "http://h/\xe2\x80\xae", 11 },
    /* iunreserved, ipchar */
    { LLURI_RULE_IUNRESERVED, "~", OK },
    { LLURI_RULE_IUNRESERVED, "\xe6\x97\xa5", OK },          /* U+65E5 */
    { LLURI_RULE_IUNRESERVED, "!", 0 },
    { LLURI_RULE_IUNRESERVED, "\xee\x80\x80", 0 },
    { LLURI_RULE_IPCHAR, "@", OK },
    { LLURI_RULE_IPCHAR, "%C3", OK },
    { LLURI_RULE_IPCHAR, "\xc3\xbc", OK },
    { LLURI_RULE_IPCHAR, "/", 0 },
    { LLURI_RULE_IPCHAR, "%G0", 1 },
    /* iquery takes iprivate, ifragment does not */
    { LLURI_RULE_IQUERY, "a=\xc3\xbc&b=\xee\x80\x80/?", OK },
    { LLURI_RULE_IQUERY, "a b", 1 },
    { LLURI_RULE_IQUERY, "#", 0 },
    { LLURI_RULE_IFRAGMENT, "\xc3\xbc/?:@", OK },
    { LLURI_RULE_IFRAGMENT, "x\xee\x80\x80", 1 },
    { LLURI_RULE_IFRAGMENT, "#", 0 },
    /* segments and paths */
    { LLURI_RULE_ISEGMENT, "", OK },
    { LLURI_RULE_ISEGMENT, "\xc3\xa9t\xc3\xa9:x", OK },
    { LLURI_RULE_ISEGMENT, "a/b", 1 },
    { LLURI_RULE_ISEGMENT_NZ, "", 0 },
    { LLURI_RULE_ISEGMENT_NZ, "\xc3\xbc", OK },
    { LLURI_RULE_ISEGMENT_NZ_NC, "\xc3\xbc@", OK },
    { LLURI_RULE_ISEGMENT_NZ_NC, "\xc3\xbc:", 2 },
    { LLURI_RULE_IPATH_ABEMPTY, "", OK },
    { LLURI_RULE_IPATH_ABEMPTY, "/\xc3\xbc//x", OK },
    { LLURI_RULE_IPATH_ABEMPTY, "x", 0 },
    { LLURI_RULE_IPATH_ABSOLUTE, "/\xc3\xbc/x", OK },
    { LLURI_RULE_IPATH_ABSOLUTE, "//x", 1 },
    { LLURI_RULE_IPATH_NOSCHEME, "\xc3\xbc/a:b", OK },
    { LLURI_RULE_IPATH_NOSCHEME, "a:b", 1 },
    { LLURI_RULE_IPATH_ROOTLESS, "a:\xc3\xbc", OK },
    { LLURI_RULE_IPATH_ROOTLESS, "/a", 0 },
    { LLURI_RULE_IPATH_EMPTY, "", OK },
    { LLURI_RULE_IPATH_EMPTY, "\xc3\xbc", 0 },
    { LLURI_RULE_IPATH, "\xc3\xbc:x/y", OK },
    { LLURI_RULE_IPATH, "/a?", 2 },
    /* hosts and authorities */
    { LLURI_RULE_IREG_NAME, "b\xc3\xbc" "cher.de", OK },
    { LLURI_RULE_IREG_NAME, "b%C3%BCcher.de", OK },
    { LLURI_RULE_IREG_NAME, "a:b", 1 },
    { LLURI_RULE_IREG_NAME, "\xee\x80\x80", 0 },
    { LLURI_RULE_IHOST, "[::1]", OK },
    { LLURI_RULE_IHOST, "192.0.2.1", OK },
    { LLURI_RULE_IHOST, "\xe4\xbe\x8b\xe3\x81\x88.jp", OK },
    { LLURI_RULE_IHOST, "[\xc3\xbc]", 1 },
    { LLURI_RULE_IUSERINFO, "\xc3\xbc:p", OK },
    { LLURI_RULE_IUSERINFO, "a@b", 1 },
    { LLURI_RULE_IAUTHORITY, "\xc3\xbc@h\xc3\xbc:80", OK },
    { LLURI_RULE_IAUTHORITY, "h:8\xc3\xbc", 5 },       /* a userinfo, no "@" */
    { LLURI_RULE_IAUTHORITY, "u@h:8\xc3\xbc", 5 },
    /* the start rules */
    { LLURI_RULE_IHIER_PART, "//h\xc3\xbc/p", OK },
    { LLURI_RULE_IHIER_PART, "\xc3\xbc", OK },
    { LLURI_RULE_IRI, "http://\xc3\xbc/\xc3\xbc?\xee\x80\x80#\xc3\xbc", OK },
    { LLURI_RULE_IRI, "\xc3\xbc:x", 0 },                     /* scheme is ASCII */
    { LLURI_RULE_IRI, "http://a/#\xee\x80\x80", 10 },
    { LLURI_RULE_IRI, "http://a/\xc0\xaf", 9 },
    { LLURI_RULE_IRI_REFERENCE, "/\xc3\xbc", OK },
    { LLURI_RULE_IRI_REFERENCE, "x:\xc3\xbc", OK },
    { LLURI_RULE_ABSOLUTE_IRI, "x:\xc3\xbc?\xc3\xbc", OK },
    { LLURI_RULE_ABSOLUTE_IRI, "x:a#b", 3 },
    { LLURI_RULE_IRELATIVE_REF, "\xc3\xbc?q#f", OK },
    { LLURI_RULE_IRELATIVE_REF, "a:b", 1 },
    { LLURI_RULE_IRELATIVE_PART, "//\xc3\xbc", OK },
    { LLURI_RULE_IRELATIVE_PART, "a?", 1 },
#undef OK
};

START_TEST(rules)
{
    const struct rule_row *r = &rule_rows[_i];
    lluri_error e = { 1, 99 };
    int rc = lluri_match(r->rule, r->in, strlen(r->in), 0, &e);

    if (r->fail == SIZE_MAX) {
        ck_assert_msg(rc == 0 && e.code == 0, "%s: \"%s\" refused at %zu",
                      lluri_rule_name(r->rule), r->in, e.offset);
    } else {
        ck_assert_msg(rc == LLURI_ENOMATCH && e.offset == r->fail,
                      "%s: \"%s\" gives %s at %zu, want LLURI_ENOMATCH at %zu",
                      lluri_rule_name(r->rule), r->in, lluri_errname(rc), e.offset,
                      r->fail);
    }
}
END_TEST

START_TEST(rule_names)
{
#define NAME_ROW(name, num, text) \
    ck_assert_str_eq(lluri_rule_name(num), text); \
    ck_assert_int_eq(lluri_match(num, "", 0, 0, NULL) == LLURI_ERULE, 0);
    LLURI_RULES_RFC3987(NAME_ROW)
#undef NAME_ROW
    ck_assert_ptr_null(lluri_rule_name(399));
    ck_assert_ptr_null(lluri_rule_name(427));
    ck_assert_int_eq(lluri_match(427, "a", 1, 0, NULL), LLURI_ERULE);
    /* the zone id of RFC 6874 in an ihost, with the flag only */
    ck_assert_int_eq(lluri_match(LLURI_RULE_IHOST, "[fe80::1%25x]", 13, 0, NULL),
                     LLURI_ENOMATCH);
    ck_assert_int_eq(lluri_match(LLURI_RULE_IHOST, "[fe80::1%25x]", 13, LLURI_ZONE_ID,
                                 NULL), 0);
}
END_TEST

/* ---- lluri_parse with LLURI_IRI ------------------------------------------- */

static void span_is(const lluri *u, lluri_span sp, const char *want)
{
    ck_assert_msg(sp.len == strlen(want) && memcmp(u->src + sp.off, want, sp.len) == 0,
                  "span \"%.*s\", want \"%s\"", (int)sp.len, u->src + sp.off, want);
}

START_TEST(parse_spans)
{
    static const char in[] = "http://\xc3\xbc@b\xc3\xbc" "cher.de:8080/\xe6\x97\xa5?q=\xee\x80\x80#\xc3\xa9";
    lluri u;
    lluri_error e;

    ck_assert_int_eq(lluri_parse(&u, in, sizeof in - 1, LLURI_IRI, &e), 0);
    span_is(&u, u.scheme, "http");
    span_is(&u, u.userinfo, "\xc3\xbc");
    span_is(&u, u.host, "b\xc3\xbc" "cher.de");
    span_is(&u, u.port, "8080");
    span_is(&u, u.path, "/\xe6\x97\xa5");
    span_is(&u, u.query, "q=\xee\x80\x80");
    span_is(&u, u.fragment, "\xc3\xa9");
    ck_assert_int_eq(u.host_kind, LLURI_HOST_REG_NAME);
    ck_assert_uint_eq(u.present, LLURI_HAS_SCHEME | LLURI_HAS_AUTHORITY | LLURI_HAS_USERINFO
                                 | LLURI_HAS_PORT | LLURI_HAS_QUERY | LLURI_HAS_FRAGMENT
                                 | LLURI_HAS_NON_ASCII);
    ck_assert_uint_eq(u.tolerated, 0);

    /* an ASCII IRI is a URI: the same struct as without the flag */
    lluri a, b;
    static const char uri[] = "http://u@[::1]:1/a?b#c";
    ck_assert_int_eq(lluri_parse(&a, uri, sizeof uri - 1, LLURI_IRI, NULL), 0);
    ck_assert_int_eq(lluri_parse(&b, uri, sizeof uri - 1, 0, NULL), 0);
    ck_assert_mem_eq(&a, &b, sizeof a);
    ck_assert_int_eq(a.host_kind, LLURI_HOST_IPV6);
    /* IPv4 first-match-wins holds for ihost too */
    ck_assert_int_eq(lluri_parse(&a, "//1.2.3.4", 9, LLURI_IRI, NULL), 0);
    ck_assert_int_eq(a.host_kind, LLURI_HOST_IPV4);
}
END_TEST

static const struct error_row {
    const char *in;
    unsigned    flags;
    int         code;
    size_t      offset;
} error_rows[] = {
    { "http://a/\xc0\xaf", LLURI_IRI, LLURI_EPATH, 9 },             /* overlong "/" */
    { "http://a/\xed\xa0\x80", LLURI_IRI, LLURI_EPATH, 10 },        /* surrogate */
    { "http://a/\xef\xbf\xbe", LLURI_IRI, LLURI_EPATH, 11 },        /* U+FFFE */
    { "http://a/\xee\x80\x80", LLURI_IRI, LLURI_EPATH, 9 },         /* private: query only */
    { "http://a/#\xee\x80\x80", LLURI_IRI, LLURI_EFRAGMENT, 10 },
    { "http://a/\xc3", LLURI_IRI, LLURI_EPATH, 10 },                /* cut short */
    { "http://a b/", LLURI_IRI, LLURI_EHOST, 8 },
    { "http://\xc3\xbc" "a b/", LLURI_IRI, LLURI_EHOST, 10 },
    { "http://a:8\xc3\xbc/", LLURI_IRI, LLURI_EPORT, 10 },
    { "h\xc3\xbc:x", LLURI_IRI | LLURI_START_URI, LLURI_ESCHEME, 1 },
    { "http://a/?a%zz", LLURI_IRI, LLURI_EPCT, 12 },
    { "http://a/\xc3\xbc", 0, LLURI_EPATH, 9 },                     /* no flag: a URI */
    { "x:\xc3\xbc#f", LLURI_IRI | LLURI_START_ABSOLUTE, LLURI_ENOFRAGMENT, 4 },
    { "x:\xc3\xbc", LLURI_IRI | LLURI_START_RELATIVE, LLURI_ESCHEMEREL, 1 },
    /* RFC 3987 §4.1: a bidirectional formatting character in any
     * component, at its first byte */
    { "http://u\xe2\x80\x8e@h/", LLURI_IRI, LLURI_EBIDI, 8 },
    { "http://a\xe2\x80\x8f" "b/", LLURI_IRI, LLURI_EBIDI, 8 },
    { "http://h/\xe2\x80\xaa", LLURI_IRI, LLURI_EBIDI, 9 },
    { "http://h/?\xe2\x80\xab", LLURI_IRI, LLURI_EBIDI, 10 },
    { "http://h/#\xe2\x80\xac", LLURI_IRI, LLURI_EBIDI, 10 },
    { "/a\xe2\x80\xad", LLURI_IRI, LLURI_EBIDI, 2 },
    { "\xe2\x80\xae", LLURI_IRI, LLURI_EBIDI, 0 },
    { "http://\xc3\xbc\xe2\x80\xae.de/", LLURI_IRI, LLURI_EBIDI, 9 },
};

START_TEST(parse_errors)
{
    const struct error_row *r = &error_rows[_i];
    size_t n = strlen(r->in);
    lluri u;
    lluri_error e = { 0, 0 }, ei = { 0, 0 };
    lluri_parser ps;
    int rc = lluri_parse(&u, r->in, n, r->flags, &e);

    ck_assert_msg(rc == r->code && e.code == r->code && e.offset == r->offset,
                  "\"%s\": %s at %zu, want %s at %zu", r->in, lluri_errname(rc), e.offset,
                  lluri_errname(r->code), r->offset);
    /* incremental, a byte at a time: the same error */
    lluri_parser_init(&ps, r->flags);
    for (size_t k = 1; k <= n; k++)
        if (lluri_parser_execute(&ps, r->in, k, NULL) < 0)
            break;
    ck_assert_int_eq(lluri_parser_finish(&ps, &u, r->in, n, &ei), r->code);
    ck_assert_uint_eq(ei.offset, r->offset);
}
END_TEST

START_TEST(incremental)
{
    static const char in[] = "https://\xe4\xbe\x8b\xe3\x81\x88.jp/\xf0\x9f\x98\x80?\xee\x80\x80#x";
    lluri one, inc;
    lluri_parser ps;

    ck_assert_int_eq(lluri_parse(&one, in, sizeof in - 1, LLURI_IRI, NULL), 0);
    ck_assert_int_eq(lluri_parser_init(&ps, LLURI_IRI), 0);
    for (size_t k = 1; k < sizeof in - 1; k++)
        ck_assert_int_eq(lluri_parser_execute(&ps, in, k, NULL), 0);
    ck_assert_int_eq(lluri_parser_finish(&ps, &inc, in, sizeof in - 1, NULL), 0);
    ck_assert_mem_eq(&one, &inc, sizeof one);
}
END_TEST

START_TEST(writers_refuse_an_iri)
{
    static const char in[] = "http://a/\xc3\xbc";
    char out[64];
    lluri u, b;
    lluri_error e;

    ck_assert_int_eq(lluri_parse(&u, in, sizeof in - 1, LLURI_IRI, NULL), 0);
    ck_assert_int_eq(lluri_normalize(&u, LLURI_NORM_ALL, out, sizeof out, NULL, &e),
                     LLURI_EPATH);
    ck_assert_uint_eq(e.offset, 9);
    ck_assert_int_eq(lluri_parse(&b, "http://x/", 9, 0, NULL), 0);
    ck_assert_int_eq(lluri_resolve(&b, &u, 0, out, sizeof out, NULL, &e), LLURI_EPATH);
}
END_TEST

/* ---- IRI <-> URI ----------------------------------------------------------- */

typedef ptrdiff_t conv_fn(const char *, size_t, unsigned, char *, size_t, lluri *,
                          lluri_error *);

static const struct conv_row {
    int         to_uri;
    const char *in, *want;    /* want NULL: the error below */
    int         idn;          /* needs libidn2 */
    int         code;
    size_t      offset;
} conv_rows[] = {
    /* §3.1: UTF-8 percent-encoded, in upper case; ASCII as it is */
    { 1, "http://a/\xc3\xbc?\xc3\xbc=\xee\x80\x80#\xc3\xa9",
         "http://a/%C3%BC?%C3%BC=%EE%80%80#%C3%A9", 0, 0, 0 },
    { 1, "http://\xc3\xbc:p@a/", "http://%C3%BC:p@a/", 0, 0, 0 },
    { 1, "/\xf0\x9f\x98\x80", "/%F0%9F%98%80", 0, 0, 0 },
    { 1, "http://a/%c3%bc", "http://a/%c3%bc", 0, 0, 0 },    /* a URI stays */
    { 1, "http://[::1]:8/\xc3\xbc", "http://[::1]:8/%C3%BC", 0, 0, 0 },
    { 1, "http://b%C3%BCcher.de/", "http://b%C3%BCcher.de/", 0, 0, 0 },
    /* the host's A-labels */
    { 1, "http://b\xc3\xbc" "cher.de/\xc3\xbc", "http://xn--bcher-kva.de/%C3%BC", 1, 0, 0 },
    { 1, "http://\xe4\xbe\x8b\xe3\x81\x88.jp", "http://xn--r8jz45g.jp", 1, 0, 0 },
    /* every valid IRI has a URI: a host with no IDNA2008 A-labels (U+2488
     * maps to "1.", an empty label; "!" is no LDH; an emoji), or under a
     * scheme that does not use DNS, is percent-encoded */
    { 1, "http://x.\xe2\x92\x88.com/", "http://x.%E2%92%88.com/", 0, 0, 0 },
    { 1, "http://\xc3\xa9!/", "http://%C3%A9!/", 0, 0, 0 },
    { 1, "foo://\xc3\xa9/", "foo://%C3%A9/", 0, 0, 0 },
    { 1, "http://\xf0\x9f\x98\x80.ws/", "http://%F0%9F%98%80.ws/", 0, 0, 0 },
    { 1, "http://\xc3\xa9*.com/", "http://%C3%A9*.com/", 0, 0, 0 },
    { 1, "HTTPS://\xce\xb1.CoM/", "HTTPS://xn--mxa.com/", 1, 0, 0 },
    /* errors: the IRI's */
    { 1, "http://a/\xc0\xaf", NULL, 0, LLURI_EPATH, 9 },
    { 1, "http://a b/", NULL, 0, LLURI_EHOST, 8 },
    { 1, "http://h/\xe2\x80\xae", NULL, 0, LLURI_EBIDI, 9 },
    /* §3.2: UTF-8 of ucschar decoded, unreserved ASCII too */
    { 0, "http://a/%C3%BC?%C3%BC=%EE%80%80#%C3%A9%41",
         "http://a/\xc3\xbc?\xc3\xbc=\xee\x80\x80#\xc3\xa9" "A", 0, 0, 0 },
    { 0, "http://b%C3%BCcher.de/", "http://b\xc3\xbc" "cher.de/", 0, 0, 0 },
    { 0, "http://%C3%A9*.com/", "http://\xc3\xa9*.com/", 0, 0, 0 },
    /* kept: reserved and unsafe ASCII, "%25", no UTF-8, private outside a
     * query, noncharacters, bidi formatting (§4.1) */
    { 0, "/%2F%3F%25%20%7F", "/%2F%3F%25%20%7F", 0, 0, 0 },
    { 0, "/%C3", "/%C3", 0, 0, 0 },
    { 0, "/%C3%28", "/%C3%28", 0, 0, 0 },                   /* "(" is reserved */
    { 0, "/%C3%41", "/%C3A", 0, 0, 0 },
    { 0, "/%C0%AF", "/%C0%AF", 0, 0, 0 },
    { 0, "/%ED%A0%80", "/%ED%A0%80", 0, 0, 0 },
    { 0, "/%EE%80%80", "/%EE%80%80", 0, 0, 0 },
    { 0, "/%EF%BF%BE", "/%EF%BF%BE", 0, 0, 0 },
    { 0, "/%E2%80%AE%E2%80%8F%E2%81%A6x", "/%E2%80%AE%E2%80%8F%E2%81%A6x", 0, 0, 0 },
    { 0, "/%C3%BC%C3", "/\xc3\xbc%C3", 0, 0, 0 },
    { 0, "http://[::1]/", "http://[::1]/", 0, 0, 0 },
    /* A-labels shown as U-labels (libidn2), or kept */
    { 0, "http://xn--bcher-kva.de/", "http://b\xc3\xbc" "cher.de/", 1, 0, 0 },
    { 0, "http://XN--BCHER-KVA.de/", "http://b\xc3\xbc" "cher.de/", 1, 0, 0 },
    { 0, "http://xn--a.de/", "http://xn--a.de/", 0, 0, 0 },
    { 0, "http://xn--g6h.net/", "http://xn--g6h.net/", 0, 0, 0 },  /* no IDNA2008 */
    /* only under a scheme that uses DNS: iri-to-uri would percent-encode
     * U-labels under any other (foo://%C3%BC.de/, another URI) */
    { 0, "foo://xn--bcher-kva.de/", "foo://xn--bcher-kva.de/", 0, 0, 0 },
    { 0, "//xn--bcher-kva.de/", "//xn--bcher-kva.de/", 0, 0, 0 },
    { 0, "ldap://xn--bcher-kva.de/", "ldap://b\xc3\xbc" "cher.de/", 1, 0, 0 },
    /* errors: the URI's */
    { 0, "http://a/\xc3\xbc", NULL, 0, LLURI_EPATH, 9 },
    { 0, "http://a:x/", NULL, 0, LLURI_EPORT, 9 },
};

START_TEST(convert)
{
    const struct conv_row *r = &conv_rows[_i];
    conv_fn *f = r->to_uri ? lluri_iri_to_uri : lluri_uri_to_iri;
    char out[128];
    lluri res;
    lluri_error e = { 1, 99 };
    ptrdiff_t n;

    if (r->idn && !lluri_idn_supported()) {
        /* a host that needs IDN: percent-encoded one way, kept the other */
        n = f(r->in, strlen(r->in), 0, out, sizeof out, NULL, &e);
        ck_assert_int_ge(n, 0);
        if (!r->to_uri)
            ck_assert_str_eq(out, r->in);
        return;
    }
    n = f(r->in, strlen(r->in), 0, out, sizeof out, &res, &e);
    if (r->want == NULL) {
        ck_assert_msg(n == r->code && e.code == r->code && e.offset == r->offset,
                      "\"%s\": %s at %zu, want %s at %zu", r->in, lluri_errname((int)n),
                      e.offset, lluri_errname(r->code), r->offset);
        ck_assert_ptr_eq(res.src, out);
        ck_assert_uint_eq(res.present, 0);
        return;
    }
    ck_assert_msg(n == (ptrdiff_t)strlen(r->want) && strcmp(out, r->want) == 0,
                  "\"%s\" gives \"%s\" (%td), want \"%s\"", r->in, n >= 0 ? out : "", n,
                  r->want);
    ck_assert_int_eq(e.code, LLURI_OK);
    /* the result, parsed: a URI, or an IRI */
    ck_assert_ptr_eq(res.src, out);
    ck_assert_uint_eq(res.len, (uint32_t)n);
    ck_assert_int_eq(lluri_parse(&res, out, (size_t)n, r->to_uri ? 0 : LLURI_IRI, NULL), 0);
    for (size_t cap = 0; cap <= (size_t)n + 1; cap++) {
        char small[128];
        memset(small, CONTRACT_CANARY, sizeof small);
        ck_assert_int_eq(f(r->in, strlen(r->in), 0, cap ? small : NULL, cap, NULL, NULL), n);
        const char *why = contract_broken(small, sizeof small, cap, r->want, (size_t)n);
        ck_assert_msg(why == NULL, "%s cap %zu: %s", r->in, cap, why);
    }
}
END_TEST

START_TEST(convert_arguments)
{
    char out[32];
    lluri_error e;

    ck_assert_int_eq(lluri_iri_to_uri("a", 1, LLURI_IRI, out, sizeof out, NULL, &e),
                     LLURI_EFLAGS);
    ck_assert_int_eq(lluri_uri_to_iri("a", 1, LLURI_LENIENT, out, sizeof out, NULL, &e),
                     LLURI_EFLAGS);
    ck_assert_int_eq(lluri_iri_to_uri(NULL, 1, 0, out, sizeof out, NULL, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_uri_to_iri("a", 1, 0, NULL, 4, NULL, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_iri_to_uri(NULL, 0, 0, out, sizeof out, NULL, &e), 0);
    ck_assert_str_eq(out, "");
    /* the start rule applies to the input */
    ck_assert_int_eq(lluri_iri_to_uri("/\xc3\xbc", 3, LLURI_START_URI, out, sizeof out, NULL,
                                      &e), LLURI_ENOSCHEME);
    ck_assert_int_eq(lluri_uri_to_iri("a:b", 3, LLURI_START_RELATIVE, out, sizeof out, NULL,
                                      &e), LLURI_ESCHEMEREL);
    /* only len bytes are read */
    ck_assert_int_eq(lluri_iri_to_uri("/\xc3\xbc\xc3\xbc", 3, 0, out, sizeof out, NULL, &e), 7);
    ck_assert_str_eq(out, "/%C3%BC");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("iri");
    TCase *tc = tcase_create("RFC 3987");
    tcase_add_loop_test(tc, rules, 0, (int)(sizeof rule_rows / sizeof rule_rows[0]));
    tcase_add_test(tc, rule_names);
    tcase_add_test(tc, parse_spans);
    tcase_add_loop_test(tc, parse_errors, 0, (int)(sizeof error_rows / sizeof error_rows[0]));
    tcase_add_test(tc, incremental);
    tcase_add_test(tc, writers_refuse_an_iri);
    tcase_add_loop_test(tc, convert, 0, (int)(sizeof conv_rows / sizeof conv_rows[0]));
    tcase_add_test(tc, convert_arguments);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
