/* SPDX-License-Identifier: MIT */
/* parse/classes.h — the byte classes (classes.c): the parser's runs,
 * the request line's method, the RFC 1738 machines' runs, and the writers
 * that ask whether a byte is unreserved. */
#ifndef LLURI_PARSE_CLASSES_H
#define LLURI_PARSE_CLASSES_H

#include "internal.h"

/* Byte classes for the parser's runs (parse.rl): bit set = the byte loops
 * on a state inside that component without any action. Derived from the
 * RFC 3986 character classes (and RFC 9110's tchar, which the request
 * line's method is a run of); tests/props/test_runs.c checks each bit
 * against the grammar's own rules over all 256 byte values. */
#define LLURI__C_UNRESERVED 0x01u /* unreserved */
#define LLURI__C_SEGMENT    0x02u /* pchar but "%", and "/" */
#define LLURI__C_QUERY      0x04u /* the same and "?" */
#define LLURI__C_SCHEME     0x08u /* ALPHA / DIGIT / "+" / "-" / "." */
#define LLURI__C_TCHAR      0x10u /* RFC 9110 tchar: the request line's method */
LLURI_INTERNAL extern const uint8_t lluri__byte_class[256];

/* Byte classes for the RFC 1738 machines' runs (scheme/rfc1738_fields.rl),
 * by the fields' one-byte members (classes.c has the BNF). */
#define LLURI__C1738_UCHAR 0x01u /* uchar but "%": unreserved */
#define LLURI__C1738_HSEG  0x02u /* hsegment, search */
#define LLURI__C1738_FSEG  0x04u /* fsegment, psegment */
#define LLURI__C1738_XCHAR 0x08u /* xchar but "%": unreserved, reserved */
LLURI_INTERNAL extern const uint8_t lluri__rfc1738_class[256];

#endif
