/* SPDX-License-Identifier: MIT */
/* test_parse.c — lluri_parse() and the incremental parser against RFC 3986:
 * the RFC's own examples, every row of vectors.h (components, presence
 * bits, host kind, start rules), absent versus empty components, error
 * codes and offsets for each kind of error, the round trip of RFC 3986
 * §5.3, and init/execute/finish fed in pieces. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif
#include "ck.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lluri.h"
#include "lluri/extract.h"
#include "lluri/scheme.h"
#include "parse/parse.h"
#include "parse/layout.h"
#include "vectors.h"
#include "quick.h"

/* ---- helpers ------------------------------------------------------------ */

/* A printable copy of an input for failure messages (C escapes for bytes
 * outside printable ASCII). Four rotating buffers, so that a message may
 * show more than one input. */
static const char *show(const char *s, size_t n)
{
    static char bufs[4][512];
    static unsigned next;
    char *out = bufs[next++ % 4];
    size_t o = 0;

    out[o++] = '"';
    for (size_t i = 0; i < n && o < sizeof bufs[0] - 8; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\')
            o += (size_t)snprintf(out + o, 3, "\\%c", c);
        else if (c >= 0x20 && c < 0x7f)
            out[o++] = (char)c;
        else
            o += (size_t)snprintf(out + o, 5, "\\x%02x", c);
    }
    out[o++] = '"';
    out[o] = '\0';
    return out;
}

static const char *const start_names[START_SLOTS] = {
    [LLURI_START_REFERENCE] = "URI-reference",
    [LLURI_START_URI] = "URI",
    [LLURI_START_ABSOLUTE] = "absolute-URI",
    [LLURI_START_RELATIVE] = "relative-ref",
};

/* The seven components, in RFC 3986 order. */
enum { C_SCHEME, C_USERINFO, C_HOST, C_PORT, C_PATH, C_QUERY, C_FRAGMENT,
       C_COUNT };

static const char *const component_names[C_COUNT] = {
    "scheme", "userinfo", "host", "port", "path", "query", "fragment",
};

/* The presence bit of each component; the path has none (always present). */
static const uint32_t component_bits[C_COUNT] = {
    LLURI_HAS_SCHEME, LLURI_HAS_USERINFO, LLURI_HAS_AUTHORITY, LLURI_HAS_PORT, 0,
    LLURI_HAS_QUERY, LLURI_HAS_FRAGMENT,
};

static lluri_span span_of(const lluri *u, int c)
{
    switch (c) {
    case C_SCHEME:   return u->scheme;
    case C_USERINFO: return u->userinfo;
    case C_HOST:     return u->host;
    case C_PORT:     return u->port;
    case C_PATH:     return u->path;
    case C_QUERY:    return u->query;
    default:         return u->fragment;
    }
}

static const char *expected_of(const struct valid_vector *v, int c)
{
    switch (c) {
    case C_SCHEME:   return v->scheme;
    case C_USERINFO: return v->userinfo;
    case C_HOST:     return v->host;
    case C_PORT:     return v->port;
    case C_PATH:     return v->path;
    case C_QUERY:    return v->query;
    default:         return v->fragment;
    }
}

/* The presence bits a row implies: one per component given, authority with
 * the host, a zone id when an IPv6 literal holds a "%". */
static uint32_t expected_present(const struct valid_vector *v)
{
    uint32_t bits = 0;
    for (int c = 0; c < C_COUNT; c++)
        if (expected_of(v, c) != NULL)
            bits |= component_bits[c];
    if (v->host != NULL)
        bits |= LLURI_HAS_AUTHORITY;
    if (v->host_kind == LLURI_HOST_IPV6 && strchr(v->host, '%') != NULL)
        bits |= LLURI_HAS_ZONE_ID;
    return bits;
}

/* Check a successful parse of `in` against row `v`. */
static void check_components(const struct valid_vector *v, const lluri *u,
                             const char *in, size_t n, const char *ctx)
{
    const char *shown = show(in, n);

    ck_assert_msg(v->path != NULL, "%s: row must give a path", shown);
    ck_assert_msg(u->src == in, "%s %s: src is not the input", shown, ctx);
    ck_assert_msg(u->len == n, "%s %s: len %u, want %zu", shown, ctx, u->len, n);
    for (int c = 0; c < C_COUNT; c++) {
        const char *want = expected_of(v, c);
        lluri_span sp = span_of(u, c), part;
        uint32_t bit = component_bits[c];
        /* lluri_part_span() says the same (its parts are in this order) */
        int has = lluri_part_span(u, (enum lluri_part)c, &part);
        ck_assert_msg(has == (want != NULL) && part.off == sp.off && part.len == sp.len,
                      "%s %s: lluri_part_span(%s) gives %d {%u, %u}", shown, ctx,
                      component_names[c], has, part.off, part.len);
        if (want == NULL) {
            ck_assert_msg(!(u->present & bit), "%s %s: %s present, want absent",
                          shown, ctx, component_names[c]);
            ck_assert_msg(sp.off == 0 && sp.len == 0,
                          "%s %s: absent %s has span {%u, %u}, want {0, 0}",
                          shown, ctx, component_names[c], sp.off, sp.len);
            continue;
        }
        if (bit)
            ck_assert_msg(u->present & bit, "%s %s: %s absent, want \"%s\"",
                          shown, ctx, component_names[c], want);
        ck_assert_msg((size_t)sp.off + sp.len <= n,
                      "%s %s: %s span {%u, %u} outside the input", shown, ctx,
                      component_names[c], sp.off, sp.len);
        ck_assert_msg(sp.len == strlen(want)
                          && memcmp(in + sp.off, want, sp.len) == 0,
                      "%s %s: %s is %s, want \"%s\"", shown, ctx,
                      component_names[c], show(in + sp.off, sp.len), want);
    }
    ck_assert_msg(u->present == expected_present(v),
                  "%s %s: present 0x%x, want 0x%x", shown, ctx, u->present,
                  expected_present(v));
    ck_assert_msg(u->host_kind == v->host_kind, "%s %s: host_kind %d, want %d",
                  shown, ctx, u->host_kind, v->host_kind);
}

/* After a failed parse *u is zeroed but for src (lluri.h). */
static void check_zeroed(const lluri *u, const char *in, const char *shown)
{
    ck_assert_msg(u->src == in, "%s: src not kept on error", shown);
    ck_assert_msg(u->len == 0 && u->present == 0 && u->host_kind == 0,
                  "%s: len/present/host_kind not zero on error", shown);
    for (int c = 0; c < C_COUNT; c++) {
        lluri_span sp = span_of(u, c);
        ck_assert_msg(sp.off == 0 && sp.len == 0, "%s: %s span not zero on error",
                      shown, component_names[c]);
    }
}

static int has_scheme_char(unsigned char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')
        || (c >= '0' && c <= '9') || c == '+' || c == '-' || c == '.';
}

/* How far a URI parser gets into a reference with no scheme: over the
 * bytes that could still be a scheme (ALPHA *( ALPHA / DIGIT / "+" / "-" /
 * "." )), to the first that cannot be, where ":" was wanted. */
static size_t scheme_candidate_len(const char *s, size_t n)
{
    size_t i = 0;
    if (n == 0 || !((s[0] >= 'A' && s[0] <= 'Z') || (s[0] >= 'a' && s[0] <= 'z')))
        return 0;
    while (i < n && has_scheme_char((unsigned char)s[i]))
        i++;
    return i;
}

/* ---- RFC 3986 §1.1.2 Examples, with explicit offsets ---------------------- */

struct span_row {
    const char *in;
    uint32_t present;
    uint8_t host_kind;
    lluri_span scheme, userinfo, host, port, path, query, fragment;
};

static const struct span_row rfc_example_spans[] = {
    { .in = "ftp://ftp.is.co.za/rfc/rfc1808.txt",
      .present = LLURI_HAS_SCHEME | LLURI_HAS_AUTHORITY | LLURI_HAS_AUTHORITY,
      .host_kind = LLURI_HOST_REG_NAME,
      .scheme = { 0, 3 }, .host = { 6, 12 }, .path = { 18, 16 } },
    { .in = "http://www.ietf.org/rfc/rfc2396.txt",
      .present = LLURI_HAS_SCHEME | LLURI_HAS_AUTHORITY | LLURI_HAS_AUTHORITY,
      .host_kind = LLURI_HOST_REG_NAME,
      .scheme = { 0, 4 }, .host = { 7, 12 }, .path = { 19, 16 } },
    { .in = "ldap://[2001:db8::7]/c=GB?objectClass?one",
      .present = LLURI_HAS_SCHEME | LLURI_HAS_AUTHORITY | LLURI_HAS_AUTHORITY
               | LLURI_HAS_QUERY,
      .host_kind = LLURI_HOST_IPV6,
      .scheme = { 0, 4 }, .host = { 7, 13 }, .path = { 20, 5 },
      .query = { 26, 15 } },
    { .in = "mailto:John.Doe@example.com",
      .present = LLURI_HAS_SCHEME,
      .scheme = { 0, 6 }, .path = { 7, 20 } },
    { .in = "news:comp.infosystems.www.servers.unix",
      .present = LLURI_HAS_SCHEME,
      .scheme = { 0, 4 }, .path = { 5, 33 } },
    { .in = "tel:+1-816-555-1212",
      .present = LLURI_HAS_SCHEME,
      .scheme = { 0, 3 }, .path = { 4, 15 } },
    { .in = "telnet://192.0.2.16:80/",
      .present = LLURI_HAS_SCHEME | LLURI_HAS_AUTHORITY | LLURI_HAS_AUTHORITY
               | LLURI_HAS_PORT,
      .host_kind = LLURI_HOST_IPV4,
      .scheme = { 0, 6 }, .host = { 9, 10 }, .port = { 20, 2 }, .path = { 22, 1 } },
    { .in = "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
      .present = LLURI_HAS_SCHEME,
      .scheme = { 0, 3 }, .path = { 4, 47 } },
    /* §3 */
    { .in = "foo://example.com:8042/over/there?name=ferret#nose",
      .present = LLURI_HAS_SCHEME | LLURI_HAS_AUTHORITY | LLURI_HAS_AUTHORITY
               | LLURI_HAS_PORT | LLURI_HAS_QUERY | LLURI_HAS_FRAGMENT,
      .host_kind = LLURI_HOST_REG_NAME,
      .scheme = { 0, 3 }, .host = { 6, 11 }, .port = { 18, 4 }, .path = { 22, 11 },
      .query = { 34, 11 }, .fragment = { 46, 4 } },
    { .in = "urn:example:animal:ferret:nose",
      .present = LLURI_HAS_SCHEME,
      .scheme = { 0, 3 }, .path = { 4, 26 } },
};

static void expect_span(const char *in, const char *name, lluri_span got,
                        lluri_span want)
{
    ck_assert_msg(got.off == want.off && got.len == want.len,
                  "%s: %s span {%u, %u}, want {%u, %u}", in, name, got.off,
                  got.len, want.off, want.len);
}

START_TEST(test_rfc_examples_spans)
{
    const struct span_row *r = &rfc_example_spans[_i];
    lluri u;
    lluri_error err;
    int rc = lluri_parse(&u, r->in, strlen(r->in), LLURI_START_URI, &err);

    ck_assert_msg(rc == 0, "%s: %s at %zu", r->in, lluri_errname(rc), err.offset);
    ck_assert_uint_eq(u.present, r->present);
    ck_assert_uint_eq(u.host_kind, r->host_kind);
    expect_span(r->in, "scheme", u.scheme, r->scheme);
    expect_span(r->in, "userinfo", u.userinfo, r->userinfo);
    expect_span(r->in, "host", u.host, r->host);
    expect_span(r->in, "port", u.port, r->port);
    expect_span(r->in, "path", u.path, r->path);
    expect_span(r->in, "query", u.query, r->query);
    expect_span(r->in, "fragment", u.fragment, r->fragment);
}
END_TEST

/* ---- every valid vector ----------------------------------------------------- */

/* The row's start rules follow from its components: URI-reference always;
 * URI with a scheme; absolute-URI with a scheme and no fragment;
 * relative-ref without a scheme (§4.1-§4.3). */
START_TEST(test_valid_row_is_consistent)
{
    const struct valid_vector *v = &valid_vectors[_i];
    unsigned want = V_REF;

    if (v->scheme != NULL) {
        want |= V_URI;
        if (v->fragment == NULL)
            want |= V_ABS;
    } else {
        want |= V_REL;
    }
    ck_assert_msg(v->starts == want, "%s: starts 0x%x, components say 0x%x",
                  v->in, v->starts, want);
    ck_assert_msg((v->host == NULL) == (v->host_kind == LLURI_HOST_NONE),
                  "%s: host and host_kind disagree", v->in);
    ck_assert_msg((v->userinfo == NULL && v->port == NULL) || v->host != NULL,
                  "%s: userinfo or port without a host", v->in);
}
END_TEST

START_TEST(test_valid_vector)
{
    const struct valid_vector *v = &valid_vectors[_i];
    size_t n = vector_len(v->in, v->len);

    FOR_EACH_START(start) {
        lluri u;
        lluri_error err = { -99, 12345 };
        int rc = lluri_parse(&u, v->in, n, start | v->flags, &err);
        const char *shown = show(v->in, n);

        if (v->starts & (1u << start)) {
            ck_assert_msg(rc == 0, "%s as %s: %s at %zu, want valid", shown,
                          start_names[start], lluri_errname(rc), err.offset);
            ck_assert_msg(err.code == LLURI_OK && err.offset == 0,
                          "%s: err not reset on success", shown);
            check_components(v, &u, v->in, n, start_names[start]);
            continue;
        }
        /* Not valid under this start rule: the error says why and where. */
        int want;
        size_t at;
        if (start == LLURI_START_RELATIVE) {
            want = LLURI_ESCHEMEREL;          /* at the ":" after the scheme */
            at = strlen(v->scheme);
        } else if (v->scheme == NULL) {
            /* "/" "?" "#" or the end before a ":": no scheme; any other
             * byte that cannot go on a scheme: a bad scheme */
            at = scheme_candidate_len(v->in, n);
            want = at == n || strchr("/?#", v->in[at]) ? LLURI_ENOSCHEME
                                                       : LLURI_ESCHEME;
        } else {
            want = LLURI_ENOFRAGMENT;         /* absolute-URI: at the "#" */
            at = (size_t)(strchr(v->in, '#') - v->in);
        }
        ck_assert_msg(rc == want && err.code == want && err.offset == at,
                      "%s as %s: %s at %zu, want %s at %zu", shown,
                      start_names[start], lluri_errname(rc), err.offset,
                      lluri_errname(want), at);
        check_zeroed(&u, v->in, shown);
    }
}
END_TEST

/* RFC 6874 zone ids are valid only under LLURI_ZONE_ID: without it the
 * "%" is the first byte that cannot be taken. */
START_TEST(test_valid_vector_zone_flag)
{
    const struct valid_vector *v = &valid_vectors[_i];
    size_t n = vector_len(v->in, v->len);
    lluri u, uz;
    lluri_error err;
    int rc;

    if (v->flags & LLURI_ZONE_ID) {
        rc = lluri_parse(&u, v->in, n, v->flags & ~LLURI_ZONE_ID, &err);
        size_t pct = (size_t)(strchr(v->in, '%') - v->in);
        ck_assert_msg(rc == LLURI_EIPLITERAL && err.offset == pct,
                      "%s without LLURI_ZONE_ID: %s at %zu, want LLURI_EIPLITERAL at %zu",
                      v->in, lluri_errname(rc), err.offset, pct);
    } else {
        /* LLURI_ZONE_ID only adds inputs: every other one parses the same */
        rc = lluri_parse(&u, v->in, n, 0, NULL);
        ck_assert_int_eq(rc, 0);
        rc = lluri_parse(&uz, v->in, n, LLURI_ZONE_ID, NULL);
        ck_assert_int_eq(rc, 0);
        check_components(v, &uz, v->in, n, "with LLURI_ZONE_ID");
    }
}
END_TEST

/* Each component lies inside the input, in RFC order, and the last one
 * ends where the input does. */
START_TEST(test_spans_in_order)
{
    const struct valid_vector *v = &valid_vectors[_i];
    size_t n = vector_len(v->in, v->len);
    lluri u;
    uint32_t pos = 0;

    ck_assert_int_eq(lluri_parse(&u, v->in, n, v->flags, NULL), 0);
    for (int c = 0; c < C_COUNT; c++) {
        lluri_span sp = span_of(&u, c);
        if (component_bits[c] && !(u.present & component_bits[c]))
            continue;
        ck_assert_msg(sp.off >= pos, "%s: %s starts at %u, before %u", v->in,
                      component_names[c], sp.off, pos);
        ck_assert_msg((size_t)sp.off + sp.len <= n, "%s: %s ends past the input",
                      v->in, component_names[c]);
        pos = sp.off + sp.len;
    }
    ck_assert_msg(pos == n, "%s: last component ends at %u of %zu", v->in, pos, n);

    /* the layout check (parse/layout.h: what the scheme grammars and the
     * writers' fast paths rely on) holds for every parsed URI, and fails
     * once a span or bit is edited out of it; the span check fails only
     * for a span outside the text */
    ck_assert_msg(lluri__as_parsed(&u), "%s: not laid out as parsed", v->in);
    ck_assert(lluri__spans_in(&u));
    lluri e = u;
    e.path.off++;
    ck_assert(!lluri__as_parsed(&e));
    e = u;
    e.len++;
    ck_assert(!lluri__as_parsed(&e));
    ck_assert(!lluri__as_parsed(&e) && lluri__spans_in(&e));
    if (u.present & LLURI_HAS_QUERY) {
        e = u;
        e.present &= ~LLURI_HAS_QUERY;
        ck_assert(!lluri__as_parsed(&e) && lluri__spans_in(&e));
    }
    if (u.present & LLURI_HAS_AUTHORITY) {
        e = u;
        e.host.len = (uint32_t)n + 1;
        ck_assert(!lluri__as_parsed(&e));
        ck_assert(!lluri__spans_in(&e));
        ck_assert(!lluri__spans_in(&e));
    }
    if (!(u.present & LLURI_HAS_QUERY)) {   /* an absent span is not read */
        e = u;
        e.query = (lluri_span){ (uint32_t)n + 100, 5 };
        ck_assert(lluri__as_parsed(&e));
    }
}
END_TEST

/* RFC 3986 §5.3 Component Recomposition, with the presence bits deciding
 * each delimiter: the result is the input, byte for byte. */
static size_t recompose(const lluri *u, char *out, size_t cap)
{
    size_t o = 0;
#define PUT(p, n) do { ck_assert(o + (n) <= cap); memcpy(out + o, (p), (n)); o += (n); } while (0)
#define PUTS(lit) PUT(lit, sizeof(lit) - 1)
#define PUTSPAN(sp) PUT(u->src + (sp).off, (sp).len)
    if (u->present & LLURI_HAS_SCHEME) {
        PUTSPAN(u->scheme);
        PUTS(":");
    }
    if (u->present & LLURI_HAS_AUTHORITY) {
        PUTS("//");
        if (u->present & LLURI_HAS_USERINFO) {
            PUTSPAN(u->userinfo);
            PUTS("@");
        }
        PUTSPAN(u->host);
        if (u->present & LLURI_HAS_PORT) {
            PUTS(":");
            PUTSPAN(u->port);
        }
    }
    PUTSPAN(u->path);
    if (u->present & LLURI_HAS_QUERY) {
        PUTS("?");
        PUTSPAN(u->query);
    }
    if (u->present & LLURI_HAS_FRAGMENT) {
        PUTS("#");
        PUTSPAN(u->fragment);
    }
#undef PUTSPAN
#undef PUTS
#undef PUT
    return o;
}

START_TEST(test_round_trip)
{
    const struct valid_vector *v = &valid_vectors[_i];
    size_t n = vector_len(v->in, v->len);
    char out[512];
    lluri u;

    FOR_EACH_START(start) {
        if (!(v->starts & (1u << start)))
            continue;
        ck_assert_int_eq(lluri_parse(&u, v->in, n, start | v->flags, NULL), 0);
        size_t m = recompose(&u, out, sizeof out);
        ck_assert_msg(m == n && memcmp(out, v->in, n) == 0,
                      "%s as %s recomposes to %s", show(v->in, n),
                      start_names[start], show(out, m));
    }
}
END_TEST

/* Each component, matched alone against its own ABNF rule, matches; the
 * path against the alternative §3 / §4.2 allow where it stands. */
static void expect_rule(int rule, const lluri *u, lluri_span sp, const char *in)
{
    lluri_error err;
    int rc = lluri_match(rule, u->src + sp.off, sp.len, 0, &err);
    ck_assert_msg(rc == 0, "%s: %s %s does not match (%s at %zu)", in,
                  lluri_rule_name(rule), show(u->src + sp.off, sp.len),
                  lluri_errname(rc), err.offset);
}

static int matches(int rule, const lluri *u, lluri_span sp)
{
    return lluri_match(rule, u->src + sp.off, sp.len, 0, NULL) == 0;
}

START_TEST(test_components_match_rules)
{
    const struct valid_vector *v = &valid_vectors[_i];
    size_t n = vector_len(v->in, v->len);
    lluri u;

    ck_assert_int_eq(lluri_parse(&u, v->in, n, v->flags, NULL), 0);
    if (u.present & LLURI_HAS_SCHEME)
        expect_rule(LLURI_RULE_SCHEME, &u, u.scheme, v->in);
    if (u.present & LLURI_HAS_USERINFO)
        expect_rule(LLURI_RULE_USERINFO, &u, u.userinfo, v->in);
    if (u.present & LLURI_HAS_AUTHORITY)
        expect_rule((u.present & LLURI_HAS_ZONE_ID) ? LLURI_RULE_IP_LITERAL_Z
                                                     : LLURI_RULE_HOST,
                    &u, u.host, v->in);
    if (u.present & LLURI_HAS_PORT)
        expect_rule(LLURI_RULE_PORT, &u, u.port, v->in);
    if (u.present & LLURI_HAS_QUERY)
        expect_rule(LLURI_RULE_QUERY, &u, u.query, v->in);
    if (u.present & LLURI_HAS_FRAGMENT)
        expect_rule(LLURI_RULE_FRAGMENT, &u, u.fragment, v->in);

    if (u.present & LLURI_HAS_AUTHORITY) {
        /* "//" authority path-abempty */
        expect_rule(LLURI_RULE_PATH_ABEMPTY, &u, u.path, v->in);
    } else if (u.present & LLURI_HAS_SCHEME) {
        /* hier-part: path-absolute / path-rootless / path-empty */
        ck_assert_msg(matches(LLURI_RULE_PATH_ABSOLUTE, &u, u.path)
                          || matches(LLURI_RULE_PATH_ROOTLESS, &u, u.path)
                          || matches(LLURI_RULE_PATH_EMPTY, &u, u.path),
                      "%s: path is no hier-part path", v->in);
    } else {
        /* relative-part: path-absolute / path-noscheme / path-empty */
        ck_assert_msg(matches(LLURI_RULE_PATH_ABSOLUTE, &u, u.path)
                          || matches(LLURI_RULE_PATH_NOSCHEME, &u, u.path)
                          || matches(LLURI_RULE_PATH_EMPTY, &u, u.path),
                      "%s: path is no relative-part path", v->in);
    }
    /* the host kind is the alternative of §3.2.2 host that matches first */
    if (u.present & LLURI_HAS_AUTHORITY) {
        int want;
        if (matches(LLURI_RULE_IP_LITERAL_Z, &u, u.host))
            want = matches(LLURI_RULE_IPVFUTURE, &u,
                           (lluri_span){ u.host.off + 1, u.host.len - 2 })
                       ? LLURI_HOST_IPVFUTURE : LLURI_HOST_IPV6;
        else if (matches(LLURI_RULE_IPV4ADDRESS, &u, u.host))
            want = LLURI_HOST_IPV4;
        else
            want = LLURI_HOST_REG_NAME;
        ck_assert_msg(u.host_kind == want, "%s: host_kind %d, rules say %d",
                      v->in, u.host_kind, want);
    }
}
END_TEST

/* ---- every invalid vector ------------------------------------------------- */

START_TEST(test_invalid_vector)
{
    const struct invalid_vector *v = &invalid_vectors[_i];
    size_t n = vector_len(v->in, v->len);
    const char *shown = show(v->in, n);
    lluri u;
    lluri_error err = { 0, 99999 };
    int rc = lluri_parse(&u, v->in, n, v->flags, &err);

    ck_assert_msg(rc == v->code && err.code == v->code && err.offset == v->offset,
                  "%s (flags 0x%x): %s (err %s) at %zu, want %s at %zu", shown,
                  v->flags, lluri_errname(rc), lluri_errname(err.code),
                  err.offset, lluri_errname(v->code), v->offset);
    check_zeroed(&u, v->in, shown);
    /* the same without an lluri_error to fill */
    ck_assert_int_eq(lluri_parse(&u, v->in, n, v->flags, NULL), v->code);
    ck_assert_msg(v->stop == 0 || v->stop > v->offset,
                  "%s: a stop before the offset makes no sense", shown);
}
END_TEST

/* ---- absent is not empty (lluri.h, RFC 3986 §5.3) ------------------------- */

START_TEST(test_absent_vs_empty)
{
    lluri u;

    ck_assert_int_eq(lluri_parse(&u, "http://a", 8, 0, NULL), 0);
    ck_assert(!(u.present & LLURI_HAS_QUERY));
    ck_assert(!(u.present & LLURI_HAS_FRAGMENT));
    ck_assert(!(u.present & LLURI_HAS_PORT));
    ck_assert(!(u.present & LLURI_HAS_USERINFO));

    ck_assert_int_eq(lluri_parse(&u, "http://a?", 9, 0, NULL), 0);
    ck_assert(u.present & LLURI_HAS_QUERY);
    ck_assert_uint_eq(u.query.off, 9);
    ck_assert_uint_eq(u.query.len, 0);
    ck_assert(!(u.present & LLURI_HAS_FRAGMENT));

    ck_assert_int_eq(lluri_parse(&u, "http://a#", 9, 0, NULL), 0);
    ck_assert(u.present & LLURI_HAS_FRAGMENT);
    ck_assert_uint_eq(u.fragment.off, 9);
    ck_assert_uint_eq(u.fragment.len, 0);
    ck_assert(!(u.present & LLURI_HAS_QUERY));

    ck_assert_int_eq(lluri_parse(&u, "//", 2, 0, NULL), 0);
    ck_assert(u.present & LLURI_HAS_AUTHORITY);
    ck_assert(u.present & LLURI_HAS_AUTHORITY);
    ck_assert_uint_eq(u.host.off, 2);
    ck_assert_uint_eq(u.host.len, 0);
    ck_assert_int_eq(u.host_kind, LLURI_HOST_REG_NAME);

    ck_assert_int_eq(lluri_parse(&u, "http://h:", 9, 0, NULL), 0);
    ck_assert(u.present & LLURI_HAS_PORT);
    ck_assert_uint_eq(u.port.off, 9);
    ck_assert_uint_eq(u.port.len, 0);

    ck_assert_int_eq(lluri_parse(&u, "http://@h", 9, 0, NULL), 0);
    ck_assert(u.present & LLURI_HAS_USERINFO);
    ck_assert_uint_eq(u.userinfo.off, 7);
    ck_assert_uint_eq(u.userinfo.len, 0);
    ck_assert_uint_eq(u.host.off, 8);
    ck_assert_uint_eq(u.host.len, 1);

    /* "" is a relative-ref with an empty path and nothing else */
    ck_assert_int_eq(lluri_parse(&u, "", 0, 0, NULL), 0);
    ck_assert_uint_eq(u.present, 0);
    ck_assert_uint_eq(u.path.off, 0);
    ck_assert_uint_eq(u.path.len, 0);
    ck_assert_int_eq(u.host_kind, LLURI_HOST_NONE);

    ck_assert_int_eq(lluri_parse(&u, "?", 1, 0, NULL), 0);
    ck_assert_uint_eq(u.present, LLURI_HAS_QUERY);
    ck_assert_uint_eq(u.query.off, 1);
    ck_assert_uint_eq(u.query.len, 0);

    ck_assert_int_eq(lluri_parse(&u, "#", 1, 0, NULL), 0);
    ck_assert_uint_eq(u.present, LLURI_HAS_FRAGMENT);
    ck_assert_uint_eq(u.fragment.off, 1);
    ck_assert_uint_eq(u.fragment.len, 0);
}
END_TEST

/* An absent component is {0, 0} whatever its span says (a caller's edit),
 * and a value out of the enum is no component. */
START_TEST(test_part_span_absent)
{
    lluri u;
    lluri_span sp;

    ck_assert_int_eq(lluri_parse(&u, "http://a/b?c", 12, 0, NULL), 0);
    u.present &= ~LLURI_HAS_QUERY;
    ck_assert_int_eq(lluri_part_span(&u, LLURI_PART_QUERY, &sp), 0);
    ck_assert_uint_eq(sp.off, 0);
    ck_assert_uint_eq(sp.len, 0);
    ck_assert_int_eq(lluri_part_span(&u, LLURI_PART_HOST, &sp), 1);
    ck_assert_uint_eq(sp.off, 7);
    ck_assert_int_eq(lluri_part_span(&u, LLURI_PART_COUNT, &sp), 0);
    ck_assert_uint_eq(sp.len, 0);
}
END_TEST

/* ---- §3.2.2 host kind: first-match-wins ------------------------------------- */

static const struct host_kind_row {
    const char *in;
    unsigned flags;
    int host_kind;
} host_kind_rows[] = {
    { .in = "http://1.2.3.4/", .host_kind = LLURI_HOST_IPV4 },
    { .in = "http://0.0.0.0", .host_kind = LLURI_HOST_IPV4 },
    { .in = "http://255.255.255.255:1", .host_kind = LLURI_HOST_IPV4 },
    { .in = "http://1.2.3.256/", .host_kind = LLURI_HOST_REG_NAME },
    { .in = "http://1.2.3/", .host_kind = LLURI_HOST_REG_NAME },
    { .in = "http://1.2.3.4.5/", .host_kind = LLURI_HOST_REG_NAME },
    { .in = "http://01.2.3.4/", .host_kind = LLURI_HOST_REG_NAME },
    { .in = "http://1.2.3.4./", .host_kind = LLURI_HOST_REG_NAME },
    { .in = "http://%31.2.3.4/", .host_kind = LLURI_HOST_REG_NAME },
    { .in = "http://example.com/", .host_kind = LLURI_HOST_REG_NAME },
    { .in = "http:///", .host_kind = LLURI_HOST_REG_NAME },
    { .in = "http://[::1]/", .host_kind = LLURI_HOST_IPV6 },
    { .in = "http://[::1.2.3.4]/", .host_kind = LLURI_HOST_IPV6 },
    { .in = "http://[fe80::1%25eth0]/", .flags = LLURI_ZONE_ID,
      .host_kind = LLURI_HOST_IPV6 },
    { .in = "http://[v1.x]/", .host_kind = LLURI_HOST_IPVFUTURE },
    { .in = "http://[VF.1:2]/", .host_kind = LLURI_HOST_IPVFUTURE },
    { .in = "mailto:a@b", .host_kind = LLURI_HOST_NONE },
    { .in = "/p", .host_kind = LLURI_HOST_NONE },
};

START_TEST(test_host_kind)
{
    const struct host_kind_row *r = &host_kind_rows[_i];
    lluri u;
    lluri_error err;
    int rc = lluri_parse(&u, r->in, strlen(r->in), r->flags, &err);

    ck_assert_msg(rc == 0, "%s: %s at %zu", r->in, lluri_errname(rc), err.offset);
    ck_assert_msg(u.host_kind == r->host_kind, "%s: host_kind %d (%s), want %d",
                  r->in, u.host_kind, lluri_host_kind_name(u.host_kind),
                  r->host_kind);
    ck_assert_msg(!!(u.present & LLURI_HAS_ZONE_ID) == !!(r->flags & LLURI_ZONE_ID),
                  "%s: HAS_ZONE_ID wrong", r->in);
}
END_TEST

START_TEST(test_host_kind_name)
{
    ck_assert_str_eq(lluri_host_kind_name(LLURI_HOST_REG_NAME), "reg-name");
    ck_assert_str_eq(lluri_host_kind_name(LLURI_HOST_IPV4), "ipv4");
    ck_assert_str_eq(lluri_host_kind_name(LLURI_HOST_IPV6), "ipv6");
    ck_assert_str_eq(lluri_host_kind_name(LLURI_HOST_IPVFUTURE), "ipvfuture");
    ck_assert_ptr_null(lluri_host_kind_name(LLURI_HOST_NONE));
    ck_assert_ptr_null(lluri_host_kind_name(5));
    ck_assert_ptr_null(lluri_host_kind_name(-1));
}
END_TEST

/* ---- flags ---------------------------------------------------------------- */

/* RFC 6874: "http://[fe80::1%25eth0]/" is a URI only with the zone id
 * extension. */
START_TEST(test_zone_id_flag)
{
    static const char in[] = "http://[fe80::1%25eth0]/";
    lluri u;
    lluri_error err;

    ck_assert_int_eq(lluri_parse(&u, in, sizeof in - 1, 0, &err), LLURI_EIPLITERAL);
    ck_assert_uint_eq(err.offset, 15); /* the "%" */
    ck_assert_int_eq(lluri_parse(&u, in, sizeof in - 1, LLURI_START_URI, &err),
                     LLURI_EIPLITERAL);
    ck_assert_uint_eq(err.offset, 15);

    ck_assert_int_eq(lluri_parse(&u, in, sizeof in - 1, LLURI_ZONE_ID, &err), 0);
    ck_assert(u.present & LLURI_HAS_ZONE_ID);
    ck_assert_int_eq(u.host_kind, LLURI_HOST_IPV6);
    ck_assert_uint_eq(u.host.off, 7);
    ck_assert_uint_eq(u.host.len, 16);
    ck_assert_int_eq(lluri_parse(&u, in, sizeof in - 1, LLURI_ZONE_ID | LLURI_START_ABSOLUTE,
                                 &err), 0);
    ck_assert(u.present & LLURI_HAS_ZONE_ID);

    /* without a zone id the flag changes nothing, HAS_ZONE_ID stays clear */
    ck_assert_int_eq(lluri_parse(&u, "http://[fe80::1]/", 17, LLURI_ZONE_ID, &err), 0);
    ck_assert(!(u.present & LLURI_HAS_ZONE_ID));
    ck_assert_int_eq(u.host_kind, LLURI_HOST_IPV6);
}
END_TEST

/* Unknown flag bits are an error, never ignored. */
START_TEST(test_unknown_flags)
{
    static const char in[] = "a:b";
    unsigned bit = (unsigned)_i;
    unsigned flags = 1u << bit;
    lluri u;
    lluri_error err = { 0, 777 };
    lluri_parser ps;

    ck_assert((flags & LLURI_PARSE_FLAGS) == 0);
    ck_assert_int_eq(lluri_parse(&u, in, 3, flags, &err), LLURI_EFLAGS);
    ck_assert_int_eq(err.code, LLURI_EFLAGS);
    ck_assert_uint_eq(err.offset, 0);
    check_zeroed(&u, in, in);
    ck_assert_int_eq(lluri_parse(&u, in, 3, flags | LLURI_ZONE_ID | LLURI_START_URI, &err),
                     LLURI_EFLAGS);
    ck_assert_int_eq(lluri_parse(&u, NULL, 0, flags, &err), LLURI_EFLAGS);

    lluri_parser_init(&ps, flags);
    ck_assert_int_eq(lluri_parser_execute(&ps, in, 0, &err), LLURI_EFLAGS);
    ck_assert_int_eq(lluri_parser_execute(&ps, in, 3, &err), LLURI_EFLAGS);
    ck_assert_int_eq(lluri_parser_finish(&ps, &u, in, 3, &err), LLURI_EFLAGS);
}
END_TEST

/* The start rule is one of four values, never a sum of two: the review's
 * probe "LLURI_URI | LLURI_ABSOLUTE" (then equal to LLURI_RELATIVE) is an
 * error now, as is every other pair. */
START_TEST(test_two_start_rules)
{
    static const unsigned pairs[] = {
        LLURI_START_URI | LLURI_START_ABSOLUTE, LLURI_START_URI | LLURI_START_RELATIVE,
        LLURI_START_ABSOLUTE | LLURI_START_RELATIVE, LLURI_START_MASK,
    };
    for (size_t i = 0; i < NELEM(pairs); i++) {
        lluri u;
        lluri_error err = { 0, 777 };
        lluri_parser ps;
        ck_assert_int_eq(lluri_parse(&u, "http://a/", 9, pairs[i], &err), LLURI_EFLAGS);
        ck_assert_int_eq(err.code, LLURI_EFLAGS);
        ck_assert_uint_eq(err.offset, 0);
        ck_assert_int_eq(lluri_parser_init(&ps, pairs[i] | LLURI_ZONE_ID), LLURI_EFLAGS);
        ck_assert_int_eq(lluri_parser_finish(&ps, &u, "http://a/", 9, &err), LLURI_EFLAGS);
    }
    ck_assert_int_eq(lluri_parser_init(NULL, 0), LLURI_EINVAL);
}
END_TEST

/* A flag of another function's family is not lluri_parse's. */
START_TEST(test_other_families)
{
    static const unsigned others[] = {
        LLURI_NORM_CASE, LLURI_NORM_DOTS, LLURI_RESOLVE_COMPAT, LLURI_PCT_FORM,
        LLURI_QUERY_SEMICOLON, LLURI_SCHEME_AS_DATABASE, LLURI_EXTRACT_ANY_SCHEME,
    };
    for (size_t i = 0; i < NELEM(others); i++) {
        lluri u;
        lluri_error err = { 0, 777 };
        ck_assert_msg((others[i] & LLURI_PARSE_FLAGS) == 0, "flag %#x", others[i]);
        ck_assert_int_eq(lluri_parse(&u, "a:b", 3, others[i], &err), LLURI_EFLAGS);
        ck_assert_int_eq(err.code, LLURI_EFLAGS);
    }
}
END_TEST

/* ---- LLURI_PARTIAL: what was complete before the error ------------------------ */

static const struct partial_row {
    const char *in;
    unsigned    flags;
    int         code;
    size_t      offset;
    const char *prefix;     /* the partial result's text, NULL: none */
} partial_rows[] = {
    { "http://h/a b", 0, LLURI_EPATH, 10, "http://h" },
    { "http://a:1x/", 0, LLURI_EPORT, 10, "http:" },
    { "http://u:p@ss@host/", 0, LLURI_EHOST, 13, "http:" },
    { "https://b\xc3\xbc" "cher.de/", 0, LLURI_EHOST, 9, "https:" },
    { "x?a b", 0, LLURI_EQUERY, 3, "x" },
    { "http://h/p?q#f#g", 0, LLURI_EFRAGMENT, 14, "http://h/p?q" },
    { "http://h/p?q r#f", 0, LLURI_EQUERY, 12, "http://h/p" },
    { "http://h/p#x", LLURI_START_ABSOLUTE, LLURI_ENOFRAGMENT, 10, "http://h/p" },
    { "//h/p q", 0, LLURI_EPATH, 5, "//h" },
    { "mailto:a b", LLURI_START_URI, LLURI_EPATH, 8, "mailto:" },
    { "http://[fe80::1%25eth0]/ x", LLURI_ZONE_ID, LLURI_EPATH, 24, "http://[fe80::1%25eth0]" },
    /* nothing complete before the error: zeroed, no LLURI_HAS_PARTIAL */
    { "1x:y", 0, LLURI_ESCHEME, 0, NULL },
    { "//h/p q", LLURI_START_URI, LLURI_ENOSCHEME, 0, NULL },
    { "a:b c", LLURI_START_RELATIVE, LLURI_ESCHEMEREL, 1, NULL },
    { "a b", 0, LLURI_EPATH, 1, NULL },
};

/* One row: the error is that of a parse without the flag; the partial
 * result is the parse of its prefix, and LLURI_HAS_PARTIAL; the
 * incremental parser, fed a byte at a time, ends with the same. */
START_TEST(test_partial)
{
    const struct partial_row *r = &partial_rows[_i];
    size_t n = strlen(r->in);
    lluri u, want, inc;
    lluri_error e, e0, ei;
    lluri_parser ps;

    ck_assert_int_eq(lluri_parse(&u, r->in, n, r->flags, &e0), r->code);
    ck_assert_uint_eq(e0.offset, r->offset);
    ck_assert_int_eq(lluri_parse(&u, r->in, n, r->flags | LLURI_PARTIAL, &e), r->code);
    ck_assert_int_eq(e.code, r->code);
    ck_assert_uint_eq(e.offset, r->offset);
    if (r->prefix == NULL) {
        check_zeroed(&u, r->in, r->in);
    } else {
        size_t pn = strlen(r->prefix);
        ck_assert_msg(u.present & LLURI_HAS_PARTIAL, "%s: no LLURI_HAS_PARTIAL", r->in);
        ck_assert_msg(u.src == r->in && u.len == pn && memcmp(r->in, r->prefix, pn) == 0,
                      "%s: partial length %u, want %zu", r->in, u.len, pn);
        ck_assert_int_eq(lluri_parse(&want, r->in, pn, r->flags, NULL), 0);
        want.present |= LLURI_HAS_PARTIAL;
        ck_assert_msg(memcmp(&u, &want, sizeof u) == 0, "%s: not the prefix's parse", r->in);
    }
    /* incremental, a byte at a time: the same error and the same struct */
    ck_assert_int_eq(lluri_parser_init(&ps, r->flags | LLURI_PARTIAL), 0);
    for (size_t i = 1; i <= n; i++)
        if (lluri_parser_execute(&ps, r->in, i, NULL) < 0)
            break;
    ck_assert_int_eq(lluri_parser_finish(&ps, &inc, r->in, n, &ei), r->code);
    ck_assert_uint_eq(ei.offset, r->offset);
    ck_assert_msg(memcmp(&u, &inc, sizeof u) == 0, "%s: incremental differs", r->in);
}
END_TEST

START_TEST(test_partial_not_for_misuse)
{
    /* bad flags and bad arguments are no syntax error: nothing partial */
    lluri u;
    lluri_error e;
    ck_assert_int_eq(lluri_parse(&u, "http://h/ x", 11,
                                 LLURI_PARTIAL | LLURI_START_URI | LLURI_START_RELATIVE, &e),
                     LLURI_EFLAGS);
    check_zeroed(&u, "http://h/ x", "two start rules");
    ck_assert_int_eq(lluri_parse(&u, NULL, 3, LLURI_PARTIAL, &e), LLURI_EINVAL);
    ck_assert_int_eq(u.present, 0);
    /* and a valid input is parsed as ever, without the bit */
    ck_assert_int_eq(lluri_parse(&u, "http://h/x", 10, LLURI_PARTIAL, &e), 0);
    ck_assert_int_eq(u.present & LLURI_HAS_PARTIAL, 0);
    ck_assert_uint_eq(u.len, 10);
}
END_TEST

/* ---- error codes and offsets, one bad byte in each component ---------------- */

/* Bytes no component may hold (RFC 3986 §2: outside unreserved, reserved
 * and "%"): controls, space, the §2 "unwise" set, DEL and non-ASCII. */
static const unsigned char bad_bytes[] = {
    0x00, 0x01, '\t', '\n', '\r', 0x1f, ' ', '"', '<', '>', '\\', '{', '}',
    '^', '`', '|', 0x7f, 0x80, 0xc3, 0xff,
};

/* The bad byte goes between `before` and `after`; the error is at its
 * offset, strlen(before). */
static const struct bad_byte_case {
    const char *component;
    const char *before, *after;
    unsigned flags;
    int code;
} bad_byte_cases[] = {
    /* before the ":" is seen, "ht" may still be a relative path (§4.2) */
    { .component = "scheme", .before = "ht", .after = "tp://h/",
      .code = LLURI_EPATH },
    /* unless a scheme is required */
    { .component = "scheme (URI)", .before = "ht", .after = "tp://h/",
      .flags = LLURI_START_URI, .code = LLURI_ESCHEME },
    { .component = "scheme (absolute-URI)", .before = "ht", .after = "tp://h/",
      .flags = LLURI_START_ABSOLUTE, .code = LLURI_ESCHEME },
    /* before the "@" is seen, "us" may still be a host (§3.2) ... */
    { .component = "userinfo", .before = "http://us", .after = "er@h/",
      .code = LLURI_EHOST },
    /* ... but not "u:p", which only a userinfo can continue */
    { .component = "userinfo after \":\"", .before = "http://u:p", .after = "w@h/",
      .code = LLURI_EUSERINFO },
    { .component = "host", .before = "http://ho", .after = "st/",
      .code = LLURI_EHOST },
    { .component = "host after userinfo", .before = "http://u@ho", .after = "st/",
      .code = LLURI_EHOST },
    { .component = "IP-literal", .before = "http://[::", .after = "1]/",
      .code = LLURI_EIPLITERAL },
    { .component = "IPvFuture", .before = "http://[v1.", .after = "]/",
      .code = LLURI_EIPLITERAL },
    { .component = "zone id", .before = "http://[::1%25e", .after = "]/",
      .flags = LLURI_ZONE_ID, .code = LLURI_EIPLITERAL },
    { .component = "port", .before = "http://h:8", .after = "0/",
      .code = LLURI_EPORT },
    { .component = "path-abempty", .before = "http://h/pa", .after = "th",
      .code = LLURI_EPATH },
    { .component = "path-absolute", .before = "s:/pa", .after = "th",
      .code = LLURI_EPATH },
    { .component = "path-rootless", .before = "mailto:a", .after = "@b",
      .code = LLURI_EPATH },
    { .component = "path-noscheme", .before = "a/b", .after = "",
      .flags = LLURI_START_RELATIVE, .code = LLURI_EPATH },
    { .component = "query", .before = "http://h/?qu", .after = "ery",
      .code = LLURI_EQUERY },
    { .component = "query (relative)", .before = "?", .after = "",
      .code = LLURI_EQUERY },
    { .component = "fragment", .before = "http://h/#fr", .after = "ag",
      .code = LLURI_EFRAGMENT },
    { .component = "fragment (after query)", .before = "//h?q#", .after = "x",
      .code = LLURI_EFRAGMENT },
};

START_TEST(test_bad_byte_in_component)
{
    const struct bad_byte_case *c = &bad_byte_cases[(size_t)_i / NELEM(bad_bytes)];
    unsigned char bad = bad_bytes[(size_t)_i % NELEM(bad_bytes)];
    char in[128];
    size_t nb = strlen(c->before), na = strlen(c->after), n = nb + 1 + na;
    lluri u;
    lluri_error err;

    memcpy(in, c->before, nb);
    in[nb] = (char)bad;
    memcpy(in + nb + 1, c->after, na);
    int rc = lluri_parse(&u, in, n, c->flags, &err);
    ck_assert_msg(rc == c->code && err.offset == nb,
                  "%s, byte 0x%02x: %s gives %s at %zu, want %s at %zu",
                  c->component, bad, show(in, n), lluri_errname(rc), err.offset,
                  lluri_errname(c->code), nb);
}
END_TEST

/* ---- arguments ------------------------------------------------------------ */

START_TEST(test_too_long)
{
    /* The length is refused before any byte is read: the buffer is 4 bytes
     * (AddressSanitizer would see a read past it). */
    if (sizeof(size_t) > 4) {
        static const char small[4] = "a:b";
        size_t big = (size_t)UINT32_MAX + 1u;
        lluri u;
        lluri_error err;
        lluri_parser ps;

        FOR_EACH_START(start) {
            ck_assert_int_eq(lluri_parse(&u, small, big, start, &err), LLURI_ETOOLONG);
            ck_assert_int_eq(err.code, LLURI_ETOOLONG);
            ck_assert_uint_eq(err.offset, UINT32_MAX);
            ck_assert_ptr_eq(u.src, small);
            ck_assert_uint_eq(u.present, 0);
        }
        ck_assert_int_eq(lluri_parse(&u, small, SIZE_MAX, 0, &err), LLURI_ETOOLONG);

        lluri_parser_init(&ps, 0);
        ck_assert_int_eq(lluri_parser_execute(&ps, small, 3, &err), 0);
        ck_assert_int_eq(lluri_parser_execute(&ps, small, big, &err), LLURI_ETOOLONG);
        ck_assert_uint_eq(err.offset, UINT32_MAX);
        /* final, like any error */
        ck_assert_int_eq(lluri_parser_finish(&ps, &u, small, 3, &err), LLURI_ETOOLONG);
    }
}
END_TEST

START_TEST(test_null_input)
{
    lluri u;
    lluri_error err;

    /* NULL only with length 0 */
    ck_assert_int_eq(lluri_parse(&u, NULL, 1, 0, &err), LLURI_EINVAL);
    ck_assert_int_eq(err.code, LLURI_EINVAL);
    ck_assert_uint_eq(err.offset, 0);
    ck_assert_uint_eq(u.present, 0);

    /* (NULL, 0) is the empty relative-ref */
    ck_assert_int_eq(lluri_parse(&u, NULL, 0, 0, &err), 0);
    ck_assert_int_eq(err.code, LLURI_OK);
    ck_assert_ptr_null(u.src);
    ck_assert_uint_eq(u.len, 0);
    ck_assert_uint_eq(u.present, 0);
    ck_assert_uint_eq(u.path.off, 0);
    ck_assert_uint_eq(u.path.len, 0);
    ck_assert_int_eq(lluri_parse(&u, NULL, 0, LLURI_START_RELATIVE, &err), 0);
    /* ... and no URI */
    ck_assert_int_eq(lluri_parse(&u, NULL, 0, LLURI_START_URI, &err), LLURI_ENOSCHEME);
    ck_assert_uint_eq(err.offset, 0);
    ck_assert_int_eq(lluri_parse(&u, NULL, 0, LLURI_START_ABSOLUTE, &err), LLURI_ENOSCHEME);
}
END_TEST

START_TEST(test_parser_misuse)
{
    static const char in[] = "http://a/b";
    lluri_parser ps;
    lluri_error err;
    lluri u;

    /* finish without a place for the result */
    lluri_parser_init(&ps, 0);
    ck_assert_int_eq(lluri_parser_finish(&ps, NULL, in, 10, &err), LLURI_EINVAL);

    /* the length shrinks */
    lluri_parser_init(&ps, 0);
    ck_assert_int_eq(lluri_parser_execute(&ps, in, 8, &err), 0);
    ck_assert_int_eq(lluri_parser_execute(&ps, in, 5, &err), LLURI_EINVAL);
    ck_assert_int_eq(err.code, LLURI_EINVAL);

    /* NULL with bytes */
    lluri_parser_init(&ps, 0);
    ck_assert_int_eq(lluri_parser_execute(&ps, NULL, 3, &err), LLURI_EINVAL);

    /* NULL with no bytes is the empty prefix */
    lluri_parser_init(&ps, 0);
    ck_assert_int_eq(lluri_parser_execute(&ps, NULL, 0, &err), 0);
    ck_assert_int_eq(lluri_parser_execute(&ps, in, 10, &err), 0);
    ck_assert_int_eq(lluri_parser_finish(&ps, &u, in, 10, &err), 0);
    ck_assert_uint_eq(u.path.off, 8);
    ck_assert_uint_eq(u.path.len, 2);
}
END_TEST

/* ---- error texts ------------------------------------------------------------ */

/* Written out, not generated from LLURI_ERRORS: the numbers are part of the
 * ABI and must never change. */
static const struct error_row {
    int code;
    int number;
    const char *name;
    const char *text;
} error_rows[] = {
    { LLURI_OK, 0, "LLURI_OK", "success" },
    { LLURI_EINVAL, -1, "LLURI_EINVAL", "invalid argument" },
    { LLURI_ETOOLONG, -2, "LLURI_ETOOLONG", "input too long" },
    { LLURI_EFLAGS, -3, "LLURI_EFLAGS", "invalid flags" },
    { LLURI_ESYNTAX, -4, "LLURI_ESYNTAX", "invalid URI syntax" },
    { LLURI_ESCHEME, -5, "LLURI_ESCHEME", "invalid character in scheme" },
    { LLURI_ENOSCHEME, -6, "LLURI_ENOSCHEME", "missing scheme" },
    { LLURI_ESCHEMEREL, -7, "LLURI_ESCHEMEREL",
      "scheme not allowed in a relative reference" },
    { LLURI_EUSERINFO, -8, "LLURI_EUSERINFO", "invalid character in userinfo" },
    { LLURI_EHOST, -9, "LLURI_EHOST", "invalid character in host" },
    { LLURI_EIPLITERAL, -10, "LLURI_EIPLITERAL", "invalid IP literal" },
    { LLURI_EPORT, -11, "LLURI_EPORT", "invalid port" },
    { LLURI_EPATH, -12, "LLURI_EPATH", "invalid character in path" },
    { LLURI_EQUERY, -13, "LLURI_EQUERY", "invalid character in query" },
    { LLURI_EFRAGMENT, -14, "LLURI_EFRAGMENT", "invalid character in fragment" },
    { LLURI_ENOFRAGMENT, -15, "LLURI_ENOFRAGMENT",
      "fragment not allowed in an absolute URI" },
    { LLURI_EPCT, -16, "LLURI_EPCT", "invalid percent-encoding" },
    { LLURI_ERULE, -17, "LLURI_ERULE", "unknown grammar rule" },
    { LLURI_ENOMATCH, -18, "LLURI_ENOMATCH", "input does not match the rule" },
    { LLURI_EBASE, -19, "LLURI_EBASE", "base is not an absolute URI" },
    { LLURI_EPARTS, -20, "LLURI_EPARTS", "components do not fit together" },
    { LLURI_ENOGRAMMAR, -21, "LLURI_ENOGRAMMAR", "no grammar for this scheme" },
    { LLURI_ENOTSUP, -55, "LLURI_ENOTSUP", "not supported by this build" },
    { LLURI_ENOPORT, -56, "LLURI_ENOPORT", "no port" },
    { LLURI_EPORTRANGE, -57, "LLURI_EPORTRANGE", "port out of range" },
    { LLURI_ESPAN, -58, "LLURI_ESPAN", "span outside the text" },
    { LLURI_EBIDI, -59, "LLURI_EBIDI", "bidirectional formatting character in an IRI" },
    /* uri(7) schemes and database URLs */
    /* RFC 1738 §5 scheme grammars */
    { LLURI_ESLASHES, -22, "LLURI_ESLASHES", "missing \"//\" after the scheme" },
    { LLURI_EUSER, -23, "LLURI_EUSER", "invalid character in user name" },
    { LLURI_EPASSWORD, -24, "LLURI_EPASSWORD", "invalid character in password" },
    { LLURI_EHOSTNAME, -25, "LLURI_EHOSTNAME", "invalid host name or number" },
    { LLURI_EPORTNUM, -26, "LLURI_EPORTNUM", "invalid port number" },
    { LLURI_EFPATH, -27, "LLURI_EFPATH", "invalid character in ftp or file path" },
    { LLURI_EFTPTYPE, -28, "LLURI_EFTPTYPE", "invalid ftp type code" },
    { LLURI_EHPATH, -29, "LLURI_EHPATH", "invalid character in http path" },
    { LLURI_ESEARCH, -30, "LLURI_ESEARCH", "invalid character in search" },
    { LLURI_EGTYPE, -31, "LLURI_EGTYPE", "invalid gopher type" },
    { LLURI_ESELECTOR, -32, "LLURI_ESELECTOR", "invalid gopher selector" },
    { LLURI_EGOPHERPLUS, -33, "LLURI_EGOPHERPLUS", "invalid gopher+ string" },
    { LLURI_EMAILTO, -34, "LLURI_EMAILTO", "invalid mailto address" },
    { LLURI_EGROUP, -35, "LLURI_EGROUP", "invalid news group name" },
    { LLURI_EARTICLE, -36, "LLURI_EARTICLE", "invalid news article" },
    { LLURI_EWAIS, -37, "LLURI_EWAIS", "invalid wais database, type or path" },
    { LLURI_EPROSPERO, -38, "LLURI_EPROSPERO", "invalid prospero path or field" },
    { LLURI_ESCHEMESYNTAX, -39, "LLURI_ESCHEMESYNTAX",
      "does not match the scheme's grammar" },
    { LLURI_ELDAP, -40, "LLURI_ELDAP", "invalid ldap URL" },
    { LLURI_ELDAPDN, -41, "LLURI_ELDAPDN", "invalid ldap dn" },
    { LLURI_ELDAPATTR, -42, "LLURI_ELDAPATTR", "invalid ldap attribute selector" },
    { LLURI_ELDAPSCOPE, -43, "LLURI_ELDAPSCOPE", "invalid ldap scope" },
    { LLURI_ELDAPFILTER, -44, "LLURI_ELDAPFILTER", "invalid ldap filter" },
    { LLURI_ELDAPEXT, -45, "LLURI_ELDAPEXT", "invalid ldap extension" },
    { LLURI_EMANNAME, -46, "LLURI_EMANNAME", "invalid man page name" },
    { LLURI_EMANSECTION, -47, "LLURI_EMANSECTION", "invalid man section" },
    { LLURI_EINFOFILE, -48, "LLURI_EINFOFILE", "invalid info file name" },
    { LLURI_EINFONODE, -49, "LLURI_EINFONODE", "invalid info node" },
    { LLURI_EWHATIS, -50, "LLURI_EWHATIS", "invalid whatis string" },
    { LLURI_EFRAGMENTSCHEME, -51, "LLURI_EFRAGMENTSCHEME",
      "fragment not allowed in this scheme" },
    { LLURI_EDIALECT, -52, "LLURI_EDIALECT", "invalid database dialect" },
    { LLURI_EDRIVER, -53, "LLURI_EDRIVER", "invalid database driver" },
    { LLURI_EDATABASE, -54, "LLURI_EDATABASE", "invalid database URL" },
};

START_TEST(test_error_texts)
{
    const struct error_row *r = &error_rows[_i];

    ck_assert_int_eq(r->code, r->number);
    ck_assert_str_eq(lluri_errname(r->code), r->name);
    ck_assert_str_eq(lluri_strerror(r->code), r->text);
}
END_TEST

START_TEST(test_error_texts_complete)
{
    /* every code of LLURI_ERRORS and LLURI_SCHEME_ERRORS has a row above */
    size_t n = 0;
#define COUNT_ERR(name, num, text) n++;
    LLURI_ERRORS(COUNT_ERR)
    LLURI_SCHEME_ERRORS(COUNT_ERR)
#undef COUNT_ERR
    ck_assert_uint_eq(n, NELEM(error_rows));

    static const int unknown[] = { 1, 2, -1000, -100, 1000, INT32_MIN, INT32_MAX };
    for (size_t i = 0; i < NELEM(unknown); i++) {
        ck_assert_str_eq(lluri_strerror(unknown[i]), "unknown error");
        ck_assert_str_eq(lluri_errname(unknown[i]), "LLURI_E?");
    }
}
END_TEST

START_TEST(test_version)
{
    const char *v = lluri_version();
    unsigned major, minor, patch;
    char end;

    ck_assert_ptr_nonnull(v);
    ck_assert_msg(sscanf(v, "%u.%u.%u%c", &major, &minor, &patch, &end) == 3,
                  "version \"%s\" is not MAJOR.MINOR.PATCH", v);
    /* the header's macros, the library and configure say the same */
    ck_assert_str_eq(v, LLURI_VERSION_STRING);
    ck_assert_str_eq(v, PACKAGE_VERSION);
    ck_assert_uint_eq(major, LLURI_VERSION_MAJOR);
    ck_assert_uint_eq(minor, LLURI_VERSION_MINOR);
    ck_assert_uint_eq(patch, LLURI_VERSION_PATCH);
    ck_assert_int_eq(LLURI_VERSION, LLURI_VERSION_AT(major, minor, patch));
    ck_assert(LLURI_VERSION >= LLURI_VERSION_AT(1, 0, 0));
}
END_TEST

/* ---- incremental parsing ---------------------------------------------------- */

struct result {
    int rc;
    lluri_error err;
    lluri u;
};

static struct result parse_whole(const char *s, size_t n, unsigned flags)
{
    struct result r;
    r.rc = lluri_parse(&r.u, s, n, flags, &r.err);
    return r;
}

static void expect_same(const struct result *got, const struct result *want,
                        const char *in, const char *how)
{
    ck_assert_msg(got->rc == want->rc, "%s %s: %s, lluri_parse gives %s", in, how,
                  lluri_errname(got->rc), lluri_errname(want->rc));
    if (want->rc < 0) {
        ck_assert_msg(got->err.code == want->err.code
                          && got->err.offset == want->err.offset,
                      "%s %s: error %s at %zu, lluri_parse gives %s at %zu", in,
                      how, lluri_errname(got->err.code), got->err.offset,
                      lluri_errname(want->err.code), want->err.offset);
        return;
    }
    ck_assert_msg(got->u.len == want->u.len && got->u.present == want->u.present
                      && got->u.host_kind == want->u.host_kind,
                  "%s %s: len/present/host_kind differ", in, how);
    for (int c = 0; c < C_COUNT; c++) {
        lluri_span a = span_of(&got->u, c), b = span_of(&want->u, c);
        ck_assert_msg(a.off == b.off && a.len == b.len,
                      "%s %s: %s {%u, %u}, lluri_parse gives {%u, %u}", in, how,
                      component_names[c], a.off, a.len, b.off, b.len);
    }
}

/* Feed s[0, k) then finish with all n bytes, in the same buffer or (move)
 * in a fresh copy, as after a realloc. */
static struct result parse_split(const char *s, size_t n, unsigned flags,
                                 size_t k, int move)
{
    struct result r;
    lluri_parser ps;
    char *first = malloc(k ? k : 1), *whole = malloc(n ? n : 1);
    const char *a = s, *b = s;

    ck_assert(first != NULL && whole != NULL);
    if (move) {
        memcpy(first, s, k);
        memcpy(whole, s, n);
        a = first;
        b = whole;
    }
    lluri_parser_init(&ps, flags);
    int rc = lluri_parser_execute(&ps, a, k, &r.err);
    r.rc = lluri_parser_finish(&ps, &r.u, b, n, &r.err);
    if (rc < 0)
        ck_assert_msg(r.rc == rc, "error from execute not final");
    if (r.rc == 0)
        ck_assert_msg(r.u.src == b, "src is not the buffer given to finish");
    free(first);
    free(whole);
    return r;
}

static void check_splits(const char *s, size_t n, unsigned flags)
{
    struct result want = parse_whole(s, n, flags);
    const char *shown = show(s, n);
    char how[64];

    for (size_t k = 0; k <= n; k++) {
        for (int move = 0; move <= 1; move++) {
            struct result got = parse_split(s, n, flags, k, move);
            snprintf(how, sizeof how, "split at %zu%s", k, move ? ", moved" : "");
            expect_same(&got, &want, shown, how);
        }
    }
}

/* Feed one byte at a time. Every execute before `stop` succeeds; the one
 * that adds the byte at `stop` fails with (code, offset), and so does every
 * call after it. stop == n: only finish fails (or nothing, for code 0). */
static void check_bytewise(const char *s, size_t n, unsigned flags, int code,
                           size_t offset, size_t stop)
{
    const char *shown = show(s, n);
    lluri_parser ps;
    lluri_error err;
    lluri u;

    lluri_parser_init(&ps, flags);
    for (size_t k = 0; k <= n; k++) {
        int rc = lluri_parser_execute(&ps, s, k, &err);
        if (k <= stop) {
            ck_assert_msg(rc == 0, "%s: execute with %zu bytes gives %s at %zu, "
                          "but they are a valid prefix", shown, k,
                          lluri_errname(rc), err.offset);
        } else {
            ck_assert_msg(rc == code && err.code == code && err.offset == offset,
                          "%s: execute with %zu bytes gives %s at %zu, want %s at %zu",
                          shown, k, lluri_errname(rc), err.offset,
                          lluri_errname(code), offset);
        }
        /* the same length again: nothing new, same answer */
        ck_assert_int_eq(lluri_parser_execute(&ps, s, k, &err), rc);
    }
    int rc = lluri_parser_finish(&ps, &u, s, n, &err);
    ck_assert_msg(rc == code && (code == 0 || err.offset == offset),
                  "%s: finish gives %s at %zu, want %s at %zu", shown,
                  lluri_errname(rc), err.offset, lluri_errname(code), offset);
    if (code < 0) {
        /* final: asked again, the same */
        ck_assert_int_eq(lluri_parser_execute(&ps, s, n, &err), code);
        ck_assert_uint_eq(err.offset, offset);
        ck_assert_int_eq(lluri_parser_finish(&ps, &u, s, n, &err), code);
        ck_assert_uint_eq(err.offset, offset);
        ck_assert_uint_eq(u.present, 0);
    }
}

START_TEST(test_incremental_valid)
{
    const struct valid_vector *v = &valid_vectors[_i];
    size_t n = vector_len(v->in, v->len);

    FOR_EACH_START(start) {
        unsigned flags = start | v->flags;
        check_splits(v->in, n, flags);
        if (v->starts & (1u << start)) {
            check_bytewise(v->in, n, flags, 0, 0, n);
        }
    }
}
END_TEST

START_TEST(test_incremental_invalid)
{
    const struct invalid_vector *v = &invalid_vectors[_i];
    size_t n = vector_len(v->in, v->len);

    check_splits(v->in, n, v->flags);
    check_bytewise(v->in, n, v->flags, v->code, v->offset,
                   v->stop ? v->stop : v->offset);
}
END_TEST

/* The bad-byte matrix, fed in pieces too. */
START_TEST(test_incremental_bad_byte)
{
    const struct bad_byte_case *c = &bad_byte_cases[(size_t)_i / NELEM(bad_bytes)];
    unsigned char bad = bad_bytes[(size_t)_i % NELEM(bad_bytes)];
    char in[128];
    size_t nb = strlen(c->before), na = strlen(c->after), n = nb + 1 + na;

    memcpy(in, c->before, nb);
    in[nb] = (char)bad;
    memcpy(in + nb + 1, c->after, na);
    check_splits(in, n, c->flags);
    check_bytewise(in, n, c->flags, c->code, nb, nb);
}
END_TEST

/* ---- differential: the parser against the rules machine ---------------------
 *
 * The parser runs its own machine (with its boundary actions); lluri_match
 * runs the rules machine on the same grammar. On generated inputs they must
 * agree on validity for each start rule, and the parser must stop exactly
 * where the rules machine does: its first failing execute() is at the
 * byte lluri_match names. Valid inputs also recompose and their components
 * match their own rules. */

static const char *const atoms[] = {
    "http://", "//", "/", "?", "#", ":", "@", "[", "]", "::", "%", "%25", "%41",
    "%zz", "a", "Z", "g", "v", "V", "0", "1", "9", "25", "256", ".", "-", "_",
    "~", "!", "=", ";", "1.2.3.4", "fe80::1", "[::1]", "[v1.x]", ":80", "..",
    "./", "g;x=1", "a:", "[v1f.", "ff", "%25e", " ", "\"", "<", "\\", "{", "^", "`", "|", "\x7f",
    "\x80", "\xff", "\x01",
};

static uint32_t next_random(uint32_t *state)
{
    /* xorshift32: the same inputs on every run */
    uint32_t x = *state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return *state = x;
}

static size_t generate(uint32_t *state, char *out, size_t cap)
{
    size_t n = 0, count = next_random(state) % 9;
    for (size_t i = 0; i < count; i++) {
        const char *a = atoms[next_random(state) % NELEM(atoms)];
        size_t len = strlen(a);
        if (n + len > cap)
            break;
        memcpy(out + n, a, len);
        n += len;
    }
    return n;
}

static const int start_rule_of[START_SLOTS] = {
    [LLURI_START_REFERENCE] = LLURI_RULE_URI_REFERENCE,
    [LLURI_START_URI] = LLURI_RULE_URI,
    [LLURI_START_ABSOLUTE] = LLURI_RULE_ABSOLUTE_URI,
    [LLURI_START_RELATIVE] = LLURI_RULE_RELATIVE_REF,
};

START_TEST(test_differential)
{
    uint32_t state = 0x9e3779b9u ^ (uint32_t)_i * 2654435761u;
    char in[128], out[256];

    for (int round = 0; round < 200; round++) {
        size_t n = generate(&state, in, sizeof in);
        const char *shown = show(in, n);
        FOR_EACH_START(start) {
            lluri u;
            lluri_error err, merr;
            int rc = lluri_parse(&u, in, n, start, &err);
            int m = lluri_match(start_rule_of[start], in, n, 0, &merr);

            ck_assert_msg((rc == 0) == (m == 0), "%s as %s: lluri_parse %s, lluri_match %s",
                          shown, start_names[start], lluri_errname(rc), lluri_errname(m));
            if (rc == 0) {
                size_t len = recompose(&u, out, sizeof out);
                ck_assert_msg(len == n && memcmp(out, in, n) == 0,
                              "%s recomposes to %s", shown, show(out, len));
                if (u.present & LLURI_HAS_AUTHORITY)
                    expect_rule(LLURI_RULE_HOST, &u, u.host, shown);
                if (u.present & LLURI_HAS_USERINFO)
                    expect_rule(LLURI_RULE_USERINFO, &u, u.userinfo, shown);
                if (u.present & LLURI_HAS_PORT)
                    expect_rule(LLURI_RULE_PORT, &u, u.port, shown);
                if (u.present & LLURI_HAS_QUERY)
                    expect_rule(LLURI_RULE_QUERY, &u, u.query, shown);
                if (u.present & LLURI_HAS_FRAGMENT)
                    expect_rule(LLURI_RULE_FRAGMENT, &u, u.fragment, shown);
                expect_rule(LLURI_RULE_PATH, &u, u.path, shown);
                /* and LLURI_ZONE_ID changes nothing */
                lluri uz;
                ck_assert_int_eq(lluri_parse(&uz, in, n, start | LLURI_ZONE_ID, NULL), 0);
                ck_assert_msg(uz.present == u.present && uz.path.off == u.path.off
                                  && uz.path.len == u.path.len,
                              "%s: LLURI_ZONE_ID changes the result", shown);
                continue;
            }
            /* where the parser stops: the offset lluri_match gives */
            size_t stop = merr.offset;
            lluri_parser ps;
            lluri_error e;
            ck_assert_msg(err.offset <= stop, "%s as %s: error at %zu, past the stop %zu",
                          shown, start_names[start], err.offset, stop);
            lluri_parser_init(&ps, start);
            ck_assert_msg(lluri_parser_execute(&ps, in, stop, &e) == 0,
                          "%s as %s: the first %zu bytes refused, rules machine takes them",
                          shown, start_names[start], stop);
            if (stop < n) {
                ck_assert_msg(lluri_parser_execute(&ps, in, stop + 1, &e) == rc
                                  && e.offset == err.offset,
                              "%s as %s: byte %zu taken, the rules machine refuses it",
                              shown, start_names[start], stop);
            }
        }
    }
}
END_TEST

/* ---- RFC 3986 Appendix B ---------------------------------------------------- */

/* Appendix B's expression, matched as written, one group at a time:
 *   ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
 * b[0] after "scheme:" (0 without one, or for a relative-ref), b[1] after
 * "//" authority, b[2] the end of the path, b[3] the end of the query. */
static void appendix_b(const char *s, size_t n, int relative, size_t b[4])
{
    size_t i = 0, k = 0;

    while (k < n && !memchr(":/?#", s[k], 4))
        k++;
    if (!relative && k > 0 && k < n && s[k] == ':')
        i = k + 1;
    b[0] = i;
    if (n - i >= 2 && s[i] == '/' && s[i + 1] == '/')
        for (i += 2; i < n && !memchr("/?#", s[i], 3); i++)
            ;
    b[1] = i;
    while (i < n && !memchr("?#", s[i], 2))
        i++;
    b[2] = i;
    while (i < n && s[i] != '#')
        i++;
    b[3] = i;
}

/* lluri__component_ends() (the error diagnosis, LLURI_PARTIAL and the
 * lenient split use it) against the expression, on every string of up to
 * _i bytes (7 at most) over the delimiters and a letter. */
START_TEST(test_component_ends)
{
    static const char alphabet[] = ":/?#a";
    const size_t len = (size_t)_i, k = sizeof alphabet - 1;
    size_t count = 1, digits[7] = { 0 };
    char s[7];

    for (size_t j = 0; j < len; j++)
        count *= k;
    for (size_t c = 0; c < count; c++) {
        for (size_t j = 0; j < len; j++)
            s[j] = alphabet[digits[j]];
        for (int relative = 0; relative <= 1; relative++) {
            size_t got[4], want[4];
            unsigned flags = relative ? LLURI_START_RELATIVE : LLURI_START_REFERENCE;
            lluri__component_ends(s, len, flags, got);
            appendix_b(s, len, relative, want);
            for (int g = 0; g < 4; g++)
                ck_assert_msg(got[g] == want[g], "\"%.*s\"%s: end %d is %zu, want %zu",
                              (int)len, s, relative ? " (relative)" : "", g, got[g],
                              want[g]);
        }
        for (size_t j = 0; j < len && ++digits[j] == k; j++)
            digits[j] = 0;
    }
}
END_TEST

/* ---- the suite -------------------------------------------------------------- */

static Suite *parse_suite(void)
{
    Suite *s = suite_create("parse");
    TCase *tc;

    tc = tcase_create("RFC 3986 1.1.2 and 3 examples");
    tcase_add_loop_test(tc, test_rfc_examples_spans, 0, (int)NELEM(rfc_example_spans));
    suite_add_tcase(s, tc);

    tc = tcase_create("valid vectors");
    tcase_add_loop_test(tc, test_valid_row_is_consistent, 0, (int)NELEM(valid_vectors));
    tcase_add_loop_test(tc, test_valid_vector, 0, (int)NELEM(valid_vectors));
    tcase_add_loop_test(tc, test_valid_vector_zone_flag, 0, (int)NELEM(valid_vectors));
    tcase_add_loop_test(tc, test_spans_in_order, 0, (int)NELEM(valid_vectors));
    tcase_add_loop_test(tc, test_components_match_rules, 0, (int)NELEM(valid_vectors));
    suite_add_tcase(s, tc);

    tc = tcase_create("RFC 3986 5.3 round trip");
    tcase_add_loop_test(tc, test_round_trip, 0, (int)NELEM(valid_vectors));
    suite_add_tcase(s, tc);

    tc = tcase_create("absent vs empty");
    tcase_add_test(tc, test_absent_vs_empty);
    tcase_add_test(tc, test_part_span_absent);
    suite_add_tcase(s, tc);

    tc = tcase_create("RFC 3986 3.2.2 host kind");
    tcase_add_loop_test(tc, test_host_kind, 0, (int)NELEM(host_kind_rows));
    tcase_add_test(tc, test_host_kind_name);
    suite_add_tcase(s, tc);

    tc = tcase_create("flags");
    tcase_add_test(tc, test_zone_id_flag);
    tcase_add_loop_test(tc, test_unknown_flags, 7, 32);
    tcase_add_test(tc, test_two_start_rules);
    tcase_add_test(tc, test_other_families);
    suite_add_tcase(s, tc);

    tc = tcase_create("RFC 3986 Appendix B split");
    tcase_add_loop_test(tc, test_component_ends, 0, QUICK(8, 6));
    tcase_set_timeout(tc, 30);
    suite_add_tcase(s, tc);

    tc = tcase_create("LLURI_PARTIAL");
    tcase_add_loop_test(tc, test_partial, 0, (int)NELEM(partial_rows));
    tcase_add_test(tc, test_partial_not_for_misuse);
    suite_add_tcase(s, tc);

    tc = tcase_create("invalid vectors");
    tcase_add_loop_test(tc, test_invalid_vector, 0, (int)NELEM(invalid_vectors));
    suite_add_tcase(s, tc);

    tc = tcase_create("bad byte in each component");
    tcase_add_loop_test(tc, test_bad_byte_in_component, 0,
                        (int)(NELEM(bad_byte_cases) * NELEM(bad_bytes)));
    suite_add_tcase(s, tc);

    tc = tcase_create("arguments");
    tcase_add_test(tc, test_too_long);
    tcase_add_test(tc, test_null_input);
    tcase_add_test(tc, test_parser_misuse);
    suite_add_tcase(s, tc);

    tc = tcase_create("error texts");
    tcase_add_loop_test(tc, test_error_texts, 0, (int)NELEM(error_rows));
    tcase_add_test(tc, test_error_texts_complete);
    tcase_add_test(tc, test_version);
    suite_add_tcase(s, tc);

    tc = tcase_create("differential, generated input");
    tcase_add_loop_test(tc, test_differential, 0, QUICK(50, 5));
    suite_add_tcase(s, tc);

    tc = tcase_create("incremental");
    tcase_add_loop_test(tc, test_incremental_valid, 0, (int)NELEM(valid_vectors));
    tcase_add_loop_test(tc, test_incremental_invalid, 0, (int)NELEM(invalid_vectors));
    tcase_add_loop_test(tc, test_incremental_bad_byte, 0,
                        (int)(NELEM(bad_byte_cases) * NELEM(bad_bytes)));
    tcase_set_timeout(tc, 30);
    suite_add_tcase(s, tc);

    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(parse_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed != 0;
}
