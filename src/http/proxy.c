/* SPDX-License-Identifier: MIT */
/* proxy.c — what a proxy asks of a request target (lluri/proxy.h): the
 * cache key, which hands the target and its Host to the library's
 * composer (lluri_recompose), its one normalizer (lluri_normalize) and its
 * query layer (write/query.c), and only cuts what a key leaves out; and
 * the verdict on a target (ok, lenient, invalid) with the confusions in
 * it. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <stdint.h>
#include <string.h>

#include "ascii.h"
#include "parse/parse.h"
#include "write/query.h"
#include "lluri/proxy.h"

/* ---- the Host field (RFC 9110 §7.2: Host = uri-host [ ":" port ]) ------------------- */

/* Checks h[0 .. n): *hn is then the host's length, and a port follows its
 * ":" when *hn < n. Returns 0 or LLURI_EHOSTFIELD with the offset of the
 * first byte that cannot be. */
static size_t host_len(const char *h, size_t n)
{
    if (n > 0 && h[0] == '[') {
        const char *close = memchr(h, ']', n);
        return close ? (size_t)(close - h) + 1 : n;
    }
    const char *colon = n ? memchr(h, ':', n) : NULL;
    return colon ? (size_t)(colon - h) : n;
}

static int host_field(const char *h, size_t n, size_t *hn, lluri_error *err)
{
    size_t e = host_len(h, n), fail;

    if (!lluri__rule_match(LLURI_RULE_HOST, h, e, 0, &fail))
        return lluri__fail(err, LLURI_EHOSTFIELD, fail);
    if (e < n) {
        if (h[e] != ':')
            return lluri__fail(err, LLURI_EHOSTFIELD, e);
        for (size_t i = e + 1; i < n; i++)
            if (!lluri__is_digit((unsigned char)h[i]))
                return lluri__fail(err, LLURI_EHOSTFIELD, i);
    }
    *hn = e;
    return 0;
}

/* ---- the cache key ---------------------------------------------------------------- */

static int has_double_slash(const char *s, size_t n)
{
    for (size_t i = 1; i < n; i++)
        if (s[i] == '/' && s[i - 1] == '/')
            return 1;
    return 0;
}

/* The path at b[off .. off + n) with each run of "/" as one "/", in
 * place; the bytes after it (to end) moved up. Returns the bytes removed. */
static size_t merge_slashes(char *b, size_t off, size_t n, size_t end)
{
    size_t o = off;
    for (size_t i = off; i < off + n; i++)
        if (!(b[i] == '/' && o > off && b[o - 1] == '/'))
            b[o++] = b[i];
    memmove(b + o, b + off + n, end - (off + n));
    return off + n - o;
}

/* The normalized URI's pieces: scheme ":" ["//" [userinfo "@"] host-port]
 * path ["?" query], found by their delimiters (none of which a normal form
 * holds elsewhere). */
struct pieces {
    size_t scheme_end;          /* the ":" */
    size_t auth, host, auth_end; /* auth == auth_end == scheme_end + 1 without "//" */
    size_t path_end;            /* the "?", or n */
};

static void pieces_of(const char *t, size_t n, struct pieces *p)
{
    const char *c = memchr(t, ':', n);
    size_t i;

    p->scheme_end = c ? (size_t)(c - t) : 0;
    i = p->scheme_end + 1;
    p->auth = p->host = p->auth_end = i;
    if (n - i >= 2 && t[i] == '/' && t[i + 1] == '/') {
        p->auth = p->host = i + 2;
        for (i += 2; i < n && t[i] != '/' && t[i] != '?'; i++)
            if (t[i] == '@')
                p->host = i + 1;
        p->auth_end = i;
    }
    while (i < n && t[i] != '?')
        i++;
    p->path_end = i;
}

/* The cleaned query of q[0 .. n) put to k after a "?", or nothing when
 * no pair stays. Returns 0 or the query layer's code. */
static int put_query(lluri__sink *k, const char *q, size_t n, const lluri_query_options *qo,
                     lluri_error *e)
{
    size_t mark = k->pos;
    ptrdiff_t rc;

    lluri__putc(k, '?');
    rc = lluri__query_put(k, q, n, qo, e);
    if (rc < 0)
        return (int)rc;
    if (rc == 0)
        k->pos = mark;                              /* no pair: no "?" */
    return 0;
}

/* The room for the text and its normal form: two halves of the stack or of
 * the caller's scratch, whose rest is the query's (*qo). NULL when neither
 * holds need bytes a half. */
static char *rooms(char *stack, size_t size, size_t need, const lluri_cache_key_options *o,
                   lluri_query_options *qo, size_t *half)
{
    *qo = o->query;
    if (2 * need <= size) {
        *half = size / 2;
        return stack;
    }
    if (o->query.scratch == NULL || o->query.scratch_size < 2 * need)
        return NULL;
    qo->scratch = (char *)o->query.scratch + 2 * need;
    qo->scratch_size = o->query.scratch_size - 2 * need;
    *half = need;
    return o->query.scratch;
}

/* key_in_place()'s answer when the target must take the whole way. */
#define WHOLE_WAY PTRDIFF_MIN

/* 3. to 5. for a target laid out as parsed, normalized where it is, with
 * nothing to recompose (the common case): an absolute-form one whole; an
 * origin-form one after its authority, scheme://host[:port] recomposed
 * and normalized alone (the two normalizations give what one of the whole
 * would: a path that begins with "/" is normalized alike after any
 * authority). */
static ptrdiff_t key_in_place(const lluri *t, enum lluri_target_form form, lluri_text scheme,
                              const char *host, size_t hn, size_t hlen, size_t need,
                              const lluri_cache_key_options *o, char *out, size_t cap,
                              lluri_error *err)
{
    char stack[LLURI_CACHE_KEY_STACK], *buf;
    size_t half, start = 0;
    lluri_query_options qo;
    lluri__sink k = lluri__sink_of(out, cap);
    lluri_error e;
    ptrdiff_t n;
    struct pieces at;

    buf = rooms(stack, sizeof stack, need, o, &qo, &half);
    if (buf == NULL)
        return lluri__fail(err, LLURI_ETOOLONG, 2 * need);
    if (form == LLURI_FORM_ORIGIN) {
        /* scheme://host[:port], with the path "/" normalization keeps */
        char a[LLURI_CACHE_KEY_STACK / 4], na[LLURI_CACHE_KEY_STACK / 4];
        lluri_parts p = { scheme, { NULL, 0 }, { host, hn }, { NULL, 0 }, { "/", 1 },
                          { NULL, 0 }, { NULL, 0 } };
        lluri r;
        if (hn < hlen)
            p.port = (lluri_text){ host + hn + 1, hlen - hn - 1 };
        n = lluri_recompose(&p, a, sizeof a, &r, &e);
        if (n < 0 && host_field(host, hlen, &hn, err) < 0)
            return LLURI_EHOSTFIELD;
        if (n < 0 || (size_t)n >= sizeof a)
            return WHOLE_WAY;                       /* a long Host */
        n = lluri_normalize(&r, LLURI_NORM_ALL, na, sizeof na, NULL, &e);
        if (n < 1 || (size_t)n >= sizeof na)
            return WHOLE_WAY;
        lluri__put(&k, na, (size_t)n - 1);          /* without its "/" */
    }
    n = lluri_normalize(t, LLURI_NORM_ALL | LLURI_NORM_DROP_FRAGMENT, buf, half, NULL, &e);
    if (n < 0)
        return lluri__fail(err, (int)n, e.offset);
    if ((size_t)n >= half)
        return lluri__fail(err, LLURI_ETOOLONG, (size_t)n);
    if (form == LLURI_FORM_ABSOLUTE) {
        pieces_of(buf, (size_t)n, &at);
        lluri__put(&k, buf, at.auth);               /* scheme ":" ["//"] */
        lluri__put(&k, buf + at.host, at.auth_end - at.host);
        start = at.auth_end;
    } else {
        at.path_end = start;
        while (at.path_end < (size_t)n && buf[at.path_end] != '?')
            at.path_end++;
    }
    lluri__put(&k, buf + start, at.path_end - start);
    if (at.path_end < (size_t)n) {
        int rc = put_query(&k, buf + at.path_end + 1, (size_t)n - at.path_end - 1, &qo, &e);
        if (rc < 0) {
            if (cap > 0)
                out[0] = '\0';
            return lluri__fail(err, rc, t->query.off);
        }
    }
    return lluri__finish(&k, LLURI__TEXT, NULL, err);
}

static const lluri_cache_key_options no_options;

ptrdiff_t lluri_cache_key(const lluri *t, enum lluri_target_form form, const char *host,
                          size_t hlen, const lluri_cache_key_options *o, char *out,
                          size_t cap, lluri_error *err)
{
    char stack[LLURI_CACHE_KEY_STACK], *buf;
    size_t half, shift = 0, hn = 0, fail, need;
    lluri_parts tp, p;
    lluri_text scheme;
    lluri_query_options qo;
    lluri_error e;
    lluri r;
    ptrdiff_t n1, n2;
    int bad;

    if (o == NULL)
        o = &no_options;
    if (o->flags & ~(unsigned)LLURI_KEY_FLAGS)
        return lluri__fail(err, LLURI_EFLAGS, 0);
    if ((bad = lluri__query_options_error(&o->query)) < 0)
        return lluri__fail(err, bad, 0);
    if (o->query.separator == '=' || o->query.separator == '%')
        return lluri__fail(err, LLURI_EINVAL, 0);
    if (t == NULL || (out == NULL && cap > 0) || (host == NULL && hlen > 0)
        || form < LLURI_FORM_ORIGIN || form > LLURI_FORM_ASTERISK)
        return lluri__fail(err, LLURI_EINVAL, 0);
    scheme = o->scheme.ptr ? o->scheme : (lluri_text){ "http", 4 };
    if (!lluri__rule_match(LLURI_RULE_SCHEME, scheme.ptr, scheme.len, 0, &fail))
        return lluri__fail(err, LLURI_EINVAL, 0);
    if (!lluri__spans_in(t))
        return lluri__fail(err, LLURI_ESPAN, 0);
    if (cap > 0)
        out[0] = '\0';
    if (host == NULL)
        host = "";
    /* the Host field is checked by the recomposition of scheme://host:port
     * (its host and port rules), and by its own rule when that fails, or
     * when it holds what recomposition takes and a Host field may not (a
     * zone id) */
    if (form == LLURI_FORM_ORIGIN || form == LLURI_FORM_ASTERISK) {
        hn = host_len(host, hlen);
        if ((form == LLURI_FORM_ASTERISK || (hn < hlen && host[hn] != ':')
             || (hn > 0 && host[0] == '[' && memchr(host, '%', hn)))
            && host_field(host, hlen, &hn, err) < 0)
            return LLURI_EHOSTFIELD;
    }
    need = scheme.len + 3 + hlen + t->len + 8;     /* a URI and its normal form */

    /* the common case: a target as parsed, whose path needs no merge and
     * no "//" guard, normalized where it is */
    if ((form == LLURI_FORM_ABSOLUTE || form == LLURI_FORM_ORIGIN)
        && lluri__as_parsed(t)
        && !(form == LLURI_FORM_ORIGIN && t->path.len >= 2 && t->src[t->path.off + 1] == '/')
        && !((o->flags & LLURI_KEY_MERGE_SLASHES)
             && has_double_slash(t->src + t->path.off, t->path.len))) {
        ptrdiff_t k = key_in_place(t, form, scheme, host, hn, hlen, need, o, out, cap, err);
        if (k != WHOLE_WAY)
            return k;
    }

    /* 1. the URI the request names */
    if (form == LLURI_FORM_ORIGIN && host_field(host, hlen, &hn, err) < 0)
        return LLURI_EHOSTFIELD;
    lluri_get_parts(t, &tp);
    memset(&p, 0, sizeof p);
    if (form == LLURI_FORM_ABSOLUTE) {
        p = tp;
        p.fragment.ptr = NULL;
    } else {
        p.scheme = scheme;
        p.path.ptr = "";
        if (form == LLURI_FORM_AUTHORITY) {
            p.host = tp.host;
            p.port = tp.port;
            shift = scheme.len + 3;             /* "scheme://" before the target */
        } else {
            p.host = (lluri_text){ host, hn };
            if (hn < hlen)
                p.port = (lluri_text){ host + hn + 1, hlen - hn - 1 };
            if (form == LLURI_FORM_ORIGIN) {
                p.path = tp.path;
                p.query = tp.query;
                shift = scheme.len + 3 + hlen;  /* "scheme://" and the Host */
            }
        }
    }
    buf = rooms(stack, sizeof stack, need, o, &qo, &half);
    if (buf == NULL)
        return lluri__fail(err, LLURI_ETOOLONG, 2 * need);
    n1 = lluri_recompose(&p, buf, half, &r, &e);
    if (n1 < 0)     /* an edited target's component: its offset in the target */
        return lluri__fail(err, (int)n1, e.offset >= shift ? e.offset - shift : 0);
    if ((size_t)n1 >= half)
        return lluri__fail(err, LLURI_ETOOLONG, (size_t)n1);

    /* 2. merged slashes, before the dot segments go */
    if ((o->flags & LLURI_KEY_MERGE_SLASHES) && r.path.len > 1
        && has_double_slash(buf + r.path.off, r.path.len)) {
        n1 -= (ptrdiff_t)merge_slashes(buf, r.path.off, r.path.len, (size_t)n1);
        if (lluri_parse(&r, buf, (size_t)n1, LLURI_ZONE_ID, &e) < 0)
            return lluri__fail(err, e.code, 0);  /* cannot be: a path stays a path */
    }

    /* 3. the one normal form */
    n2 = lluri_normalize(&r, LLURI_NORM_ALL, buf + half, half, NULL, &e);
    if (n2 < 0)
        return lluri__fail(err, (int)n2, e.offset >= shift ? e.offset - shift : 0);
    if ((size_t)n2 >= half)
        return lluri__fail(err, LLURI_ETOOLONG, (size_t)n2);

    /* 4, 5: written without userinfo, the query cleaned, no fragment */
    {
        const char *nt = buf + half;
        size_t nn = (size_t)n2;
        struct pieces at;
        lluri__sink k = lluri__sink_of(out, cap);

        pieces_of(nt, nn, &at);
        lluri__put(&k, nt, at.auth);                    /* scheme ":" ["//"] */
        lluri__put(&k, nt + at.host, at.auth_end - at.host);
        if (form == LLURI_FORM_ASTERISK)
            lluri__put(&k, "*", 1);
        else if (form != LLURI_FORM_AUTHORITY)
            lluri__put(&k, nt + at.auth_end, at.path_end - at.auth_end);
        if (at.path_end < nn) {
            int rc = put_query(&k, nt + at.path_end + 1, nn - at.path_end - 1, &qo, &e);
            if (rc < 0) {
                if (cap > 0)
                    out[0] = '\0';
                return lluri__fail(err, rc, tp.query.ptr ? (size_t)(tp.query.ptr - t->src) : 0);
            }
        }
        return lluri__finish(&k, LLURI__TEXT, NULL, err);
    }
}

/* ---- the verdict ------------------------------------------------------------------- */

const char *lluri_confusion_name(unsigned bit)
{
    switch (bit) {
#define LLURI__CONFUSION_NAME(name, b, text) case 1u << b: return text;
    LLURI_CONFUSIONS(LLURI__CONFUSION_NAME)
#undef LLURI__CONFUSION_NAME
    }
    return NULL;
}

const char *lluri_verdict_name(enum lluri_verdict v)
{
    switch (v) {
    case LLURI_VERDICT_OK:      return "ok";
    case LLURI_VERDICT_LENIENT: return "lenient";
    case LLURI_VERDICT_INVALID: return "invalid";
    }
    return NULL;
}

/* The bytes a confusion can begin at: "%", ".", "/", "\", ";" and every
 * byte >= 0x80 (raw UTF-8, in a lenient target); the others are skipped a
 * run at a time. */
static const uint8_t plain[256] = {
#define P16 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1
    P16, P16,
    /* 0x20 .. 0x2f: "%" ".", "/" */
    1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0,
    /* 0x30 .. 0x3f: ";" */
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1,
    P16,
    /* 0x50 .. 0x5f: "\" */
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1,
    P16, P16,
#undef P16
};

/* A segment as it is read (its bytes before ";", decoded, that are dots,
 * and that are not; whether it has parameters; raw dots; all its bytes). */
struct segment {
    size_t dots, others, raw_dots, bytes;
    int params;
};

static unsigned segment_end(const struct segment *g)
{
    unsigned c = 0;
    if ((g->bytes == 1 || g->bytes == 2) && g->raw_dots == g->bytes)
        c |= LLURI_CONFUSE_DOT_SEGMENT;
    if (g->params && g->others == 0 && (g->dots == 1 || g->dots == 2))
        c |= LLURI_CONFUSE_DOT_PARAMS;
    return c;
}

/* The confusions of s[0 .. n), in one pass: of a path (segments, encoded
 * slashes and dots, backslashes, "//") when `path`, and in a path or a
 * query %00 and overlong UTF-8 (RFC 3629 §3: C0 and C1 always; E0 then
 * 80 .. 9F; F0 then 80 .. 8F), "%HH" read as its byte. */
static unsigned scan_confusions(const char *s, size_t n, int path)
{
    unsigned c = 0;
    unsigned char prev = 0;
    struct segment g = { 0, 0, 0, 0, 0 };
    size_t i = 0;

    while (i < n) {
        size_t run = i;
        unsigned char b;
        int enc = 0;

        while (i < n && plain[(unsigned char)s[i]])
            i++;
        if (i > run) {                          /* a run of plain bytes */
            g.bytes += i - run;
            if (!g.params)
                g.others += i - run;
            prev = (unsigned char)s[i - 1];
            if (i == n)
                break;
        }
        b = (unsigned char)s[i];
        if (b == '%' && n - i >= 3 && lluri__hex_value((unsigned char)s[i + 1]) >= 0
            && lluri__hex_value((unsigned char)s[i + 2]) >= 0) {
            b = (unsigned char)(lluri__hex_value((unsigned char)s[i + 1]) << 4
                                | lluri__hex_value((unsigned char)s[i + 2]));
            enc = 1;
            i += 3;
        } else {
            i++;
        }
        if (b == 0 && enc)
            c |= LLURI_CONFUSE_NUL;
        if (b >= 0x80 && (b == 0xc0 || b == 0xc1 || (prev == 0xe0 && b <= 0x9f)
                          || (prev == 0xf0 && b <= 0x8f)))
            c |= LLURI_CONFUSE_OVERLONG_UTF8;
        prev = b;
        if (!path)
            continue;
        if (b == '/' && !enc) {                 /* a segment ends */
            if (g.bytes == 0 && i > 1)
                c |= LLURI_CONFUSE_DOUBLE_SLASH;
            c |= segment_end(&g);
            g = (struct segment){ 0, 0, 0, 0, 0 };
            continue;
        }
        g.bytes++;
        if (enc && b == '/')
            c |= LLURI_CONFUSE_ENCODED_SLASH;
        if (enc && b == '.')
            c |= LLURI_CONFUSE_ENCODED_DOT;
        if (b == '\\')
            c |= LLURI_CONFUSE_BACKSLASH;
        if (b == '.' && !enc)
            g.raw_dots++;
        if (g.params)
            continue;
        if (b == ';' && !enc)
            g.params = 1;
        else if (b == '.')
            g.dots++;
        else
            g.others++;
    }
    return path ? c | segment_end(&g) : c;
}

/* A port as a number (at most 10 digits read; none: dflt). */
static unsigned long port_value(const char *s, size_t n, int dflt)
{
    unsigned long v = 0;
    if (n == 0)
        return dflt < 0 ? 0 : (unsigned long)dflt;
    for (size_t i = 0; i < n && i < 10; i++)
        v = v * 10 + (unsigned long)(s[i] - '0');
    return n > 10 ? 99999999999ul : v;
}

/* Whether the absolute-form u's authority is not the Host field's. */
static int host_mismatch(const lluri *u, const char *host, size_t hlen)
{
    size_t hn;
    int dflt;
    const char *tp = u->src + u->port.off;
    size_t tpn = (u->present & LLURI_HAS_PORT) ? u->port.len : 0;

    if (host_field(host, hlen, &hn, NULL) < 0)
        return 1;
    if (hn != u->host.len || !lluri__same_nocase(host, u->src + u->host.off, hn))
        return 1;
    dflt = lluri_default_port(u->src + u->scheme.off, u->scheme.len);
    return port_value(tp, tpn, dflt)
           != port_value(host + hn + 1, hn < hlen ? hlen - hn - 1 : 0, dflt);
}

static unsigned confusions(const lluri_target_report *r, const char *host, size_t hlen)
{
    const lluri *u = &r->uri;
    unsigned c = 0;

    if (r->form == LLURI_FORM_ORIGIN || r->form == LLURI_FORM_ABSOLUTE) {
        c |= scan_confusions(u->src + u->path.off, u->path.len, 1);
        if ((u->present & LLURI_HAS_QUERY) && (u->tolerated || (u->present & LLURI_HAS_NON_ASCII)))
            c |= scan_confusions(u->src + u->query.off, u->query.len, 0);
        else if (u->present & LLURI_HAS_QUERY) {
            /* a strict query's bytes are ASCII: a confusion is at a "%" */
            const char *q = u->src + u->query.off, *end = q + u->query.len, *pct;
            while ((pct = memchr(q, '%', (size_t)(end - q))) != NULL) {
                const char *from = pct;
                while (pct + 3 <= end && pct[0] == '%')     /* a run of escapes */
                    pct += 3;
                c |= scan_confusions(from, (size_t)(pct - from), 0);
                q = pct < end ? pct + 1 : end;
            }
        }
    }
    if (r->form == LLURI_FORM_ABSOLUTE) {
        if (u->present & LLURI_HAS_USERINFO)
            c |= LLURI_CONFUSE_USERINFO;
        if (host != NULL && (u->present & LLURI_HAS_AUTHORITY) && host_mismatch(u, host, hlen))
            c |= LLURI_CONFUSE_HOST_MISMATCH;
    }
    return c;
}

static int is_connect(const char *m, size_t n)
{
    return n == 7 && memcmp(m, "CONNECT", 7) == 0;
}

int lluri_target_check(lluri_target_report *r, const char *method, size_t mlen,
                       const char *s, size_t len, const char *host, size_t hlen,
                       unsigned flags)
{
    int rc;

    if (r == NULL)
        return LLURI_EINVAL;
    memset(r, 0, sizeof *r);
    r->uri.src = s;
    r->verdict = LLURI_VERDICT_INVALID;
    if (flags & ~(unsigned)LLURI_ZONE_ID)
        return LLURI_EFLAGS;
    if ((method == NULL && mlen > 0) || (s == NULL && len > 0) || (host == NULL && hlen > 0)
        || len > UINT32_MAX)
        return LLURI_EINVAL;
    rc = lluri_parse_request_target(&r->uri, &r->form, method ? method : "", mlen,
                                    s ? s : "", len, 0, flags, &r->error);
    if (rc == 0) {
        r->verdict = LLURI_VERDICT_OK;
    } else if (rc != LLURI_EMETHOD && rc != LLURI_ETOOLONG && len > 0
               && !is_connect(method, mlen) && !(len == 1 && s[0] == '*')) {
        /* the lenient profile: an origin-form target as a relative-ref
         * (not one that would read as an authority), any other as an
         * absolute-URI, and no fragment in either */
        int origin = s[0] == '/';
        lluri v;
        lluri_error le;
        if (!(origin && len >= 2 && s[1] == '/')
            && lluri_parse(&v, s, len, LLURI_LENIENT | (flags & LLURI_ZONE_ID)
                           | (origin ? LLURI_START_RELATIVE : LLURI_START_ABSOLUTE), &le) == 0
            && !(v.present & LLURI_HAS_FRAGMENT)) {
            r->uri = v;
            r->form = origin ? LLURI_FORM_ORIGIN : LLURI_FORM_ABSOLUTE;
            r->verdict = LLURI_VERDICT_LENIENT;
        }
    }
    r->target = (lluri_span){ 0, (uint32_t)len };
    if (r->verdict != LLURI_VERDICT_OK && r->verdict != LLURI_VERDICT_LENIENT) {
        r->uri.src = s;
        return r->verdict;
    }
    r->confusions = confusions(r, host, hlen);
    return r->verdict;
}

int lluri_target_check_line(lluri_target_report *r, const char *line, size_t len,
                            const char *host, size_t hlen, unsigned flags)
{
    const char *sp, *last;
    size_t m, t0, t1;
    int rc;

    if (r == NULL || (line == NULL && len > 0) || len > UINT32_MAX)
        return r ? (memset(r, 0, sizeof *r), LLURI_EINVAL) : LLURI_EINVAL;
    while (len > 0 && line[len - 1] == ' ')     /* after the version */
        len--;
    sp = len ? memchr(line, ' ', len) : NULL;
    if (sp == NULL) {
        m = t0 = t1 = len;
    } else {
        m = (size_t)(sp - line);
        t0 = m + 1;
        for (last = line + len - 1; *last != ' '; last--)
            ;
        t1 = last > sp ? (size_t)(last - line) : len;
    }
    rc = lluri_target_check(r, line, m, line + t0, t1 - t0, host, hlen, flags);
    r->target = (lluri_span){ (uint32_t)t0, (uint32_t)(t1 - t0) };
    return rc;
}
