/* SPDX-License-Identifier: MIT */
/*
 * lluri/match.h — one grammar rule at a time: lluri_match() and the
 * numbers of RFC 3986's rules. <lluri.h> includes it.
 */
#ifndef LLURI_MATCH_H
#define LLURI_MATCH_H

#include <lluri.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Every ABNF rule of RFC 3986 Appendix A (and RFC 6874's) has a number, so
 * that one rule can be matched on its own ("is this a valid host?").
 * lluri_match() takes the rules numbered elsewhere too: the scheme
 * grammars' (<lluri/scheme.h>, from 100), HTTP's (<lluri/http.h>, from
 * 300), RFC 3987's (<lluri/iri.h>, from 400) and the lenient profile's
 * components (<lluri/lenient.h>, from 440). */
#define LLURI_RULES_RFC3986(X)        \
    X(URI,              1, "URI"                   ) \
    X(HIER_PART,        2, "hier-part"             ) \
    X(URI_REFERENCE,    3, "URI-reference"         ) \
    X(ABSOLUTE_URI,     4, "absolute-URI"          ) \
    X(RELATIVE_REF,     5, "relative-ref"          ) \
    X(RELATIVE_PART,    6, "relative-part"         ) \
    X(SCHEME,           7, "scheme"                ) \
    X(AUTHORITY,        8, "authority"             ) \
    X(USERINFO,         9, "userinfo"              ) \
    X(HOST,            10, "host"                  ) \
    X(PORT,            11, "port"                  ) \
    X(IP_LITERAL,      12, "IP-literal"            ) \
    X(IPVFUTURE,       13, "IPvFuture"             ) \
    X(IPV6ADDRESS,     14, "IPv6address"           ) \
    X(H16,             15, "h16"                   ) \
    X(LS32,            16, "ls32"                  ) \
    X(IPV4ADDRESS,     17, "IPv4address"           ) \
    X(DEC_OCTET,       18, "dec-octet"             ) \
    X(REG_NAME,        19, "reg-name"              ) \
    X(PATH,            20, "path"                  ) \
    X(PATH_ABEMPTY,    21, "path-abempty"          ) \
    X(PATH_ABSOLUTE,   22, "path-absolute"         ) \
    X(PATH_NOSCHEME,   23, "path-noscheme"         ) \
    X(PATH_ROOTLESS,   24, "path-rootless"         ) \
    X(PATH_EMPTY,      25, "path-empty"            ) \
    X(SEGMENT,         26, "segment"               ) \
    X(SEGMENT_NZ,      27, "segment-nz"            ) \
    X(SEGMENT_NZ_NC,   28, "segment-nz-nc"         ) \
    X(PCHAR,           29, "pchar"                 ) \
    X(QUERY,           30, "query"                 ) \
    X(FRAGMENT,        31, "fragment"              ) \
    X(PCT_ENCODED,     32, "pct-encoded"           ) \
    X(UNRESERVED,      33, "unreserved"            ) \
    X(RESERVED,        34, "reserved"              ) \
    X(GEN_DELIMS,      35, "gen-delims"            ) \
    X(SUB_DELIMS,      36, "sub-delims"            ) \
    X(IPV6ADDRZ,       37, "IPv6addrz"             ) \
    X(ZONEID,          38, "ZoneID"                ) \
    X(IP_LITERAL_Z,    39, "IP-literal (RFC 6874)" )

enum lluri_rule {
#define LLURI__RULE_ENUM(name, num, text) LLURI_RULE_##name = num,
    LLURI_RULES_RFC3986(LLURI__RULE_ENUM)
#undef LLURI__RULE_ENUM
    LLURI__RULE_END = 0
};

/* Match all `len` bytes of s against one rule; flags: LLURI_ZONE_ID (for
 * the RFC 3986 rules that hold a host). Returns 0 on a match;
 * LLURI_ENOMATCH, with the offset of the first byte the rule could not
 * take (len when the input ended too early); LLURI_ERULE for an unknown
 * rule. */
LLURI_API int lluri_match(int rule, const char *s, size_t len, lluri_flags flags,
                          lluri_error *err);

/* The rule's name in its standard ("IPv6address", "dec-octet",
 * "ftptype"), or NULL for an unknown rule. */
LLURI_API const char *lluri_rule_name(int rule);

#ifdef __cplusplus
}
#endif
#endif /* LLURI_MATCH_H */
