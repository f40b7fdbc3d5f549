/* SPDX-License-Identifier: MIT */
/* classes.c — the byte-class tables behind the machines' runs
 * (parse/machine.h): RFC 3986's for the parser and the extractor (and RFC
 * 9110's tchar, for the request line), RFC 1738's for the scheme
 * grammars. Constant data, each class written out from the RFC rules
 * quoted above it. tests/props/test_runs.c and
 * test_rfc1738_runs.c check every bit against the grammars over all 256
 * byte values. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "parse/classes.h"

#define T LLURI__C_TCHAR                     /* tchar (RFC 9110) alone */
#define U (LLURI__C_UNRESERVED | LLURI__C_SEGMENT | LLURI__C_QUERY) /* unreserved */
#define S (LLURI__C_SEGMENT | LLURI__C_QUERY) /* sub-delims ":" "@" "/" */
#define Q LLURI__C_QUERY                     /* "?" */
#define A (U | LLURI__C_SCHEME | T)          /* unreserved, scheme, tchar */
#define P (S | LLURI__C_SCHEME | T)          /* "+": sub-delims, scheme, tchar */

const uint8_t lluri__byte_class[256] = {
    /* unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~";
     * scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) */
    ['A'] = A, ['B'] = A, ['C'] = A, ['D'] = A, ['E'] = A, ['F'] = A,
    ['G'] = A, ['H'] = A, ['I'] = A, ['J'] = A, ['K'] = A, ['L'] = A,
    ['M'] = A, ['N'] = A, ['O'] = A, ['P'] = A, ['Q'] = A, ['R'] = A,
    ['S'] = A, ['T'] = A, ['U'] = A, ['V'] = A, ['W'] = A, ['X'] = A,
    ['Y'] = A, ['Z'] = A,
    ['a'] = A, ['b'] = A, ['c'] = A, ['d'] = A, ['e'] = A, ['f'] = A,
    ['g'] = A, ['h'] = A, ['i'] = A, ['j'] = A, ['k'] = A, ['l'] = A,
    ['m'] = A, ['n'] = A, ['o'] = A, ['p'] = A, ['q'] = A, ['r'] = A,
    ['s'] = A, ['t'] = A, ['u'] = A, ['v'] = A, ['w'] = A, ['x'] = A,
    ['y'] = A, ['z'] = A,
    ['0'] = A, ['1'] = A, ['2'] = A, ['3'] = A, ['4'] = A,
    ['5'] = A, ['6'] = A, ['7'] = A, ['8'] = A, ['9'] = A,
    ['-'] = A, ['.'] = A, ['_'] = U | T, ['~'] = U | T,
    /* sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=" */
    ['!'] = S | T, ['$'] = S | T, ['&'] = S | T, ['\''] = S | T, ['('] = S, [')'] = S,
    ['*'] = S | T, ['+'] = P, [','] = S, [';'] = S, ['='] = S,
    /* the rest of pchar, and the segment separator */
    [':'] = S, ['@'] = S, ['/'] = S,
    /* query and fragment also take "?" */
    ['?'] = Q,
    /* RFC 9110 §5.6.2:
     *   tchar = "!" / "#" / "$" / "%" / "&" / "'" / "*" / "+" / "-" / "." /
     *           "^" / "_" / "`" / "|" / "~" / DIGIT / ALPHA
     * (the request line's method, src/http/): those above, and */
    ['#'] = T, ['%'] = T, ['^'] = T, ['`'] = T, ['|'] = T,
};

#undef T
#undef U
#undef S
#undef Q
#undef A
#undef P

/* RFC 1738 §5:
 *   unreserved = alpha | digit | safe | extra
 *   safe       = "$" | "-" | "_" | "." | "+"
 *   extra      = "!" | "*" | "'" | "(" | ")" | ","
 *   uchar      = unreserved | escape
 *   hsegment   = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
 *   fsegment   = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
 *   reserved   = ";" | "/" | "?" | ":" | "@" | "&" | "="
 *   xchar      = unreserved | reserved | escape
 * (escape, "%" hex hex, is never a run byte: it takes three.) */
#define U (LLURI__C1738_UCHAR | LLURI__C1738_HSEG | LLURI__C1738_FSEG | LLURI__C1738_XCHAR)
#define HF (LLURI__C1738_HSEG | LLURI__C1738_FSEG | LLURI__C1738_XCHAR) /* ":" "@" "&" "=" */
#define H (LLURI__C1738_HSEG | LLURI__C1738_XCHAR)                      /* ";" */
#define F (LLURI__C1738_FSEG | LLURI__C1738_XCHAR)                      /* "?" */
#define X LLURI__C1738_XCHAR                                            /* "/" */

const uint8_t lluri__rfc1738_class[256] = {
    /* alpha, digit */
    ['A'] = U, ['B'] = U, ['C'] = U, ['D'] = U, ['E'] = U, ['F'] = U,
    ['G'] = U, ['H'] = U, ['I'] = U, ['J'] = U, ['K'] = U, ['L'] = U,
    ['M'] = U, ['N'] = U, ['O'] = U, ['P'] = U, ['Q'] = U, ['R'] = U,
    ['S'] = U, ['T'] = U, ['U'] = U, ['V'] = U, ['W'] = U, ['X'] = U,
    ['Y'] = U, ['Z'] = U,
    ['a'] = U, ['b'] = U, ['c'] = U, ['d'] = U, ['e'] = U, ['f'] = U,
    ['g'] = U, ['h'] = U, ['i'] = U, ['j'] = U, ['k'] = U, ['l'] = U,
    ['m'] = U, ['n'] = U, ['o'] = U, ['p'] = U, ['q'] = U, ['r'] = U,
    ['s'] = U, ['t'] = U, ['u'] = U, ['v'] = U, ['w'] = U, ['x'] = U,
    ['y'] = U, ['z'] = U,
    ['0'] = U, ['1'] = U, ['2'] = U, ['3'] = U, ['4'] = U,
    ['5'] = U, ['6'] = U, ['7'] = U, ['8'] = U, ['9'] = U,
    /* safe */
    ['$'] = U, ['-'] = U, ['_'] = U, ['.'] = U, ['+'] = U,
    /* extra */
    ['!'] = U, ['*'] = U, ['\''] = U, ['('] = U, [')'] = U, [','] = U,
    /* reserved, by the segments that take each */
    [':'] = HF, ['@'] = HF, ['&'] = HF, ['='] = HF,
    [';'] = H, ['?'] = F, ['/'] = X,
};
