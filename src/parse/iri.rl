/* SPDX-License-Identifier: MIT */
/* iri.rl — RFC 3987 (IRIs): the parser's machine for LLURI_IRI, and every
 * rule of grammar/rfc3987.rl on its own entry point for lluri_match().
 *
 * Apart from parse.rl and rules.rl, and in Ragel's table style (-T1)
 * whatever style configure chose for those: an IRI's UTF-8 sequences give
 * every state that loops on unreserved bytes a dozen more states. In the
 * goto style (G2) that doubled the generated C of both files, and gcc took
 * over four minutes and 4 GB on the rules; the flat tables (F1) are 1.4 MB.
 * In -T1 the IRI machines are 135 KB of tables, compiled in a second, and
 * read a byte more slowly than the goto code; the URI machine in parse.rl
 * is untouched.
 *
 * lluri__iri_exec() is called by parse.rl's run(), which owns everything
 * around the machine (its arguments, the marks, fill(), the error path),
 * so an IRI is parsed, one-shot or incrementally, exactly as a URI is. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "parse/parse.h"
#include "parse/classes.h"
#include "parse/machine.h"

/* Ragel's table code mixes its int state with unsigned key arithmetic. */
#if defined(__GNUC__)
#pragma GCC diagnostic ignored "-Wsign-conversion"
#pragma GCC diagnostic ignored "-Wconversion"
#endif

%%{
machine lluri_iri;

action scheme_end      { LLURI__MARK(LLURI__M_SCHEME_END); }
action authority_start { LLURI__MARK(LLURI__M_AUTH_START); }
action userinfo_end    { LLURI__MARK(LLURI__M_USERINFO_END); }
action host_end        { LLURI__MARK(LLURI__M_HOST_END); }
action authority_end   { LLURI__MARK(LLURI__M_AUTH_END); }
action query_start     { LLURI__MARK(LLURI__M_QUERY); }
action fragment_start  { LLURI__MARK(LLURI__M_FRAGMENT); }
action zone_ok         { (flags & LLURI_ZONE_ID) != 0 }

include rfc3986_noruns "nohooks.rl";
include rfc3986 "rfc3986.rl";
include rfc3987 "rfc3987.rl";

iri_reference := IRI_reference;
iri           := IRI;
absolute_iri  := absolute_IRI;
irelative     := irelative_ref;
}%%

%% write data;

int lluri__iri_start(unsigned flags)
{
    switch (flags & LLURI_START_MASK) {
    case LLURI_START_URI:      return lluri_iri_en_iri;
    case LLURI_START_ABSOLUTE: return lluri_iri_en_absolute_iri;
    case LLURI_START_RELATIVE: return lluri_iri_en_irelative;
    default:                   return lluri_iri_en_iri_reference;
    }
}

int lluri__iri_exec(int *state, const char *buf, const char **at, const char *pe,
                    const char *eof, uint32_t *mark, uint32_t *marks_seen,
                    unsigned flags)
{
    const char *p = *at;
    uint32_t seen = *marks_seen;
    int cs = *state;

    %% write exec;

    *at = p;
    *state = cs;
    *marks_seen = seen;
    return cs == lluri_iri_error ? -1 : cs >= lluri_iri_first_final;
}

%%{
machine lluri_iri_rules;

include rfc3986_nomarks "nohooks.rl";
include rfc3986_noruns "nohooks.rl";
action zone_ok { zone_ok }

include rfc3986 "rfc3986.rl";
include rfc3987 "rfc3987.rl";

r_IRI              := IRI;
r_IHIER_PART       := ihier_part;
r_IRI_REFERENCE    := IRI_reference;
r_ABSOLUTE_IRI     := absolute_IRI;
r_IRELATIVE_REF    := irelative_ref;
r_IRELATIVE_PART   := irelative_part;
r_IAUTHORITY       := iauthority;
r_IUSERINFO        := iuserinfo;
r_IHOST            := ihost;
r_IREG_NAME        := ireg_name;
r_IPATH            := ipath;
r_IPATH_ABEMPTY    := ipath_abempty;
r_IPATH_ABSOLUTE   := ipath_absolute;
r_IPATH_NOSCHEME   := ipath_noscheme;
r_IPATH_ROOTLESS   := ipath_rootless;
r_IPATH_EMPTY      := ipath_empty;
r_ISEGMENT         := isegment;
r_ISEGMENT_NZ      := isegment_nz;
r_ISEGMENT_NZ_NC   := isegment_nz_nc;
r_IPCHAR           := ipchar;
r_IQUERY           := iquery;
r_IFRAGMENT        := ifragment;
r_IUNRESERVED      := iunreserved;
r_UCSCHAR          := ucschar;
r_IPRIVATE         := iprivate;
r_UTF8_CHAR        := UTF8_char;
r_UTF8_TAIL        := UTF8_tail;
}%%

%% write data;

int lluri__bidi_format_ends(const char *s, size_t from, size_t at)
{
    /* E2 80 8E-8F (LRM, RLM), E2 80 AA-AE (LRE, RLE, PDF, LRO, RLO) */
    const unsigned char *c = (const unsigned char *)s;

    return at >= from + 2 && c[at - 2] == 0xE2 && c[at - 1] == 0x80
           && ((c[at] >= 0x8E && c[at] <= 0x8F) || (c[at] >= 0xAA && c[at] <= 0xAE));
}

/* Rule number (LLURI_RULE_*, from 400) -> entry state and ABNF name. */
#define IRI_BASE 400
#define RULE_ROW(name, num, text) [num - IRI_BASE] = { lluri_iri_rules_en_r_##name, text },
static const struct {
    int entry;
    const char *name;
} rules[] = {
    LLURI_RULES_RFC3987(RULE_ROW)
};
#undef RULE_ROW
#define NRULES ((int)(sizeof rules / sizeof rules[0]))

const char *lluri__rfc3987_rule_name(int rule)
{
    return rule >= IRI_BASE && rule - IRI_BASE < NRULES ? rules[rule - IRI_BASE].name
                                                        : NULL;
}

int lluri__rfc3987_match(int rule, const char *s, size_t len, int zone_ok,
                         size_t *fail)
{
    const char *buf = s ? s : "";
    const char *p = buf, *pe = buf + len, *eof = pe;
    int cs = rules[rule - IRI_BASE].entry;

    %% write exec;

    if (cs == lluri_iri_rules_error) {
        *fail = (size_t)(p - buf);
        return 0;
    }
    if (cs < lluri_iri_rules_first_final) {
        *fail = len;
        return 0;
    }
    return 1;
}
