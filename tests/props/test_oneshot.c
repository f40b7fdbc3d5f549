/* SPDX-License-Identifier: MIT */
/* test_oneshot.c — lluri_parse() and the incremental parser give the same
 * results.
 *
 * lluri_parse() runs the machine directly (src/parse/parse.rl, run() without a
 * lluri_parser); lluri_parser_execute() and lluri_parser_finish() run the
 * same machine from a saved state. On every input below, under every start
 * rule with and without LLURI_ZONE_ID, the one-shot parse must give what
 * the incremental parser gives when fed all at once, split in two, and one
 * byte at a time: the same return code, error code and offset, and the
 * same lluri byte for byte. The one-shot parse must also write every byte
 * of *u (two calls over differently filled structs give equal bytes).
 *
 * Inputs: the shared vectors (tests/common/vectors.h), every prefix of each;
 * generated inputs, with runs long and short ending at every distance from
 * the end of the input (the parser steps over runs 8 and 4 bytes at a
 * time); and each line of the URL datasets when they are there. */
#include "ck.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lluri.h"
#include "lluri/extract.h"
#include "lluri/scheme.h"
#include "quick.h"
#include "vectors.h"
#include "dataset.h"


struct outcome {
    int rc;
    lluri_error err;
    lluri u;
};

static const char *show(const char *s, size_t n)
{
    static char buf[512];
    size_t o = 0;
    for (size_t i = 0; i < n && o + 8 < sizeof buf; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c < 0x7f && c != '\\')
            buf[o++] = (char)c;
        else
            o += (size_t)snprintf(buf + o, sizeof buf - o, "\\x%02x", c);
    }
    buf[o] = '\0';
    return buf;
}

static const char *flags_name(unsigned flags)
{
    static const char *const starts[START_SLOTS] = {
        [LLURI_START_REFERENCE] = "URI-reference", [LLURI_START_URI] = "URI",
        [LLURI_START_ABSOLUTE] = "absolute-URI", [LLURI_START_RELATIVE] = "relative-ref",
    };
    static char buf[64];
    snprintf(buf, sizeof buf, "%s%s", starts[flags & LLURI_START_MASK],
             (flags & LLURI_ZONE_ID) ? "+zone" : "");
    return buf;
}

static void expect_same(const struct outcome *got, const struct outcome *want,
                        const char *s, size_t n, unsigned flags, const char *how)
{
    ck_assert_msg(got->rc == want->rc && got->err.code == want->err.code
                      && got->err.offset == want->err.offset,
                  "%s as %s, %s: %s at %zu (rc %s), lluri_parse gives %s at %zu (rc %s)",
                  show(s, n), flags_name(flags), how, lluri_errname(got->err.code),
                  got->err.offset, lluri_errname(got->rc), lluri_errname(want->err.code),
                  want->err.offset, lluri_errname(want->rc));
    ck_assert_msg(memcmp(&got->u, &want->u, sizeof got->u) == 0,
                  "%s as %s, %s: the lluri differs from lluri_parse's (present %#x/%#x, "
                  "path {%u, %u}/{%u, %u})",
                  show(s, n), flags_name(flags), how, got->u.present, want->u.present,
                  got->u.path.off, got->u.path.len, want->u.path.off, want->u.path.len);
}

/* The incremental parser fed s[0, k) by one execute, then finished. */
static struct outcome incremental_split(const char *s, size_t n, unsigned flags,
                                        size_t k)
{
    struct outcome r;
    lluri_parser ps;
    memset(&r, 0x3c, sizeof r);
    lluri_parser_init(&ps, flags);
    int rc = lluri_parser_execute(&ps, s, k, &r.err);
    r.rc = lluri_parser_finish(&ps, &r.u, s, n, &r.err);
    if (rc < 0)
        ck_assert_msg(r.rc == rc, "%s: execute's error %s not final", show(s, n),
                      lluri_errname(rc));
    return r;
}

/* ... and one byte at a time. */
static struct outcome incremental_bytes(const char *s, size_t n, unsigned flags)
{
    struct outcome r;
    lluri_parser ps;
    memset(&r, 0xc3, sizeof r);
    lluri_parser_init(&ps, flags);
    for (size_t k = 0; k <= n; k++)
        if (lluri_parser_execute(&ps, s, k, &r.err) < 0)
            break;
    r.rc = lluri_parser_finish(&ps, &r.u, s, n, &r.err);
    return r;
}

/* Returns the one-shot outcome's rc. `bytewise`: also one byte at a time. */
static int check_one(const char *s, size_t n, unsigned flags, int bytewise)
{
    struct outcome a, b, c;

    memset(&a, 0x5a, sizeof a);
    memset(&b, 0xa5, sizeof b);
    a.rc = lluri_parse(&a.u, s, n, flags, &a.err);
    b.rc = lluri_parse(&b.u, s, n, flags, &b.err);
    expect_same(&b, &a, s, n, flags, "one-shot over another filling of *u");
    if (a.rc == 0)
        ck_assert_msg(a.err.code == LLURI_OK && a.err.offset == 0 && a.u.src == s
                          && a.u.len == n,
                      "%s: success without OK/0, src or len", show(s, n));

    c = incremental_split(s, n, flags, 0);
    expect_same(&c, &a, s, n, flags, "incremental, all at once");
    const size_t splits[] = { 1, n / 2, n > 0 ? n - 1 : 0, n };
    for (size_t i = 0; i < NELEM(splits); i++) {
        if (splits[i] > n)
            continue;
        char how[64];
        snprintf(how, sizeof how, "incremental, split at %zu", splits[i]);
        c = incremental_split(s, n, flags, splits[i]);
        expect_same(&c, &a, s, n, flags, how);
    }
    if (bytewise) {
        c = incremental_bytes(s, n, flags);
        expect_same(&c, &a, s, n, flags, "incremental, byte by byte");
    }
    return a.rc;
}

static void check_all_flags(const char *s, size_t n, int bytewise)
{
    FOR_EACH_START(start) {
        check_one(s, n, start, bytewise);
        check_one(s, n, start | LLURI_ZONE_ID, bytewise);
    }
}

/* ---- the shared vectors, and every prefix of each ------------------------- */

static void check_prefixes(const char *s, size_t n)
{
    for (size_t k = 0; k <= n; k++)
        check_all_flags(s, k, 0);
}

START_TEST(valid_vector)
{
    const struct valid_vector *v = &valid_vectors[_i];
    size_t n = vector_len(v->in, v->len);
    ck_assert_int_eq(check_one(v->in, n, v->flags, 1), 0);
    check_prefixes(v->in, n);
}
END_TEST

START_TEST(invalid_vector)
{
    const struct invalid_vector *v = &invalid_vectors[_i];
    size_t n = vector_len(v->in, v->len);
    ck_assert_int_eq(check_one(v->in, n, v->flags, 1), v->code);
    check_prefixes(v->in, n);
}
END_TEST

/* ---- generated input ------------------------------------------------------- */

/* Pieces of URIs, some of them long runs of one byte class (scheme, host,
 * path, query) so that runs of every length end at every distance from the
 * end of the input. */
static const char *const atoms[] = {
    "http://", "https://", "file:///", "//", "/", "?", "#", ":", "@", "[", "]",
    "%", "%25", "%41", "%zz", "a", "Z", "0", "9", ".", "-", "_", "~", "!", "=",
    "1.2.3.4", "[::1]", "[v1.x]", "[fe80::1%25eth0]", ":8080", "..", "./",
    "www.example.com", "abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOP0123456789",
    "a+b-c.d", "/usr/local/share/doc/lluri/README.md", "/a/b/c/d/e/f/g/h",
    "?q=1&r=two&s=three;t=(4)*5,6", "#frag/ment?x", "user:pass", " ", "\"", "<",
    "\\", "{", "^", "`", "|", "\x7f", "\x80", "\xff", "\x00",
};

static uint32_t next_random(uint32_t *state)
{
    uint32_t x = *state; /* xorshift32: the same inputs on every run */
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return *state = x;
}

static size_t generate(uint32_t *state, char *out, size_t cap)
{
    size_t n = 0, count = next_random(state) % 10;
    for (size_t i = 0; i < count; i++) {
        const char *a = atoms[next_random(state) % NELEM(atoms)];
        size_t len = a[0] ? strlen(a) : 1;   /* "\x00" is one NUL byte */
        /* sometimes only a piece of it: run lengths 1 .. len */
        if (len > 1 && next_random(state) % 3 == 0)
            len = 1 + next_random(state) % len;
        if (n + len > cap)
            break;
        memcpy(out + n, a, len);
        n += len;
    }
    return n;
}

START_TEST(generated)
{
    uint32_t state = 0x2545f491u ^ (uint32_t)_i * 2654435761u;
    char in[512];
    for (int round = 0; round < 500; round++) {
        size_t n = generate(&state, in, sizeof in);
        check_all_flags(in, n, 1);
    }
}
END_TEST

/* A run of each class (scheme, host, path, query, fragment) of every
 * length 0 .. RUN_MAX, followed by 0 .. all bytes of a tail, some of which
 * end it. */
#define RUN_MAX 40
static const struct run_shape {
    const char *head, *fill, *tail;
} run_shapes[] = {
    { "", "a", ":" },                /* scheme */
    { "http://", "w", "" },          /* host */
    { "http://", "w", ":1" },
    { "http://h", "/", "" },         /* path */
    { "http://h/", "p", "%41" },
    { "p", "a", "/b" },              /* relative path */
    { "http://h/?", "q", "" },       /* query */
    { "http://h/?", "=", "#f" },
    { "http://h/#", "f", "" },       /* fragment */
    { "http://h/#", "?", " " },
};

START_TEST(run_lengths)
{
    const struct run_shape *sh = &run_shapes[_i];
    char in[128];
    size_t hl = strlen(sh->head), tl = strlen(sh->tail);
    for (size_t run = 0; run <= RUN_MAX; run++) {
        for (size_t t = 0; t <= tl; t++) {
            memcpy(in, sh->head, hl);
            memset(in + hl, sh->fill[0], run);
            memcpy(in + hl + run, sh->tail, t);
            check_all_flags(in, hl + run + t, 1);
        }
    }
}
END_TEST

/* ---- the datasets ----------------------------------------------------------- */

/* Each line (without its line end) under every start rule; byte by byte
 * too under URI-reference. The data live outside the repository: a
 * missing file is reported and skipped (the other cases still run). */
START_TEST(dataset)
{
    dataset_iter d;
    const char *line;
    size_t n, lines = 0, valid = 0;
    size_t max_lines = (size_t)QUICK(SIZE_MAX, 2000);

    if (!dataset_begin(&d, (size_t)_i))
        return;
    while (lines < max_lines && dataset_next(&d, &line, &n)) {
        lines++;
        FOR_EACH_START(start)
            if (check_one(line, n, start, start == LLURI_START_REFERENCE) == 0
                && start == LLURI_START_REFERENCE)
                valid++;
    }
    dataset_end(&d);
    printf("dataset %s: %zu lines (%zu valid URI references), one-shot and "
           "incremental agree\n", dataset_names[_i], lines, valid);
    ck_assert(lines > 0);
    ck_assert(valid > 0);
}
END_TEST

/* ---- arguments the one-shot path leaves to the incremental parser --------- */

START_TEST(unusual_arguments)
{
    static const char in[] = "http://a/b";
    lluri u;
    lluri_error err = { 0, 777 };

    /* no place for the result */
    ck_assert_int_eq(lluri_parse(NULL, in, 10, 0, &err), LLURI_EINVAL);
    ck_assert_int_eq(err.code, LLURI_EINVAL);
    ck_assert_uint_eq(err.offset, 0);
    /* NULL input: only with no bytes, and then it is the empty reference */
    memset(&u, 0x5a, sizeof u);
    ck_assert_int_eq(lluri_parse(&u, NULL, 0, 0, &err), 0);
    ck_assert_ptr_null(u.src);
    ck_assert_uint_eq(u.len, 0);
    ck_assert_uint_eq(u.present, 0);
    ck_assert_uint_eq(u.path.off, 0);
    ck_assert_uint_eq(u.path.len, 0);
    ck_assert_uint_eq(u.host_kind, LLURI_HOST_NONE);
    ck_assert_int_eq(lluri_parse(&u, NULL, 0, LLURI_START_URI, &err), LLURI_ENOSCHEME);
    ck_assert_ptr_null(u.src);
    ck_assert_int_eq(lluri_parse(&u, NULL, 1, 0, &err), LLURI_EINVAL);
    ck_assert_ptr_null(u.src);
    /* unknown flags, even with an input that would parse */
    ck_assert_int_eq(lluri_parse(&u, in, 10, 1u << 7, &err), LLURI_EFLAGS);
    ck_assert_uint_eq(err.offset, 0);
    ck_assert_ptr_eq(u.src, in);
    ck_assert_uint_eq(u.present, 0);
    /* and the incremental parser says the same for a NULL buffer */
    lluri_parser ps;
    lluri_parser_init(&ps, LLURI_START_URI);
    ck_assert_int_eq(lluri_parser_execute(&ps, NULL, 0, &err), 0);
    ck_assert_int_eq(lluri_parser_finish(&ps, &u, NULL, 0, &err), LLURI_ENOSCHEME);
    ck_assert_uint_eq(err.offset, 0);
    ck_assert_ptr_null(u.src);
    lluri_parser_init(&ps, 0);
    memset(&u, 0x5a, sizeof u);
    ck_assert_int_eq(lluri_parser_finish(&ps, &u, NULL, 0, &err), 0);
    ck_assert_ptr_null(u.src);
    ck_assert_uint_eq(u.present, 0);
}
END_TEST

static Suite *oneshot_suite(void)
{
    Suite *s = suite_create("oneshot");
    TCase *tc = tcase_create("one-shot and incremental");

    tcase_add_loop_test(tc, valid_vector, 0, (int)NELEM(valid_vectors));
    tcase_add_loop_test(tc, invalid_vector, 0, (int)NELEM(invalid_vectors));
    tcase_add_loop_test(tc, generated, 0, QUICK(40, 4));
    tcase_add_loop_test(tc, run_lengths, 0, (int)NELEM(run_shapes));
    tcase_add_loop_test(tc, dataset, 0, (int)DATASET_COUNT);
    tcase_add_test(tc, unusual_arguments);
    tcase_set_timeout(tc, 300);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(oneshot_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed != 0;
}
