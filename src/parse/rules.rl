/* rules.rl — every ABNF rule of grammar/rfc3986.rl as its own entry point,
 * so one rule can be matched alone: lluri_match() for callers ("is this a
 * valid host?"), the error diagnosis in diag.c, and the per-rule tests.
 * The component-boundary and run hooks are not needed here and do
 * nothing, which makes this machine the plain transcription that the
 * parser's runs are tested against. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "internal.h"

%%{
machine lluri_rules;

action scheme_end      {}
action authority_start {}
action userinfo_end    {}
action host_end        {}
action authority_end   {}
action query_start     {}
action fragment_start  {}
action scheme_run      {}
action path_run        {}
action query_run       {}
action fragment_run    {}
action host_run        {}
action zone_ok         { zone_ok }

include rfc3986 "rfc3986.rl";

r_URI            := URI;
r_hier_part      := hier_part;
r_URI_reference  := URI_reference;
r_absolute_URI   := absolute_URI;
r_relative_ref   := relative_ref;
r_relative_part  := relative_part;
r_scheme         := scheme;
r_authority      := authority;
r_userinfo       := userinfo;
r_host           := host;
r_port           := port;
r_IP_literal     := IP_literal;
r_IPvFuture      := IPvFuture;
r_IPv6address    := IPv6address;
r_h16            := h16;
r_ls32           := ls32;
r_IPv4address    := IPv4address;
r_dec_octet      := dec_octet;
r_reg_name       := reg_name;
r_path           := path;
r_path_abempty   := path_abempty;
r_path_absolute  := path_absolute;
r_path_noscheme  := path_noscheme;
r_path_rootless  := path_rootless;
r_path_empty     := path_empty;
r_segment        := segment;
r_segment_nz     := segment_nz;
r_segment_nz_nc  := segment_nz_nc;
r_pchar          := pchar;
r_query          := query;
r_fragment       := fragment;
r_pct_encoded    := pct_encoded;
r_unreserved     := unreserved;
r_reserved       := reserved;
r_gen_delims     := gen_delims;
r_sub_delims     := sub_delims;
r_IPv6addrz      := IPv6addrz;
r_ZoneID         := ZoneID;
r_IP_literal_z   := IP_literal_z;

}%%

/* Ragel's output: its state tables fall through by design, and not every
 * constant it writes is used. */
#if defined(__GNUC__)
#pragma GCC diagnostic ignored "-Wimplicit-fallthrough"
#pragma GCC diagnostic ignored "-Wunused-const-variable"
#endif
%% write data;

/* Rule number (LLURI_RULE_*) -> entry state and ABNF name, in one table. */
static const struct {
    int entry;
    const char *name;
} rules[LLURI_RULE_MAX__] = {
    [LLURI_RULE_URI]           = { lluri_rules_en_r_URI,           "URI" },
    [LLURI_RULE_HIER_PART]     = { lluri_rules_en_r_hier_part,     "hier-part" },
    [LLURI_RULE_URI_REFERENCE] = { lluri_rules_en_r_URI_reference, "URI-reference" },
    [LLURI_RULE_ABSOLUTE_URI]  = { lluri_rules_en_r_absolute_URI,  "absolute-URI" },
    [LLURI_RULE_RELATIVE_REF]  = { lluri_rules_en_r_relative_ref,  "relative-ref" },
    [LLURI_RULE_RELATIVE_PART] = { lluri_rules_en_r_relative_part, "relative-part" },
    [LLURI_RULE_SCHEME]        = { lluri_rules_en_r_scheme,        "scheme" },
    [LLURI_RULE_AUTHORITY]     = { lluri_rules_en_r_authority,     "authority" },
    [LLURI_RULE_USERINFO]      = { lluri_rules_en_r_userinfo,      "userinfo" },
    [LLURI_RULE_HOST]          = { lluri_rules_en_r_host,          "host" },
    [LLURI_RULE_PORT]          = { lluri_rules_en_r_port,          "port" },
    [LLURI_RULE_IP_LITERAL]    = { lluri_rules_en_r_IP_literal,    "IP-literal" },
    [LLURI_RULE_IPVFUTURE]     = { lluri_rules_en_r_IPvFuture,     "IPvFuture" },
    [LLURI_RULE_IPV6ADDRESS]   = { lluri_rules_en_r_IPv6address,   "IPv6address" },
    [LLURI_RULE_H16]           = { lluri_rules_en_r_h16,           "h16" },
    [LLURI_RULE_LS32]          = { lluri_rules_en_r_ls32,          "ls32" },
    [LLURI_RULE_IPV4ADDRESS]   = { lluri_rules_en_r_IPv4address,   "IPv4address" },
    [LLURI_RULE_DEC_OCTET]     = { lluri_rules_en_r_dec_octet,     "dec-octet" },
    [LLURI_RULE_REG_NAME]      = { lluri_rules_en_r_reg_name,      "reg-name" },
    [LLURI_RULE_PATH]          = { lluri_rules_en_r_path,          "path" },
    [LLURI_RULE_PATH_ABEMPTY]  = { lluri_rules_en_r_path_abempty,  "path-abempty" },
    [LLURI_RULE_PATH_ABSOLUTE] = { lluri_rules_en_r_path_absolute, "path-absolute" },
    [LLURI_RULE_PATH_NOSCHEME] = { lluri_rules_en_r_path_noscheme, "path-noscheme" },
    [LLURI_RULE_PATH_ROOTLESS] = { lluri_rules_en_r_path_rootless, "path-rootless" },
    [LLURI_RULE_PATH_EMPTY]    = { lluri_rules_en_r_path_empty,    "path-empty" },
    [LLURI_RULE_SEGMENT]       = { lluri_rules_en_r_segment,       "segment" },
    [LLURI_RULE_SEGMENT_NZ]    = { lluri_rules_en_r_segment_nz,    "segment-nz" },
    [LLURI_RULE_SEGMENT_NZ_NC] = { lluri_rules_en_r_segment_nz_nc, "segment-nz-nc" },
    [LLURI_RULE_PCHAR]         = { lluri_rules_en_r_pchar,         "pchar" },
    [LLURI_RULE_QUERY]         = { lluri_rules_en_r_query,         "query" },
    [LLURI_RULE_FRAGMENT]      = { lluri_rules_en_r_fragment,      "fragment" },
    [LLURI_RULE_PCT_ENCODED]   = { lluri_rules_en_r_pct_encoded,   "pct-encoded" },
    [LLURI_RULE_UNRESERVED]    = { lluri_rules_en_r_unreserved,    "unreserved" },
    [LLURI_RULE_RESERVED]      = { lluri_rules_en_r_reserved,      "reserved" },
    [LLURI_RULE_GEN_DELIMS]    = { lluri_rules_en_r_gen_delims,    "gen-delims" },
    [LLURI_RULE_SUB_DELIMS]    = { lluri_rules_en_r_sub_delims,    "sub-delims" },
    [LLURI_RULE_IPV6ADDRZ]     = { lluri_rules_en_r_IPv6addrz,     "IPv6addrz" },
    [LLURI_RULE_ZONEID]        = { lluri_rules_en_r_ZoneID,        "ZoneID" },
    [LLURI_RULE_IP_LITERAL_Z]  = { lluri_rules_en_r_IP_literal_z,  "IP-literal (RFC 6874)" },
};

static int known(int rule)
{
    return rule > 0 && rule < LLURI_RULE_MAX__ && rules[rule].name != NULL;
}

int lluri__rule_match(int rule, const char *s, size_t len, int zone_ok,
                      size_t *fail)
{
    const char *buf = s ? s : "";
    const char *p = buf, *pe = buf + len, *eof = pe;
    int cs = rules[rule].entry;

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

int lluri_match(int rule, const char *s, size_t len, lluri_error *err)
{
    size_t off = 0;
    int code = LLURI_OK;

    if (!known(rule))
        code = LLURI_ERULE;
    else if (len > UINT32_MAX)
        code = LLURI_ETOOLONG, off = UINT32_MAX;
    else if (s == NULL && len > 0)
        code = LLURI_EINVAL;
    else if (!lluri__rule_match(rule, s, len,
                                rule == LLURI_RULE_IPV6ADDRZ
                                || rule == LLURI_RULE_IP_LITERAL_Z, &off))
        code = LLURI_ENOMATCH;
    if (err) {
        err->code = code;
        err->offset = code == LLURI_OK ? 0 : off;
    }
    return code;
}

const char *lluri_rule_name(int rule)
{
    return known(rule) ? rules[rule].name : NULL;
}
