/* SPDX-License-Identifier: MIT */
/* parse/parse.h — the parse stage, bytes to spans: the parser's marks,
 * the lenient and IRI machines, one rule at a time (rules.rl, iri.rl), the
 * host's kind, and the diagnosis of what the machine refused. */
#ifndef LLURI_PARSE_PARSE_H
#define LLURI_PARSE_PARSE_H

#include "internal.h"

/* Indices of lluri_parser.mark: the component boundaries the grammar's
 * hooks record while the main machine runs. */
enum lluri__mark {
    LLURI__M_SCHEME_END,     /* offset of the ":" after the scheme */
    LLURI__M_AUTH_START,     /* first byte after "//" */
    LLURI__M_USERINFO_END,   /* offset of the "@" after userinfo */
    LLURI__M_HOST_END,       /* first byte after the host */
    LLURI__M_AUTH_END,       /* first byte after the authority */
    LLURI__M_QUERY,          /* first byte of the query (after "?") */
    LLURI__M_FRAGMENT,       /* first byte of the fragment (after "#") */
    LLURI__M_COUNT
};
_Static_assert(LLURI__M_COUNT == LLURI_PARSER_MARKS,
               "lluri_parser's mark array holds one mark per enum lluri__mark");

/* Whether flags are lluri_parse()'s: its bits only, and at most one start
 * rule. */
static inline int lluri__parse_flags_ok(unsigned flags)
{
    unsigned start = flags & LLURI_START_MASK;
    return (flags & ~LLURI_PARSE_FLAGS) == 0 && (start & (start - 1)) == 0;
}

/* LLURI_LENIENT's parse (lenient.rl) of what the strict machine refused,
 * for lluri_parse(): it runs the machine first (a valid input costs what a
 * strict parse does) and, from its error path (parse.rl's failed()), hands
 * on s, which is not NULL, and *verdict, the strict code and offset, which
 * a lenient success leaves in *err. Flags checked, u not NULL, len within
 * 32 bits. */
LLURI_INTERNAL int lluri__parse_lenient(lluri *u, const char *s, size_t len,
                                        unsigned flags, const lluri_error *verdict,
                                        lluri_error *err);

/* The URI machine with 16-byte runs (parse/parse_ssse3.c, on x86-64 with
 * GCC): run() of parse.rl, for a processor with SSSE3. */
LLURI_INTERNAL int lluri__run_ssse3(lluri *u, const char *buf, size_t len, unsigned flags,
                                    lluri_error *err, lluri_parser *ps);

/* One component as the lenient profile reads it (lenient.rl), by its
 * rule number (LLURI_RULE_LENIENT_*): 1 when all of s[0..len) is read,
 * else 0 and *fail the byte it cannot take. */
LLURI_INTERNAL int lluri__lenient_match(int rule, const char *s, size_t len, size_t *fail);

/* Match s[0..len) against one rule of the rules machine (rules.rl).
 * zone_ok enables the RFC 6874 zone id inside host/IP-literal rules.
 * Returns 1 on a full match; else 0 and *fail = the first byte the rule
 * could not take (len when the input ended too early). */
LLURI_INTERNAL int lluri__rule_match(int rule, const char *s, size_t len, int zone_ok,
                      size_t *fail);
/* The ABNF name of an RFC 3986 rule (rules.rl), or NULL. */
LLURI_INTERNAL const char *lluri__rfc3986_rule_name(int rule);

/* RFC 3987 (iri.rl): the rules from 400, as lluri__rule_match and
 * lluri__rfc3986_rule_name do RFC 3986's (lluri__rule_match takes both);
 * and the IRI machine of lluri_parse (LLURI_IRI): its start state for the
 * start rule in flags, and a run of it over [*at, pe) from state *state
 * with the marks of parse.rl, leaving *at where it stopped. Returns -1
 * when the input was refused at *at, 1 when what was read matches, 0
 * when it is only a prefix of a match. */
LLURI_INTERNAL const char *lluri__rfc3987_rule_name(int rule);
LLURI_INTERNAL int lluri__rfc3987_match(int rule, const char *s, size_t len,
                                        int zone_ok, size_t *fail);
LLURI_INTERNAL int lluri__iri_start(unsigned flags);
LLURI_INTERNAL int lluri__iri_exec(int *state, const char *buf, const char **at,
                                   const char *pe, const char *eof, uint32_t *mark,
                                   uint32_t *marks_seen, unsigned flags);
/* RFC 3987 §4.1 (iri.rl): whether s[at] ends a bidirectional formatting
 * character (grammar/rfc3987.rl bidi_format) that begins at or after
 * s[from] (s[at] is read: it must lie inside the text): where an IRI
 * rule refuses one. */
LLURI_INTERNAL int lluri__bidi_format_ends(const char *s, size_t from, size_t at);

/* Whether s[0 .. len) is all of an IPv4address (parse/ipv4.rl). */
LLURI_INTERNAL int lluri__ipv4address(const char *s, size_t len);

/* The host kind: brackets mean an IP literal ("v" after "[" is IPvFuture,
 * RFC 3986 §3.2.2); otherwise first-match-wins makes a host that matches
 * IPv4address an IPv4 address, anything else a reg-name. */
static inline uint8_t lluri__host_kind(const char *h, uint32_t n)
{
    unsigned char c;

    if (n == 0)
        return LLURI_HOST_REG_NAME;
    c = (unsigned char)h[0];
    if (c >= '0' && c <= '9')    /* most hosts begin with a letter */
        return n >= 7 && n <= 15 && lluri__ipv4address(h, n)
                   ? LLURI_HOST_IPV4
                   : LLURI_HOST_REG_NAME;
    if (c == '[')
        return n > 1 && (h[1] == 'v' || h[1] == 'V') ? LLURI_HOST_IPVFUTURE
                                                      : LLURI_HOST_IPV6;
    return LLURI_HOST_REG_NAME;
}

/* Explain why the main machine failed: split s[0..len) into components as
 * RFC 3986 Appendix B does and match each against its rule, giving the
 * specific error code and the offset of the first offending byte.
 * `len` is the input read up to and including the byte the machine could
 * not take; `machine_off` is that byte's offset (or len at end of input). */
LLURI_INTERNAL void lluri__component_ends(const char *s, size_t len, unsigned flags,
                                         size_t b[4]);
LLURI_INTERNAL int lluri__diagnose(const char *s, size_t len, unsigned flags,
                    size_t machine_off, size_t *offset);

#endif
