/* SPDX-License-Identifier: MIT */
/* test_database.c — database URLs as SQLAlchemy writes them:
 * dialect[+driver]://[username[:password]@][host][:port][/database][?query].
 *
 * Which schemes are database URLs (lluri__database_scheme); field
 * extraction through lluri_parse(LLURI_START_URI) and lluri__scheme_database()
 * (absent fields NULL), SQLite's three forms, errors with code and offset;
 * lluri_database_quote() byte by byte; lluri_database_build(); and the round trip
 * quote -> build -> parse -> decode over many usernames and passwords,
 * every byte value among them. */
#include "ck.h"
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scheme/scheme.h"
#include "../common/contract.h"
#include "lluri.h"
#include "lluri/extract.h"
#include "lluri/scheme.h"

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

/* ---- which schemes ---------------------------------------------------------- */

static const struct {
    const char *scheme;
    int is_db;
} scheme_cases[] = {
    { "postgresql", 1 }, { "PostgreSQL", 1 }, { "postgres", 1 },
    { "mysql", 1 }, { "mariadb", 1 }, { "sqlite", 1 }, { "oracle", 1 },
    { "mssql", 1 }, { "mysql+pymysql", 1 }, { "x+y", 1 }, { "a+", 1 },
    { "http", 0 }, { "sqlite3", 0 }, { "postgresq", 0 }, { "ldap", 0 },
    { "", 0 },
};

START_TEST(test_scheme)
{
    const char *s = scheme_cases[_i].scheme;
    ck_assert_msg(lluri__database_scheme(s, strlen(s)) == scheme_cases[_i].is_db,
                  "\"%s\"", s);
}
END_TEST

/* ---- parsing ---------------------------------------------------------------- */

struct url_case {
    const char *in;
    int rc;
    size_t off;
    /* dialect, driver, username, password, host, port, database, query */
    const char *f[LLURI_SCHEME_FIELDS_MAX];
};

static const struct url_case url_cases[] = {
    /* SQLAlchemy's documented forms */
    { "postgresql://scott:tiger@localhost/mydatabase", 0, 0,
      { "postgresql", NULL, "scott", "tiger", "localhost", NULL, "mydatabase" } },
    { "postgresql+psycopg2://scott:tiger@localhost:5432/mydatabase", 0, 0,
      { "postgresql", "psycopg2", "scott", "tiger", "localhost", "5432", "mydatabase" } },
    { "mysql+mysqldb://scott:tiger@localhost/foo?charset=utf8mb4&binary_prefix=true", 0, 0,
      { "mysql", "mysqldb", "scott", "tiger", "localhost", NULL, "foo",
        "charset=utf8mb4&binary_prefix=true" } },
    { "oracle://scott:tiger@127.0.0.1:1521/sidname", 0, 0,
      { "oracle", NULL, "scott", "tiger", "127.0.0.1", "1521", "sidname" } },
    { "mssql+pyodbc://scott:tiger@mydsn", 0, 0,
      { "mssql", "pyodbc", "scott", "tiger", "mydsn" } },
    /* SQLite: memory, relative, absolute */
    { "sqlite://", 0, 0, { "sqlite" } },
    { "sqlite:///foo.db", 0, 0, { "sqlite", NULL, NULL, NULL, NULL, NULL, "foo.db" } },
    { "sqlite:////absolute/path/to/foo.db", 0, 0,
      { "sqlite", NULL, NULL, NULL, NULL, NULL, "/absolute/path/to/foo.db" } },
    { "sqlite:///", 0, 0, { "sqlite", NULL, NULL, NULL, NULL, NULL, "" } },
    /* quoted username and password stay raw */
    { "postgresql://u%40x:p%3Aw%2F%25@h/db", 0, 0,
      { "postgresql", NULL, "u%40x", "p%3Aw%2F%25", "h", NULL, "db" } },
    { "postgresql://@h/db", 0, 0, { "postgresql", NULL, "", NULL, "h", NULL, "db" } },
    { "postgresql://u:@h/db", 0, 0, { "postgresql", NULL, "u", "", "h", NULL, "db" } },
    { "postgresql://u:a:b@h", 0, 0, { "postgresql", NULL, "u", "a:b", "h" } },
    /* host without its brackets, empty port, empty query */
    { "postgresql://[::1]:5432/db", 0, 0,
      { "postgresql", NULL, NULL, NULL, "::1", "5432", "db" } },
    { "postgresql://h:/db?", 0, 0, { "postgresql", NULL, NULL, NULL, "h", "", "db", "" } },
    { "POSTGRESQL+PG8000://h", 0, 0, { "POSTGRESQL", "PG8000", NULL, NULL, "h" } },
    /* errors */
    { "postgresql:db", .rc = LLURI_EDATABASE, .off = 11 },
    { "postgresql:/db", .rc = LLURI_EDATABASE, .off = 11 },
    { "postgresql://h/db#x", .rc = LLURI_EFRAGMENTSCHEME, .off = 17 },
    { "post-gres://h/", .rc = LLURI_EDIALECT, .off = 4 },
    { "pg.x+d://h", .rc = LLURI_EDIALECT, .off = 2 },
    { "pg+://h", .rc = LLURI_EDRIVER, .off = 3 },
    { "pg+a+b://h", .rc = LLURI_EDRIVER, .off = 4 },
    { "pg+a.b://h", .rc = LLURI_EDRIVER, .off = 4 },
    { "pg+a-b://h", .rc = LLURI_EDRIVER, .off = 4 },
};

START_TEST(test_url)
{
    const struct url_case *c = &url_cases[_i];
    lluri u;
    lluri_error err;
    lluri_scheme_parts p;
    size_t off = (size_t)-1;

    ck_assert_msg(lluri_parse(&u, c->in, strlen(c->in), LLURI_START_URI, &err) == 0,
                  "\"%s\": %s at %zu", c->in, lluri_strerror(err.code), err.offset);
    memset(&p, 0xA5, sizeof p);
    int rc = lluri__scheme_database(&u, &p, &off);
    ck_assert_msg(rc == c->rc, "\"%s\": %s (%zu), want %s", c->in,
                  lluri_errname(rc), off, lluri_errname(c->rc));
    if (rc != 0) {
        ck_assert_msg(off == c->off, "\"%s\": offset %zu, want %zu", c->in, off, c->off);
        return;
    }
    ck_assert_int_eq(p.kind, LLURI_SCHEME_DATABASE);
    for (int i = 0; i < LLURI_SCHEME_FIELDS_MAX; i++) {
        const char *want = c->f[i];
        lluri_span sp = p.field[i];
        if (!want) {
            ck_assert_msg(!(p.present & (1u << i)) && sp.off == 0 && sp.len == 0,
                          "\"%s\": field %d present", c->in, i);
        } else {
            ck_assert_msg((p.present & (1u << i)) && sp.len == strlen(want)
                              && memcmp(c->in + sp.off, want, sp.len) == 0,
                          "\"%s\": field %d is \"%.*s\", want \"%s\"", c->in, i,
                          (int)sp.len, c->in + sp.off, want);
        }
    }
}
END_TEST

/* Every prefix, copied to a buffer of its exact size (so that the
 * sanitizers catch a read past it), that is still an RFC 3986 URI either
 * reads or fails with an offset within it. */
START_TEST(test_prefixes)
{
    const char *in = url_cases[_i].in;
    size_t len = strlen(in);
    for (size_t n = 1; n <= len; n++) {
        char *buf = malloc(n);
        lluri u;
        lluri_scheme_parts p;
        size_t off = (size_t)-1;
        memcpy(buf, in, n);
        if (lluri_parse(&u, buf, n, LLURI_START_URI, NULL) == 0
            && lluri__scheme_database(&u, &p, &off) != 0)
            ck_assert_msg(off <= n, "\"%.*s\": offset %zu", (int)n, buf, off);
        free(buf);
    }
}
END_TEST

/* A driver with "_" (oracle+cx_oracle) is no RFC 3986 scheme: the URL is
 * rejected before any database rule runs. */
START_TEST(test_underscore_driver)
{
    lluri u;
    lluri_error err;
    const char *s = "oracle+cx_oracle://scott:tiger@tnsname";
    ck_assert_int_eq(lluri_parse(&u, s, strlen(s), LLURI_START_URI, &err), LLURI_ESCHEME);
    ck_assert_uint_eq(err.offset, 9);
}
END_TEST

/* ---- quoting ---------------------------------------------------------------- */

static const struct {
    const char *in;
    size_t len; /* 0: strlen */
    const char *out;
} quote_cases[] = {
    { "", 0, "" },
    { "tiger", 0, "tiger" },
    /* SQLAlchemy's three, as _rfc_1738_quote writes them */
    { "a:b@c/d", 0, "a%3Ab%40c%2Fd" },
    { "%", 0, "%25" },
    { "%41", 0, "%2541" },
    { "?#[]", 0, "%3F%23%5B%5D" },
    { "a b", 0, "a%20b" },
    { "+!$&'()*,;=", 0, "+!$&'()*,;=" },
    { "-._~09AZaz", 0, "-._~09AZaz" },
    { "\"<>\\^`{|}", 0, "%22%3C%3E%5C%5E%60%7B%7C%7D" },
    { "\xff\x80", 0, "%FF%80" },
    { "\0", 1, "%00" },
    { "p\xc3\xa4ss", 0, "p%C3%A4ss" },
};

START_TEST(test_quote)
{
    const char *in = quote_cases[_i].in;
    size_t len = quote_cases[_i].len ? quote_cases[_i].len : strlen(in);
    const char *want = quote_cases[_i].out;
    char out[64];

    ck_assert_int_eq(lluri_database_quote(in, len, NULL, 0, NULL), (ptrdiff_t)strlen(want));
    ck_assert_int_eq(lluri_database_quote(in, len, out, sizeof out, NULL), (ptrdiff_t)strlen(want));
    ck_assert_str_eq(out, want);
    /* snprintf's contract at every capacity: a truncated result ends in
     * a NUL at cap - 1, nothing past it is written */
    for (size_t cap = 0; cap <= strlen(want) + 1; cap++) {
        const char *why;
        memset(out, CONTRACT_CANARY, sizeof out);
        ck_assert_int_eq(lluri_database_quote(in, len, out, cap, NULL), (ptrdiff_t)strlen(want));
        why = contract_broken(out, sizeof out, cap, want, strlen(want));
        ck_assert_msg(why == NULL, "quote \"%s\" at cap %zu: %s", in, cap, why);
    }
}
END_TEST

START_TEST(test_quote_every_byte)
{
    for (int c = 0; c < 256; c++) {
        char in = (char)c, out[4];
        ptrdiff_t n = lluri_database_quote(&in, 1, out, sizeof out, NULL);
        int kept = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z')
                   || (c >= 'A' && c <= 'Z') || (c && strchr("-._~!$&'()*+,;=", c));
        if (kept) {
            ck_assert_int_eq(n, 1);
            ck_assert_int_eq(out[0], c);
        } else {
            char want[4];
            snprintf(want, sizeof want, "%%%02X", c);
            ck_assert_int_eq(n, 3);
            ck_assert_str_eq(out, want);
        }
    }
}
END_TEST

START_TEST(test_quote_short_buffer)
{
    char out[4] = { 'x', 'x', 'x', 'x' };
    ck_assert_int_eq(lluri_database_quote("a:b", 3, out, 3, NULL), 5);
    ck_assert(memcmp(out, "a%\0x", 4) == 0); /* as snprintf: cap - 1 bytes, a NUL */
}
END_TEST

/* ---- building ---------------------------------------------------------------- */

#define T(s) { s, sizeof(s) - 1 }
#define NONE { NULL, 0 }

static const struct {
    lluri_database_parts d;
    int rc;
    size_t off;
    const char *out;
} build_cases[] = {
    { { T("sqlite"), NONE, NONE, NONE, NONE, NONE, NONE, NONE }, 0, 0, "sqlite://" },
    { { T("sqlite"), NONE, NONE, NONE, NONE, NONE, T("relative.db"), NONE }, 0, 0,
      "sqlite:///relative.db" },
    { { T("sqlite"), NONE, NONE, NONE, NONE, NONE, T("/absolute.db"), NONE }, 0, 0,
      "sqlite:////absolute.db" },
    { { T("postgresql"), T("psycopg2"), T("scott"), T("tiger"), T("localhost"),
        T("5432"), T("mydatabase"), T("sslmode=require") }, 0, 0,
      "postgresql+psycopg2://scott:tiger@localhost:5432/mydatabase?sslmode=require" },
    { { T("postgresql"), NONE, T("u@x"), T("p:w/%"), T("::1"), NONE, T("db"), NONE },
      0, 0, "postgresql://u%40x:p%3Aw%2F%25@[::1]/db" },
    { { T("mysql"), NONE, T(""), NONE, T("h"), NONE, NONE, NONE }, 0, 0, "mysql://@h" },
    /* errors: the part's code, the offset into that part */
    { { NONE, NONE, NONE, NONE, T("h"), NONE, NONE, NONE }, LLURI_EDIALECT, 0, NULL },
    { { T(""), NONE, NONE, NONE, T("h"), NONE, NONE, NONE }, LLURI_EDIALECT, 0, NULL },
    { { T("post-gres"), NONE, NONE, NONE, NONE, NONE, NONE, NONE }, LLURI_EDIALECT, 4, NULL },
    { { T("9pg"), NONE, NONE, NONE, NONE, NONE, NONE, NONE }, LLURI_EDIALECT, 0, NULL },
    { { T("pg"), T(""), NONE, NONE, NONE, NONE, NONE, NONE }, LLURI_EDRIVER, 0, NULL },
    { { T("pg"), T("cx_oracle"), NONE, NONE, NONE, NONE, NONE, NONE }, LLURI_EDRIVER, 2, NULL },
    { { T("pg"), NONE, NONE, T("pw"), T("h"), NONE, NONE, NONE }, LLURI_EPARTS, 0, NULL },
    { { T("pg"), NONE, NONE, NONE, T("a b"), NONE, NONE, NONE }, LLURI_EHOST, 1, NULL },
    { { T("pg"), NONE, NONE, NONE, T(":::"), NONE, NONE, NONE }, LLURI_EIPLITERAL, 2, NULL },
    { { T("pg"), NONE, NONE, NONE, T("h"), T("5x"), NONE, NONE }, LLURI_EPORT, 1, NULL },
    { { T("pg"), NONE, NONE, NONE, T("h"), NONE, T("a?b"), NONE }, LLURI_EPATH, 1, NULL },
    { { T("pg"), NONE, NONE, NONE, T("h"), NONE, T("a b"), NONE }, LLURI_EPATH, 1, NULL },
    { { T("pg"), NONE, NONE, NONE, T("h"), NONE, NONE, T("a#b") }, LLURI_EQUERY, 1, NULL },
};

START_TEST(test_build)
{
    const lluri_database_parts *d = &build_cases[_i].d;
    char out[128];
    lluri r;
    lluri_error err;
    memset(&r, 0x55, sizeof r);
    ptrdiff_t n = lluri_database_build(d, out, sizeof out, &r, &err);

    if (build_cases[_i].rc) {
        ck_assert_int_eq(n, build_cases[_i].rc);
        ck_assert_int_eq(err.code, build_cases[_i].rc);
        ck_assert_uint_eq(err.offset, build_cases[_i].off);
        /* *result zeroed but for src, as on every writer's error */
        ck_assert_ptr_eq(r.src, out);
        ck_assert_uint_eq(r.len | r.present | r.host.off | r.host.len, 0);
        return;
    }
    ck_assert_int_eq(n, (ptrdiff_t)strlen(build_cases[_i].out));
    ck_assert_str_eq(out, build_cases[_i].out);
    ck_assert_ptr_eq(r.src, out);
    ck_assert(r.present & LLURI_HAS_AUTHORITY);
    /* sizing call: same length, nothing written */
    ck_assert_int_eq(lluri_database_build(d, NULL, 0, NULL, NULL), n);
}
END_TEST

/* SQLite's three forms, built then read back. */
START_TEST(test_sqlite_forms)
{
    static const struct {
        const char *database; /* NULL: none (memory) */
        const char *url;
    } forms[] = {
        { NULL, "sqlite://" },
        { "relative.db", "sqlite:///relative.db" },
        { "/absolute.db", "sqlite:////absolute.db" },
    };
    for (size_t i = 0; i < NELEM(forms); i++) {
        lluri_database_parts d;
        char out[64];
        lluri u;
        lluri_scheme_parts p;
        size_t off;
        memset(&d, 0, sizeof d);
        d.dialect.ptr = "sqlite", d.dialect.len = 6;
        if (forms[i].database)
            d.database.ptr = forms[i].database, d.database.len = strlen(forms[i].database);
        ck_assert_int_eq(lluri_database_build(&d, out, sizeof out, &u, NULL),
                         (ptrdiff_t)strlen(forms[i].url));
        ck_assert_str_eq(out, forms[i].url);
        ck_assert_int_eq(lluri__scheme_database(&u, &p, &off), 0);
        ck_assert(!(p.present & (1u << 4))); /* no host */
        if (!forms[i].database) {
            ck_assert(!(p.present & (1u << 6)));
        } else {
            ck_assert(p.present & (1u << 6));
            ck_assert_uint_eq(p.database.database.len, strlen(forms[i].database));
            ck_assert(memcmp(out + p.database.database.off, forms[i].database,
                             p.database.database.len) == 0);
        }
    }
}
END_TEST

/* ---- the round trip -------------------------------------------------------------- */

/* quote -> build -> parse -> decode gives back username and password. */
static void round_trip(const char *user, size_t ulen, const char *pass, size_t plen)
{
    lluri_database_parts d;
    char url[4096], back[1024];
    lluri u;
    lluri_error err;
    lluri_scheme_parts p;
    size_t off;

    memset(&d, 0, sizeof d);
    d.dialect = (lluri_text){ "postgresql", 10 };
    d.driver = (lluri_text){ "psycopg2", 8 };
    d.username = (lluri_text){ user, ulen };
    d.password = (lluri_text){ pass, plen };
    d.host = (lluri_text){ "localhost", 9 };
    d.port = (lluri_text){ "5432", 4 };
    d.database = (lluri_text){ "db", 2 };
    ptrdiff_t n = lluri_database_build(&d, url, sizeof url, NULL, &err);
    ck_assert_msg(n > 0 && (size_t)n < sizeof url, "build: %td", n);
    ck_assert_int_eq(lluri_parse(&u, url, (size_t)n, LLURI_START_URI, &err), 0);
    ck_assert_int_eq(lluri__scheme_database(&u, &p, &off), 0);
    ck_assert(p.present & (1u << 2));
    ck_assert(p.present & (1u << 3));
    ptrdiff_t m = lluri_pct_decode(url + p.database.username.off,
                                   p.database.username.len, 0, back, sizeof back, NULL);
    ck_assert_int_eq(m, (ptrdiff_t)ulen);
    ck_assert(memcmp(back, user, ulen) == 0);
    m = lluri_pct_decode(url + p.database.password.off, p.database.password.len, 0,
                         back, sizeof back, NULL);
    ck_assert_int_eq(m, (ptrdiff_t)plen);
    ck_assert(memcmp(back, pass, plen) == 0);
    /* the other fields are unharmed */
    ck_assert_uint_eq(p.database.host.len, 9);
    ck_assert_uint_eq(p.database.database.len, 2);
}

static const char *const rt_strings[] = {
    "", "scott", "tiger", ":", "@", "/", "%", "?", "#", ":@/%?#",
    "p@ss:w/rd%", "%41", "%%", "%2F", "a+b", "a b", "[::1]", "\xc3\xa4\xc3\xb6",
    "user@example.com", "DOMAIN\\user", "~!$&'()*,;=", "\"<>^`{|}",
};

START_TEST(test_round_trip_strings)
{
    const char *s = rt_strings[_i];
    for (size_t j = 0; j < NELEM(rt_strings); j++)
        round_trip(s, strlen(s), rt_strings[j], strlen(rt_strings[j]));
}
END_TEST

START_TEST(test_round_trip_every_byte)
{
    char all[256];
    for (int c = 0; c < 256; c++) {
        char one = (char)c;
        char three[3] = { 'a', (char)c, 'z' };
        round_trip(&one, 1, &one, 1);
        round_trip(three, 3, ":@/", 3);
        all[c] = (char)c;
    }
    round_trip(all, 256, all, 256);
}
END_TEST

static Suite *database_suite(void)
{
    Suite *s = suite_create("database");
    TCase *tc = tcase_create("parse");
    tcase_add_loop_test(tc, test_scheme, 0, (int)NELEM(scheme_cases));
    tcase_add_loop_test(tc, test_url, 0, (int)NELEM(url_cases));
    tcase_add_loop_test(tc, test_prefixes, 0, (int)NELEM(url_cases));
    tcase_add_test(tc, test_underscore_driver);
    suite_add_tcase(s, tc);

    tc = tcase_create("write");
    tcase_add_loop_test(tc, test_quote, 0, (int)NELEM(quote_cases));
    tcase_add_test(tc, test_quote_every_byte);
    tcase_add_test(tc, test_quote_short_buffer);
    tcase_add_loop_test(tc, test_build, 0, (int)NELEM(build_cases));
    tcase_add_test(tc, test_sqlite_forms);
    suite_add_tcase(s, tc);

    tc = tcase_create("round trip");
    tcase_add_loop_test(tc, test_round_trip_strings, 0, (int)NELEM(rt_strings));
    tcase_add_test(tc, test_round_trip_every_byte);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(database_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
