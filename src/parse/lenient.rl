/* SPDX-License-Identifier: MIT */
/* lenient.rl — LLURI_LENIENT: the URLs real logs hold, with what they hold
 * that RFC 3986 does not allow named bit by bit (lluri.tolerated).
 *
 * A valid input is parsed by the strict machine and nothing else: its
 * spans are the strict ones and it tolerated nothing. Only an input the
 * machine refused comes here. It is split as RFC 3986 Appendix B splits
 * any string (lluri__component_ends, shared with the error diagnosis),
 * after leading whitespace and byte order marks and before trailing
 * whitespace, inside the "<...>" of RFC 3986 Appendix C or the quotes of
 * a quoted field (or after an opening one alone); the authority's last "@"
 * ends userinfo (as browsers read "http://u:p@ss@host/"); and each
 * component's bytes are read by the scanner of grammar/tolerated.rl: the
 * bytes its rule allows, the classes logs hold (each sets its bit), and
 * nothing else (a control byte, a ":" in a reg-name: the input is refused
 * with the component's code at that byte). The parts whose shape decides
 * what the URI names are read strictly by their RFC 3986 rules: the
 * scheme, an IP literal, the port.
 *
 * The scanner is built in the style configure chose, as the parser is
 * (goto code, -G2, by default: 5.4 KB of code here, and half the
 * instructions of the table style, -T1, on a refused line). */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "ascii.h"
#include "parse/parse.h"
#include "parse/classes.h"
#include "parse/machine.h"

#define TOL_NAME(name, bit, text) case bit: return text;

const char *lluri_tolerated_name(unsigned bit)
{
    if (bit == 0 || (bit & (bit - 1)) != 0)
        return NULL;
    switch (__builtin_ctz(bit)) {
    LLURI_TOLERATED(TOL_NAME)
    default: return NULL;
    }
}

/* The components, for what each allows (grammar/tolerated.rl) and
 * the code of its errors. */
enum comp {
    LENIENT_C_USERINFO, LENIENT_C_HOST, LENIENT_C_PATH, LENIENT_C_QUERY,
    LENIENT_C_FRAGMENT
};

static const int comp_code[] = {
    LLURI_EUSERINFO, LLURI_EHOST, LLURI_EPATH, LLURI_EQUERY, LLURI_EFRAGMENT
};

/* Ragel's table styles (--with-ragel-style=T0..F1) mix its int state with
 * unsigned key arithmetic. */
#if defined(__GNUC__)
#pragma GCC diagnostic ignored "-Wsign-conversion"
#pragma GCC diagnostic ignored "-Wconversion"
#endif

%%{
machine lluri_lenient;

include rfc3986_nomarks "nohooks.rl";
include rfc3986_noruns "nohooks.rl";
action zone_ok { 0 }

include rfc3986 "rfc3986.rl";
include rfc3987 "rfc3987.rl";
include tolerated "tolerated.rl";
}%%

%% write data;

/* Read s[from, to) as component k with the scanner: 0 and the bits it
 * needed added to *tol_out, or the component's code and *at the byte it
 * cannot take. */
static int read_comp(const char *s, size_t from, size_t to, enum comp k,
                     unsigned flags, uint32_t *tol_out, size_t *at)
{
    const char *p = s + from, *pe = s + to, *eof = pe;
    const char *ts = NULL, *te = NULL, *stop = NULL;
    const enum comp comp = k;
    const int iri = (flags & LLURI_IRI) != 0;
    uint32_t tol = 0;           /* the scanner's actions set its bits */
    int cs, act;

    %% write init;
    %% write exec;
    (void)act;
    (void)lluri_lenient_en_lenient;
    if (stop != NULL || cs == lluri_lenient_error) {
        *at = (size_t)((stop != NULL ? stop : p) - s);
        return comp_code[k];
    }
    *tol_out |= tol;
    return 0;
}

/* The components' rules as lluri_match() numbers them (LLURI_RULE_LENIENT_*,
 * from 440): 1 when all of s[0..len) is read, else 0 and *fail. */
int lluri__lenient_match(int rule, const char *s, size_t len, size_t *fail)
{
    uint32_t tol = 0;
    size_t at;

    if (read_comp(s ? s : "", 0, len, (enum comp)(rule - LLURI_RULE_LENIENT_USERINFO), 0,
                  &tol, &at) == 0)
        return 1;
    *fail = at;
    return 0;
}

/* Strict rule over s[from, to): 0, or `code` at the byte it cannot take. */
static int strictly(const char *s, size_t from, size_t to, int rule, unsigned flags,
                    int code, size_t *at)
{
    size_t fail;

    if (lluri__rule_match(rule, s + from, to - from, (flags & LLURI_ZONE_ID) != 0, &fail))
        return 0;
    *at = from + fail;
    return code;
}

/* The last offset of c in s[from, to), or to. */
static size_t last_of(const char *s, size_t from, size_t to, char c)
{
    for (size_t i = to; i > from; i--)
        if (s[i - 1] == c)
            return i - 1;
    return to;
}

/* host [ ":" port ] over s[h, end) into *u: 0, or the code and *at. */
static int host_port(lluri *u, const char *s, size_t h, size_t end, unsigned flags,
                     uint32_t *tol, size_t *at)
{
    size_t host_end;
    int rc;

    if (h < end && s[h] == '[') {
        const char *close = memchr(s + h, ']', end - h);
        size_t lit_end = close ? (size_t)(close - s) + 1 : end;
        int rule = (flags & LLURI_ZONE_ID) ? LLURI_RULE_IP_LITERAL_Z
                                           : LLURI_RULE_IP_LITERAL;
        rc = strictly(s, h, lit_end, rule, flags, LLURI_EIPLITERAL, at);
        if (rc)
            return rc;
        host_end = lit_end;
        if (host_end < end && s[host_end] != ':') {
            *at = host_end;
            return LLURI_EHOST;
        }
    } else {
        host_end = last_of(s, h, end, ':');
        rc = read_comp(s, h, host_end, LENIENT_C_HOST, flags, tol, at);
        if (rc)
            return rc;
    }
    u->host = (lluri_span){ (uint32_t)h, (uint32_t)(host_end - h) };
    u->host_kind = lluri__host_kind(s + h, (uint32_t)(host_end - h));
    if (u->host_kind == LLURI_HOST_IPV6 && memchr(s + h, '%', host_end - h))
        u->present |= LLURI_HAS_ZONE_ID;
    if (host_end < end) {
        rc = strictly(s, host_end + 1, end, LLURI_RULE_PORT, flags, LLURI_EPORT, at);
        if (rc)
            return rc;
        u->present |= LLURI_HAS_PORT;
        u->port = (lluri_span){ (uint32_t)(host_end + 1), (uint32_t)(end - host_end - 1) };
    }
    return 0;
}

/* The split and the reading; *u zeroed but for src before. */
static int split(lluri *u, const char *s, size_t len, unsigned flags, size_t *at)
{
    const unsigned start_rule = flags & LLURI_START_MASK;
    uint32_t tol = 0;
    size_t from = 0, to = len, b[4];
    int rc;

    for (;;) {
        if (to - from >= 3 && memcmp(s + from, "\xEF\xBB\xBF", 3) == 0) {
            tol |= LLURI_TOL_BOM;
            from += 3;
        } else if (from < to && lluri__is_space((unsigned char)s[from])) {
            tol |= LLURI_TOL_WHITESPACE;
            from++;
        } else {
            break;
        }
    }
    while (to > from && lluri__is_space((unsigned char)s[to - 1])) {
        tol |= LLURI_TOL_WHITESPACE;
        to--;
    }
    /* the delimiters of RFC 3986 Appendix C around it, "<...>" or a
     * quoted field's '"..."', or the opening one of a field cut short */
    if (from < to && (s[from] == '<' || s[from] == '"')) {
        char close = s[from] == '<' ? '>' : '"';
        tol |= s[from] == '<' ? LLURI_TOL_ANGLE : LLURI_TOL_QUOTE;
        from++;
        if (to > from && s[to - 1] == close)
            to--;
    }
    for (size_t i = from; i < to; i++)
        if ((unsigned char)s[i] >= 0x80) {
            u->present |= LLURI_HAS_NON_ASCII;
            break;
        }

    /* Appendix B, over s[from, to): offsets relative to from */
    lluri__component_ends(s + from, to - from, flags, b);
    for (int k = 0; k < 4; k++)
        b[k] += from;

    if (b[0] > from) {                              /* "scheme:" */
        rc = strictly(s, from, b[0] - 1, LLURI_RULE_SCHEME, flags, LLURI_ESCHEME, at);
        if (rc)
            return rc;
        u->present |= LLURI_HAS_SCHEME;
        u->scheme = (lluri_span){ (uint32_t)from, (uint32_t)(b[0] - 1 - from) };
    } else if (start_rule == LLURI_START_URI || start_rule == LLURI_START_ABSOLUTE) {
        *at = from;
        return LLURI_ENOSCHEME;
    }

    if (b[1] > b[0]) {                              /* "//" authority */
        size_t a = b[0] + 2, end = b[1];
        size_t last_at = last_of(s, a, end, '@');
        u->present |= LLURI_HAS_AUTHORITY;
        if (last_at < end) {
            rc = read_comp(s, a, last_at, LENIENT_C_USERINFO, flags, &tol, at);
            if (rc)
                return rc;
            u->present |= LLURI_HAS_USERINFO;
            u->userinfo = (lluri_span){ (uint32_t)a, (uint32_t)(last_at - a) };
            a = last_at + 1;
        }
        rc = host_port(u, s, a, end, flags, &tol, at);
        if (rc)
            return rc;
    } else if (!(u->present & LLURI_HAS_SCHEME)) {
        /* no scheme: a ":" in the first segment would read as one
         * (path-noscheme, RFC 3986 §4.2) */
        for (size_t i = b[1]; i < b[2] && s[i] != '/'; i++)
            if (s[i] == ':') {
                *at = i;
                return start_rule == LLURI_START_RELATIVE ? LLURI_ESCHEMEREL
                                                          : LLURI_ESCHEME;
            }
    }

    rc = read_comp(s, b[1], b[2], LENIENT_C_PATH, flags, &tol, at);
    if (rc)
        return rc;
    u->path = (lluri_span){ (uint32_t)b[1], (uint32_t)(b[2] - b[1]) };
    if (b[2] < b[3]) {                              /* "?" query */
        rc = read_comp(s, b[2] + 1, b[3], LENIENT_C_QUERY, flags, &tol, at);
        if (rc)
            return rc;
        u->present |= LLURI_HAS_QUERY;
        u->query = (lluri_span){ (uint32_t)(b[2] + 1), (uint32_t)(b[3] - b[2] - 1) };
    }
    if (b[3] < to) {                                /* "#" fragment */
        if (start_rule == LLURI_START_ABSOLUTE) {
            *at = b[3];
            return LLURI_ENOFRAGMENT;
        }
        rc = read_comp(s, b[3] + 1, to, LENIENT_C_FRAGMENT, flags, &tol, at);
        if (rc)
            return rc;
        u->present |= LLURI_HAS_FRAGMENT;
        u->fragment = (lluri_span){ (uint32_t)(b[3] + 1), (uint32_t)(to - b[3] - 1) };
    }
    u->tolerated = tol;
    return 0;
}

int lluri__parse_lenient(lluri *u, const char *s, size_t len, unsigned flags,
                         const lluri_error *verdict, lluri_error *err)
{
    const unsigned strict = flags & ~(unsigned)(LLURI_LENIENT | LLURI_PARTIAL);
    size_t at = 0;
    int rc;

    memset(u, 0, sizeof *u);
    u->src = s;
    u->len = (uint32_t)len;
    rc = split(u, s, len, flags, &at);
    if (rc == 0) {
        if (err)
            *err = *verdict;
        return 0;
    }
    /* refused: the code and byte of what could not be tolerated; with
     * LLURI_PARTIAL, the strict parse's partial result */
    memset(u, 0, sizeof *u);
    if (flags & LLURI_PARTIAL)
        lluri_parse(u, s, len, strict | LLURI_PARTIAL, NULL);
    u->src = s;
    return lluri__fail(err, rc, at);
}
