/* SPDX-License-Identifier: MIT */
/* normalize_sink.c — RFC 3986 §6 normalization through a sink: what
 * lluri_normalize()'s writer (normalize.c) does where it writes to the
 * sink, a byte at a time (component text, hosts, the dot-segment walk);
 * the default ports of §6.2.3; the sorted and edited forms; and
 * lluri_equivalent(), which compares two normal forms a window at a
 * time. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "write/dots.h"
#include "write/ipv6.h"
#include "write/normalize.h"
#include "write/query.h"

/* ---- Component text: percent-encodings and case ---------------------------- */

/* Write s[0 .. n) through the steps in `mode`. */
void lluri__put_text(lluri__sink *k, const char *s, size_t n, unsigned mode)
{
    for (size_t i = 0; i < n; i++) {
        int o = pct_octet(s, n, i);
        if (o < 0) {
            lluri__putc(k, (mode & T_LOWER) ? lluri__lower(s[i]) : s[i]);
            continue;
        }
        if ((mode & T_DECODE) && is_unreserved((unsigned char)o)) {
            char c = (char)o;
            lluri__putc(k, (mode & T_LOWER) ? lluri__lower(c) : c);
        } else if (mode & T_UPPER_HEX) {
            lluri__putc(k, '%');
            lluri__putc(k, lluri__upper(s[i + 1]));
            lluri__putc(k, lluri__upper(s[i + 2]));
        } else {
            lluri__put(k, s + i, 3);
        }
        i += 2;
    }
}

/* The length lluri__put_text() gives s[0 .. n). */
static size_t text_len(const char *s, size_t n, unsigned mode)
{
    lluri__sink k = { NULL, 0, 0, 0 };
    lluri__put_text(&k, s, n, mode);
    return k.pos;
}

/* ---- §6.2.2.3 dot segments, over segments as they read after decoding ---- */

/* Which paths lose their dot segments (LLURI_NORM_DOTS). RFC 3986:
 *
 *   §6.2.2.3  The complete path segments "." and ".." are intended only
 *             for use within relative references (Section 4.1) and are
 *             removed as part of the reference resolution process
 *             (Section 5.2). However, some deployed implementations
 *             incorrectly assume that reference resolution is not
 *             necessary when the reference is already a URI and thus fail
 *             to remove dot-segments when they occur in non-relative
 *             paths. URI normalizers should remove dot-segments by
 *             applying the remove_dot_segments algorithm to the path, as
 *             described in Section 5.2.4.
 *   §5.2.2    if defined(R.scheme) then
 *                T.scheme    = R.scheme;
 *                T.authority = R.authority;
 *                T.path      = remove_dot_segments(R.path);
 *   §1.2.3    URI scheme specifications can define opaque identifiers by
 *             disallowing use of slash characters, question mark
 *             characters, and the URIs "scheme:." and "scheme:..".
 *   §5.2.4 C  if the input buffer begins with a prefix of "/../" or
 *             "/..", where ".." is a complete path segment, then replace
 *             that prefix with "/" in the input buffer and remove the last
 *             segment and its preceding "/" (if any) from the output
 *             buffer
 *   §4.2      A path segment that contains a colon character (e.g.,
 *             "this:that") cannot be used as the first segment of a
 *             relative-path reference, as it would be mistaken for a
 *             scheme name. Such a segment must be preceded by a
 *             dot-segment (e.g., "./this:that") to make a relative-path
 *             reference.
 *
 * So, with LLURI_NORM_DOTS:
 * - an absolute path ("/" first) goes through §5.2.4, with "/." put
 *   before a result that starts with "//" without an authority (§3.3);
 * - a rootless path after a scheme (a URI's path: "non-relative") goes
 *   through §5.2.4 when the result does not start with "/": "x:./a:/b"
 *   becomes "x:a:/b", "x:a/./b" "x:a/b", "x:../b" "x:b", "x:a/." "x:a/",
 *   and "x:." the empty path "x:" (as §5.2.2 resolves the reference "x:."
 *   to "x:"; §1.2.3 names "scheme:." and "scheme:.." as what hierarchy
 *   processing changes). Where §5.2.4 would start the result with
 *   "/" (step C removing the first segment, which has no "/" before it,
 *   with more after it: "urn:a/../b" gives "urn:/b", "x:a/.." "x:/",
 *   "javascript:x/../alert(1)" "javascript:/alert(1)"), the path would
 *   turn absolute, another name: it is written as it is (its other steps
 *   taken: "x:a/%2e%2E/b" with NORM_PCT is "x:a/../b");
 * - a relative-path reference (no scheme, no authority, no "/" first)
 *   keeps its dot segments: they are what it means against a base
 *   ("../g" is not "g"), and §5.2.4 would drop its leading "../" and,
 *   after it, could leave a first segment with a colon, which §4.2 says
 *   must keep its "./" ("./a:b"; lluri_recompose() writes it so).
 * The rootless rule is decided in lluri__put_path_walked(), and only there:
 * verbatim() hands a rootless path that may hold a dot segment to the
 * writer, and the writer's path walks it. */

/* write/dots.c's walk (lluri__remove_dots) decides which elements survive,
 * reading "%2e" as "." when the path is decoded; this emitter writes each
 * survivor as lluri__put_text() gives it, right to left at its final place (k
 * NULL: only measures), and notes whether the result starts with "//"
 * (the leftmost survivor is a lone "/" and another follows it) or with
 * "/" (the leftmost survivor starts with it). */
struct dots_out {
    lluri__sink *k;
    unsigned     mode;
    size_t       pos;            /* where the element to come ends */
    size_t       count;          /* survivors so far */
    int          leftmost_slash; /* the last seen (leftmost) is "/" alone */
    int          leftmost_root;  /* the last seen (leftmost) starts with "/" */
};

static size_t dots_emit(void *ctx, const lluri__path *p, size_t start, size_t n)
{
    struct dots_out *d = ctx;
    const char *s = p->piece[0].s + start;
    size_t m = text_len(s, n, d->mode);
    d->count++;
    d->leftmost_slash = n == 1 && s[0] == '/';
    d->leftmost_root = s[0] == '/';
    if (d->k) {
        d->pos -= m;
        d->k->pos = d->pos;
        lluri__put_text(d->k, s, n, d->mode);
    }
    return m;
}

/* The path p[0 .. pn) through the walk of dots.c (LLURI_NORM_DOTS on a
 * path that starts with "/", or on a rootless one after a scheme, which
 * decides here whether it keeps its dot segments: "Which paths lose their
 * dot segments" above); returns its length. */
size_t lluri__put_path_walked(lluri__sink *k, const char *p, size_t pn, int has_auth,
                              unsigned text)
{
    int rooted = p[0] == '/';
    struct dots_out m = { NULL, text, 0, 0, 0, 0 };
    lluri__path dp = { .npieces = 0, .decode = (text & T_DECODE) != 0 };
    lluri__path_add(&dp, p, pn, 1);
    size_t total = lluri__remove_dots(&dp, dots_emit, &m);
    if (!rooted && m.leftmost_root) {   /* it would turn absolute: kept */
        lluri__put_text(k, p, pn, text);
        return pn;
    }
    /* the guard, told by the walk (its leftmost element is "/" and it
     * puts two bytes or more: the path starts with "//") */
    lluri__put_dot_prefix(k, !has_auth && m.leftmost_slash && m.count >= 2);
    size_t at = k->pos;
    struct dots_out w = { k, text, at + total, 0, 0, 0 };
    lluri__remove_dots(&dp, dots_emit, &w);
    k->pos = at + total;
    return total;
}

/* ---- The default ports of §6.2.3 ------------------------------------------ */

static const struct {
    const char *name;
    int port;
} default_ports[] = {
    { "http", 80 },   { "https", 443 },  { "ws", 80 },      { "wss", 443 },
    { "ftp", 21 },    { "gopher", 70 },  { "nntp", 119 },   { "telnet", 23 },
    { "wais", 210 },  { "prospero", 1525 }, { "ldap", 389 },
    /* each from the scheme's RFC or IANA registration: imap (RFC 5092),
     * pop (RFC 2384), rtsp, rtsps (RFC 7826), dict (RFC 2229), nfs (RFC
     * 2224), rsync (RFC 5781), coap, coaps (RFC 7252), ipp (RFC 3510),
     * ipps (RFC 7472), vnc (RFC 7869), snmp (RFC 4088), ssh, sftp
     * (draft-ietf-secsh-scp-sftp-ssh-uri, IANA provisional), redis,
     * rediss (IANA provisional) */
    { "imap", 143 },  { "pop", 110 },    { "rtsp", 554 },   { "rtsps", 322 },
    { "dict", 2628 }, { "nfs", 2049 },   { "rsync", 873 },  { "coap", 5683 },
    { "coaps", 5684 }, { "ipp", 631 },   { "ipps", 631 },   { "vnc", 5900 },
    { "snmp", 161 },  { "ssh", 22 },     { "sftp", 22 },    { "redis", 6379 },
    { "rediss", 6379 },
};

/* The default port of `scheme` (len bytes, any case), or -1 when lluri
 * knows none. `scheme` may be NULL when len is 0. */
int lluri_default_port(const char *scheme, size_t len)
{
    if (scheme == NULL)
        return len == 0 ? LLURI_ENOPORT : LLURI_EINVAL;
    for (size_t i = 0; i < sizeof default_ports / sizeof default_ports[0]; i++)
        if (name_equals(scheme, len, default_ports[i].name))
            return default_ports[i].port;
    return LLURI_ENOPORT;
}


/* ---- Hosts ------------------------------------------------------------------ */

/* The host of u, which has an authority. */
void lluri__put_host(lluri__sink *k, const lluri *u, unsigned flags,
                     unsigned text)
{
    const char *s = u->src;
    const char *h = s + u->host.off;
    size_t hn = u->host.len;
    uint8_t kind = lluri__host_kind(h, u->host.len);   /* its text says (host_kind may be edited) */
    if (kind == LLURI_HOST_IPV6 && hn >= 2) {
        const char *inner = h + 1;
        size_t in = hn - 2;
        const char *zone = memchr(inner, '%', in);
        size_t an = zone ? (size_t)(zone - inner) : in;
        lluri__putc(k, '[');
        size_t mark = k->pos;
        if (!(flags & LLURI_NORM_IPV6) || lluri__put_ipv6(k, inner, an) < 0) {
            k->pos = mark;
            for (size_t i = 0; i < an; i++)
                lluri__putc(k, (flags & (LLURI_NORM_CASE | LLURI_NORM_IPV6))
                           ? lluri__lower(inner[i]) : inner[i]);
        }
        lluri__put(k, inner + an, in - an);                  /* zone id as is */
        lluri__putc(k, ']');
    } else if (kind == LLURI_HOST_IPVFUTURE) {
        for (size_t i = 0; i < hn; i++)
            lluri__putc(k, (flags & LLURI_NORM_CASE) ? lluri__lower(h[i]) : h[i]);
    } else {                                    /* reg-name, IPv4 */
        lluri__put_text(k, h, hn,
                 text | ((flags & LLURI_NORM_CASE) ? T_LOWER : 0u));
    }
}

/* ---- The sorted and edited forms ---------------------------------------------- */

/* LLURI_NORM_SORT_QUERY, beyond RFC 3986 §6, for cache keys: the form
 * the other flags give, written into text[] (past LLURI__SORT_MAX bytes
 * that is LLURI_ETOOLONG), then its query's pairs cleaned by the query
 * layer (write/query.h): empty pairs dropped, the others ordered stably
 * by their decoded keys, as lluri_query_clean() and the cache key order
 * them. A query of empty pairs only stays, empty (unless
 * LLURI_NORM_DROP_EMPTY_QUERY). The keys sorted are the normalized ones,
 * so the result is a fixed point. */
#define LLURI__SORT_MAX 4096

#if defined(__GNUC__)
__attribute__((noinline))
#endif
ptrdiff_t lluri__normalize_sorted(const lluri *u, unsigned flags, char *out,
                                  size_t cap, lluri *result, lluri_error *err)
{
    char text[LLURI__SORT_MAX];
    uint32_t scratch[LLURI_QUERY_SCRATCH(LLURI__SORT_MAX) / sizeof(uint32_t) + 1];
    const lluri_query_options sort = {
        .flags = LLURI_QUERY_SORT, .scratch = scratch, .scratch_size = sizeof scratch
    };
    lluri v;
    ptrdiff_t n, np;

    if (out == NULL && cap > 0)
        return lluri__fail_result(result, out, err, LLURI_EINVAL, 0);
    n = lluri_normalize(u, flags, text, sizeof text, &v, err);
    if (n < 0)
        return lluri__fail_result(result, out, err, (int)n, err ? err->offset : 0);
    if ((size_t)n >= sizeof text)
        return lluri__fail_result(result, out, err, LLURI_ETOOLONG, sizeof text);
    if (!(v.present & LLURI_HAS_QUERY)) {
        if (cap > 0)
            memcpy(out, text, (size_t)n < cap ? (size_t)n : cap);
        return normalized(u, out, cap, (size_t)n, result, err);
    }
    size_t qoff = v.query.off, qend = qoff + v.query.len, at = qoff;
    while (at < qend && text[at] == '&')
        at++;
    /* no pair in it: the empty query goes too when DROP_EMPTY_QUERY says */
    int drop = at == qend && (flags & LLURI_NORM_DROP_EMPTY_QUERY);
    lluri__sink k = lluri__sink_of(out, cap);
    lluri__put(&k, text, qoff - (size_t)drop);
    np = lluri__query_put(&k, text + qoff, v.query.len, &sort, err);
    if (np < 0)
        return lluri__fail_result(result, out, err, (int)np, qoff + (err ? err->offset : 0));
    lluri__put(&k, text + qend, (size_t)n - qend);
    return normalized(u, out, cap, k.pos, result, err);
}

/* An edited u: the text its components make, then as if parsed
 * (lluri__laid_out); out of line, so that lluri_normalize() does not carry
 * its buffer. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
ptrdiff_t lluri__normalize_edited(const lluri *u, unsigned flags, char *out,
                                  size_t cap, lluri *result, lluri_error *err)
{
    char buf[LLURI__EDITED_MAX];
    lluri copy;
    const lluri *use;
    int rc;
    int bad = input_error(u, out, cap);
    if (bad)
        return lluri__fail_result(result, out, err, bad, 0);
    rc = lluri__laid_out(u, buf, &copy, &use, err);
    if (rc < 0)
        return lluri__fail_result(result, out, err, rc, err ? err->offset : 0);
    return lluri_normalize(use, flags, out, cap, result, err);
}

/* ---- lluri_equivalent ---------------------------------------------------------- */

/* An edited a or b (or one a lenient or IRI parse gave): compared as the
 * text its components make, parsed (lluri__laid_out: the code of a
 * component that matches no rule). Out of line, for its buffers. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int equivalent_edited(const lluri *a, const lluri *b, unsigned flags,
                             lluri_error *err)
{
    lluri__edited e;
    const lluri *a2, *b2;
    int rc = lluri__laid_out_pair(a, b, &e, &a2, &b2, err);
    return rc < 0 ? rc : lluri_equivalent(a2, b2, flags, err);
}

/* RFC 3986 §6.1's comparison ladder: 1 when a and b read the same after
 * normalization with `flags` (0: simple string comparison, §6.2.1; each
 * LLURI_NORM_* flag climbs a rung of §6.2.2 or §6.2.3), 0 when not, or a
 * negative code. Both forms are compared through a window on the stack,
 * a piece at a time. */
static int equivalent_windows(const lluri *a, const lluri *b, unsigned flags,
                              lluri_error *err);

int lluri_equivalent(const lluri *a, const lluri *b, unsigned flags,
                     lluri_error *err)
{
    if (flags & ~(unsigned)LLURI_NORM_FLAGS)
        return lluri__fail(err, LLURI_EFLAGS, 0);
    if (!a || !b)
        return lluri__fail(err, LLURI_EINVAL, 0);
    if (!lluri__spans_in(a) || !lluri__spans_in(b))
        return lluri__fail(err, LLURI_ESPAN, 0);
    if (!lluri__as_parsed(a) || !lluri__as_parsed(b))
        return equivalent_edited(a, b, flags, err);
    if ((flags & LLURI_NORM_SORT_QUERY) && !sort_needed(a) && !sort_needed(b))
        flags &= ~(unsigned)LLURI_NORM_SORT_QUERY;      /* (and no length limit) */
    if (flags & LLURI_NORM_SORT_QUERY) {
        /* both forms whole, on the stack (each under LLURI__SORT_MAX) */
        char ta[LLURI__SORT_MAX], tb[LLURI__SORT_MAX];
        ptrdiff_t na = lluri_normalize(a, flags, ta, sizeof ta, NULL, err);
        if (na < 0)
            return (int)na;
        ptrdiff_t nb = lluri_normalize(b, flags, tb, sizeof tb, NULL, err);
        if (nb < 0)
            return (int)nb;
        /* a side that needs sorting is under sizeof ta (else
         * LLURI_ETOOLONG), and one does: equal lengths are whole */
        return na == nb && memcmp(ta, tb, (size_t)na) == 0;
    }
    if (flags & (LLURI_NORM_DROP_FRAGMENT | LLURI_NORM_DROP_EMPTY_QUERY)) {
        /* what the drops leave is read through its spans, as
         * lluri_normalize() reads it (a "?" may stay between them) */
        lluri da = dropped(a, flags), db = dropped(b, flags);
        return equivalent_windows(&da, &db, flags & LLURI_NORM_ALL, err);
    }
    return equivalent_windows(a, b, flags, err);
}

/* a and b, parsed (their spans checked), compared by their normal forms a
 * window at a time: no length limit. */
static int equivalent_windows(const lluri *a, const lluri *b, unsigned flags,
                              lluri_error *err)
{
    char scratch[512];
    const size_t half = sizeof scratch / 2;

    lluri__fail(err, LLURI_OK, 0);

    lluri__sink ka = { NULL, 0, 0, 0 }, kb = { NULL, 0, 0, 0 };
    size_t na = lluri__put_normalized(&ka, a, flags);
    size_t nb = lluri__put_normalized(&kb, b, flags);
    if (na != nb)
        return 0;

    for (size_t lo = 0; lo < na; lo += half) {
        lluri__sink wa = { scratch, lo, lo + half, 0 };
        lluri__sink wb = { scratch + half, lo, lo + half, 0 };
        lluri__put_normalized(&wa, a, flags);
        lluri__put_normalized(&wb, b, flags);
        size_t n = na - lo < half ? na - lo : half;
        /* both windows were written by lluri__put_normalized() */
        // cppcheck-suppress legacyUninitvar
        if (memcmp(scratch, scratch + half, n) != 0)
            return 0;
    }
    return 1;
}
