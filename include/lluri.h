/*
 * lluri.h — the one public header of lluri, a URI library whose recognizers
 * are Ragel state machines transcribed from RFC 3986.
 *
 * Contract, for every function here:
 *   - input is bytes with a length; it need not be NUL-terminated, and no
 *     byte at or past `len` is ever read;
 *   - nothing allocates and there is no global mutable state, so every
 *     function may be called from any thread on distinct objects;
 *   - errors are negative LLURI_E* codes; where an lluri_error is given it
 *     also receives the offset of the offending byte (== len when the input
 *     ended too early).
 *
 * Where a parse fails, the code names the component at fault and the offset
 * is that of its first byte that the component's rule cannot take. The
 * components are those RFC 3986 Appendix B splits the input into, over the
 * bytes up to the one where no parse could go on; so the offset is at most
 * that byte's, and an incremental parse reports what a one-shot parse does.
 * A failure right after a "%" is always LLURI_EPCT at that byte. Where two
 * readings were open (before an "@", "a:b" may be userinfo or host and
 * port), the one that got further names the error. Examples:
 *   "http://a b/"     LLURI_EHOST   8      "http://a:1x/"  LLURI_EPORT  10
 *   "http://u:p s@h"  LLURI_EUSERINFO 10   "a%3:b"         LLURI_EPCT    3
 *   "1abc:/x"         LLURI_ESCHEME 0      "//[::1]@x"     LLURI_EHOST   7
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

/* A component's place in the parsed buffer: bytes [off, off + len). */
typedef struct lluri_span {
    uint32_t off, len;
} lluri_span;

/* Bits of lluri.present. Absent is not empty: "http://a?" has an empty
 * query (bit set, len 0); "http://a" has none (bit clear). The path is
 * always present (RFC 3986 §3.3), so it has no bit. */
#define LLURI_HAS_SCHEME    (1u << 0)
#define LLURI_HAS_AUTHORITY (1u << 1) /* "//" was seen; host then is too */
#define LLURI_HAS_USERINFO  (1u << 2)
#define LLURI_HAS_HOST      (1u << 3) /* same as HAS_AUTHORITY, for clarity */
#define LLURI_HAS_PORT      (1u << 4) /* ":" after the host, port may be "" */
#define LLURI_HAS_QUERY     (1u << 5)
#define LLURI_HAS_FRAGMENT  (1u << 6)
#define LLURI_HAS_ZONE_ID   (1u << 7) /* RFC 6874 "%25" zone id in the host */

/* lluri.host_kind: which alternative of RFC 3986 §3.2.2 `host` matched.
 * A host that matches IPv4address is IPV4, never REG_NAME ("first-match-
 * wins", §3.2.2). */
enum lluri_host_kind {
    LLURI_HOST_NONE      = 0, /* no authority */
    LLURI_HOST_REG_NAME  = 1,
    LLURI_HOST_IPV4      = 2,
    LLURI_HOST_IPV6      = 3, /* "[...]"; with a zone id when HAS_ZONE_ID */
    LLURI_HOST_IPVFUTURE = 4
};

/* A parsed URI reference: spans into the caller's buffer, which lluri
 * neither owns nor copies. The struct is valid as long as that buffer is.
 * Absent components have a {0, 0} span and their bit clear. `host` is the
 * ABNF host text exactly as written (brackets included for IP literals);
 * `port` is the text after ":" (possibly empty). Functions that take a
 * lluri expect one as lluri_parse() (or a writer's *result) filled it:
 * resolve and relativize copy runs of components that follow one another
 * in src as one piece, so a struct whose spans or bits were edited gives
 * unspecified output (normalize checks and copes). To change components,
 * take them with lluri_get_parts() and write them with lluri_recompose(). */
typedef struct lluri {
    const char *src;
    uint32_t    len;
    uint32_t    present;   /* LLURI_HAS_* bits */
    uint8_t     host_kind; /* enum lluri_host_kind */
    lluri_span  scheme, userinfo, host, port, path, query, fragment;
} lluri;

/* Parse flags. The low two bits pick the start rule (RFC 3986 §4.1–§4.3);
 * the default, 0, is URI-reference. Unknown bits are an error
 * (LLURI_EFLAGS), never silently ignored. */
#define LLURI_REFERENCE  0u        /* URI-reference = URI / relative-ref */
#define LLURI_URI        1u        /* URI: scheme required, fragment allowed */
#define LLURI_ABSOLUTE   2u        /* absolute-URI: scheme, no fragment */
#define LLURI_RELATIVE   3u        /* relative-ref: no scheme */
#define LLURI_START_MASK 3u
#define LLURI_ZONE_ID    (1u << 2) /* accept RFC 6874 IPv6addrz ("%25" zone) */
#define LLURI_FLAGS_ALL  (LLURI_START_MASK | LLURI_ZONE_ID)

/* The error codes: explicit numbers, never renumbered. The third column is
 * what lluri_strerror() returns. */
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
    /* RFC 1738 §5 scheme grammars: -22 .. -39 */                          \
    X(ESLASHES,   -22,  "missing \"//\" after the scheme")                  \
    X(EUSER,      -23,  "invalid character in user name")                   \
    X(EPASSWORD,  -24,  "invalid character in password")                    \
    X(EHOSTNAME,  -25,  "invalid host name or number")                      \
    X(EPORTNUM,   -26,  "invalid port number")                              \
    X(EFPATH,     -27,  "invalid character in ftp or file path")            \
    X(EFTPTYPE,   -28,  "invalid ftp type code")                            \
    X(EHPATH,     -29,  "invalid character in http path")                   \
    X(ESEARCH,    -30,  "invalid character in search")                      \
    X(EGTYPE,     -31,  "invalid gopher type")                              \
    X(ESELECTOR,  -32,  "invalid gopher selector")                          \
    X(EGOPHERPLUS,-33,  "invalid gopher+ string")                           \
    X(EMAILTO,    -34,  "invalid mailto address")                           \
    X(EGROUP,     -35,  "invalid news group name")                          \
    X(EARTICLE,   -36,  "invalid news article")                             \
    X(EWAIS,      -37,  "invalid wais database, type or path")              \
    X(EPROSPERO,  -38,  "invalid prospero path or field")                   \
    X(ESCHEMESYNTAX,-39, "does not match the scheme's grammar")             \
    /* uri(7) schemes and database URLs: -40 .. -59 */                       \
    X(ELDAP,      -40,  "invalid ldap URL")                                 \
    X(ELDAPDN,    -41,  "invalid ldap dn")                                  \
    X(ELDAPATTR,  -42,  "invalid ldap attribute selector")                  \
    X(ELDAPSCOPE, -43,  "invalid ldap scope")                               \
    X(ELDAPFILTER,-44,  "invalid ldap filter")                              \
    X(ELDAPEXT,   -45,  "invalid ldap extension")                           \
    X(EMANNAME,   -46,  "invalid man page name")                            \
    X(EMANSECTION,-47,  "invalid man section")                              \
    X(EINFOFILE,  -48,  "invalid info file name")                           \
    X(EINFONODE,  -49,  "invalid info node")                                \
    X(EWHATIS,    -50,  "invalid whatis string")                            \
    X(EFRAGMENTSCHEME, -51, "fragment not allowed in this scheme")          \
    X(EDBDIALECT, -52,  "invalid database dialect")                         \
    X(EDBDRIVER,  -53,  "invalid database driver")                          \
    X(EDBURL,     -54,  "invalid database URL")

enum lluri_errcode {
#define LLURI__ERR_ENUM(name, num, text) LLURI_##name = num,
    LLURI_ERRORS(LLURI__ERR_ENUM)
#undef LLURI__ERR_ENUM
};

typedef struct lluri_error {
    int    code;   /* LLURI_OK or a negative LLURI_E* */
    size_t offset; /* first byte that could not be accepted; len if input ended */
} lluri_error;

/* Parse `len` bytes at `s` as the start rule picked by `flags`.
 * Returns 0 and fills *u, or a negative LLURI_E* code, fills *err (when
 * non-NULL) and leaves *u zeroed but for src. `u` must not be NULL;
 * `s` may be NULL only when len is 0. Inputs longer than UINT32_MAX bytes
 * get LLURI_ETOOLONG (offset UINT32_MAX): spans are 32-bit, never truncated. */
LLURI_API int lluri_parse(lluri *u, const char *s, size_t len, unsigned flags,
                          lluri_error *err);

/* The readable reason for a code ("invalid character in host"), and its
 * name ("LLURI_EHOST"). Unknown codes give "unknown error" / "LLURI_E?". */
LLURI_API const char *lluri_strerror(int code);
LLURI_API const char *lluri_errname(int code);

/* "reg-name", "ipv4", "ipv6", "ipvfuture", or NULL for LLURI_HOST_NONE and
 * unknown values. */
LLURI_API const char *lluri_host_kind_name(int kind);

/* The library version, "MAJOR.MINOR.PATCH". */
LLURI_API const char *lluri_version(void);

/* Incremental parsing, for input that arrives in pieces (a proxy reading a
 * request line from a socket). The caller keeps the bytes in one buffer and
 * passes the whole buffer, with its current length, each time; the parser
 * resumes where it stopped, so no byte is scanned twice. The buffer may move
 * (realloc) between calls; spans are offsets, never pointers.
 *
 *   lluri_parser ps; lluri_parser_init(&ps, flags);
 *   while (more) { append to buf; if (lluri_parser_execute(&ps, buf, n, &e) < 0) fail; }
 *   if (lluri_parser_finish(&ps, &u, buf, n, &e) < 0) fail;
 *
 * lluri_parse() gives what init + execute + finish give. The fields are private:
 * read them through the functions only. */
typedef struct lluri_parser {
    int      cs;          /* Ragel state */
    unsigned flags;
    uint32_t off;         /* bytes consumed so far */
    uint32_t seen;        /* which marks are set */
    uint32_t mark[7];     /* component boundaries seen so far */
    int      error;       /* 0, or the final error code */
    uint32_t error_off;
} lluri_parser;

LLURI_API void lluri_parser_init(lluri_parser *ps, unsigned flags);
/* Consume buf[ps->off .. len). Returns 0 while the input is still a valid
 * prefix, or a negative code once it cannot be (the error is final: later
 * calls return it again). `len` must not shrink between calls. */
LLURI_API int lluri_parser_execute(lluri_parser *ps, const char *buf, size_t len,
                                   lluri_error *err);
/* Declare the input complete at `len` bytes (executing any bytes not yet
 * consumed) and fill *u. Returns 0 or a negative code. */
LLURI_API int lluri_parser_finish(lluri_parser *ps, lluri *u, const char *buf,
                                  size_t len, lluri_error *err);

/* Each ABNF rule of RFC 3986 Appendix A (and RFC 6874's) by number, so that
 * a single rule can be matched on its own: "is this a valid host?", and the
 * test that checks each rule against its accept and reject lists. */
#define LLURI_RULES(X)                \
    X(URI,            1)              \
    X(HIER_PART,      2)              \
    X(URI_REFERENCE,  3)              \
    X(ABSOLUTE_URI,   4)              \
    X(RELATIVE_REF,   5)              \
    X(RELATIVE_PART,  6)              \
    X(SCHEME,         7)              \
    X(AUTHORITY,      8)              \
    X(USERINFO,       9)              \
    X(HOST,           10)             \
    X(PORT,           11)             \
    X(IP_LITERAL,     12)             \
    X(IPVFUTURE,      13)             \
    X(IPV6ADDRESS,    14)             \
    X(H16,            15)             \
    X(LS32,           16)             \
    X(IPV4ADDRESS,    17)             \
    X(DEC_OCTET,      18)             \
    X(REG_NAME,       19)             \
    X(PATH,           20)             \
    X(PATH_ABEMPTY,   21)             \
    X(PATH_ABSOLUTE,  22)             \
    X(PATH_NOSCHEME,  23)             \
    X(PATH_ROOTLESS,  24)             \
    X(PATH_EMPTY,     25)             \
    X(SEGMENT,        26)             \
    X(SEGMENT_NZ,     27)             \
    X(SEGMENT_NZ_NC,  28)             \
    X(PCHAR,          29)             \
    X(QUERY,          30)             \
    X(FRAGMENT,       31)             \
    X(PCT_ENCODED,    32)             \
    X(UNRESERVED,     33)             \
    X(RESERVED,       34)             \
    X(GEN_DELIMS,     35)             \
    X(SUB_DELIMS,     36)             \
    X(IPV6ADDRZ,      37)             \
    X(ZONEID,         38)             \
    X(IP_LITERAL_Z,   39)

enum lluri_rule {
#define LLURI__RULE_ENUM(name, num) LLURI_RULE_##name = num,
    LLURI_RULES(LLURI__RULE_ENUM)
#undef LLURI__RULE_ENUM
    LLURI_RULE_MAX__
};

/* Match all `len` bytes against one rule. Returns 0 on a match;
 * LLURI_ENOMATCH (offset: first byte the rule could not take, or len) when
 * not; LLURI_ERULE for an unknown rule number. */
LLURI_API int lluri_match(int rule, const char *s, size_t len, lluri_error *err);

/* The rule's ABNF name ("IPv6address", "dec-octet"), or NULL if unknown. */
LLURI_API const char *lluri_rule_name(int rule);

/* ---- Writers ---------------------------------------------------------------
 * Every function below that produces text writes it into out[0 .. cap) and
 * returns the length of the whole result, not counting a NUL, the way
 * snprintf does: when the result is shorter than cap it is followed by a
 * NUL; when the return value is >= cap, out holds only a prefix (and no
 * NUL) and the caller calls again with cap > the returned length. `out` may
 * be NULL when cap is 0, to size. A negative return is an LLURI_E* code
 * (with *err filled when err is not NULL). Where a function takes
 * `lluri *result` (may be NULL), a result written whole (return <= cap) is
 * also returned parsed, its spans pointing into out, so that it need not be
 * parsed again; otherwise *result is zeroed but for src. Bytes of out
 * after the NUL (below cap) may have been written as scratch: their
 * content is unspecified. Nothing allocates; out must not overlap the
 * inputs. */

/* Components as text, for building a URI from pieces (RFC 3986 §5.3). A
 * NULL ptr means absent; a non-NULL ptr with len 0 means empty. */
typedef struct lluri_text {
    const char *ptr;
    size_t      len;
} lluri_text;

typedef struct lluri_parts {
    lluri_text scheme, userinfo, host, port, path, query, fragment;
} lluri_parts;

/* The components of a parsed URI as text (pointing into u->src). */
LLURI_API void lluri_get_parts(const lluri *u, lluri_parts *p);

/* RFC 3986 §5.3: put components back together. Each component is checked
 * against its rule (error: that component's code, offset into the output);
 * userinfo or port without a host, or a path that neither is empty nor
 * starts with "/" after an authority, is LLURI_EPARTS. So that the result
 * parses back to the same components, a path that starts with "//" and has
 * no authority is written after "/.", and a relative path whose first
 * segment holds ":" after "./" (both dot segments mean the same path). */
LLURI_API ptrdiff_t lluri_recompose(const lluri_parts *p, char *out, size_t cap,
                                    lluri *result, lluri_error *err);

/* RFC 3986 §5.2.4: remove "." and ".." segments from path[0 .. len).
 * Returns the length of the result (never more than len). */
LLURI_API size_t lluri_remove_dot_segments(const char *path, size_t len,
                                           char *out, size_t cap);

/* RFC 3986 §5.2: the target of reference `ref` against `base`. The base
 * must have a scheme (LLURI_EBASE otherwise); a fragment of the base is
 * ignored (§5.1). Strict by default; LLURI_RESOLVE_COMPAT gives §5.2.2's
 * backward-compatible reading, where a reference whose scheme equals the
 * base's is taken as relative. */
#define LLURI_RESOLVE_COMPAT (1u << 0)
LLURI_API ptrdiff_t lluri_resolve(const lluri *base, const lluri *ref,
                                  unsigned flags, char *out, size_t cap,
                                  lluri *result, lluri_error *err);

/* RFC 3986 §6: normalization, one flag per step. Percent-decoding comes
 * before dot-segment removal, so "/%2e%2E/" counts as "/../". The result
 * is never longer than the input plus two bytes: an empty http path becomes
 * "/", and RFC 5952 writes a lone zero group of an IPv6 literal as "0", not
 * "::". */
#define LLURI_NORM_CASE    (1u << 0) /* §6.2.2.1: scheme, host lower case; %xx upper */
#define LLURI_NORM_PCT     (1u << 1) /* §6.2.2.2: decode %xx of unreserved only */
#define LLURI_NORM_DOTS    (1u << 2) /* §6.2.2.3: remove_dot_segments on the path */
#define LLURI_NORM_SCHEME  (1u << 3) /* §6.2.3: default port, empty port, empty path "/" */
#define LLURI_NORM_IPV6    (1u << 4) /* RFC 5952 text form of IPv6 literals */
#define LLURI_NORM_ALL     (LLURI_NORM_CASE | LLURI_NORM_PCT | LLURI_NORM_DOTS \
                            | LLURI_NORM_SCHEME | LLURI_NORM_IPV6)
LLURI_API ptrdiff_t lluri_normalize(const lluri *u, unsigned flags, char *out,
                                    size_t cap, lluri *result, lluri_error *err);

/* The default port of a scheme (case-insensitive name), or -1 if none is
 * known: http 80, https 443, ws 80, wss 443, ftp 21, gopher 70, nntp 119,
 * telnet 23, wais 210, prospero 1525, ldap 389. */
LLURI_API int lluri_default_port(const char *scheme, size_t len);

/* RFC 3986 §6.1 comparison ladder: 1 when a and b are equivalent after
 * normalization with `flags` (LLURI_NORM_*), 0 when not, or a negative
 * code. `scratch` receives both normalized forms: cap >= a->len + b->len + 2
 * always suffices (LLURI_EINVAL if smaller). */
LLURI_API int lluri_equivalent(const lluri *a, const lluri *b, unsigned flags,
                               char *scratch, size_t cap);

/* The inverse of resolution: a reference r, as short as possible, with
 * resolve(base, r) == target byte for byte. When no relative form exists
 * (another scheme or authority) r is target itself. */
LLURI_API ptrdiff_t lluri_relativize(const lluri *base, const lluri *target,
                                     char *out, size_t cap, lluri *result,
                                     lluri_error *err);

/* ---- Percent-coding (RFC 3986 §2.1, §2.4) ----------------------------------
 * Decoding checks only the "%" syntax: a "%" not followed by two hex digits
 * is LLURI_EPCT at its offset; every other byte is copied as is (the output
 * may hold NUL bytes: it has a length). With LLURI_PCT_FORM, "+" decodes to
 * a space (application/x-www-form-urlencoded). Unknown flags: LLURI_EFLAGS.
 * On success *err (when given) is {LLURI_OK, 0}. */
#define LLURI_PCT_FORM (1u << 0)
LLURI_API ptrdiff_t lluri_pct_decode(const char *s, size_t len, unsigned flags,
                                     char *out, size_t cap, lluri_error *err);

/* Encode for one component: every byte not allowed there unencoded is
 * written as %XX (upper case); "%" is always encoded. Returns LLURI_EINVAL
 * for an unknown component. */
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
LLURI_API ptrdiff_t lluri_pct_encode(const char *s, size_t len, int component,
                                     char *out, size_t cap);

/* ---- Query pairs ------------------------------------------------------------
 * Iterate over the "key=value" pairs of a query (separators "&", and ";"
 * with LLURI_QUERY_SEMICOLON) without allocating. Spans are the raw text in
 * the parsed buffer: decode a key or value with lluri_pct_decode(...,
 * LLURI_PCT_FORM, ...). Only the first "=" splits ("a=b=c": key "a", value
 * "b=c"); has_value tells "k" from "k=" (when 0 the value span is empty).
 * Empty pieces ("a&&b") are skipped; a URI without a query, or with an
 * empty one, has no pairs. */
#define LLURI_QUERY_SEMICOLON (1u << 0)
typedef struct lluri_query_pair {
    lluri_span key, value;
    int        has_value;
} lluri_query_pair;

typedef struct lluri_query_iter {
    const char *src;      /* private */
    uint32_t    pos, end;
    unsigned    flags;
} lluri_query_iter;

/* Start at u's query (a URI without a query has no pairs). */
LLURI_API void lluri_query_begin(lluri_query_iter *it, const lluri *u,
                                 unsigned flags);
/* 1 and the next pair, or 0 at the end. */
LLURI_API int lluri_query_next(lluri_query_iter *it, lluri_query_pair *pair);

/* ---- Scheme-specific syntax (RFC 1738 §5, uri(7), database URLs) ------------
 * lluri_scheme_parse() checks a URI against the grammar of its own scheme
 * and returns its fields as spans into the same buffer. The URI is first
 * parsed as an RFC 3986 URI (an error there is that parse's code and
 * offset); then the scheme's grammar runs over the same bytes: a URI valid
 * under RFC 3986 but not under its scheme's grammar gets one of the scheme
 * codes below, with the offset of the first byte that grammar could not take.
 *
 * Scheme names are matched without regard to case. Which grammar serves
 * which scheme:
 *   ftp, http (and https), gopher, mailto, news, nntp, telnet, wais, file,
 *   prospero        RFC 1738 §5 (grammar/rfc1738.rl)
 *   ldap            RFC 4516, as uri(7) describes it
 *   man, info, whatis   uri(7)
 *   database        SQLAlchemy's dialect[+driver]://... (see below)
 */
enum lluri_scheme_kind {
    LLURI_SCHEME_UNKNOWN  = 0,  /* no grammar for this scheme */
    LLURI_SCHEME_FTP      = 1,
    LLURI_SCHEME_HTTP     = 2,
    LLURI_SCHEME_GOPHER   = 3,
    LLURI_SCHEME_MAILTO   = 4,
    LLURI_SCHEME_NEWS     = 5,
    LLURI_SCHEME_NNTP     = 6,
    LLURI_SCHEME_TELNET   = 7,
    LLURI_SCHEME_WAIS     = 8,
    LLURI_SCHEME_FILE     = 9,
    LLURI_SCHEME_PROSPERO = 10,
    LLURI_SCHEME_LDAP     = 11,
    LLURI_SCHEME_MAN      = 12,
    LLURI_SCHEME_INFO     = 13,
    LLURI_SCHEME_WHATIS   = 14,
    LLURI_SCHEME_DATABASE = 15
};

/* The fields of each scheme, in order: the field's index in
 * lluri_scheme_parts.field[] is its position in its scheme's struct.
 * A field's bit (1u << index) in `present` is set when the field was
 * written (possibly empty), clear when absent (its span is then {0, 0}). */
#define LLURI_SCHEME_FIELDS_MAX 8
typedef struct lluri_scheme_parts {
    const char *src;   /* the parsed bytes (not owned), as in lluri */
    uint32_t    len;
    int         kind;     /* enum lluri_scheme_kind */
    uint32_t    present;  /* bit i: field[i] was written */
    union {
        lluri_span field[LLURI_SCHEME_FIELDS_MAX];
        struct { lluri_span user, password, host, port, path, type; } ftp;
        struct { lluri_span host, port, path, search; } http;
        /* gtype absent means "1" (RFC 1738 §3.4): lluri_gopher_type() */
        struct { lluri_span host, port, gtype, selector, search, gopher_plus; } gopher;
        struct { lluri_span to; } mailto;          /* the encoded address list */
        /* one of group, article; group "*" is all groups */
        struct { lluri_span group, article; } news;
        struct { lluri_span host, port, group, article; } nntp;
        struct { lluri_span user, password, host, port; } telnet;
        struct { lluri_span host, port, database, search, wtype, wpath; } wais;
        struct { lluri_span host, path; } file;
        struct { lluri_span host, port, path, fields; } prospero;
        struct { lluri_span host, port, dn, attributes, scope, filter, extensions; } ldap;
        struct { lluri_span name, section; } man;
        struct { lluri_span file, node; } info;
        struct { lluri_span string; } whatis;
        struct { lluri_span dialect, driver, username, password, host, port,
                            database, query; } database;
    } u;
} lluri_scheme_parts;


/* Read any scheme as a database URL (dialect[+driver]://...), not only the
 * dialects lluri knows by name. */
#define LLURI_SCHEME_AS_DATABASE (1u << 0)

/* Parse s[0..len) as an RFC 3986 URI, then by its scheme's grammar.
 * Returns 0 and fills *p; or a negative code (and *err): the RFC 3986 code,
 * LLURI_ENOGRAMMAR (offset 0) for a scheme without a grammar here, or a
 * scheme code. On error *p is zeroed but for src, len and kind (the kind is
 * known once the scheme is). */
LLURI_API int lluri_scheme_parse(lluri_scheme_parts *p, const char *s,
                                 size_t len, unsigned flags, lluri_error *err);
/* The same, for a URI already parsed with lluri_parse(). */
LLURI_API int lluri_scheme_parse_uri(lluri_scheme_parts *p, const lluri *u,
                                     unsigned flags, lluri_error *err);

/* "ftp", "http", ..., "database"; NULL for unknown kinds. */
LLURI_API const char *lluri_scheme_kind_name(int kind);
/* The name of field `field` of `kind` ("user", "gopher_plus", "dn"), as
 * the CLI's "parts" object uses it; NULL past the kind's last field. */
LLURI_API const char *lluri_scheme_field_name(int kind, int field);

/* Percent-decode field `field` of *p into out (lluri_pct_decode's
 * contract; LLURI_EINVAL for an absent or unknown field). */
LLURI_API ptrdiff_t lluri_scheme_field_decode(const lluri_scheme_parts *p,
                                              int field, char *out, size_t cap,
                                              lluri_error *err);

/* The gopher type of a gopher URL: its gtype byte, or '1' when absent
 * (RFC 1738 §3.4). */
LLURI_API char lluri_gopher_type(const lluri_scheme_parts *p);

/* ---- RFC 1738 iterators (src/rfc1738.rl) ---- */

/* RFC 1738 fields, as lluri_scheme_parse() gives them:
 *   - a "#fragment" is not part of an RFC 1738 URL (its appendix puts it
 *     after the URL): the scheme grammar reads the URI up to the "#";
 *   - paths are §3.1's url-path, without the "/" before them ("ftp://h/a"
 *     has path "a", "ftp://h/" path "", "ftp://h" none); ftp `type` is the
 *     code after ";type="; prospero `fields` is all of "*[ fieldspec ]"
 *     from its first ";"; gopher `search` and `gopher_plus` follow their
 *     "%09"; news has either `group` ("*" for all groups) or `article`;
 *   - "https" URLs are read with httpurl's grammar (kind LLURI_SCHEME_HTTP).
 * Scheme codes: LLURI_ESLASHES .. LLURI_ESCHEMESYNTAX (-22 .. -39). */

/* The "/"-separated segments of the path of an ftp or file URL (fpath:
 * §3.2.2's <cwd1>/.../<cwdN>/<name>, the last one the name), an http URL
 * (hpath) or a prospero URL (ppath), as raw spans into p->src; decode one
 * with lluri_pct_decode(). Empty segments count ("ftp://h//etc/motd" has
 * "", "etc", "motd"); a present empty path is one empty segment; an absent
 * path, or another kind, has none. */
typedef struct lluri_segment_iter {
    const char *src;      /* private */
    uint32_t    pos, end;
    int         done;
} lluri_segment_iter;
LLURI_API void lluri_scheme_segments_begin(lluri_segment_iter *it,
                                           const lluri_scheme_parts *p);
/* 1 and the next segment, or 0 at the end. */
LLURI_API int lluri_scheme_segments_next(lluri_segment_iter *it,
                                         lluri_span *segment);

/* The ";name=value" fieldspecs of a prospero URL (§3.11), in order; spans
 * are raw (fieldname and fieldvalue hold no ";" or "="). A URL without
 * fields, or another kind, has none. */
typedef struct lluri_prospero_field {
    lluri_span name, value;
} lluri_prospero_field;
typedef struct lluri_prospero_iter {
    const char *src;      /* private */
    uint32_t    pos, end;
} lluri_prospero_iter;
LLURI_API void lluri_prospero_fields_begin(lluri_prospero_iter *it,
                                           const lluri_scheme_parts *p);
/* 1 and the next field, or 0 at the end. */
LLURI_API int lluri_prospero_fields_next(lluri_prospero_iter *it,
                                         lluri_prospero_field *field);

/* ---- uri(7) and database URLs (src/uri7.rl, src/database.c) ---- */

/* Field indices of the ldap fields that hold lists. */
#define LLURI_LDAP_ATTRIBUTES 3
#define LLURI_LDAP_EXTENSIONS 6

/* Iterate over the comma-separated items of an ldap URL's attributes or
 * extensions (RFC 4516 §2), without allocating. For extensions, `critical`
 * is 1 when the item starts with "!" (not part of `type`), `type` is the
 * extype and `value` the exvalue after the first "=" (has_value tells
 * "e" from "e="); decode a value with lluri_pct_decode(). For attributes,
 * `type` is the whole selector. Spans point into p->src. An absent or
 * empty list has no items; a field other than those two has none. */
typedef struct lluri_ldap_item {
    lluri_span type, value;
    int        has_value;
    int        critical;
} lluri_ldap_item;

typedef struct lluri_ldap_iter {
    const char *src;      /* private */
    uint32_t    pos, end;
    int         field, done;
} lluri_ldap_iter;

LLURI_API void lluri_ldap_list_begin(lluri_ldap_iter *it,
                                     const lluri_scheme_parts *p, int field);
/* 1 and the next item, or 0 at the end. */
LLURI_API int lluri_ldap_list_next(lluri_ldap_iter *it, lluri_ldap_item *item);

/* Database URLs as SQLAlchemy writes them:
 *   dialect[+driver]://[username[:password]@][host][:port][/database][?query]
 * Fields: dialect, driver, username, password, host, port, database, query.
 * host is written without the brackets of an IP literal ("::1"), as
 * SQLAlchemy has it; an empty host is absent. database is the path after
 * its first "/" ("sqlite:////abs.db": "/abs.db"); "sqlite://" has none.
 * username and password are raw: decode them with
 * lluri_scheme_field_decode() or lluri_pct_decode(). */

/* Quote a username or password for a database URL: "%XX" (upper case) for
 * ":", "@", "/" (what SQLAlchemy's _rfc_1738_quote quotes), for "%" itself
 * (so that decoding gives back the original), and for every byte RFC 3986
 * does not allow unencoded in a userinfo (so that the URL parses). Other
 * bytes are copied. Writer contract ("Writers" above); never fails. */
LLURI_API ptrdiff_t lluri_db_quote(const char *s, size_t len, char *out,
                                   size_t cap);

/* A database URL from its parts, as text (NULL ptr: absent). username and
 * password are quoted with lluri_db_quote(); dialect, driver, host, port,
 * database and query are written as given (a host with a ":" gets
 * brackets). A password needs a username; a driver needs a dialect.
 * Writer contract; the result is also returned parsed by
 * lluri_parse(LLURI_URI) when `result` is given. Each part is checked
 * before anything is written; errors, with the offset into that part:
 * LLURI_EDBDIALECT (missing, or not ALPHA *(ALPHA / DIGIT)),
 * LLURI_EDBDRIVER (not 1*(ALPHA / DIGIT)), LLURI_EHOST or
 * LLURI_EIPLITERAL (host), LLURI_EPORT, LLURI_EPATH (database: pchar and
 * "/" only), LLURI_EQUERY; LLURI_EPARTS (offset 0) for a password
 * without a username. */
typedef struct lluri_db_parts {
    lluri_text dialect, driver, username, password, host, port, database,
               query;
} lluri_db_parts;
LLURI_API ptrdiff_t lluri_db_build(const lluri_db_parts *d, char *out,
                                   size_t cap, lluri *result,
                                   lluri_error *err);
/* ---- URLs in text (RFC 1738 Appendix, uri(7) "Writing a URI") ---------------
 * Find the URIs written in free text (log lines, mail, documents) without
 * allocating: an iterator over the text, resumable, each hit a span in the
 * text and the URI itself. Every hit is an RFC 3986 `URI` (scheme
 * required; what lluri_parse(..., LLURI_URI, ...) accepts, lengths past
 * 4 GiB aside). The forms, tried at each position in this order:
 *
 *   LLURI_EXTRACT_URL     <URL:uri>   RFC 1738's form; "URL:" in any case.
 *   LLURI_EXTRACT_ANGLE   <uri>       uri(7)'s angle brackets.
 *       Between the brackets whitespace (SP HT LF VT FF CR) is ignored
 *       around "URL:" and after the scheme's ":" (not inside the scheme:
 *       "<x http://a/>" is no "xhttp://a/"): a URI broken across lines is
 *       joined again, and a "-" before a line break is kept (RFC 1738 says
 *       it may or may not belong to the URI; lluri cannot know). No "<"
 *       may stand between the brackets. An unclosed "<", or brackets
 *       around something that is not a URI ("<b>", "<a href=...>",
 *       "a < b > c"), delimit nothing: the text inside is scanned like any
 *       other.
 *   LLURI_EXTRACT_QUOTED  "uri"       uri(7)'s double quotes: the URI is all
 *       the bytes between them (no whitespace), punctuation included.
 *   LLURI_EXTRACT_BARE    uri         "scheme:" at the start of a word (its
 *       first ALPHA follows no ALPHA or DIGIT), followed by "//", or by
 *       anything when the scheme is one usually written without "//"
 *       (mailto news urn tel data sip sips xmpp magnet geo cid mid man
 *       whatis, any case; grammar/context.rl `bare_scheme`). So "10:30",
 *       "note: x", "re:x" and "INFO:root:..." are no URIs. The URI is the
 *       longest stretch from there that is a URI ("http://a%zz" gives
 *       "http://a"; it ends at the latest before a byte no URI holds:
 *       whitespace, controls, non-ASCII, < > " { } | \ ^ `), less what the
 *       sentence owns at its end: trailing . , ; : ! ? ' and a trailing )
 *       or ] the URI has no opening ( or [ for ("(see
 *       http://w/Foo_(bar))." gives "http://w/Foo_(bar)").
 *
 * In every form a hit must reach past "scheme:" (past "scheme://" when it
 * has "//"): "ftp://" or "mailto:" quoted in a document are no URIs.
 * The angle and quoted forms need the same kind of scheme as a bare URI
 * ("//" or a scheme of the list: "<xsl:template>" is not a URI); only
 * <URL:...> takes any scheme. LLURI_EXTRACT_ANY_SCHEME lifts the rule for
 * all forms: any "scheme:" begins a URI.
 *
 * Hits come in text order and never overlap; after a hit, scanning goes on
 * after its delimiter (or its last byte). A URI inside a delimited URI is
 * not found again. */
#define LLURI_EXTRACT_ANY_SCHEME (1u << 0)
#define LLURI_EXTRACT_FLAGS_ALL  LLURI_EXTRACT_ANY_SCHEME

enum lluri_extract_form {
    LLURI_EXTRACT_BARE   = 0,
    LLURI_EXTRACT_URL    = 1, /* <URL:...> */
    LLURI_EXTRACT_ANGLE  = 2, /* <...> */
    LLURI_EXTRACT_QUOTED = 3  /* "..." */
};

typedef struct lluri_extract_hit {
    size_t off, len;   /* the URI in the text: from its first byte to its
                          last, whitespace inside included, delimiters
                          and "URL:" not */
    size_t outer_off, outer_len; /* the same with the delimiters: from "<"
                          through ">", or quote to quote (== off, len for a
                          bare URI) */
    size_t uri_len;    /* the URI's length with the whitespace removed */
    int    form;       /* enum lluri_extract_form */
} lluri_extract_hit;

/* The iterator. Private fields: use the functions. It holds a pointer to
 * the text, which must outlive it; nothing else. */
typedef struct lluri_extractor {
    const char *text;
    size_t      len, pos, floor;
    size_t      gt_from, gt_at; /* the first ">" at or after gt_from is at gt_at */
    unsigned    flags;
    int         error;
} lluri_extractor;

/* Start extracting from text[0 .. len) (any bytes, NUL included; `text` may
 * be NULL when len is 0). Returns 0, or LLURI_EFLAGS for unknown flags or
 * LLURI_EINVAL for NULL text with len > 0, which lluri_extract_next() then
 * returns too. */
LLURI_API int lluri_extract_init(lluri_extractor *x, const char *text,
                                 size_t len, unsigned flags);

/* The next hit: returns 1 and fills *hit, 0 when the text holds no more, or
 * the init error. When out is not NULL, the URI (whitespace removed) is
 * also written to out[0 .. cap) as the Writers above write: whole and
 * NUL-terminated when hit->uri_len < cap, else a prefix, which
 * lluri_extract_copy() can complete. Reads no byte past len. */
LLURI_API int lluri_extract_next(lluri_extractor *x, lluri_extract_hit *hit,
                                 char *out, size_t cap);

/* Write the URI of `hit` (found in `text`) to out, whitespace removed;
 * returns hit->uri_len (snprintf-style, see Writers). */
LLURI_API size_t lluri_extract_copy(const char *text,
                                    const lluri_extract_hit *hit, char *out,
                                    size_t cap);

#ifdef __cplusplus
}
#endif
#endif /* LLURI_H */
