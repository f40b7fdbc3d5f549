/* SPDX-License-Identifier: MIT */
/*
 * lluri/proxy.h — what a proxy asks of a request target, answered the same
 * way by every front end (the nginx module, the lluri tool, the Python
 * binding, and any other: a Varnish VMOD would call these two functions):
 *   - one cache key: the target (any RFC 9112 form) with its Host, in the
 *     library's one normal form, its query cleaned by the query-pair layer
 *     (<lluri/query.h>);
 *   - one verdict on the target: ok, lenient or invalid, and the
 *     confusions a rule can match on, each the reading of a target that
 *     one server takes and another does not.
 * Where a fetch of a URL goes is <lluri/fetch.h>.
 */
#ifndef LLURI_PROXY_H
#define LLURI_PROXY_H

#include <lluri.h>
#include <lluri/http.h>
#include <lluri/query.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The codes of this header, -77 .. -79 (lluri_strerror() knows them). */
#define LLURI_PROXY_ERRORS(X)                                                \
    X(EHOSTFIELD, -77,  "invalid Host header field")

enum lluri_proxy_errcode {
#define LLURI__PROXY_ERR_ENUM(name, num, text) LLURI_##name = num,
    LLURI_PROXY_ERRORS(LLURI__PROXY_ERR_ENUM)
#undef LLURI__PROXY_ERR_ENUM
    LLURI__PROXY_ERR_END = 0
};

/* ---- The cache key ------------------------------------------------------------
 * One string for a request target and its Host (RFC 9110 §7.2), built in
 * this order:
 *   1. the URI the request names: an absolute-form target as it is (its
 *      userinfo left out), any other form after "scheme://" and the Host
 *      field's host and port; an authority-form target (CONNECT) as
 *      "scheme://host:port" with no path, an asterisk-form one (OPTIONS *)
 *      as "scheme://host" and "*";
 *   2. with LLURI_KEY_MERGE_SLASHES, each run of "/" in the path as one
 *      (before dot segments are removed, so that "/a//../b" is "/b" as
 *      "/a/../b" is);
 *   3. lluri_normalize() of it with RFC 3986 §6.2.2 and §6.2.3
 *      (LLURI_NORM_ALL): the scheme and host lower case, the default port
 *      dropped, hex digits upper case, unreserved characters decoded and
 *      every other escape kept ("%2F" stays: "/a%2Fb" and "/a/b" are two
 *      keys), dot segments removed, IPv6 in RFC 5952 text;
 *   4. the query through the query layer with the options' query part
 *      (lluri_query_clean(): empty pairs dropped, keep and drop globs on
 *      decoded keys, LLURI_QUERY_SORT for the stable sort by decoded key);
 *      "?" only when a pair stays, so "/a?" and "/a?&" are "/a";
 *   5. no fragment.
 * The same target and Host give the same key in every front end. */

#define LLURI_KEY_MERGE_SLASHES (1u << 26)  /* "//" in the path as "/" */
#define LLURI_KEY_FLAGS         LLURI_KEY_MERGE_SLASHES

typedef struct lluri_cache_key_options {
    unsigned            flags;   /* LLURI_KEY_FLAGS */
    lluri_text          scheme;  /* of a target without one (all but the
                                    absolute-form): "http" when ptr is NULL */
    lluri_query_options query;   /* the query's cleaning; its scratch is
                                    for the whole key (see below) */
} lluri_cache_key_options;

/* Up to this many bytes of URI (scheme, Host and target together) the key
 * is built on the stack; a longer one needs query.scratch of
 * LLURI_CACHE_KEY_SCRATCH(n) bytes for n bytes of target and Host. */
#define LLURI_CACHE_KEY_STACK 4096
#define LLURI_CACHE_KEY_SCRATCH(n) (2 * ((size_t)(n) + 64) + LLURI_QUERY_SCRATCH(n))

/* The key of the request target `target` in the form `form` (as
 * lluri_parse_request_target() gives them; an absolute URL parsed by
 * lluri_parse() is LLURI_FORM_ABSOLUTE), with the Host field value
 * host[0 .. hlen) (uri-host [":" port]; ignored for the absolute-form,
 * whose authority RFC 9112 §3.2.2 puts first; NULL is an empty one),
 * written snprintf-style (<lluri.h>, "Writers"). o may be NULL: no
 * flags, "http", the query's empty pairs dropped. Errors: LLURI_EFLAGS
 * for other bits (here or in o->query); LLURI_EINVAL for a NULL target,
 * a NULL out with cap > 0, a form out of the enum, a scheme that is no
 * RFC 3986 scheme, or query options lluri_query_clean() refuses;
 * LLURI_EHOSTFIELD with the offset into host for a Host value that is
 * not uri-host [":" port]; the code and offset (into the target) of a
 * component of an edited target that no longer matches its rule;
 * LLURI_ETOOLONG for a URI over LLURI_CACHE_KEY_STACK bytes without
 * scratch enough (offset: the bytes needed), or a query with more pairs
 * to sort than there is room for (offset into the target). */
LLURI_API ptrdiff_t lluri_cache_key(const lluri *target, enum lluri_target_form form,
                                    const char *host, size_t hlen,
                                    const lluri_cache_key_options *o,
                                    char *out, size_t cap, lluri_error *err);

/* ---- The target verdict --------------------------------------------------------
 * Whether a request target is valid (RFC 9112 §3.2 in the form its method
 * takes), only readable by the lenient profile (LLURI_LENIENT: what logs
 * and lax clients send), or neither; and which confusions it holds: each
 * a target that servers read two ways, which a proxy that checks one way
 * and forwards to a server that reads the other must not pass. Each flag's
 * bit, its name (lluri_confusion_name()) and what it stands for: */
#define LLURI_CONFUSIONS(X)                                                  \
    /* a "." or ".." segment in the path: removed by some servers, before \
     * or after an access check, served as a file name by others */        \
    X(DOT_SEGMENT,   0, "dot-segment")                                       \
    /* "%2F" in the path: a "/" to servers that decode before routing     \
     * (Envoy, CVE-2019-9901), data to others (nginx's $uri decodes it)  */ \
    X(ENCODED_SLASH, 1, "encoded-slash")                                     \
    /* "%2E" in the path: "/%2e%2e/" is "/../" to a server that decodes   \
     * first (RFC 3986 §6.2.2.2 does), a name to one that does not */      \
    X(ENCODED_DOT,   2, "encoded-dot")                                       \
    /* "\" (lenient) or "%5C" in the path: a "/" to WHATWG URL and to      \
     * Windows servers, data to RFC 3986 */                                \
    X(BACKSLASH,     3, "backslash")                                         \
    /* a dot segment with path parameters, "..;/" or ".;x/": ".." to      \
     * Tomcat and Jetty, which drop ";..." first, a name to the rest */     \
    X(DOT_PARAMS,    4, "dot-params")                                        \
    /* "//" in the path: one "/" to servers that merge slashes (nginx),   \
     * an empty segment to others; "//x" reads as a host to some */        \
    X(DOUBLE_SLASH,  5, "double-slash")                                      \
    /* "%00" in the path or query: the end of the string to C APIs */      \
    X(NUL,           6, "nul")                                               \
    /* an overlong UTF-8 sequence once decoded ("%C0%AE" for ".", "%C0%AF" \
     * for "/"): a dot or a slash to lax decoders (IIS, CVE-2000-0884) */  \
    X(OVERLONG_UTF8, 7, "overlong-utf8")                                     \
    /* userinfo in an absolute-form target: RFC 9110 §4.2.4 forbids it;   \
     * "http://a@b/" goes to b, which a reader of "a" does not expect */   \
    X(USERINFO,      8, "userinfo")                                          \
    /* an absolute-form target whose host or port is not the Host        \
     * field's: RFC 9112 §3.2.2 makes the target's win, a proxy that      \
     * routes by Host sends it elsewhere (request smuggling, cache        \
     * poisoning) */                                                       \
    X(HOST_MISMATCH, 9, "host-mismatch")

enum lluri_confusion {
#define LLURI__CONFUSION_ENUM(name, bit, text) LLURI_CONFUSE_##name = 1u << bit,
    LLURI_CONFUSIONS(LLURI__CONFUSION_ENUM)
#undef LLURI__CONFUSION_ENUM
    LLURI__CONFUSION_END = 0
};

/* "dot-segment", ... for one LLURI_CONFUSE_* bit; NULL for anything else. */
LLURI_API const char *lluri_confusion_name(unsigned bit);

enum lluri_verdict {
    LLURI_VERDICT_OK      = 0,  /* valid in the form its method takes */
    LLURI_VERDICT_LENIENT = 1,  /* invalid, but an origin- or absolute-form
                                   target the lenient profile reads */
    LLURI_VERDICT_INVALID = 2
};

/* "ok", "lenient", "invalid"; NULL out of the enum. */
LLURI_API const char *lluri_verdict_name(enum lluri_verdict v);

typedef struct lluri_target_report {
    enum lluri_verdict     verdict;
    unsigned               confusions; /* LLURI_CONFUSE_* */
    enum lluri_target_form form;       /* 0 when invalid */
    lluri                  uri;        /* the target parsed (strictly, or by
                                          the lenient profile: uri.tolerated
                                          says what it took); spans into s */
    lluri_error            error;      /* why it is not ok: the strict code
                                          and offset (into the target);
                                          LLURI_OK when ok */
    lluri_span             target;     /* the target: all of s, or its place
                                          in the line */
} lluri_target_report;

/* The verdict on the request target s[0 .. len) of a request with the
 * method method[0 .. mlen) and the Host field value host[0 .. hlen) (NULL:
 * none, so no host-mismatch). The target is parsed as
 * lluri_parse_request_target() parses it (no length limit but
 * UINT32_MAX); when that fails, and the target is an origin-form ("/...")
 * or absolute-form one of a method that takes them, by lluri_parse() with
 * LLURI_LENIENT (as a relative-ref, or an absolute-URI; a fragment is
 * still invalid). The confusions are looked for in the target it read
 * (none in an invalid one). flags: LLURI_ZONE_ID. Returns the verdict
 * (>= 0) and fills *r; or LLURI_EFLAGS, or LLURI_EINVAL for a NULL
 * pointer with a length or a NULL r. */
LLURI_API int lluri_target_check(lluri_target_report *r, const char *method, size_t mlen,
                                 const char *s, size_t len, const char *host, size_t hlen,
                                 lluri_flags flags);

/* The same for a request line as a server received it, its CRLF taken off:
 * the method is what comes before its first SP, the target what lies
 * between that SP and the last SP (or the end, when there is one SP;
 * spaces at the end of the line are no SP here), so
 * that a line with extra spaces, which RFC 9112 refuses and some servers
 * take, is judged by the same bytes in every front end; r->target says
 * where the target is. A line without SP has an empty target. */
LLURI_API int lluri_target_check_line(lluri_target_report *r, const char *line, size_t len,
                                      const char *host, size_t hlen, lluri_flags flags);

#ifdef __cplusplus
}
#endif
#endif /* LLURI_PROXY_H */
