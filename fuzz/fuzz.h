/* SPDX-License-Identifier: MIT */
/* fuzz.h — what the fuzz targets share: the entry point's name, the check
 * that aborts with a message, the input splitting, and the invariants every
 * parse must keep.
 *
 * A target is one file, fuzz/fuzz_NAME.c, that starts with
 *     #define FUZZ_NAME NAME
 *     #include "fuzz.h"
 * and defines its entry with FUZZ_ENTRY(data, size) { ... return 0; }.
 * Built for libFuzzer (make fuzz) that is LLVMFuzzerTestOneInput; built for
 * the replay test (tests/fuzz_replay.c, make check, any compiler) every
 * target is compiled into one program and the entry is fuzz_one_NAME.
 * So that all targets fit in one program, a target's own helpers are static
 * and named NAME_*; the ones here are static and named fz_*.
 *
 * Input layout, the same for every target: byte 0 is a "control" byte
 * (flags, start rule: each target says which bits it reads); the rest is
 * the text, split at '\n' where a target needs two strings (base and
 * reference) or more. A valid URI never holds '\n' or bytes >= 0x80, so
 * the split never cuts one, and seeds stay readable text files.
 */
#ifndef LLURI_FUZZ_H
#define LLURI_FUZZ_H

#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lluri.h"
#include "lluri/extract.h"
#include "lluri/scheme.h"
#include "lluri/http.h"
#include "contract.h" /* tests/common: the writers' contract */

#define FZ_CAT2(a, b) a##b
#define FZ_CAT(a, b)  FZ_CAT2(a, b)

#ifdef FUZZ_REPLAY
/* tests/fuzz_targets.c (generated) lists the targets, ending with {0, 0}.
 * An entry returns -1 when it cannot run here (fuzz_differential without
 * uriparser). */
struct fuzz_target {
    const char *name;
    int (*one)(const uint8_t *data, size_t size);
};
extern const struct fuzz_target fuzz_targets[];
#define FUZZ_ENTRY(data, size) \
    int FZ_CAT(fuzz_one_, FUZZ_NAME)(const uint8_t *data, size_t size); \
    int FZ_CAT(fuzz_one_, FUZZ_NAME)(const uint8_t *data, size_t size)
#else
#define FUZZ_ENTRY(data, size) \
    int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size); \
    int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
#endif

/* Output buffers: every result here is at most a few times the input, and
 * inputs are capped at FZ_MAX_IN (longer ones are skipped), so FZ_OUT_FOR
 * the input's length is always enough; the targets check that too. Inputs
 * reach 1 MiB: fuzz/run.sh gives every target a run with long inputs
 * (-max_len=1048576); the short runs stay at libFuzzer's 4096. Parts of a
 * target that are quadratic in the length are done for short inputs only. */
#define FZ_MAX_IN        ((size_t)1 << 20)
#define FZ_OUT_FOR(n)    (4 * (size_t)(n) + 64)
#define FZ_OUT_MAX       FZ_OUT_FOR(FZ_MAX_IN)

#if defined(__GNUC__)
#define FZ_UNUSED __attribute__((unused))
#else
#define FZ_UNUSED
#endif

/* Print the failed invariant and the input, then abort (libFuzzer saves
 * the input as a crash; the replay test dies with the message). */
static FZ_UNUSED void fz_show(const char *what, const char *s, size_t n)
{
    size_t i;
    fprintf(stderr, "  %s (%zu bytes): \"", what, n);
    for (i = 0; i < n && i < 400; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\')
            fputc(c, stderr);
        else
            fprintf(stderr, "\\x%02x", c);
    }
    fprintf(stderr, "\"%s\n", n > 400 ? "..." : "");
}

#define FZ_CHECK(cond, ...)                                               \
    do {                                                                  \
        if (!(cond)) {                                                    \
            fprintf(stderr, "%s:%d: invariant failed: %s\n  ", __FILE__,  \
                    __LINE__, #cond);                                     \
            fprintf(stderr, __VA_ARGS__);                                 \
            fputc('\n', stderr);                                          \
            abort();                                                      \
        }                                                                 \
    } while (0)

/* The input split as documented above. */
typedef struct fz_input {
    unsigned    ctl;   /* byte 0, or 0 for an empty input */
    const char *text;  /* bytes 1 .. size */
    size_t      len;
} fz_input;

static FZ_UNUSED fz_input fz_split_ctl(const uint8_t *data, size_t size)
{
    fz_input in = { 0, "", 0 };
    if (size > 0) {
        in.ctl = data[0];
        in.text = (const char *)data + 1;
        in.len = size - 1;
    }
    return in;
}

/* The next '\n'-separated piece of *rest (all of it when there is no
 * '\n'); *rest moves past the separator. */
static FZ_UNUSED size_t fz_piece(const char **rest, size_t *left, const char **piece)
{
    const char *nl = *left ? memchr(*rest, '\n', *left) : NULL;
    size_t      n = nl ? (size_t)(nl - *rest) : *left;
    *piece = *rest;
    *rest += nl ? n + 1 : n;
    *left -= nl ? n + 1 : n;
    return n;
}

static FZ_UNUSED int fz_span_eq(const char *a, lluri_span sa, const char *b, lluri_span sb)
{
    return sa.len == sb.len && memcmp(a + sa.off, b + sb.off, sa.len) == 0;
}

/* Every invariant of a successful parse of s[0..n) with `flags`:
 *   - the bits agree with each other and with the host kind;
 *   - each span lies inside the input, absent ones are {0,0};
 *   - the spans, in the order scheme userinfo host port path query
 *     fragment, with the delimiters RFC 3986 §5.3 puts between them, make
 *     up the input byte for byte (so they are in order and disjoint);
 *   - each component matches its own ABNF rule on its own;
 *   - lluri_recompose() of the parts gives the input back byte for byte,
 *     and its parsed result has the same spans. */
static FZ_UNUSED void fz_check_uri(const lluri *u, const char *s, size_t n, unsigned flags)
{
    const uint32_t p = u->present;
    const lluri_span *sp[7] = { &u->scheme, &u->userinfo, &u->host, &u->port,
                                &u->path, &u->query, &u->fragment };
    static const uint32_t bit[7] = { LLURI_HAS_SCHEME, LLURI_HAS_USERINFO,
                                     LLURI_HAS_AUTHORITY, LLURI_HAS_PORT, 0,
                                     LLURI_HAS_QUERY, LLURI_HAS_FRAGMENT };
    static const int rule[7] = { LLURI_RULE_SCHEME, LLURI_RULE_USERINFO,
                                 LLURI_RULE_HOST, LLURI_RULE_PORT, LLURI_RULE_PATH,
                                 LLURI_RULE_QUERY, LLURI_RULE_FRAGMENT };
    static const char *const name[7] = { "scheme", "userinfo", "host", "port",
                                          "path", "query", "fragment" };
    const unsigned start = flags & LLURI_START_MASK;
    size_t pos = 0;
    int i;

    FZ_CHECK(u->src == s && u->len == n, "src/len not the input");
    FZ_CHECK((p & ~0x7fu) == 0, "unknown present bits %#x", p);
    FZ_CHECK((p & (LLURI_HAS_USERINFO | LLURI_HAS_PORT)) == 0 || (p & LLURI_HAS_AUTHORITY),
             "userinfo or port without a host");
    FZ_CHECK((u->host_kind == LLURI_HOST_NONE) == !(p & LLURI_HAS_AUTHORITY), "host kind %d, host bit %d",
             u->host_kind, !!(p & LLURI_HAS_AUTHORITY));
    FZ_CHECK(u->host_kind <= LLURI_HOST_IPVFUTURE, "host kind %d", u->host_kind);
    FZ_CHECK(!(p & LLURI_HAS_ZONE_ID) || (u->host_kind == LLURI_HOST_IPV6 && (flags & LLURI_ZONE_ID)),
             "zone id bit without an IPv6 literal and LLURI_ZONE_ID");
    if (start == LLURI_START_URI || start == LLURI_START_ABSOLUTE)
        FZ_CHECK(p & LLURI_HAS_SCHEME, "start rule %u needs a scheme", start);
    if (start == LLURI_START_RELATIVE)
        FZ_CHECK(!(p & LLURI_HAS_SCHEME), "relative-ref with a scheme");
    if (start == LLURI_START_ABSOLUTE)
        FZ_CHECK(!(p & LLURI_HAS_FRAGMENT), "absolute-URI with a fragment");

    for (i = 0; i < 7; i++) {
        const lluri_span x = *sp[i];
        FZ_CHECK(x.off <= n && x.len <= n - x.off, "%s span {%u,%u} outside %zu bytes", name[i],
                 x.off, x.len, n);
        if (bit[i] && !(p & bit[i])) {
            FZ_CHECK(x.off == 0 && x.len == 0, "absent %s has span {%u,%u}", name[i], x.off, x.len);
            continue;
        }
        /* the delimiter before the component */
        switch (i) {
        case 2:
            if (!(p & LLURI_HAS_USERINFO)) {
                FZ_CHECK(pos + 2 <= n && s[pos] == '/' && s[pos + 1] == '/', "no \"//\" at %zu", pos);
                pos += 2;
            }
            break;
        case 1:
            FZ_CHECK(pos + 2 <= n && s[pos] == '/' && s[pos + 1] == '/', "no \"//\" at %zu", pos);
            pos += 2;
            break;
        case 3: case 5: case 6:
            FZ_CHECK(pos < n, "no delimiter before %s at %zu", name[i], pos);
            FZ_CHECK(i != 3 || s[pos] == ':', "no ':' before the port at %zu", pos);
            FZ_CHECK(i != 5 || s[pos] == '?', "no '?' before the query at %zu", pos);
            FZ_CHECK(i != 6 || s[pos] == '#', "no '#' before the fragment at %zu", pos);
            pos += 1;
            break;
        default:
            break;
        }
        FZ_CHECK(x.off == pos, "%s at %u, expected at %zu", name[i], x.off, pos);
        pos += x.len;
        /* the delimiter after */
        if (i == 0) {
            FZ_CHECK(pos < n && s[pos] == ':', "no ':' after the scheme at %zu", pos);
            pos++;
        } else if (i == 1) {
            FZ_CHECK(pos < n && s[pos] == '@', "no '@' after the userinfo at %zu", pos);
            pos++;
        }
        if (x.len > 0 || i != 4) {
            lluri_error e;
            int r = rule[i];
            if (i == 2 && (p & LLURI_HAS_ZONE_ID))
                r = LLURI_RULE_IP_LITERAL_Z;
            FZ_CHECK(lluri_match(r, s + x.off, x.len, 0, &e) == 0, "%s does not match its rule %s (%s at %zu)",
                     name[i], lluri_rule_name(r), lluri_errname(e.code), e.offset);
        }
    }
    FZ_CHECK(pos == n, "the components end at %zu, the input at %zu", pos, n);

    if (u->host_kind == LLURI_HOST_IPV6 || u->host_kind == LLURI_HOST_IPVFUTURE) {
        FZ_CHECK(u->host.len >= 2 && s[u->host.off] == '[' && s[u->host.off + u->host.len - 1] == ']',
                 "IP literal without brackets");
        FZ_CHECK((s[u->host.off + 1] == 'v' || s[u->host.off + 1] == 'V') ==
                     (u->host_kind == LLURI_HOST_IPVFUTURE),
                 "IP literal kind %d", u->host_kind);
    } else if (u->host_kind == LLURI_HOST_IPV4) {
        FZ_CHECK(lluri_match(LLURI_RULE_IPV4ADDRESS, s + u->host.off, u->host.len, 0, NULL) == 0,
                 "IPv4 host does not match IPv4address");
    } else if (u->host_kind == LLURI_HOST_REG_NAME) {
        FZ_CHECK(lluri_match(LLURI_RULE_IPV4ADDRESS, s + u->host.off, u->host.len, 0, NULL) != 0,
                 "reg-name host matches IPv4address (first-match-wins, 3.2.2)");
    }

    /* recompose gives the input back */
    {
        const size_t cap = FZ_OUT_FOR(n);
        char   *out = malloc(cap);
        lluri   back;
        lluri_parts parts;
        lluri_error e;
        ptrdiff_t r;

        FZ_CHECK(out != NULL, "out of memory");
        lluri_get_parts(u, &parts);
        r = lluri_recompose(&parts, out, cap, &back, &e);
        FZ_CHECK(r >= 0, "recompose of a parsed URI fails: %s at %zu", lluri_errname((int)r), e.offset);
        FZ_CHECK((size_t)r == n && memcmp(out, s, n) == 0, "recompose gives %td bytes, not the input", r);
        FZ_CHECK(back.present == u->present && back.host_kind == u->host_kind,
                 "recompose's result: bits %#x kind %d, parse: %#x %d", back.present,
                 back.host_kind, u->present, u->host_kind);
        for (i = 0; i < 7; i++) {
            const lluri_span *bsp[7] = { &back.scheme, &back.userinfo, &back.host, &back.port,
                                         &back.path, &back.query, &back.fragment };
            FZ_CHECK(bsp[i]->off == sp[i]->off && bsp[i]->len == sp[i]->len,
                     "recompose's result has %s {%u,%u}, the parse {%u,%u}", name[i],
                     bsp[i]->off, bsp[i]->len, sp[i]->off, sp[i]->len);
        }
        free(out);
    }
}

/* Two parse results are the same (spans and bits). */
static FZ_UNUSED int fz_same_uri(const lluri *a, const lluri *b)
{
    return a->present == b->present && a->host_kind == b->host_kind &&
           a->len == b->len &&
           memcmp(&a->scheme, &b->scheme, 7 * sizeof(lluri_span)) == 0;
}

#endif /* LLURI_FUZZ_H */
