/* internal.h — declarations shared by lluri's own translation units.
 * Nothing here is exported: internal names are lluri__*. */
#ifndef LLURI_INTERNAL_H
#define LLURI_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "lluri.h"

/* Internal names are hidden from the shared library, and so reached
 * directly (not through the GOT) from position-independent code. */
#if defined(__GNUC__)
#define LLURI_INTERNAL __attribute__((visibility("hidden")))
#else
#define LLURI_INTERNAL
#endif

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

/* Byte classes for the parser's runs (parse.rl): bit set = the byte loops
 * on a state inside that component without any action. Derived from the
 * RFC 3986 character classes; tests/test_runs.c checks each bit against
 * the grammar's own rules over all 256 byte values. */
#define LLURI__C_UNRESERVED 0x01u /* unreserved */
#define LLURI__C_SEGMENT    0x02u /* pchar but "%", and "/" */
#define LLURI__C_QUERY      0x04u /* the same and "?" */
#define LLURI__C_SCHEME     0x08u /* ALPHA / DIGIT / "+" / "-" / "." */
LLURI_INTERNAL extern const uint8_t lluri__byte_class[256];

/* Match s[0..len) against one rule of the rules machine (rules.rl).
 * zone_ok enables the RFC 6874 zone id inside host/IP-literal rules.
 * Returns 1 on a full match; else 0 and *fail = the first byte the rule
 * could not take (len when the input ended too early). */
LLURI_INTERNAL int lluri__rule_match(int rule, const char *s, size_t len, int zone_ok,
                      size_t *fail);

/* Explain why the main machine failed: split s[0..len) into components as
 * RFC 3986 Appendix B does and match each against its rule, giving the
 * specific error code and the offset of the first offending byte.
 * `len` is the input read up to and including the byte the machine could
 * not take; `machine_off` is that byte's offset (or len at end of input). */
LLURI_INTERNAL int lluri__diagnose(const char *s, size_t len, unsigned flags,
                    size_t machine_off, size_t *offset);

#endif
