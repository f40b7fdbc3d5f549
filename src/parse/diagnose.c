/* SPDX-License-Identifier: MIT */
/* diagnose.c — why a URI failed to parse, on the error path only.
 *
 * The main machine knows where it stopped but not which component it was
 * in (one state may be inside a scheme and a relative path at once, or a
 * userinfo and a host). To name the component, the input read so far is
 * split the way RFC 3986 Appendix B splits any URI reference:
 *
 *   ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
 *
 * and each component is matched on its own against its ABNF rule (the
 * rules machine, rules.rl). The first component that fails names the error
 * and gives the offset of its first offending byte. Only the bytes up to
 * and including the one the machine could not take are looked at, so a
 * one-shot parse and an incremental one report the same error. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "parse/parse.h"

typedef struct {
    const char *s;
    unsigned flags;
} input;

/* First offset in [from, to) holding one of `set` (a literal of one to
 * four delimiters), or `to`. Inlined, the set's bytes are constants
 * compared in registers: memchr() over the set cost a call a byte. */
static inline __attribute__((always_inline))
size_t find_any(const char *s, size_t from, size_t to, const char *set)
{
    const size_t n = strlen(set);
    if (n == 1) {
        const char *hit = from < to ? memchr(s + from, set[0], to - from) : NULL;
        return hit ? (size_t)(hit - s) : to;
    }
    for (; from < to; from++)
        for (size_t k = 0; k < n; k++)
            if (s[from] == set[k])
                return from;
    return to;
}

/* A component that stopped at `fail` inside "%" HEXDIG HEXDIG is a bad
 * percent-encoding rather than a bad character. */
static int in_pct(const char *s, size_t start, size_t fail)
{
    return (fail >= start + 1 && s[fail - 1] == '%')
        || (fail >= start + 2 && s[fail - 2] == '%');
}

/* An IRI's component (LLURI_IRI) by RFC 3987's rule for it; the rules
 * RFC 3987 takes from RFC 3986 (scheme, IP-literal, port) are the same. */
static int iri_rule(int rule)
{
    switch (rule) {
    case LLURI_RULE_USERINFO:      return LLURI_RULE_IUSERINFO;
    case LLURI_RULE_HOST:          return LLURI_RULE_IHOST;
    case LLURI_RULE_PATH:          return LLURI_RULE_IPATH;
    case LLURI_RULE_SEGMENT_NZ_NC: return LLURI_RULE_ISEGMENT_NZ_NC;
    case LLURI_RULE_QUERY:         return LLURI_RULE_IQUERY;
    case LLURI_RULE_FRAGMENT:      return LLURI_RULE_IFRAGMENT;
    default:                       return rule;
    }
}

/* Match s[start, end) against `rule`; on failure store the code and the
 * absolute offset, turning failures inside a percent-encoding into EPCT. */
static int check(const input *in, int rule, size_t start, size_t end,
                 int code, size_t *offset)
{
    size_t fail;
    int zone = (in->flags & LLURI_ZONE_ID) != 0;

    if (in->flags & LLURI_IRI)
        rule = iri_rule(rule);

    if (lluri__rule_match(rule, in->s + start, end - start, zone, &fail))
        return 0;
    *offset = start + fail;
    if ((in->flags & LLURI_IRI) && start + fail < end
        && lluri__bidi_format_ends(in->s, start, start + fail)) {
        *offset = start + fail - 2;     /* RFC 3987 §4.1: the character */
        return LLURI_EBIDI;
    }
    if (code != LLURI_EIPLITERAL && code != LLURI_EPORT
        && code != LLURI_ESCHEME && in_pct(in->s, start, start + fail))
        return LLURI_EPCT;
    return code;
}

/* host [ ":" port ] over s[host, end). */
static int check_host_port(const input *in, size_t host, size_t end,
                           size_t *offset)
{
    const char *s = in->s;
    size_t colon;
    int rc;

    if (host < end && s[host] == '[') {
        size_t close = find_any(s, host, end, "]");
        int rule = (in->flags & LLURI_ZONE_ID) ? LLURI_RULE_IP_LITERAL_Z
                                               : LLURI_RULE_IP_LITERAL;
        rc = check(in, rule, host, close < end ? close + 1 : end,
                   LLURI_EIPLITERAL, offset);
        if (rc)
            return rc;
        colon = close + 1;
        if (colon < end && s[colon] != ':') {
            *offset = colon;
            return LLURI_EHOST;
        }
    } else {
        colon = find_any(s, host, end, ":");
        rc = check(in, LLURI_RULE_HOST, host, colon, LLURI_EHOST, offset);
        if (rc)
            return rc;
    }
    if (colon < end)
        return check(in, LLURI_RULE_PORT, colon + 1, end, LLURI_EPORT, offset);
    return 0;
}

/* authority = [ userinfo "@" ] host [ ":" port ] over s[start, end).
 * Until an "@" is seen, "a:b" may be userinfo or host and port; the machine
 * followed both, so where one reading fails before the byte the machine
 * stopped at, the other one is the reading that failed there. */
static int check_authority(const input *in, size_t start, size_t end,
                           size_t machine_off, size_t *offset)
{
    size_t at = find_any(in->s, start, end, "@");
    int rc;

    if (at < end) {
        rc = check(in, LLURI_RULE_USERINFO, start, at, LLURI_EUSERINFO, offset);
        if (rc == 0)
            return check_host_port(in, at + 1, end, offset);
        if (rc == LLURI_EBIDI)      /* (refused in any reading) */
            return rc;
        if (*offset >= machine_off)
            return rc;
        /* userinfo failed early: the machine read a host that "@" ended */
    }
    rc = check_host_port(in, start, end, offset);
    if (rc && rc != LLURI_EBIDI && at >= end && *offset < machine_off && machine_off < end) {
        /* host and port failed early: the machine read a userinfo */
        *offset = machine_off;
        return LLURI_EUSERINFO;
    }
    return rc;
}

/* The ends of the components of s[0 .. len) as Appendix B splits it,
 * shortest first: after "scheme:" (0 when there is no scheme, or the
 * start rule is relative-ref), after "//" authority, the path (at "?" or
 * "#"), the query (at "#"). b[] gets 4 offsets, some of them equal. */
void lluri__component_ends(const char *s, size_t len, unsigned flags, size_t b[4])
{
    /* The first "#", the first "?" before it, the first "/" before that
     * and the first ":" before that (one memchr() each): the fragment and
     * the query begin at the first two whatever came before, since no
     * earlier component holds "?" or "#". */
    const size_t hash = find_any(s, 0, len, "#");
    const size_t qmark = find_any(s, 0, hash, "?");
    const size_t slash = find_any(s, 0, qmark, "/");
    const size_t colon = find_any(s, 0, slash, ":");
    size_t path = 0;

    if (colon < slash && colon > 0
        && (flags & LLURI_START_MASK) != LLURI_START_RELATIVE)
        path = colon + 1;
    b[0] = path;
    if (qmark - path >= 2 && s[path] == '/' && s[path + 1] == '/')
        path = find_any(s, path + 2, qmark, "/");
    b[1] = path;
    b[2] = qmark;
    b[3] = hash;
}

int lluri__diagnose(const char *s, size_t len, unsigned flags,
                    size_t machine_off, size_t *offset)
{
    const input in = { s, flags };
    const unsigned start_rule = flags & LLURI_START_MASK;
    size_t i = find_any(s, 0, len, ":/?#");
    size_t b[4], path, qmark, hash;
    int rc;

    lluri__component_ends(s, len, flags, b);

    /* "%" is only ever the start of pct-encoded (RFC 3986 §2.1), so a
     * failure right after one is a bad percent-encoding, whatever the
     * component. */
    if (in_pct(s, 0, machine_off)) {
        *offset = machine_off;
        return LLURI_EPCT;
    }

    /* scheme: "(([^:/?#]+):)?" */
    if (i < len && s[i] == ':') {
        if (start_rule == LLURI_START_RELATIVE) {
            rc = check(&in, LLURI_RULE_SEGMENT_NZ_NC, 0, i, LLURI_EPATH, offset);
            if (rc)
                return rc;
            *offset = i;
            return LLURI_ESCHEMEREL;
        }
        if (i == 0) {
            *offset = 0;
            return LLURI_ESCHEME;
        }
        rc = check(&in, LLURI_RULE_SCHEME, 0, i, LLURI_ESCHEME, offset);
        if (rc)
            return rc;
    } else if (start_rule == LLURI_START_URI || start_rule == LLURI_START_ABSOLUTE) {
        /* No ":" yet. A byte that could not continue a scheme is a bad
         * scheme character; running into "/", "?", "#" or the end first
         * means there is no scheme at all. */
        *offset = machine_off;
        if (machine_off < len && !memchr("/?#", s[machine_off], 3))
            return LLURI_ESCHEME;
        return LLURI_ENOSCHEME;
    }

    /* authority: "(//([^/?#]*))?", from b[0] ("scheme:" read) to b[1] */
    if (b[1] > b[0]) {
        rc = check_authority(&in, b[0] + 2, b[1], machine_off, offset);
        if (rc)
            return rc;
    }

    /* path "([^?#]*)", query "(\?([^#]*))?", fragment "(#(.*))?" */
    path = b[1], qmark = b[2], hash = b[3];
    rc = check(&in, LLURI_RULE_PATH, path, qmark, LLURI_EPATH, offset);
    if (rc)
        return rc;
    if (qmark < hash) {
        rc = check(&in, LLURI_RULE_QUERY, qmark + 1, hash, LLURI_EQUERY, offset);
        if (rc)
            return rc;
    }
    if (hash < len) {
        if (start_rule == LLURI_START_ABSOLUTE) {
            *offset = hash;
            return LLURI_ENOFRAGMENT;
        }
        rc = check(&in, LLURI_RULE_FRAGMENT, hash + 1, len, LLURI_EFRAGMENT,
                   offset);
        if (rc)
            return rc;
    }
    /* Every component matched on its own: the machine failed on how they
     * fit together, which the split above cannot name. */
    *offset = machine_off;
    return LLURI_ESYNTAX;
}
