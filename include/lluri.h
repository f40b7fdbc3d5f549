/* SPDX-License-Identifier: MIT */
/*
 * lluri.h — the core of lluri: RFC 3986 URIs parsed into spans, and written
 * back (resolved, normalized, recomposed, percent-coded) without allocating.
 * It includes the headers of its parse's features (parser.h: input in
 * pieces; match.h: one rule at a time; iri.h; lenient.h; query.h). Scheme
 * grammars are in <lluri/scheme.h>, URLs in text in <lluri/extract.h>,
 * HTTP in <lluri/http.h> and <lluri/fetch.h>, IDNA in <lluri/idn.h>, access
 * logs in <lluri/log.h>.
 *
 * Every function here:
 *   - takes input as bytes with a length; it need not be NUL-terminated, and
 *     no byte at or past the length is read;
 *   - allocates nothing and touches no global mutable state: any function
 *     may be called from any thread on distinct objects; no call takes more
 *     than 48 KiB of stack (tests/props/test_stack.c: the most is
 *     lluri_equivalent with LLURI_NORM_SORT_QUERY, about 36 KiB);
 *   - reports errors as a negative LLURI_E* code and, where it takes an
 *     lluri_error, the offset of the offending byte as well;
 *   - rejects flag bits that are not its own with LLURI_EFLAGS, and
 *     arguments it cannot use (a NULL pointer it needs, a span outside its
 *     text) with a code, never with undefined behaviour.
 */
#ifndef LLURI_H
#define LLURI_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__) && defined(LLURI_BUILDING)
#define LLURI_API __attribute__((visibility("default")))
#else
#define LLURI_API
#endif

/* ---- Version ---------------------------------------------------------------- */

#define LLURI_VERSION_MAJOR  1
#define LLURI_VERSION_MINOR  0
#define LLURI_VERSION_PATCH  0
#define LLURI_VERSION_STRING "1.0.0"
/* For #if checks: LLURI_VERSION >= LLURI_VERSION_AT(1, 0, 0). */
#define LLURI_VERSION_AT(major, minor, patch) \
    (((major) << 16) | ((minor) << 8) | (patch))
#define LLURI_VERSION \
    LLURI_VERSION_AT(LLURI_VERSION_MAJOR, LLURI_VERSION_MINOR, LLURI_VERSION_PATCH)

/* The version of the library linked at run time, "MAJOR.MINOR.PATCH". */
LLURI_API const char *lluri_version(void);

/* ---- Errors ------------------------------------------------------------------
 * One list of codes with fixed numbers (never renumbered); lluri_strerror()
 * and lluri_errname() know every code, those of <lluri/scheme.h> too.
 * Numbers -22 .. -54 belong to the scheme grammars (<lluri/scheme.h>). */
#define LLURI_ERRORS(X)                                                      \
    X(OK,          0,   "success")                                          \
    X(EINVAL,     -1,   "invalid argument")                                 \
    X(ETOOLONG,   -2,   "input too long")                                   \
    X(EFLAGS,     -3,   "invalid flags")                                    \
    X(ESYNTAX,    -4,   "invalid URI syntax")                               \
    X(ESCHEME,    -5,   "invalid character in scheme")                      \
    X(ENOSCHEME,  -6,   "missing scheme")                                   \
    X(ESCHEMEREL, -7,   "scheme not allowed in a relative reference")       \
    X(EUSERINFO,  -8,   "invalid character in userinfo")                    \
    X(EHOST,      -9,   "invalid character in host")                        \
    X(EIPLITERAL, -10,  "invalid IP literal")                               \
    X(EPORT,      -11,  "invalid port")                                     \
    X(EPATH,      -12,  "invalid character in path")                        \
    X(EQUERY,     -13,  "invalid character in query")                       \
    X(EFRAGMENT,  -14,  "invalid character in fragment")                    \
    X(ENOFRAGMENT,-15,  "fragment not allowed in an absolute URI")          \
    X(EPCT,       -16,  "invalid percent-encoding")                         \
    X(ERULE,      -17,  "unknown grammar rule")                             \
    X(ENOMATCH,   -18,  "input does not match the rule")                    \
    X(EBASE,      -19,  "base is not an absolute URI")                      \
    X(EPARTS,     -20,  "components do not fit together")                   \
    X(ENOGRAMMAR, -21,  "no grammar for this scheme")                       \
    X(ENOTSUP,    -55,  "not supported by this build")                      \
    X(ENOPORT,    -56,  "no port")                                          \
    X(EPORTRANGE, -57,  "port out of range")                                \
    X(ESPAN,      -58,  "span outside the text")                            \
    X(EBIDI,      -59,  "bidirectional formatting character in an IRI")

enum lluri_errcode {
#define LLURI__ERR_ENUM(name, num, text) LLURI_##name = num,
    LLURI_ERRORS(LLURI__ERR_ENUM)
#undef LLURI__ERR_ENUM
    LLURI__ERR_END = 0
};

typedef struct lluri_error {
    int    code;   /* LLURI_OK or a negative LLURI_E* */
    size_t offset; /* the first byte that could not be taken; the length of
                      the input when it ended too early */
} lluri_error;

/* "invalid character in host" and "LLURI_EHOST"; for an unknown code,
 * "unknown error" and "LLURI_E?". */
LLURI_API const char *lluri_strerror(int code);
LLURI_API const char *lluri_errname(int code);

/* ---- Flags -------------------------------------------------------------------
 * One bit space for every function: no two flags share a bit, and each
 * function rejects the bits that are not its own (LLURI_EFLAGS). In C a
 * present bit passed as a flag is a -Wenum-conversion: two enum types, as
 * wide as unsigned (their largest values keep them so, -fshort-enums too). */
#ifdef __cplusplus
typedef unsigned lluri_flags, lluri_present_bit;
#else
typedef enum lluri_flags { LLURI__FLAGS = 0x7fffffff } lluri_flags;
typedef enum lluri_present_bit { LLURI__PRESENT = 0x7fffffff } lluri_present_bit;
#endif

/* The start rule lluri_parse() matches (RFC 3986 §4.1–§4.3): at most one
 * of these bits; none is URI-reference. */
#define LLURI_START_REFERENCE 0u          /* URI-reference = URI / relative-ref */
#define LLURI_START_URI       (1u << 0)   /* URI: scheme required, fragment allowed */
#define LLURI_START_ABSOLUTE  (1u << 1)   /* absolute-URI: scheme, no fragment */
#define LLURI_START_RELATIVE  (1u << 2)   /* relative-ref: no scheme */
#define LLURI_START_MASK      (7u)
/* Parse extensions. */
#define LLURI_ZONE_ID         (1u << 3)   /* RFC 6874 zone ids: "[fe80::1%25eth0]" */
#define LLURI_PARTIAL         (1u << 4)   /* on a failure, the components before it
                                             (LLURI_HAS_PARTIAL; lluri_parse) */
#define LLURI_IRI             (1u << 5)   /* RFC 3987: the start rule's IRI counterpart
                                             (IRI, IRI-reference, ...) */
#define LLURI_LENIENT         (1u << 6)   /* what real logs hold, and what it tolerated
                                             (lluri.tolerated; lluri_parse only) */
#define LLURI_PARSE_FLAGS     (LLURI_START_MASK | LLURI_ZONE_ID | LLURI_PARTIAL \
                               | LLURI_IRI | LLURI_LENIENT)

/* lluri_normalize(), lluri_equivalent(): one bit per step (RFC 3986 §6). */
#define LLURI_NORM_CASE       (1u << 8)   /* §6.2.2.1 scheme, host lower case; %xx upper */
#define LLURI_NORM_PCT        (1u << 9)   /* §6.2.2.2 decode %xx of unreserved only */
#define LLURI_NORM_DOTS       (1u << 10)  /* §6.2.2.3 remove_dot_segments on the path */
#define LLURI_NORM_SCHEME     (1u << 11)  /* §6.2.3 default port, empty port, empty path "/" */
#define LLURI_NORM_IPV6       (1u << 12)  /* RFC 5952 text form of IPv6 literals */
#define LLURI_NORM_ALL        (LLURI_NORM_CASE | LLURI_NORM_PCT | LLURI_NORM_DOTS \
                               | LLURI_NORM_SCHEME | LLURI_NORM_IPV6)
/* Beyond RFC 3986 §6, for cache keys: not in LLURI_NORM_ALL. */
#define LLURI_NORM_DROP_FRAGMENT    (1u << 13) /* the fragment removed ("#..." is the client's) */
#define LLURI_NORM_DROP_EMPTY_QUERY (1u << 14) /* an empty query removed: "/a?" is "/a" */
#define LLURI_NORM_SORT_QUERY (1u << 15) /* the query's "&" pairs ordered by key,
                                           stably; empty pairs dropped */
#define LLURI_NORM_FLAGS      (LLURI_NORM_ALL | LLURI_NORM_DROP_FRAGMENT \
                               | LLURI_NORM_DROP_EMPTY_QUERY | LLURI_NORM_SORT_QUERY)

/* lluri_resolve(). */
#define LLURI_RESOLVE_COMPAT  (1u << 16)  /* §5.2.2: a scheme equal to the base's is dropped */
#define LLURI_RESOLVE_FLAGS   LLURI_RESOLVE_COMPAT

/* lluri_pct_decode(), and the query functions for their decoding. */
#define LLURI_PCT_FORM        (1u << 17)  /* "+" is a space (x-www-form-urlencoded) */
#define LLURI_PCT_FLAGS       LLURI_PCT_FORM

/* The query functions. */
#define LLURI_QUERY_SEMICOLON (1u << 18)  /* ";" separates pairs, as "&" does */
#define LLURI_QUERY_FLAGS     LLURI_QUERY_SEMICOLON
/* The query layer's writers (<lluri/query.h>): pairs ordered by decoded
 * key, stably. */
#define LLURI_QUERY_SORT      (1u << 19)

/* Bits 20 .. 26 belong to <lluri/scheme.h>, <lluri/extract.h>,
 * <lluri/log.h> and <lluri/proxy.h>. */

/* ---- The parsed URI ----------------------------------------------------------- */

/* A component's place in the parsed text: bytes [off, off + len). */
typedef struct lluri_span {
    uint32_t off, len;
} lluri_span;

/* Bits of lluri.present. Absent is not empty: "http://a?" has an empty
 * query (bit set, len 0), "http://a" none (bit clear). The path is always
 * there (RFC 3986 §3.3), so it has no bit; so is the host of an authority. */
#define LLURI_HAS_SCHEME    ((lluri_present_bit)(1u << 0))
#define LLURI_HAS_AUTHORITY ((lluri_present_bit)(1u << 1)) /* "//": then host is present too */
#define LLURI_HAS_USERINFO  ((lluri_present_bit)(1u << 2))
#define LLURI_HAS_PORT      ((lluri_present_bit)(1u << 3)) /* ":" after the host; may be "" */
#define LLURI_HAS_QUERY     ((lluri_present_bit)(1u << 4))
#define LLURI_HAS_FRAGMENT  ((lluri_present_bit)(1u << 5))
#define LLURI_HAS_ZONE_ID   ((lluri_present_bit)(1u << 6)) /* RFC 6874 "%25" zone id, IPv6 */
#define LLURI_HAS_PARTIAL   ((lluri_present_bit)(1u << 7)) /* a failed parse's components
                                                    before the error (LLURI_PARTIAL) */
#define LLURI_HAS_NON_ASCII ((lluri_present_bit)(1u << 8)) /* a byte >= 0x80 (LLURI_IRI, or
                                                    a lenient parse): no URI for the writers */

/* Which alternative of RFC 3986 §3.2.2 `host` matched. A host that matches
 * IPv4address is IPV4, never REG_NAME (§3.2.2: first-match-wins). */
enum lluri_host_kind {
    LLURI_HOST_NONE      = 0, /* no authority */
    LLURI_HOST_REG_NAME  = 1,
    LLURI_HOST_IPV4      = 2,
    LLURI_HOST_IPV6      = 3, /* "[...]"; with a zone id when LLURI_HAS_ZONE_ID */
    LLURI_HOST_IPVFUTURE = 4
};

/* A parsed URI reference: spans into the caller's text, which lluri neither
 * owns nor copies; valid as long as that text is, and as long as its bytes
 * do not change. `host` is the host as written (brackets included for IP
 * literals), `port` the text after its ":" (possibly empty). Absent
 * components have the span {0, 0} and their bit clear.
 *
 * The fields are the caller's to read and to edit: every function works on
 * what an edited struct now says (as if recomposed and parsed again), and
 * reports LLURI_ESPAN for a present span outside [0, len). What it checks
 * is the layout, not each component's bytes: lluri(3) says what an edit
 * may do. Build a struct from pieces with lluri_recompose(). */
typedef struct lluri {
    const char *src;
    uint32_t    len;
    uint32_t    present;   /* LLURI_HAS_* */
    uint8_t     host_kind; /* enum lluri_host_kind */
    uint32_t    tolerated; /* LLURI_TOL_*: what a lenient parse took */
    lluri_span  scheme, userinfo, host, port, path, query, fragment;
} lluri;

/* Parse the `len` bytes at `s` as the start rule `flags` picks
 * (LLURI_PARSE_FLAGS). Returns 0 and fills *u; or a negative code, fills
 * *err (when not NULL) and leaves *u zeroed but for src. The code names
 * the component at fault, the offset the first byte its rule cannot take
 * ("http://a b/" is LLURI_EHOST 8). LLURI_PARTIAL keeps what was complete
 * before the error; LLURI_IRI parses RFC 3987's IRIs to the same spans
 * (<lluri/iri.h>); LLURI_LENIENT what real logs hold, saying in
 * u->tolerated what it took (<lluri/lenient.h>). `s` may be NULL only
 * when len is 0; an input over UINT32_MAX bytes is LLURI_ETOOLONG. Each
 * flag's exact rules, and how an error's component is chosen: lluri(3). */
LLURI_API int lluri_parse(lluri *u, const char *s, size_t len, lluri_flags flags,
                          lluri_error *err);

/* The bytes of a span of u (u->src + span.off). */
static inline const char *lluri_ptr(const lluri *u, lluri_span span)
{
    return u->src + span.off;
}

/* The seven components in their order (RFC 3986 §3), as indexes for code
 * that walks them: a table of names, one output column per component. */
enum lluri_part {
    LLURI_PART_SCHEME, LLURI_PART_USERINFO, LLURI_PART_HOST, LLURI_PART_PORT,
    LLURI_PART_PATH, LLURI_PART_QUERY, LLURI_PART_FRAGMENT,
    LLURI_PART_COUNT
};

/* Whether u has the component `part` (the path always; the host with an
 * authority; 0 for a value out of the enum), and its span, {0, 0} when
 * absent. */
static inline int lluri_part_span(const lluri *u, enum lluri_part part,
                                  lluri_span *span)
{
    uint32_t bit;

    switch (part) {
    case LLURI_PART_SCHEME:   bit = LLURI_HAS_SCHEME;    *span = u->scheme;   break;
    case LLURI_PART_USERINFO: bit = LLURI_HAS_USERINFO;  *span = u->userinfo; break;
    case LLURI_PART_HOST:     bit = LLURI_HAS_AUTHORITY; *span = u->host;     break;
    case LLURI_PART_PORT:     bit = LLURI_HAS_PORT;      *span = u->port;     break;
    case LLURI_PART_PATH:     *span = u->path;           return 1;
    case LLURI_PART_QUERY:    bit = LLURI_HAS_QUERY;     *span = u->query;    break;
    case LLURI_PART_FRAGMENT: bit = LLURI_HAS_FRAGMENT;  *span = u->fragment; break;
    default:                  bit = 0;                                         break;
    }
    if (u->present & bit)
        return 1;
    span->off = span->len = 0;
    return 0;
}

/* The host without the brackets of an IP literal and without a zone id
 * ("[fe80::1%25eth0]" gives "fe80::1", what getaddrinfo() takes), and the
 * zone id as written after its "%25" ("eth0"; still percent-encoded).
 * Either pointer may be NULL. Returns 0; LLURI_EINVAL when u has no
 * authority (*host and *zone are then {0, 0}); LLURI_ESPAN for a host span
 * outside the text. A URI without a zone id gets zone {0, 0}. */
LLURI_API int lluri_host_address(const lluri *u, lluri_span *host,
                                 lluri_span *zone);

/* The port as a number: 0 .. 65535. LLURI_ENOPORT when there is no port or
 * it is empty ("http://a:/"); LLURI_EPORTRANGE above 65535 ("http://a:65536/"
 * is a valid URI: RFC 3986 §3.2.3 sets no bound); LLURI_EPORT, with the
 * offset of the byte, for a port span that holds a non-digit. */
LLURI_API int lluri_port(const lluri *u, lluri_error *err);

/* "reg-name", "ipv4", "ipv6", "ipvfuture"; NULL for LLURI_HOST_NONE and
 * values out of the enum. */
LLURI_API const char *lluri_host_kind_name(enum lluri_host_kind kind);

/* ---- Writers -----------------------------------------------------------------
 * Every function that produces text keeps snprintf's contract:
 *   - it returns n, the length of the whole result (a NUL not counted), or
 *     a negative code (and fills *err);
 *   - when n < cap, out holds the whole result and a NUL after it;
 *   - when n >= cap > 0, out holds the first cap - 1 bytes of the result
 *     and a NUL: call again with cap > n;
 *   - nothing is written past that NUL, and out may be NULL only when cap
 *     is 0, to size (LLURI_EINVAL otherwise);
 *   - where it takes `lluri *result` (may be NULL), *result is filled iff
 *     the result was written whole: the result parsed, its spans pointing
 *     into out, so that it need not be parsed again; otherwise (a result
 *     cap cannot hold, or an error) it is zeroed but for src, which is out.
 * out must not overlap the inputs. A result longer than UINT32_MAX bytes
 * is LLURI_ETOOLONG where a lluri would have to hold it. */

/* Components as text, for building a URI from pieces (RFC 3986 §5.3). A
 * NULL ptr is absent; a non-NULL ptr with len 0 is empty. */
typedef struct lluri_text {
    const char *ptr;
    size_t      len;
} lluri_text;

typedef struct lluri_parts {
    lluri_text scheme, userinfo, host, port, path, query, fragment;
} lluri_parts;

/* The components of u as text (pointing into u->src). Returns 0, or
 * LLURI_ESPAN (LLURI_EINVAL for a NULL argument) and zeroes *p. */
LLURI_API int lluri_get_parts(const lluri *u, lluri_parts *p);

/* RFC 3986 §5.3: put components together. Each is checked against its
 * rule: that component's code, and the offset its offending byte would
 * have in the result (the host "a b" after the scheme "http" is
 * LLURI_EHOST 8). Userinfo or port without a host, or a path that is
 * neither empty nor begins with "/" after an authority, is LLURI_EPARTS. So that the result parses back
 * to the same components, a path that begins with "//" and has no
 * authority is written after "/.", and a relative path whose first
 * segment holds ":" after "./" (the dot segments mean the same path). */
LLURI_API ptrdiff_t lluri_recompose(const lluri_parts *p, char *out, size_t cap,
                                    lluri *result, lluri_error *err);

/* RFC 3986 §5.2.4: path[0 .. len) without its "." and ".." segments (never
 * longer than len). */
LLURI_API ptrdiff_t lluri_remove_dot_segments(const char *path, size_t len,
                                              char *out, size_t cap,
                                              lluri_error *err);

/* RFC 3986 §5.2: the target of `ref` against `base` (LLURI_RESOLVE_FLAGS).
 * The base must have a scheme (LLURI_EBASE); its fragment is ignored
 * (§5.1). Strict unless LLURI_RESOLVE_COMPAT. The result is never longer
 * than base->len + ref->len + 1. */
LLURI_API ptrdiff_t lluri_resolve(const lluri *base, const lluri *ref,
                                  lluri_flags flags, char *out, size_t cap,
                                  lluri *result, lluri_error *err);

/* The inverse of resolution: a reference r, as short as possible, with
 * lluri_resolve(base, r) == target byte for byte. When no relative form
 * exists (another scheme or authority), r is the target itself. Both must
 * have a scheme: LLURI_EBASE for the base, LLURI_ENOSCHEME (offset 0) for
 * the target. flags: 0 (none is defined yet). */
LLURI_API ptrdiff_t lluri_relativize(const lluri *base, const lluri *target,
                                     lluri_flags flags, char *out, size_t cap,
                                     lluri *result, lluri_error *err);

/* RFC 3986 §6.2.2 and §6.2.3 (LLURI_NORM_FLAGS; the LLURI_NORM_DROP_* bits
 * go beyond §6, for cache keys). Percent-decoding comes
 * before dot removal, so "/%2e%2E/" counts as "/../". Dot segments are
 * removed (§5.2.4) from an absolute path, and from a rootless path after
 * a scheme ("x:./a:/b" is "x:a:/b") unless the result would begin with
 * "/": "urn:a/../b" keeps its path, which §5.2.4 would make "/b", another
 * name. A relative-path reference keeps them ("../g", "./a:b"). The
 * result is never longer than
 * the input plus two bytes (an empty http path becomes "/"; RFC 5952
 * writes a lone zero group of an IPv6 literal as "0", not "::"). */
LLURI_API ptrdiff_t lluri_normalize(const lluri *u, lluri_flags flags, char *out,
                                    size_t cap, lluri *result, lluri_error *err);

/* RFC 3986 §6.1: 1 when a and b are equivalent after normalization with
 * `flags` (LLURI_NORM_FLAGS), 0 when not, or a negative code. */
LLURI_API int lluri_equivalent(const lluri *a, const lluri *b, lluri_flags flags,
                               lluri_error *err);

/* The default port of a scheme (any case), as its RFC or IANA registration
 * says (http 80, https 443, ftp 21, ... : lluri(3) has the list), or
 * LLURI_ENOPORT when none is known. */
LLURI_API int lluri_default_port(const char *scheme, size_t len);

/* ---- Percent-coding (RFC 3986 §2.1, §2.4) --------------------------------------
 * Decoding checks only the "%" syntax: a "%" not followed by two hex digits
 * is LLURI_EPCT at its offset; every other byte is copied as is (the result
 * may hold NUL bytes: it has a length). LLURI_PCT_FORM: "+" is a space. */
LLURI_API ptrdiff_t lluri_pct_decode(const char *s, size_t len, lluri_flags flags,
                                     char *out, size_t cap, lluri_error *err);

/* Encoding for one component: every byte not allowed there unencoded is
 * written as %XX (upper case); "%" is always encoded. */
enum lluri_component {
    LLURI_COMPONENT_USERINFO = 1,
    LLURI_COMPONENT_REG_NAME = 2,
    LLURI_COMPONENT_SEGMENT  = 3, /* one path segment: "/" is encoded */
    LLURI_COMPONENT_PATH     = 4, /* a path: "/" kept */
    LLURI_COMPONENT_QUERY    = 5,
    LLURI_COMPONENT_FRAGMENT = 6,
    LLURI_COMPONENT_FORM     = 7  /* a form key or value (WHATWG
                                     application/x-www-form-urlencoded):
                                     ALPHA DIGIT "*" "-" "." "_" kept,
                                     space as "+", all else %XX */
};
/* LLURI_EINVAL for a component out of the enum. */
LLURI_API ptrdiff_t lluri_pct_encode(const char *s, size_t len,
                                     enum lluri_component component,
                                     char *out, size_t cap, lluri_error *err);

#ifdef __cplusplus
}
#endif

/* The features' headers, which lluri.h has always declared. */
#include <lluri/parser.h>
#include <lluri/match.h>
#include <lluri/iri.h>
#include <lluri/lenient.h>
#include <lluri/query.h>

#endif /* LLURI_H */
