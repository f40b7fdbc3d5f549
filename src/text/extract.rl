/* SPDX-License-Identifier: MIT */
/* extract.rl — URIs in free text (RFC 1738 Appendix, uri(7) "Writing a
 * URI"): lluri_extract_begin / _next / _copy.
 *
 * Three machines:
 *   lluri_ctx      the scanner: walks the text (grammar/context.rl `text`)
 *                  and stops at each ":", "<" and '"', where a URI may end
 *                  its scheme or open a delimiter;
 *   lluri_ctx_aux  small machines the scanner's hooks run: `bare_lead`
 *                  ("scheme://" or a scheme written bare) and `angle_open`
 *                  ("<" and "URL:");
 *   lluri_ctx_uri  RFC 3986 `URI` (grammar/rfc3986.rl), to check that a
 *                  candidate is a URI, or find its longest prefix that is.
 * The aux and URI machines are resumable (state in a variable), so the
 * text between angle brackets is fed to them a piece at a time, skipping
 * whitespace, and nothing is copied. Nothing allocates; no byte at or past
 * len is read. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "lluri/extract.h"
#include "ascii.h"
#include "parse/parse.h"
#include "parse/classes.h"
#include "parse/machine.h"
#include "scan.h"

#ifndef LLURI_RUNS_SSSE3 /* the rest: in the other copy */
/* ---------------------------------------------------------------- bytes */

static int is_ws(unsigned char c) /* grammar/context.rl context_ws */
{
    return c <= ' ' && (c == ' ' || (c >= '\t' && c <= '\r'));
}

/* The first whitespace byte in [q, e), or e: a block at a time (scan.h)
 * while a block has no byte up to " ", then byte by byte. */
static const char *find_ws(const char *q, const char *e)
{
#if LLURI_SCAN > 0
    while ((size_t)(e - q) >= SCAN_BLOCK) {
        marks m = vle(vload(q), ' ');
        if (m) {
            q += first_marked(m);
            break;
        }
        q += SCAN_BLOCK;
    }
#endif
    while (q < e && !is_ws((unsigned char)*q))
        q++;
    return q;
}
#endif


/* ---------------------------------------------------- the URI machine */

/* The run hooks (parse/machine.h), as the parser binds them: 16 bytes at
 * a time in this file's SSSE3 copy (extract_ssse3.c, which holds this
 * machine alone), over the piece being fed. The run hooks come before
 * `track` on each transition (they are embedded first), so a run that
 * ends in a final state moves fin to its end. */
#if defined(LLURI_RUNS_SSSE3)
#include "parse/nibbles.h"
#define RUN(self_loop, cls) \
    LLURI_RUN16(self_loop, piece, lluri__byte_class, lluri__byte_nibbles, cls)
#else
#define RUN(self_loop, cls) LLURI_RUN(self_loop, lluri__byte_class, cls)
#endif

%%{
machine lluri_ctx_uri;

# The RFC 3986 hooks: no component boundaries are needed here.
include rfc3986_nomarks "nohooks.rl";
action scheme_run      { RUN(fcurs == ftargs, LLURI__C_SCHEME); }
action path_run        { RUN(fcurs == ftargs, LLURI__C_SEGMENT); }
action query_run       { RUN(fcurs == ftargs, LLURI__C_QUERY); }
action fragment_run    { RUN(fcurs == ftargs, LLURI__C_QUERY); }
action host_run        { RUN(fcurs == ftargs, LLURI__C_UNRESERVED); }
action zone_ok         { 0 }
# The end of the longest prefix that is a URI so far.
action track           { if (ftargs >= lluri_ctx_uri_first_final) fin = p + 1; }

include rfc3986 "rfc3986.rl";

uri := URI $track;

}%%

%% write data;

/* A run of the URI machine, resumable across pieces. */
struct uri_run {
    int         cs;
    const char *fin; /* end of the longest prefix that is a URI, or NULL */
};

/* uri_feed() in the SSSE3 copy (extract_ssse3.c). */
LLURI_INTERNAL int lluri__extract_uri_feed_ssse3(struct uri_run *u, const char *p,
                                                 const char *pe);

/* Feed [p, pe). Returns 0 once the input cannot be a URI any more. */
static int uri_feed_machine(struct uri_run *u, const char *p, const char *pe)
{
    int cs = u->cs;
    const char *fin = u->fin;
    const char *eof = NULL; /* the leaving hooks are empty: no EOF actions */
    const char *piece = p;  /* (for the runs' last block) */

    (void)piece;
    %% write exec;

    u->cs = cs;
    u->fin = fin;
    return cs != lluri_ctx_uri_error;
}

#if defined(LLURI_RUNS_SSSE3)
/* This copy's way in, for uri_feed() of the other. */
int lluri__extract_uri_feed_ssse3(struct uri_run *u, const char *p, const char *pe)
{
    return uri_feed_machine(u, p, pe);
}
#else
static void uri_begin(struct uri_run *u)
{
    u->cs = lluri_ctx_uri_en_uri;
    u->fin = NULL;
}

/* The URI machine: the copy with 16-byte runs when the processor has
 * SSSE3, else this file's. */
static int uri_feed(struct uri_run *u, const char *p, const char *pe)
{
#if defined(LLURI_RUNS16)
    if (__builtin_cpu_supports("ssse3"))
        return lluri__extract_uri_feed_ssse3(u, p, pe);
#endif
    return uri_feed_machine(u, p, pe);
}

/* ------------------------------------------------------ the aux machines */

struct aux {
    int         cs;
    const char *fin;      /* end of the longest match of angle_open */
    int         slashes;  /* bare_lead: "scheme://" seen */
    int         known;    /* bare_lead: a bare_scheme and ":" seen */
    int         prefix;   /* angle_open: "URL:" seen */
};

%%{
machine lluri_ctx_aux;

include rfc3986_nomarks "nohooks.rl";
include rfc3986_noruns "nohooks.rl";
action zone_ok         { 0 }
action at_colon        {}
action at_angle        {}
action at_quote        {}
action prose_run       {}
action lead_slashes    { a->slashes = 1; }
action lead_known      { a->known = 1; }
action url_prefix      { a->prefix = 1; }
action track           { if (ftargs >= lluri_ctx_aux_first_final) a->fin = p + 1; }

include rfc3986 "rfc3986.rl";
include context "context.rl";

lead     := bare_lead;
opener   := angle_open $track;

}%%

%% write data;

/* Run aux machine state a->cs over [p, pe); returns where it stopped (the
 * first byte it could not take, or pe). */
static const char *aux_feed(struct aux *a, const char *p, const char *pe)
{
    int cs = a->cs;

    %% write exec;

    a->cs = cs;
    return p;
}

static void aux_begin(struct aux *a, int entry)
{
    memset(a, 0, sizeof *a);
    a->cs = entry;
}

/* Feed [s, e) to the URI machine, skipping whitespace (the angle forms
 * ignore it). Returns 1 when what is fed is a whole URI; *kept counts the
 * bytes fed. */
static int uri_whole(const char *s, const char *e, size_t *kept)
{
    struct uri_run u;
    size_t n = 0;

    uri_begin(&u);
    while (s < e) {
        const char *q = find_ws(s, e);

        n += (size_t)(q - s);
        if (!uri_feed(&u, s, q))
            return 0;
        s = q;
        while (s < e && is_ws((unsigned char)*s))
            s++;
    }
    *kept = n;
    return u.cs >= lluri_ctx_uri_first_final;
}

/* The lead of s[..e) (whitespace skipped when ws): whether it starts
 * "scheme://" or with a bare_scheme and ":". */
static void lead_of(struct aux *a, const char *s, const char *e, int ws)
{
    aux_begin(a, lluri_ctx_aux_en_lead);
    while (s < e && !a->slashes) {
        const char *q = ws ? find_ws(s, e) : e, *stop;

        stop = aux_feed(a, s, q);
        if (stop < q) /* the lead machine can go no further */
            break;
        s = q;
        while (s < e && is_ws((unsigned char)*s))
            s++;
    }
}

static int lead_ok(const lluri_extract_iter *x, const struct aux *a)
{
    return a->slashes || a->known || (x->_flags & LLURI_EXTRACT_ANY_SCHEME);
}

/* The bytes (whitespace not counted) of "scheme:", or "scheme://" when the
 * lead had "//", of a URI in s[..e): a hit must be longer, so that "ftp://"
 * or "mailto:" quoted in a document (RFC 1738's own BNF) are no URIs. */
static size_t lead_len(const char *s, const char *e, const struct aux *lead)
{
    size_t n = lead->slashes ? 2 : 0;

    for (; s < e; s++) {
        if (is_ws((unsigned char)*s))
            continue;
        n++;
        if (*s == ':')
            break;
    }
    return n;
}

/* ------------------------------------------------------------- the forms */

/* The "(", ")", "[" and "]" in [s, e), added to n[0 .. 3]. */
static void count_bytes(const char *s, const char *e, size_t n[4])
{
    for (; s < e; s++) {
        n[0] += *s == '(';
        n[1] += *s == ')';
        n[2] += *s == '[';
        n[3] += *s == ']';
    }
}

/* The same, byte by byte only in the blocks (scan.h) that hold one of
 * them: most hold none. */
static void count_brackets(const char *s, const char *e, size_t n[4])
{
#if LLURI_SCAN > 0
    for (; (size_t)(e - s) >= SCAN_BLOCK; s += SCAN_BLOCK) {
        vec v = vload(s);
        if (veq(v, '(') | veq(v, ')') | veq(v, '[') | veq(v, ']'))
            count_bytes(s, s + SCAN_BLOCK, n);
    }
#endif
    count_bytes(s, e, n);
}

/* Bare: a trailing byte the sentence owns (grammar/context.rl
 * sentence_punct): . , ; : ! ? ' always; ) and ] when the URI holds more
 * of them than of ( and [. */
static const char *trim_end(const char *s, const char *e)
{
    size_t n[4] = { 0, 0, 0, 0 };   /* ( ) [ ] */
    int counted = 0;

    while (e > s) {
        unsigned char c = (unsigned char)e[-1];
        int k = c == ']';

        if (c == '.' || c == ',' || c == ';' || c == ':' || c == '!'
            || c == '?' || c == '\'') {
            e--;
            continue;
        }
        if (c != ')' && c != ']')
            break;
        if (!counted) { /* once: stripping updates the counts */
            count_brackets(s, e, n);
            counted = 1;
        }
        if (n[2 * k + 1] <= n[2 * k])
            break;
        n[2 * k + 1]--;
        e--;
    }
    return e;
}

static void set_hit(lluri_extract_hit *hit, int form, size_t off, size_t len,
                    size_t outer_off, size_t outer_len, size_t uri_len)
{
    hit->form = form;
    hit->off = off;
    hit->len = len;
    hit->outer_off = outer_off;
    hit->outer_len = outer_len;
    hit->uri_len = uri_len;
    hit->iri = 0;
    hit->tolerated = 0;
    hit->error.code = LLURI_OK;
    hit->error.offset = 0;
}

/* Where a bare URI's candidate ends in s[..e): at the first byte that
 * ends a URL in prose, whitespace, a control byte, < > ", or the UTF-8 of
 * a CJK or closing punctuation mark (extract.h lists them); else e. */
static const char *candidate_end(const char *s, const char *e)
{
    for (const unsigned char *p = (const unsigned char *)s; p < (const unsigned char *)e; p++) {
        unsigned char c = *p;
        if (c <= ' ' || c == 0x7F || c == '<' || c == '>' || c == '"')
            return (const char *)p;
        if (c < 0xC2 || (const unsigned char *)e - p < 2)
            continue;
        /* U+00BB; U+2019, U+201D; U+3001, U+3002, U+300D, U+300F; U+FF01,
         * U+FF09, U+FF0C, U+FF1A, U+FF1B, U+FF1F */
        if ((c == 0xC2 && p[1] == 0xBB)
            || ((const unsigned char *)e - p >= 3
                && ((c == 0xE2 && p[1] == 0x80 && (p[2] == 0x99 || p[2] == 0x9D))
                    || (c == 0xE3 && p[1] == 0x80
                        && (p[2] == 0x81 || p[2] == 0x82 || p[2] == 0x8D || p[2] == 0x8F))
                    || (c == 0xEF && p[1] == 0xBC
                        && (p[2] == 0x81 || p[2] == 0x89 || p[2] == 0x8C || p[2] == 0x9A
                            || p[2] == 0x9B || p[2] == 0x9F)))))
            return (const char *)p;
    }
    return e;
}

/* s[0 .. n), which is no URI, read as the flags ask: an IRI (LLURI_IRI),
 * what the lenient profile takes (LLURI_LENIENT). 1 when one reading
 * takes it, with hit->iri and hit->tolerated set; else 0, with hit->error
 * lluri_parse()'s error under those flags. */
static int other_reading(const lluri_extract_iter *x, const char *s, size_t n,
                         lluri_extract_hit *hit)
{
    const unsigned flags = LLURI_START_URI | (x->_flags & (LLURI_IRI | LLURI_LENIENT));
    lluri u;

    if (n > UINT32_MAX) {
        lluri__fail(&hit->error, LLURI_ETOOLONG, 0);
        return 0;
    }
    if (lluri_parse(&u, s, n, flags, &hit->error) != 0)
        return 0;
    hit->iri = (u.present & LLURI_HAS_NON_ASCII) && u.tolerated == 0;
    hit->tolerated = u.tolerated;
    hit->error.code = LLURI_OK;
    hit->error.offset = 0;
    return 1;
}

/* The longest a bare_scheme is ("magnet", "whatis"). */
#define BARE_SCHEME_MAX 6

/* A ":" at text[colon]: is it the end of the scheme of a bare URI?
 * Returns 1 with *hit filled, else 0. *resume: where to scan on. */
static int on_colon(lluri_extract_iter *x, size_t colon, lluri_extract_hit *hit,
                    size_t *resume)
{
    const char *t = x->_text, *te = t + x->_len;
    size_t r = colon, i, start = colon;
    const char *e, *min;
    struct aux a = { 0, NULL, 0, 0, 0 };
    int found = 0;

    *resume = colon + 1;
    while (r > x->_floor && (lluri__byte_class[(uint8_t)t[r - 1]] & LLURI__C_SCHEME))
        r--;
    /* The scheme's first byte: an ALPHA after no ALPHA or DIGIT. The
     * leftmost such start is the whole word; a bare_scheme may also end
     * the word ("x.mailto:"), but no start further left than
     * BARE_SCHEME_MAX can be one. */
    for (i = r; i < colon; i++) {
        if (!lluri__is_alpha((unsigned char)t[i])
            || (i > 0 && lluri__is_alnum((unsigned char)t[i - 1])))
            continue;
        if (found && colon - i > BARE_SCHEME_MAX)
            continue;
        found = 1;
        lead_of(&a, t + i, colon + 3 < x->_len ? t + colon + 3 : te, 0);
        if (lead_ok(x, &a)) {
            start = i;
            break;
        }
    }
    if (start == colon)
        return 0;
    min = t + colon + (a.slashes ? 3 : 1);
    /* The candidate: to the first byte that ends a URL in prose, less the
     * sentence's punctuation; it must reach past the lead. It is the hit
     * when it is a URI (the URI machine takes all of it), or when another
     * reading the flags ask for takes it; else it is no hit, or an error
     * (LLURI_EXTRACT_ERRORS); never a prefix of it. */
    e = trim_end(t + start, candidate_end(t + colon, te));
    if (e <= min)
        return 0;
    *resume = (size_t)(e - t);
    set_hit(hit, LLURI_EXTRACT_BARE, start, (size_t)(e - (t + start)), start,
            (size_t)(e - (t + start)), (size_t)(e - (t + start)));
    {
        struct uri_run u;
        uri_begin(&u);
        if (uri_feed(&u, t + start, e) && u.fin == e)
            return 1;
    }
    if (other_reading(x, t + start, (size_t)(e - (t + start)), hit))
        return 1;
    return (x->_flags & LLURI_EXTRACT_ERRORS) != 0;
}


/* The first ">" at or after c, or the text's end. The answer is kept: the
 * scanner asks again for each "<" before that ">", and a text with many
 * "<" and no ">" must not be searched to its end for each. */
static const char *next_gt(lluri_extract_iter *x, const char *c)
{
    const char *t = x->_text, *g;
    size_t at = (size_t)(c - t);

    if (at >= x->_gt_from && at <= x->_gt_at)
        return t + x->_gt_at;
    g = memchr(c, '>', x->_len - at);
    x->_gt_from = at;
    x->_gt_at = g ? (size_t)(g - t) : x->_len;
    return t + x->_gt_at;
}

/* A "<" at text[lt]: <URL:uri> or <uri>? */
static int on_angle(lluri_extract_iter *x, size_t lt, lluri_extract_hit *hit,
                    size_t *resume)
{
    const char *t = x->_text, *te = t + x->_len;
    const char *c, *gt, *s, *e, *q;
    struct aux a, lead;
    size_t kept;

    *resume = lt + 1;
    aux_begin(&a, lluri_ctx_aux_en_opener);
    aux_feed(&a, t + lt, te);
    c = a.fin; /* angle_open takes at least the "<" */
    gt = next_gt(x, c);
    if (gt == te || memchr(c, '<', (size_t)(gt - c)) != NULL)
        return 0;
    /* An opener that took "URL:" but nothing after it: "<URL:>". */
    for (s = c; s < gt && is_ws((unsigned char)*s); s++)
        ;
    for (e = gt; e > s && is_ws((unsigned char)e[-1]); e--)
        ;
    if (s == e)
        return 0;
    /* Whitespace is ignored after the scheme's ":", not before: "<x
     * http://a/ y>" is no "xhttp://a/y". */
    for (q = s; q < e && *q != ':'; q++)
        if (is_ws((unsigned char)*q))
            return 0;
    lead_of(&lead, s, e, 1);
    if (!a.prefix && !lead_ok(x, &lead))
        return 0;
    if (uri_whole(s, e, &kept)) {
        if (kept <= lead_len(s, e, &lead))
            return 0;
        set_hit(hit, a.prefix ? LLURI_EXTRACT_URL : LLURI_EXTRACT_ANGLE,
                (size_t)(s - t), (size_t)(e - s), lt, (size_t)(gt + 1 - (t + lt)), kept);
    } else {
        /* an IRI or a lenient reading: of what holds no whitespace */
        if (!(x->_flags & (LLURI_IRI | LLURI_LENIENT)) || find_ws(s, e) != e
            || (size_t)(e - s) <= lead_len(s, e, &lead))
            return 0;
        set_hit(hit, a.prefix ? LLURI_EXTRACT_URL : LLURI_EXTRACT_ANGLE,
                (size_t)(s - t), (size_t)(e - s), lt, (size_t)(gt + 1 - (t + lt)),
                (size_t)(e - s));
        if (!other_reading(x, s, (size_t)(e - s), hit))
            return 0;
    }
    *resume = (size_t)(gt + 1 - t);
    return 1;
}

/* A '"' at text[q]: "uri"? */
static int on_quote(lluri_extract_iter *x, size_t q, lluri_extract_hit *hit,
                    size_t *resume)
{
    const char *t = x->_text, *te = t + x->_len;
    const char *s = t + q + 1, *e;
    struct aux lead;
    struct uri_run u;

    *resume = q + 1;
    /* A '"' ends the URI machine: the text up to the next '"' is a URI
     * when its longest prefix that is one ends right there. */
    uri_begin(&u);
    uri_feed(&u, s, te);
    e = u.fin;
    if (e == NULL || e == te || *e != '"') {
        /* an IRI or a lenient reading of the text up to the next '"',
         * when it holds no whitespace */
        if (!(x->_flags & (LLURI_IRI | LLURI_LENIENT)))
            return 0;
        e = candidate_end(s, te);
        if (e == te || *e != '"')
            return 0;
        lead_of(&lead, s, e, 0);
        if (!lead_ok(x, &lead) || (size_t)(e - s) <= lead_len(s, e, &lead))
            return 0;
        set_hit(hit, LLURI_EXTRACT_QUOTED, (size_t)(s - t), (size_t)(e - s), q,
                (size_t)(e + 1 - (t + q)), (size_t)(e - s));
        if (!other_reading(x, s, (size_t)(e - s), hit))
            return 0;
        *resume = (size_t)(e + 1 - t);
        return 1;
    }
    lead_of(&lead, s, e, 0);
    if (!lead_ok(x, &lead) || (size_t)(e - s) <= lead_len(s, e, &lead))
        return 0;
    set_hit(hit, LLURI_EXTRACT_QUOTED, (size_t)(s - t), (size_t)(e - s), q,
            (size_t)(e + 1 - (t + q)), (size_t)(e - s));
    *resume = (size_t)(e + 1 - t);
    return 1;
}

/* ------------------------------------------------------------ the scanner */

%%{
machine lluri_ctx;

include rfc3986_nomarks "nohooks.rl";
include rfc3986_noruns "nohooks.rl";
action zone_ok         { 0 }
action lead_slashes    {}
action lead_known      {}
action url_prefix      {}
action at_colon        { TRY(on_colon); }
action at_angle        { TRY(on_angle); }
action at_quote        { TRY(on_quote); }
action prose_run       { p = prose_end(p, pe); }

include rfc3986 "rfc3986.rl";
include context "context.rl";

main := text;

}%%

%% write data;

/* The last byte of the run of prose that p is in: the byte before the next
 * ":", "<" or '"' after p, or pe - 1. The scanner is one state that every
 * prose byte takes back to itself, so stepping over them is exact. A block
 * at a time (scan.h), then byte by byte. */
static const char *prose_end(const char *p, const char *pe)
{
    const char *q = p + 1;

#if LLURI_SCAN > 0
    while (pe - q >= (ptrdiff_t)SCAN_BLOCK) {
        vec v = vload(q);
        marks m = veq(v, ':') | veq(v, '<') | veq(v, '"');
        if (m)
            return q + first_marked(m) - 1;
        q += SCAN_BLOCK;
    }
#endif
    while (q < pe && *q != ':' && *q != '<' && *q != '"')
        q++;
    return q - 1;
}

/* A hook's try: on a hit, stop with the scan to resume after it; else go
 * on at *resume (never before the next byte). */
#define TRY(fn)                                                          \
    do {                                                                 \
        size_t next;                                                     \
        if (fn(x, (size_t)(p - buf), hit, &next)) {                      \
            x->_pos = x->_floor = next;                                    \
            found = 1;                                                   \
            p = buf + next;                                              \
            goto done;                                                   \
        }                                                                \
        p = buf + next - 1;                                              \
    } while (0)

static int scan(lluri_extract_iter *x, lluri_extract_hit *hit)
{
    const char *buf = x->_text;
    const char *p = buf + x->_pos, *pe = buf + x->_len;
    int cs = lluri_ctx_start;
    int found = 0;

    %% write exec;

    x->_pos = x->_len;
done:
    (void)cs;
    return found;
}

/* ------------------------------------------------------------------ API */

int lluri_extract_begin(lluri_extract_iter *x, const char *text, size_t len,
                       unsigned flags)
{
    if (x == NULL)
        return LLURI_EINVAL;
    memset(x, 0, sizeof *x);
    x->_text = text ? text : "";
    x->_len = len;
    x->_flags = flags;
    if (flags & ~(unsigned)LLURI_EXTRACT_FLAGS)
        x->_error = LLURI_EFLAGS;
    else if (text == NULL && len > 0)
        x->_error = LLURI_EINVAL;
    if (x->_error)
        x->_len = 0;
    return x->_error;
}

ptrdiff_t lluri_extract_copy(const char *text, size_t len, const lluri_extract_hit *hit,
                             char *out, size_t cap, lluri_error *err)
{
    if (hit == NULL || (text == NULL && len > 0) || (out == NULL && cap > 0)
        || (unsigned)hit->form > LLURI_EXTRACT_QUOTED)
        return lluri__fail(err, LLURI_EINVAL, 0);
    if (hit->off > len || hit->len > len - hit->off)
        return lluri__fail(err, LLURI_ESPAN, len);
    if (hit->len > PTRDIFF_MAX)
        return lluri__fail(err, LLURI_ETOOLONG, 0);

    const char *s = text + hit->off, *e = s + hit->len;
    int ws = hit->form == LLURI_EXTRACT_URL || hit->form == LLURI_EXTRACT_ANGLE;
    size_t n = 0, room = cap > 0 ? cap - 1 : 0;   /* bytes before the NUL */

    while (s < e) {
        const char *q = ws ? find_ws(s, e) : e;
        size_t k = (size_t)(q - s);

        if (n < room)
            memcpy(out + n, s, k < room - n ? k : room - n);
        n += k;
        for (s = q; s < e && is_ws((unsigned char)*s); s++)
            ;
    }
    if (cap > 0)
        out[n < room ? n : room] = '\0';
    lluri__fail(err, LLURI_OK, 0);
    return (ptrdiff_t)n;
}

int lluri_extract_next(lluri_extract_iter *x, lluri_extract_hit *hit,
                       char *out, size_t cap)
{
    if (x == NULL || hit == NULL)
        return LLURI_EINVAL;
    if (x->_error)
        return x->_error;
    if (x->_pos >= x->_len || !scan(x, hit))
        return 0;
    if (out != NULL)
        lluri_extract_copy(x->_text, x->_len, hit, out, cap, NULL);
    return 1;
}
#endif /* the API: in the other copy */
