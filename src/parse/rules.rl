/* SPDX-License-Identifier: MIT */
/* rules.rl — every ABNF rule of grammar/rfc3986.rl as its own entry point,
 * so one rule can be matched alone: lluri_match() for callers ("is this a
 * valid host?"), the error diagnosis in diagnose.c, and the per-rule tests.
 * The component-boundary and run hooks are not needed here and do
 * nothing, which makes this machine the plain transcription that the
 * parser's runs are tested against. In Ragel's goto style with action
 * tables (-G1) whatever the parser's: 71 entry points, each a machine of
 * its own, take gcc 26 s and 370 MB so (-G2: as long, and 1.3 GB). The
 * flat tables (-F1) took it a second, but are 1 MB that the diagnosis of
 * each invalid URI reads cold: about 110 ns more per invalid URI, which
 * made kasztp's parse 6.6 % slower than 0f51dce's with 0.7 % of its URIs
 * invalid (bench/RESULTS.md); the goto code is 270 KB. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "parse/parse.h"
#include "parse/machine.h"

%%{
machine lluri_rules;

include rfc3986_nomarks "nohooks.rl";
include rfc3986_noruns "nohooks.rl";
action zone_ok { zone_ok }

include rfc3986 "rfc3986.rl";

r_URI              := URI;
r_HIER_PART        := hier_part;
r_URI_REFERENCE    := URI_reference;
r_ABSOLUTE_URI     := absolute_URI;
r_RELATIVE_REF     := relative_ref;
r_RELATIVE_PART    := relative_part;
r_SCHEME           := scheme;
r_AUTHORITY        := authority;
r_USERINFO         := userinfo;
r_HOST             := host;
r_PORT             := port;
r_IP_LITERAL       := IP_literal;
r_IPVFUTURE        := IPvFuture;
r_IPV6ADDRESS      := IPv6address;
r_H16              := h16;
r_LS32             := ls32;
r_IPV4ADDRESS      := IPv4address;
r_DEC_OCTET        := dec_octet;
r_REG_NAME         := reg_name;
r_PATH             := path;
r_PATH_ABEMPTY     := path_abempty;
r_PATH_ABSOLUTE    := path_absolute;
r_PATH_NOSCHEME    := path_noscheme;
r_PATH_ROOTLESS    := path_rootless;
r_PATH_EMPTY       := path_empty;
r_SEGMENT          := segment;
r_SEGMENT_NZ       := segment_nz;
r_SEGMENT_NZ_NC    := segment_nz_nc;
r_PCHAR            := pchar;
r_QUERY            := query;
r_FRAGMENT         := fragment;
r_PCT_ENCODED      := pct_encoded;
r_UNRESERVED       := unreserved;
r_RESERVED         := reserved;
r_GEN_DELIMS       := gen_delims;
r_SUB_DELIMS       := sub_delims;
r_IPV6ADDRZ        := IPv6addrz;
r_ZONEID           := ZoneID;
r_IP_LITERAL_Z     := IP_literal_z;
}%%

%% write data;

/* Rule number (LLURI_RULE_*) -> entry state and ABNF name, from the
 * header's list. */
#define RULE_ROW(name, num, text) [num] = { lluri_rules_en_r_##name, text },
static const struct {
    int entry;
    const char *name;
} rules[] = {
    LLURI_RULES_RFC3986(RULE_ROW)
};
#undef RULE_ROW
#define NRULES ((int)(sizeof rules / sizeof rules[0]))

static int known(int rule)
{
    return rule > 0 && rule < NRULES && rules[rule].name != NULL;
}

int lluri__rule_match(int rule, const char *s, size_t len, int zone_ok,
                      size_t *fail)
{
    const char *buf = s ? s : "";
    const char *p = buf, *pe = buf + len, *eof = pe;
    int cs;

    if (rule >= 400)
        return lluri__rfc3987_match(rule, s, len, zone_ok, fail);
    cs = rules[rule].entry;

    %% write exec;

    if (cs == lluri_rules_error) {
        *fail = (size_t)(p - buf);
        return 0;
    }
    if (cs < lluri_rules_first_final) {
        *fail = len;
        return 0;
    }
    return 1;
}

const char *lluri__rfc3986_rule_name(int rule)
{
    if (rule >= 400)
        return lluri__rfc3987_rule_name(rule);
    return known(rule) ? rules[rule].name : NULL;
}
