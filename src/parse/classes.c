/* SPDX-License-Identifier: MIT */
/* classes.c — the byte-class table behind the parser's runs (parse.rl).
 * Constant data: built by hand from RFC 3986 §2.2, §2.3 and §3.3. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "internal.h"

#define U (LLURI__C_UNRESERVED | LLURI__C_SEGMENT | LLURI__C_QUERY) /* unreserved */
#define S (LLURI__C_SEGMENT | LLURI__C_QUERY) /* sub-delims ":" "@" "/" */
#define Q LLURI__C_QUERY                     /* "?" */
#define A (U | LLURI__C_SCHEME)              /* in unreserved and scheme */
#define P (S | LLURI__C_SCHEME)              /* "+": sub-delims and scheme */

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
    ['-'] = A, ['.'] = A, ['_'] = U, ['~'] = U,
    /* sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=" */
    ['!'] = S, ['$'] = S, ['&'] = S, ['\''] = S, ['('] = S, [')'] = S,
    ['*'] = S, ['+'] = P, [','] = S, [';'] = S, ['='] = S,
    /* the rest of pchar, and the segment separator */
    [':'] = S, ['@'] = S, ['/'] = S,
    /* query and fragment also take "?" */
    ['?'] = Q,
};
