/* SPDX-License-Identifier: MIT */
/* lenient.c — LLURI_LENIENT: the URLs real logs hold, with what they hold
 * that RFC 3986 does not allow named bit by bit (lluri.tolerated).
 *
 * A valid input is parsed by the strict machine and nothing else: its
 * spans are the strict ones and it tolerated nothing. Only an input the
 * machine refused comes here. It is split as RFC 3986 Appendix B splits
 * any string (lluri__component_ends, shared with the error diagnosis),
 * after leading whitespace and byte order marks and before trailing
 * whitespace, inside the "<...>" of RFC 3986 Appendix C or the quotes of
 * a quoted field (or after an opening one alone); the authority's last "@" ends userinfo (as browsers read
 * "http://u:p@ss@host/"); and each component's bytes are read against
 * what its rule allows, one class of byte at a time:
 *   - allowed by the component's rule (RFC 3987's with LLURI_IRI): taken;
 *   - one of the classes a log holds (a space, '"', "<", "\", a "%" that
 *     begins no pct-encoded, raw UTF-8 or bytes that are none, a second
 *     "#", an "@" in userinfo): taken, and its bit set;
 *   - anything else (a control byte, a ":" in a reg-name): the input is
 *     refused with the component's code at that byte.
 * The parts whose shape decides what the URI names are read strictly: the
 * scheme, an IP literal, the port. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "internal.h"

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

/* The components, for what each allows and the code of its errors. */
enum comp { C_USERINFO, C_HOST, C_PATH, C_QUERY, C_FRAGMENT };

static const int comp_code[] = {
    LLURI_EUSERINFO, LLURI_EHOST, LLURI_EPATH, LLURI_EQUERY, LLURI_EFRAGMENT
};

/* Whether the ASCII byte c is one the component's rule takes on its own
 * (RFC 3986 §3.2.1, §3.2.2, §3.3, §3.4, §3.5; "%" is read apart). */
static int allowed(unsigned char c, enum comp k)
{
    unsigned cls = lluri__byte_class[c];

    switch (k) {
    case C_USERINFO: return (cls & LLURI__C_SEGMENT) && c != '/' && c != '@';
    case C_HOST:     return (cls & LLURI__C_SEGMENT) && c != '/' && c != '@' && c != ':';
    case C_PATH:     return (cls & LLURI__C_SEGMENT) != 0;
    default:         return (cls & LLURI__C_QUERY) != 0;
    }
}

/* The class of an ASCII byte no component allows, or 0. */
static uint32_t unsafe_bit(unsigned char c)
{
    switch (c) {
    case ' ':  return LLURI_TOL_SPACE;
    case '"':  return LLURI_TOL_QUOTE;
    case '<':
    case '>':  return LLURI_TOL_ANGLE;
    case '\\': return LLURI_TOL_BACKSLASH;
    case '^':  return LLURI_TOL_CARET;
    case '`':  return LLURI_TOL_BACKTICK;
    case '{':
    case '}':  return LLURI_TOL_BRACE;
    case '|':  return LLURI_TOL_PIPE;
    case '[':
    case ']':  return LLURI_TOL_BRACKET;
    default:   return 0;
    }
}

/* The length of the UTF-8 character at s[0 .. n) (RFC 3629 §4,
 * UTF8-char), or 0 when none starts there. */
static size_t utf8_len(const char *s, size_t n)
{
    unsigned char c = (unsigned char)s[0];
    size_t want = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2, fail;

    if (want > n || !lluri__rule_match(LLURI_RULE_UTF8_CHAR, s, want, 0, &fail))
        return 0;
    return want;
}

/* Read s[from, to) as component k: 0 and the bits it needed in *tol, or
 * the component's code and *at the byte it cannot take. */
static int read_comp(const char *s, size_t from, size_t to, enum comp k,
                     unsigned flags, uint32_t *tol, size_t *at)
{
    size_t i = from, fail;

    while (i < to) {
        unsigned char c = (unsigned char)s[i];
        uint32_t bit;

        if (c >= 0x80) {
            size_t n = utf8_len(s + i, to - i);
            if (n == 0) {
                *tol |= LLURI_TOL_NON_UTF8;
                i++;
                continue;
            }
            if (!(flags & LLURI_IRI)
                || !(lluri__rule_match(LLURI_RULE_UCSCHAR, s + i, n, 0, &fail)
                     || (k == C_QUERY
                         && lluri__rule_match(LLURI_RULE_IPRIVATE, s + i, n, 0, &fail))))
                *tol |= LLURI_TOL_UTF8;
            i += n;
            continue;
        }
        if (c == '%') {
            if (to - i > 2 && lluri__hex_value((unsigned char)s[i + 1]) >= 0
                && lluri__hex_value((unsigned char)s[i + 2]) >= 0) {
                i += 3;
                continue;
            }
            *tol |= LLURI_TOL_PERCENT;
        } else if (allowed(c, k)) {
            /* the rule's own */
        } else if ((bit = unsafe_bit(c)) != 0) {
            *tol |= bit;
        } else if (c == '#' && k == C_FRAGMENT) {
            *tol |= LLURI_TOL_HASH;
        } else if (c == '@' && k == C_USERINFO) {
            *tol |= LLURI_TOL_AT;
        } else {
            *at = i;
            return comp_code[k];
        }
        i++;
    }
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

static int is_space(unsigned char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
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
        rc = read_comp(s, h, host_end, C_HOST, flags, tol, at);
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
        } else if (from < to && is_space((unsigned char)s[from])) {
            tol |= LLURI_TOL_WHITESPACE;
            from++;
        } else {
            break;
        }
    }
    while (to > from && is_space((unsigned char)s[to - 1])) {
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
            rc = read_comp(s, a, last_at, C_USERINFO, flags, &tol, at);
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

    rc = read_comp(s, b[1], b[2], C_PATH, flags, &tol, at);
    if (rc)
        return rc;
    u->path = (lluri_span){ (uint32_t)b[1], (uint32_t)(b[2] - b[1]) };
    if (b[2] < b[3]) {                              /* "?" query */
        rc = read_comp(s, b[2] + 1, b[3], C_QUERY, flags, &tol, at);
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
        rc = read_comp(s, b[3] + 1, to, C_FRAGMENT, flags, &tol, at);
        if (rc)
            return rc;
        u->present |= LLURI_HAS_FRAGMENT;
        u->fragment = (lluri_span){ (uint32_t)(b[3] + 1), (uint32_t)(to - b[3] - 1) };
    }
    u->tolerated = tol;
    return 0;
}

int lluri__parse_lenient(lluri *u, const char *s, size_t len, unsigned flags,
                         lluri_error *err)
{
    const unsigned strict = flags & ~(unsigned)(LLURI_LENIENT | LLURI_PARTIAL);
    const char *text = s ? s : "";
    lluri_error verdict;
    size_t at = 0;
    int rc;

    if (lluri_parse(u, text, len, strict, &verdict) == 0) {
        u->src = s;
        if (err)
            *err = verdict;
        return 0;
    }
    memset(u, 0, sizeof *u);
    u->src = s;
    u->len = (uint32_t)len;
    rc = split(u, text, len, flags, &at);
    if (rc == 0) {
        if (err)
            *err = verdict;
        return 0;
    }
    /* refused: the code and byte of what could not be tolerated; with
     * LLURI_PARTIAL, the strict parse's partial result */
    memset(u, 0, sizeof *u);
    if (flags & LLURI_PARTIAL)
        lluri_parse(u, text, len, strict | LLURI_PARTIAL, NULL);
    u->src = s;
    return lluri__fail(err, rc, at);
}
