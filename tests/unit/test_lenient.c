/* SPDX-License-Identifier: MIT */
/* test_lenient.c — LLURI_LENIENT: every tolerated class on its own and
 * together, the components it yields, the strict verdict it keeps in *err,
 * what it still refuses (with code and offset), the flags around it
 * (LLURI_IRI, LLURI_PARTIAL, the start rules, the incremental parser), the
 * writers refusing what it tolerated, lluri_repair() writing it as RFC
 * 3986 has it; and over the shipped URL lists, that a valid URL gets
 * exactly its strict parse and tolerated 0 (and the same struct as an
 * IRI), and an invalid one never does, and that every URL the profile
 * reads is repaired to a valid URI that repairs to itself. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ck.h"
#include <stdlib.h>
#include <string.h>

#include "lluri.h"
#include "../common/dataset.h"

/* One input: what the lenient parse gives. A component NULL is absent. */
static const struct row {
    const char *in;
    unsigned    flags;
    int         code;          /* the call's: 0, or the refusal */
    size_t      offset;        /* the refusal's offset */
    uint32_t    tolerated;
    int         strict;        /* the strict verdict's code ... */
    size_t      strict_off;    /* ... and offset */
    const char *scheme, *userinfo, *host, *port, *path, *query, *fragment;
} rows[] = {
#define T(x) LLURI_TOL_##x
    /* valid: nothing tolerated, the strict parse */
    { "http://u@h:80/p?q#f", 0, 0, 0, 0, 0, 0, "http", "u", "h", "80", "/p", "q", "f" },
    { "", 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, "", NULL, NULL },
    /* each class */
    { "http://a/b c", 0, 0, 0, T(SPACE), LLURI_EPATH, 10,
      "http", NULL, "a", NULL, "/b c", NULL, NULL },
    { "http://a/\"x\"", 0, 0, 0, T(QUOTE), LLURI_EPATH, 9,
      "http", NULL, "a", NULL, "/\"x\"", NULL, NULL },
    { "http://a/<script>", 0, 0, 0, T(ANGLE), LLURI_EPATH, 9,
      "http", NULL, "a", NULL, "/<script>", NULL, NULL },
    { "http://a/b\\c", 0, 0, 0, T(BACKSLASH), LLURI_EPATH, 10,
      "http", NULL, "a", NULL, "/b\\c", NULL, NULL },
    { "http://a\\b/c", 0, 0, 0, T(BACKSLASH), LLURI_EHOST, 8,
      "http", NULL, "a\\b", NULL, "/c", NULL, NULL },          /* no separator */
    { "http://a/?x=^", 0, 0, 0, T(CARET), LLURI_EQUERY, 12,
      "http", NULL, "a", NULL, "/", "x=^", NULL },
    { "http://a/`", 0, 0, 0, T(BACKTICK), LLURI_EPATH, 9,
      "http", NULL, "a", NULL, "/`", NULL, NULL },
    { "http://a/{id}", 0, 0, 0, T(BRACE), LLURI_EPATH, 9,
      "http", NULL, "a", NULL, "/{id}", NULL, NULL },
    { "http://a/?a|b", 0, 0, 0, T(PIPE), LLURI_EQUERY, 11,
      "http", NULL, "a", NULL, "/", "a|b", NULL },
    { "http://a/?a[]=1", 0, 0, 0, T(BRACKET), LLURI_EQUERY, 11,
      "http", NULL, "a", NULL, "/", "a[]=1", NULL },
    { "http://a/\xc3\xbc", 0, 0, 0, T(UTF8), LLURI_EPATH, 9,
      "http", NULL, "a", NULL, "/\xc3\xbc", NULL, NULL },
    { "http://b\xc3\xbc" "cher.de/", 0, 0, 0, T(UTF8), LLURI_EHOST, 8,
      "http", NULL, "b\xc3\xbc" "cher.de", NULL, "/", NULL, NULL },
    { "http://a/\xff\xc3", 0, 0, 0, T(NON_UTF8), LLURI_EPATH, 9,
      "http", NULL, "a", NULL, "/\xff\xc3", NULL, NULL },
    { "http://a/\xc0\xaf", 0, 0, 0, T(NON_UTF8), LLURI_EPATH, 9,
      "http", NULL, "a", NULL, "/\xc0\xaf", NULL, NULL },     /* overlong */
    { "http://a/100%", 0, 0, 0, T(PERCENT), LLURI_EPCT, 13,
      "http", NULL, "a", NULL, "/100%", NULL, NULL },
    { "http://a/?q=%zz", 0, 0, 0, T(PERCENT), LLURI_EPCT, 13,
      "http", NULL, "a", NULL, "/", "q=%zz", NULL },
    { "\xef\xbb\xbfhttp://a/", 0, 0, 0, T(BOM), LLURI_EPATH, 0,
      "http", NULL, "a", NULL, "/", NULL, NULL },
    { " \thttp://a/\r\n", 0, 0, 0, T(WHITESPACE), LLURI_EPATH, 0,
      "http", NULL, "a", NULL, "/", NULL, NULL },
    /* Appendix C's delimiters, a quoted field, or its opening quote */
    { "<http://a/b>", 0, 0, 0, T(ANGLE), LLURI_EPATH, 0,
      "http", NULL, "a", NULL, "/b", NULL, NULL },
    { " \"http://a/b\"", 0, 0, 0, T(WHITESPACE) | T(QUOTE), LLURI_EPATH, 0,
      "http", NULL, "a", NULL, "/b", NULL, NULL },
    { "\"http://a/b", 0, 0, 0, T(QUOTE), LLURI_EPATH, 0,
      "http", NULL, "a", NULL, "/b", NULL, NULL },
    { "<http://a/b\"", 0, 0, 0, T(ANGLE) | T(QUOTE), LLURI_EPATH, 0,
      "http", NULL, "a", NULL, "/b\"", NULL, NULL },
    { "http://a/#x#y", 0, 0, 0, T(HASH), LLURI_EFRAGMENT, 11,
      "http", NULL, "a", NULL, "/", NULL, "x#y" },
    /* the last "@" ends userinfo, as browsers read it */
    { "http://user:p@ss@host/", 0, 0, 0, T(AT), LLURI_EHOST, 16,
      "http", "user:p@ss", "host", NULL, "/", NULL, NULL },
    /* several at once, and in every component */
    { "\xef\xbb\xbf http://u s@h\"/p|?q=<\xc3\xa9>#%x ", 0, 0, 0,
      T(BOM) | T(WHITESPACE) | T(SPACE) | T(QUOTE) | T(PIPE) | T(ANGLE) | T(UTF8)
      | T(PERCENT), LLURI_EPATH, 0,
      "http", "u s", "h\"", NULL, "/p|", "q=<\xc3\xa9>", "%x" },
    /* a relative reference, and the hosts and ports left strict */
    { "/a b?c d", 0, 0, 0, T(SPACE), LLURI_EPATH, 2,
      NULL, NULL, NULL, NULL, "/a b", "c d", NULL },
    { "//h:8080/a b", 0, 0, 0, T(SPACE), LLURI_EPATH, 10,
      NULL, NULL, "h", "8080", "/a b", NULL, NULL },
    { "http://[::1]:443/ a", 0, 0, 0, T(SPACE), LLURI_EPATH, 17,
      "http", NULL, "[::1]", "443", "/ a", NULL, NULL },
    /* refused: what decides where a URI points, and control bytes */
    { "http://a:8x/", 0, LLURI_EPORT, 10, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL },
    { "http://a:b:80/", 0, LLURI_EHOST, 8, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL },
    { "http://[::1/", 0, LLURI_EIPLITERAL, 11, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL },
    { "http://[::1]x/", 0, LLURI_EHOST, 12, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL },
    { "http://[v1.x y]/", 0, LLURI_EIPLITERAL, 12, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL },
    { "ht tp://a/", 0, LLURI_ESCHEME, 2, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL },
    { "1http://a/ b", 0, LLURI_ESCHEME, 0, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL },
    { ":a b", 0, LLURI_ESCHEME, 0, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL },
    { "http://a/b\tc", 0, LLURI_EPATH, 10, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL },
    { "http://a/b\x7f", 0, LLURI_EPATH, 10, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL },
    { "http://a/?\x01", 0, LLURI_EQUERY, 10, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL },
    { "http://u\nv@a/", 0, LLURI_EUSERINFO, 8, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL },
    { "http://a/#\x1b", 0, LLURI_EFRAGMENT, 10, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL },
    /* the start rules still hold */
    { "/a b", LLURI_START_URI, LLURI_ENOSCHEME, 0, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL },
    { "x:a b#f", LLURI_START_ABSOLUTE, LLURI_ENOFRAGMENT, 5, 0, 0, 0,
      NULL, NULL, NULL, NULL, NULL, NULL, NULL },
    { "a:b c", LLURI_START_RELATIVE, LLURI_ESCHEMEREL, 1, 0, 0, 0,
      NULL, NULL, NULL, NULL, NULL, NULL, NULL },
    { "a b", LLURI_START_RELATIVE, 0, 0, T(SPACE), LLURI_EPATH, 1,
      NULL, NULL, NULL, NULL, "a b", NULL, NULL },
    /* with LLURI_IRI, what RFC 3987 allows is no deviation */
    { "http://b\xc3\xbc" "cher.de/\xc3\xbc b", LLURI_IRI, 0, 0, T(SPACE), LLURI_EPATH, 20,
      "http", NULL, "b\xc3\xbc" "cher.de", NULL, "/\xc3\xbc b", NULL, NULL },
    { "http://a/\xee\x80\x80?\xee\x80\x80 ", LLURI_IRI, 0, 0, T(UTF8) | T(WHITESPACE),
      LLURI_EPATH, 9, "http", NULL, "a", NULL, "/\xee\x80\x80", "\xee\x80\x80", NULL },
    /* RFC 3987 §4.1's bidirectional formatting characters: an IRI's
     * error, tolerated and named here (with raw UTF-8 in a URI) */
    { "http://h/a\xe2\x80\xae" "b", LLURI_IRI, 0, 0, T(BIDI), LLURI_EBIDI, 10,
      "http", NULL, "h", NULL, "/a\xe2\x80\xae" "b", NULL, NULL },
    { "http://u\xe2\x80\x8e@a\xe2\x80\x8f" "b/?\xe2\x80\xaa#\xe2\x80\xac", LLURI_IRI, 0, 0,
      T(BIDI), LLURI_EBIDI, 8, "http", "u\xe2\x80\x8e", "a\xe2\x80\x8f" "b", NULL, "/",
      "\xe2\x80\xaa", "\xe2\x80\xac" },
    { "http://h/\xe2\x80\x8f", 0, 0, 0, T(UTF8) | T(BIDI), LLURI_EPATH, 9,
      "http", NULL, "h", NULL, "/\xe2\x80\x8f", NULL, NULL },
#undef T
};

static void component_is(const lluri *u, uint32_t bit, lluri_span sp, const char *want,
                         const char *name, const char *in)
{
    if (want == NULL) {
        ck_assert_msg(!(u->present & bit), "%s: %s present", in, name);
        return;
    }
    ck_assert_msg(bit == 0 || (u->present & bit), "%s: %s absent", in, name);
    ck_assert_msg(sp.len == strlen(want) && memcmp(u->src + sp.off, want, sp.len) == 0,
                  "%s: %s \"%.*s\", want \"%s\"", in, name, (int)sp.len, u->src + sp.off,
                  want);
}

START_TEST(lenient_rows)
{
    const struct row *r = &rows[_i];
    size_t n = strlen(r->in);
    lluri u;
    lluri_error e = { 1, 99 };
    int rc = lluri_parse(&u, r->in, n, r->flags | LLURI_LENIENT, &e);

    ck_assert_ptr_eq(u.src, r->in);
    if (r->code != 0) {
        ck_assert_msg(rc == r->code && e.code == r->code && e.offset == r->offset,
                      "%s: %s at %zu, want %s at %zu", r->in, lluri_errname(rc), e.offset,
                      lluri_errname(r->code), r->offset);
        ck_assert_uint_eq(u.present, 0);
        ck_assert_uint_eq(u.tolerated, 0);
        return;
    }
    ck_assert_msg(rc == 0, "%s: %s at %zu", r->in, lluri_errname(rc), e.offset);
    ck_assert_msg(u.tolerated == r->tolerated, "%s: tolerated %#x, want %#x", r->in,
                  u.tolerated, r->tolerated);
    ck_assert_msg(e.code == r->strict && e.offset == r->strict_off,
                  "%s: strict %s at %zu, want %s at %zu", r->in, lluri_errname(e.code),
                  e.offset, lluri_errname(r->strict), r->strict_off);
    component_is(&u, LLURI_HAS_SCHEME, u.scheme, r->scheme, "scheme", r->in);
    component_is(&u, LLURI_HAS_USERINFO, u.userinfo, r->userinfo, "userinfo", r->in);
    component_is(&u, LLURI_HAS_AUTHORITY, u.host, r->host, "host", r->in);
    component_is(&u, LLURI_HAS_PORT, u.port, r->port, "port", r->in);
    component_is(&u, 0, u.path, r->path, "path", r->in);
    component_is(&u, LLURI_HAS_QUERY, u.query, r->query, "query", r->in);
    component_is(&u, LLURI_HAS_FRAGMENT, u.fragment, r->fragment, "fragment", r->in);
    /* the strict verdict is what a strict parse says */
    {
        lluri s;
        lluri_error se = { 0, 0 };
        int src = lluri_parse(&s, r->in, n, r->flags, &se);
        ck_assert_int_eq(src, r->strict);
        ck_assert_uint_eq(se.offset, r->strict_off);
        if (src == 0)
            ck_assert_mem_eq(&s, &u, sizeof s);  /* valid: the strict parse */
        else
            ck_assert_uint_ne(u.tolerated, 0);   /* never confused */
    }
}
END_TEST

/* Each component's lenient rule on its own (lluri_match): accepted, or
 * the offset of the byte it cannot take. */
static const struct rule_row {
    int         rule;
    const char *in;
    size_t      fail;     /* SIZE_MAX: accepted */
} rule_rows[] = {
#define OK SIZE_MAX
    { LLURI_RULE_LENIENT_USERINFO, "u:p@ss w\"<>\\^`{}|[]%zz\xc3\xbc\xff", OK },
    { LLURI_RULE_LENIENT_USERINFO, "u/p", 1 },
    { LLURI_RULE_LENIENT_USERINFO, "u?", 1 },
    { LLURI_RULE_LENIENT_USERINFO, "u#", 1 },
    { LLURI_RULE_LENIENT_USERINFO, "u\tv", 1 },
    { LLURI_RULE_LENIENT_HOST, "a b\\c{d}\xc3\xbc%zz", OK },
    { LLURI_RULE_LENIENT_HOST, "", OK },
    { LLURI_RULE_LENIENT_HOST, "a:b", 1 },
    { LLURI_RULE_LENIENT_HOST, "a@b", 1 },
    { LLURI_RULE_LENIENT_HOST, "a/b", 1 },
    { LLURI_RULE_LENIENT_HOST, "a\x7f", 1 },
    { LLURI_RULE_LENIENT_PATH, "/a b/:@/%/\xc0\xaf/\xee\x80\x80/[x]", OK },
    { LLURI_RULE_LENIENT_PATH, "/a?", 2 },
    { LLURI_RULE_LENIENT_PATH, "/a#", 2 },
    { LLURI_RULE_LENIENT_PATH, "/a\x01", 2 },
    { LLURI_RULE_LENIENT_PATH, "/a\n", 2 },
    { LLURI_RULE_LENIENT_QUERY, "a=<b>&c=?/d|e^f`%g", OK },
    { LLURI_RULE_LENIENT_QUERY, "a#b", 1 },
    { LLURI_RULE_LENIENT_FRAGMENT, "a#b#c d?/", OK },
    { LLURI_RULE_LENIENT_FRAGMENT, "a\rb", 1 },
    { LLURI_RULE_LENIENT_FRAGMENT, "\xc3", OK },        /* a byte of no UTF-8 */
#undef OK
};

START_TEST(rules)
{
    const struct rule_row *r = &rule_rows[_i];
    size_t n = strlen(r->in);
    lluri_error e = { 1, 99 };
    int rc;

    rc = lluri_match(r->rule, r->in, n, 0, &e);
    if (r->fail == SIZE_MAX)
        ck_assert_msg(rc == 0, "%s: \"%s\" refused at %zu", lluri_rule_name(r->rule), r->in,
                      e.offset);
    else
        ck_assert_msg(rc == LLURI_ENOMATCH && e.offset == r->fail,
                      "%s: \"%s\" gives %s at %zu, want %zu", lluri_rule_name(r->rule), r->in,
                      lluri_errname(rc), e.offset, r->fail);
}
END_TEST

START_TEST(rule_names)
{
#define NAME_ROW(name, num, text) ck_assert_str_eq(lluri_rule_name(num), text);
    LLURI_RULES_LENIENT(NAME_ROW)
#undef NAME_ROW
    ck_assert_ptr_null(lluri_rule_name(439));
    ck_assert_ptr_null(lluri_rule_name(445));
    ck_assert_int_eq(lluri_match(445, "a", 1, 0, NULL), LLURI_ERULE);
    /* a NUL is a control byte like any other */
    lluri_error e;
    ck_assert_int_eq(lluri_match(LLURI_RULE_LENIENT_QUERY, "a\0b", 3, 0, &e), LLURI_ENOMATCH);
    ck_assert_uint_eq(e.offset, 1);
}
END_TEST

START_TEST(names)
{
    unsigned seen = 0;
#define NAME_ROW(name, bit, text)                                      \
    ck_assert_str_eq(lluri_tolerated_name(LLURI_TOL_##name), text);    \
    seen |= LLURI_TOL_##name;
    LLURI_TOLERATED(NAME_ROW)
#undef NAME_ROW
    ck_assert_uint_eq(seen, 0x1FFFFu);
    ck_assert_ptr_null(lluri_tolerated_name(0));
    ck_assert_ptr_null(lluri_tolerated_name(3));
    ck_assert_ptr_null(lluri_tolerated_name(1u << 17));
    ck_assert_ptr_null(lluri_tolerated_name(1u << 31));
}
END_TEST

START_TEST(flags_around)
{
    lluri u;
    lluri_error e;
    lluri_parser ps;

    /* the incremental parser reads no lenient input */
    ck_assert_int_eq(lluri_parser_init(&ps, LLURI_LENIENT), LLURI_EFLAGS);
    ck_assert_int_eq(lluri_parser_finish(&ps, &u, "a", 1, &e), LLURI_EFLAGS);
    /* unknown bits, two start rules: LLURI_EFLAGS as ever */
    ck_assert_int_eq(lluri_parse(&u, "a b", 3, LLURI_LENIENT | (1u << 7), &e), LLURI_EFLAGS);
    ck_assert_int_eq(lluri_parse(&u, "a b", 3, LLURI_LENIENT | LLURI_START_URI
                                                | LLURI_START_RELATIVE, &e), LLURI_EFLAGS);
    ck_assert_int_eq(lluri_parse(NULL, "a b", 3, LLURI_LENIENT, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_parse(&u, NULL, 1, LLURI_LENIENT, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_parse(&u, NULL, 0, LLURI_LENIENT, &e), 0);
    ck_assert_ptr_null(u.src);
    ck_assert_int_eq(e.code, LLURI_OK);
    /* only len bytes are read */
    ck_assert_int_eq(lluri_parse(&u, "/a b\x01", 4, LLURI_LENIENT, &e), 0);
    ck_assert_uint_eq(u.path.len, 4);
    ck_assert_uint_eq(u.tolerated, LLURI_TOL_SPACE);
    /* LLURI_PARTIAL with a refusal: the strict parse's partial result */
    ck_assert_int_eq(lluri_parse(&u, "http://h/a\tb", 12, LLURI_LENIENT | LLURI_PARTIAL, &e),
                     LLURI_EPATH);
    ck_assert_uint_eq(e.offset, 10);
    ck_assert(u.present & LLURI_HAS_PARTIAL);
    ck_assert_uint_eq(u.host.len, 1);
    /* LLURI_PARTIAL with a success: nothing partial */
    ck_assert_int_eq(lluri_parse(&u, "http://h/a b", 12, LLURI_LENIENT | LLURI_PARTIAL, &e), 0);
    ck_assert(!(u.present & LLURI_HAS_PARTIAL));
    ck_assert_uint_eq(u.path.len, 4);
    /* a valid input, with LLURI_PARTIAL or LLURI_IRI beside: the strict
     * parse, byte for byte, and its verdict (lluri_parse() takes the
     * machine alone, and only what it refuses on to lenient.rl) */
    static const struct { const char *s; unsigned flags; } valid[] = {
        { "http://h/a?b#c", LLURI_PARTIAL },
        { "http://b\xc3\xbc" "cher.de/\xc3\xa4", LLURI_IRI },
        { "//h:1/p", LLURI_IRI | LLURI_PARTIAL | LLURI_ZONE_ID },
        { "rel/x", LLURI_START_RELATIVE },
    };
    for (size_t i = 0; i < sizeof valid / sizeof valid[0]; i++) {
        lluri st;
        lluri_error se;
        size_t n = strlen(valid[i].s);
        ck_assert_int_eq(lluri_parse(&st, valid[i].s, n, valid[i].flags & ~LLURI_PARTIAL, &se), 0);
        memset(&e, 0xff, sizeof e);
        ck_assert_int_eq(lluri_parse(&u, valid[i].s, n, valid[i].flags | LLURI_LENIENT, &e), 0);
        ck_assert_mem_eq(&u, &st, sizeof u);
        ck_assert_int_eq(e.code, LLURI_OK);
        ck_assert_uint_eq(e.offset, 0);
    }
}
END_TEST

START_TEST(writers_refuse)
{
    static const char in[] = "http://a/b c";
    char out[64];
    lluri u, b;
    lluri_error e;

    ck_assert_int_eq(lluri_parse(&u, in, sizeof in - 1, LLURI_LENIENT, NULL), 0);
    ck_assert_int_eq(lluri_normalize(&u, LLURI_NORM_ALL, out, sizeof out, NULL, &e),
                     LLURI_EPATH);
    ck_assert_uint_eq(e.offset, 10);
    ck_assert_int_eq(lluri_parse(&b, "http://x/", 9, 0, NULL), 0);
    ck_assert_int_eq(lluri_resolve(&b, &u, 0, out, sizeof out, NULL, &e), LLURI_EPATH);
    ck_assert_int_eq(lluri_relativize(&b, &u, 0, out, sizeof out, NULL, &e), LLURI_EPATH);
    /* a lenient parse of a valid URI is the strict one: the writers take it */
    ck_assert_int_eq(lluri_parse(&u, "http://a/./b", 12, LLURI_LENIENT, NULL), 0);
    ck_assert_int_eq(lluri_normalize(&u, LLURI_NORM_ALL, out, sizeof out, NULL, &e), 10);
    ck_assert_str_eq(out, "http://a/b");
}
END_TEST

/* lluri_repair(): what a lenient (or IRI) parse read, as RFC 3986 writes
 * it; the result parses strictly, to the struct *result holds. */
static const struct repair_row {
    const char *in;
    unsigned    flags;
    const char *out;
} repair_rows[] = {
    { "http://a/b c", LLURI_LENIENT, "http://a/b%20c" },
    { " <http://a/b> ", LLURI_LENIENT, "http://a/b" },            /* around it: left out */
    { "\"http://h/x\"", LLURI_LENIENT, "http://h/x" },
    { "\xef\xbb\xbfhttp://h/", LLURI_LENIENT, "http://h/" },       /* a byte order mark */
    { "http://h/%zz%41%4", LLURI_LENIENT, "http://h/%25zz%41%254" }, /* valid %XX kept */
    { "http://h/a\\b^c`d{e}f|g[h]", LLURI_LENIENT, "http://h/a%5Cb%5Ec%60d%7Be%7Df%7Cg%5Bh%5D" },
    { "http://u:p@ss@h/", LLURI_LENIENT, "http://u:p%40ss@h/" },  /* the last "@" ends it */
    { "http://h/#a#b", LLURI_LENIENT, "http://h/#a%23b" },
    { "http://h/?q=<x>&r=\"", LLURI_LENIENT, "http://h/?q=%3Cx%3E&r=%22" },
    { "http://b\xc3\xbc.de/\xff", LLURI_LENIENT, "http://b%C3%BC.de/%FF" },
    { "http://h b/", LLURI_LENIENT, "http://h%20b/" },
    { "http://[::1]:8/a b", LLURI_LENIENT, "http://[::1]:8/a%20b" },
    { "a b", LLURI_LENIENT, "a%20b" },
    { "//h/a b?c d#e f", LLURI_LENIENT, "//h/a%20b?c%20d#e%20f" },
    { "http://a/b", LLURI_LENIENT, "http://a/b" },                /* valid: as it is */
    { "http://a/b", 0, "http://a/b" },
    { "http://b\xc3\xbc.de/\xc3\xbc?\xc3\xbc", LLURI_IRI, "http://b%C3%BC.de/%C3%BC?%C3%BC" },
};

START_TEST(repair_rows_test)
{
    const struct repair_row *r = &repair_rows[_i];
    size_t n = strlen(r->in), want = strlen(r->out);
    char *in = malloc(n ? n : 1), out[128], small[4];
    lluri u, res, back;
    lluri_error e = { 9, 9 };

    memcpy(in, r->in, n);
    ck_assert_int_eq(lluri_parse(&u, in, n, r->flags, NULL), 0);
    ck_assert_int_eq(lluri_repair(&u, 0, out, sizeof out, &res, &e), (ptrdiff_t)want);
    ck_assert_str_eq(out, r->out);
    ck_assert_int_eq(e.code, 0);
    ck_assert_int_eq(lluri_parse(&back, out, want, 0, NULL), 0);
    ck_assert_mem_eq(&back, &res, sizeof back);
    /* sized, then cut short: snprintf's contract, *result zeroed */
    ck_assert_int_eq(lluri_repair(&u, 0, NULL, 0, NULL, NULL), (ptrdiff_t)want);
    ck_assert_int_eq(lluri_repair(&u, 0, small, sizeof small, &res, NULL), (ptrdiff_t)want);
    ck_assert_int_eq(small[3], '\0');
    ck_assert_ptr_eq(res.src, small);
    ck_assert_uint_eq(res.present, 0);
    free(in);
}
END_TEST

START_TEST(repair_misuse)
{
    char out[64], big[8000];
    lluri u;
    lluri_error e;

    ck_assert_int_eq(lluri_parse(&u, "http://a/b c", 12, LLURI_LENIENT, NULL), 0);
    ck_assert_int_eq(lluri_repair(&u, LLURI_LENIENT, out, sizeof out, NULL, &e), LLURI_EFLAGS);
    ck_assert_int_eq(lluri_repair(NULL, 0, out, sizeof out, NULL, &e), LLURI_EINVAL);
    ck_assert_int_eq(lluri_repair(&u, 0, NULL, 4, NULL, &e), LLURI_EINVAL);
    u.path.len = 100;                                   /* outside the text */
    ck_assert_int_eq(lluri_repair(&u, 0, out, sizeof out, NULL, &e), LLURI_ESPAN);
    /* past 16 KiB of encoded components: each of 8000 spaces is 3 bytes */
    memset(big, ' ', sizeof big);
    memcpy(big, "http://h/", 9);
    big[sizeof big - 1] = 'x';
    ck_assert_int_eq(lluri_parse(&u, big, sizeof big, LLURI_LENIENT, NULL), 0);
    ck_assert_int_eq(lluri_repair(&u, 0, NULL, 0, NULL, &e), LLURI_ETOOLONG);
}
END_TEST

/* Every URL of the shipped lists: valid ones get their strict parse and
 * tolerated 0; invalid ones are either refused, or accepted with some bit
 * set and spans inside the input, in order. */
START_TEST(datasets)
{
    size_t valid = 0, tolerated = 0, refused = 0;

    for (size_t i = 0; i < DATASET_COUNT; i++) {
        dataset_iter d;
        const char *s;
        size_t n;
        if (!dataset_begin(&d, i))
            return;             /* not configured: said on stdout */
        while (dataset_next(&d, &s, &n)) {
            lluri st, le;
            lluri_error se, le_err;
            int src = lluri_parse(&st, s, n, 0, &se);
            int lrc = lluri_parse(&le, s, n, LLURI_LENIENT, &le_err);
            if (src == 0) {
                lluri iri;
                ck_assert_int_eq(lrc, 0);
                ck_assert_mem_eq(&st, &le, sizeof st);
                ck_assert_int_eq(le_err.code, LLURI_OK);
                /* and as an IRI: an ASCII URI is the same IRI */
                ck_assert_int_eq(lluri_parse(&iri, s, n, LLURI_IRI, NULL), 0);
                ck_assert_mem_eq(&st, &iri, sizeof st);
                {
                    /* a valid URI repairs to itself */
                    char same[16384];
                    if (n < sizeof same) {
                        ck_assert_int_eq(lluri_repair(&st, 0, same, sizeof same, NULL, NULL),
                                         (ptrdiff_t)n);
                        ck_assert_mem_eq(same, s, n);
                    }
                }
                valid++;
            } else if (lrc == 0) {
                ck_assert_msg(le.tolerated != 0, "%.*s: accepted, nothing tolerated",
                              (int)n, s);
                ck_assert_int_eq(le_err.code, src);
                ck_assert_uint_eq(le_err.offset, se.offset);
                ck_assert(le.path.off + le.path.len <= n);
                ck_assert(!(le.present & LLURI_HAS_AUTHORITY)
                          || le.host.off + le.host.len <= le.path.off);
                {
                    /* repaired: a valid URI, which repairs to itself */
                    char fix[16384], again[16384];
                    lluri ok;
                    ptrdiff_t m = lluri_repair(&le, 0, fix, sizeof fix, &ok, NULL);
                    ck_assert_msg(m > 0 && (size_t)m < sizeof fix, "%.*s: repair %td",
                                  (int)n, s, m);
                    ck_assert_int_eq(lluri_parse(&ok, fix, (size_t)m, 0, NULL), 0);
                    ck_assert_int_eq(lluri_repair(&ok, 0, again, sizeof again, NULL, NULL), m);
                    ck_assert_mem_eq(fix, again, (size_t)m);
                }
                tolerated++;
            } else {
                refused++;
            }
        }
        dataset_end(&d);
    }
    ck_assert_uint_gt(valid, 100000);
    /* most of what real lists hold that RFC 3986 refuses, the profile reads */
    ck_assert_uint_gt(tolerated, refused * 10);
    fprintf(stderr, "lenient over the lists: %zu valid, %zu tolerated, %zu refused\n", valid,
            tolerated, refused);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("lenient");
    TCase *tc = tcase_create("LLURI_LENIENT");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, lenient_rows, 0, (int)(sizeof rows / sizeof rows[0]));
    tcase_add_loop_test(tc, rules, 0, (int)(sizeof rule_rows / sizeof rule_rows[0]));
    tcase_add_test(tc, rule_names);
    tcase_add_test(tc, names);
    tcase_add_test(tc, flags_around);
    tcase_add_test(tc, writers_refuse);
    tcase_add_loop_test(tc, repair_rows_test, 0, (int)(sizeof repair_rows / sizeof repair_rows[0]));
    tcase_add_test(tc, repair_misuse);
    tcase_add_test(tc, datasets);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
