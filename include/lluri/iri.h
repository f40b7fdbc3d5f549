/* SPDX-License-Identifier: MIT */
/*
 * lluri/iri.h — RFC 3987 IRIs: what LLURI_IRI parses, and the numbers of
 * RFC 3987's rules for lluri_match(). The IRI <-> URI writers are in
 * <lluri/idn.h>. <lluri.h> includes it.
 */
#ifndef LLURI_IRI_H
#define LLURI_IRI_H

#include <lluri.h>

#ifdef __cplusplus
extern "C" {
#endif

/* LLURI_IRI (lluri_parse(), lluri_match()): the start rule is RFC 3987's
 * (IRI-reference, IRI, absolute-IRI, irelative-ref): the same spans,
 * non-ASCII allowed where RFC 3987 allows it, as UTF-8 only (no overlong
 * form, no surrogate, no noncharacter; no bidirectional formatting
 * character, §4.1: LLURI_EBIDI at its first byte). An IRI that holds a
 * byte >= 0x80 gets LLURI_HAS_NON_ASCII: the writers, which write URIs,
 * report its component's code; lluri_iri_to_uri() (<lluri/idn.h>) and
 * lluri_repair() (<lluri/lenient.h>) make a URI of it. */

/* RFC 3987 §2.2 (IRIs), and the UTF-8 rules of RFC 3629 §4 it stands on. */
#define LLURI_RULES_RFC3987(X)        \
    X(IRI,             400, "IRI"                  ) \
    X(IHIER_PART,      401, "ihier-part"           ) \
    X(IRI_REFERENCE,   402, "IRI-reference"        ) \
    X(ABSOLUTE_IRI,    403, "absolute-IRI"         ) \
    X(IRELATIVE_REF,   404, "irelative-ref"        ) \
    X(IRELATIVE_PART,  405, "irelative-part"       ) \
    X(IAUTHORITY,      406, "iauthority"           ) \
    X(IUSERINFO,       407, "iuserinfo"            ) \
    X(IHOST,           408, "ihost"                ) \
    X(IREG_NAME,       409, "ireg-name"            ) \
    X(IPATH,           410, "ipath"                ) \
    X(IPATH_ABEMPTY,   411, "ipath-abempty"        ) \
    X(IPATH_ABSOLUTE,  412, "ipath-absolute"       ) \
    X(IPATH_NOSCHEME,  413, "ipath-noscheme"       ) \
    X(IPATH_ROOTLESS,  414, "ipath-rootless"       ) \
    X(IPATH_EMPTY,     415, "ipath-empty"          ) \
    X(ISEGMENT,        416, "isegment"             ) \
    X(ISEGMENT_NZ,     417, "isegment-nz"          ) \
    X(ISEGMENT_NZ_NC,  418, "isegment-nz-nc"       ) \
    X(IPCHAR,          419, "ipchar"               ) \
    X(IQUERY,          420, "iquery"               ) \
    X(IFRAGMENT,       421, "ifragment"            ) \
    X(IUNRESERVED,     422, "iunreserved"          ) \
    X(UCSCHAR,         423, "ucschar"              ) \
    X(IPRIVATE,        424, "iprivate"             ) \
    X(UTF8_CHAR,       425, "UTF8-char"            ) \
    X(UTF8_TAIL,       426, "UTF8-tail"            )

enum lluri_iri_rule {
#define LLURI__RULE_ENUM(name, num, text) LLURI_RULE_##name = num,
    LLURI_RULES_RFC3987(LLURI__RULE_ENUM)
#undef LLURI__RULE_ENUM
    LLURI__IRI_RULE_END = 0
};

#ifdef __cplusplus
}
#endif
#endif /* LLURI_IRI_H */
