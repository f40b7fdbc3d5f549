/* SPDX-License-Identifier: MIT */
/*
 * lluri/lenient.h — the lenient profile (LLURI_LENIENT): URLs as real logs
 * hold them, read to exact components, with what was tolerated named bit
 * by bit; the rules of its components for lluri_match(); and
 * lluri_repair(), their RFC 3986 form. <lluri.h> includes it.
 */
#ifndef LLURI_LENIENT_H
#define LLURI_LENIENT_H

#include <lluri.h>

#ifdef __cplusplus
extern "C" {
#endif

/* LLURI_LENIENT (lluri_parse()): what real logs hold is parsed too, and
 * u->tolerated says what of it RFC 3986 (with LLURI_IRI, RFC 3987) does
 * not allow (LLURI_TOL_*); a valid input gets tolerated 0 and exactly the
 * spans of a strict parse. The input is split as Appendix B splits it,
 * after leading whitespace and a byte order mark and before trailing
 * whitespace, inside a pair of "<" ">" (Appendix C) or '"' (a quoted
 * field), or after an opening one alone (the spans leave them out);
 * userinfo ends at the authority's last "@". Still refused, with the code
 * and offset of the byte: a control byte (below 0x20, or 0x7F) inside, a
 * scheme that is no scheme, an IP literal or a port that does not match
 * its rule, a ":" in a reg-name, and what the start rule forbids. On
 * success *err holds the strict verdict: LLURI_OK, or the code and offset
 * a strict parse gives (call without the flag for its partial result).
 * With LLURI_PARTIAL, a lenient failure leaves in *u the strict parse's
 * partial result. A struct with tolerated bits gets the writers' error
 * codes, as an IRI does: lluri_repair() writes its RFC 3986 form.
 * lluri_parser_init() refuses LLURI_LENIENT (LLURI_EFLAGS): it reads the
 * whole input at once. */

/* Bits of lluri.tolerated: what a lenient parse (LLURI_LENIENT) took that
 * RFC 3986 (or RFC 3987, with LLURI_IRI) does not allow. 0 when the input
 * is valid; lluri_tolerated_name() names each bit. */
#define LLURI_TOLERATED(X)                                                   \
    X(SPACE,      0,  "space")       /* a raw " " */                         \
    X(QUOTE,      1,  "quote")       /* '"' */                               \
    X(ANGLE,      2,  "angle")       /* "<" or ">" */                        \
    X(BACKSLASH,  3,  "backslash")   /* "\\", kept as data, no separator */  \
    X(CARET,      4,  "caret")       /* "^" */                               \
    X(BACKTICK,   5,  "backtick")    /* "`" */                               \
    X(BRACE,      6,  "brace")       /* "{" or "}" */                        \
    X(PIPE,       7,  "pipe")        /* "|" */                               \
    X(BRACKET,    8,  "bracket")     /* "[" or "]" outside an IP literal */  \
    X(UTF8,       9,  "utf8")        /* raw non-ASCII, valid UTF-8 */        \
    X(NON_UTF8,   10, "non-utf8")    /* a byte >= 0x80 that is no UTF-8 */   \
    X(PERCENT,    11, "percent")     /* "%" not followed by two hex digits */\
    X(BOM,        12, "bom")         /* a UTF-8 byte order mark first */     \
    X(WHITESPACE, 13, "whitespace")  /* spaces, tabs, CR, LF around it */    \
    X(HASH,       14, "hash")        /* a "#" in the fragment */             \
    X(AT,         15, "at")          /* an "@" in userinfo: the last one
                                        ends it */                           \
    X(BIDI,       16, "bidi")        /* a bidirectional formatting character
                                        (LRM, RLM, LRE .. RLO: RFC 3987
                                        §4.1), raw */

enum lluri_tolerated {
#define LLURI__TOL_ENUM(name, bit, text) LLURI_TOL_##name = 1u << bit,
    LLURI_TOLERATED(LLURI__TOL_ENUM)
#undef LLURI__TOL_ENUM
    LLURI__TOL_END = 0
};

/* "space", "non-utf8", ... for one LLURI_TOL_* bit; NULL for anything else. */
LLURI_API const char *lluri_tolerated_name(unsigned bit);

/* The components as LLURI_LENIENT reads them (grammar/tolerated.rl): what
 * the component's RFC 3986 rule takes and the classes the profile
 * tolerates, nothing else (no control byte; no ":" or "@" in a host). */
#define LLURI_RULES_LENIENT(X)        \
    X(LENIENT_USERINFO, 440, "userinfo (lenient)"  ) \
    X(LENIENT_HOST,     441, "host (lenient)"      ) \
    X(LENIENT_PATH,     442, "path (lenient)"      ) \
    X(LENIENT_QUERY,    443, "query (lenient)"     ) \
    X(LENIENT_FRAGMENT, 444, "fragment (lenient)"  )

enum lluri_lenient_rule {
#define LLURI__RULE_ENUM(name, num, text) LLURI_RULE_##name = num,
    LLURI_RULES_LENIENT(LLURI__RULE_ENUM)
#undef LLURI__RULE_ENUM
    LLURI__LENIENT_RULE_END = 0
};

/* The RFC 3986 form of what a lenient parse (LLURI_LENIENT) or an IRI
 * parse (LLURI_IRI) read: in each component, the bytes RFC 3986 does not
 * allow there percent-encoded as lluri_pct_encode() encodes them for it
 * (a space as "%20", UTF-8 as its "%XX" bytes, a "%" that begins no
 * "%XX" as "%25", an "@" in the userinfo as "%40", a "#" in the fragment
 * as "%23"); a valid "%XX" as it is; what the parse took around the URI
 * (whitespace, a byte order mark, "<" ">" or quotes) left out. u->tolerated
 * names what that changed; a valid URI is written as it is. The encoded
 * components are gathered on the stack: past 16 KiB of them,
 * LLURI_ETOOLONG. flags: 0. */
LLURI_API ptrdiff_t lluri_repair(const lluri *u, lluri_flags flags, char *out, size_t cap,
                                 lluri *result, lluri_error *err);

#ifdef __cplusplus
}
#endif
#endif /* LLURI_LENIENT_H */
