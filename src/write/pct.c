/* SPDX-License-Identifier: MIT */
/* pct.c — percent-coding (RFC 3986 §2.1, §2.4).
 *
 * The encoder keeps a byte unencoded only where the component's ABNF rule
 * (RFC 3986 Appendix A) takes it as is; tests/test_pct.c matches every
 * encoder output against that rule with lluri_match(). The FORM component
 * follows application/x-www-form-urlencoded as the WHATWG URL standard
 * serializes it (ALPHA DIGIT "*" "-" "." "_" kept, space as "+"). */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ascii.h"
#include "write/out.h"
#include "parse/classes.h"

/* One bit per enum lluri_component: set = the byte is written as is. */
#define B_USERINFO (1u << LLURI_COMPONENT_USERINFO)
#define B_REG_NAME (1u << LLURI_COMPONENT_REG_NAME)
#define B_SEGMENT  (1u << LLURI_COMPONENT_SEGMENT)
#define B_PATH     (1u << LLURI_COMPONENT_PATH)
#define B_QUERY    (1u << LLURI_COMPONENT_QUERY)
#define B_FRAGMENT (1u << LLURI_COMPONENT_FRAGMENT)
#define B_FORM     (1u << LLURI_COMPONENT_FORM)

/* §3.3  pchar = unreserved / pct-encoded / sub-delims / ":" / "@" */
#define PCHAR_ONLY (B_SEGMENT | B_PATH | B_QUERY | B_FRAGMENT)
/* §3.2.1 userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
 * §3.2.2 reg-name = *( unreserved / pct-encoded / sub-delims ) */
#define SUB  (B_USERINFO | B_REG_NAME | PCHAR_ONLY)  /* sub-delims */
#define UNR  (SUB)                                   /* "~" (not in FORM) */
#define ALNUM (SUB | B_FORM)                         /* ALPHA DIGIT "-" "." "_" */
#define COLON (B_USERINFO | PCHAR_ONLY)              /* ":" */
#define AT   (PCHAR_ONLY)                            /* "@" */
/* §3.3 path-abempty etc. = *( "/" segment ); §3.4, §3.5 add "/" and "?" */
#define SLASH (B_PATH | B_QUERY | B_FRAGMENT)
#define QMARK (B_QUERY | B_FRAGMENT)

static const uint8_t keep[256] = {
    /* unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" */
    ['A'] = ALNUM, ['B'] = ALNUM, ['C'] = ALNUM, ['D'] = ALNUM, ['E'] = ALNUM,
    ['F'] = ALNUM, ['G'] = ALNUM, ['H'] = ALNUM, ['I'] = ALNUM, ['J'] = ALNUM,
    ['K'] = ALNUM, ['L'] = ALNUM, ['M'] = ALNUM, ['N'] = ALNUM, ['O'] = ALNUM,
    ['P'] = ALNUM, ['Q'] = ALNUM, ['R'] = ALNUM, ['S'] = ALNUM, ['T'] = ALNUM,
    ['U'] = ALNUM, ['V'] = ALNUM, ['W'] = ALNUM, ['X'] = ALNUM, ['Y'] = ALNUM,
    ['Z'] = ALNUM,
    ['a'] = ALNUM, ['b'] = ALNUM, ['c'] = ALNUM, ['d'] = ALNUM, ['e'] = ALNUM,
    ['f'] = ALNUM, ['g'] = ALNUM, ['h'] = ALNUM, ['i'] = ALNUM, ['j'] = ALNUM,
    ['k'] = ALNUM, ['l'] = ALNUM, ['m'] = ALNUM, ['n'] = ALNUM, ['o'] = ALNUM,
    ['p'] = ALNUM, ['q'] = ALNUM, ['r'] = ALNUM, ['s'] = ALNUM, ['t'] = ALNUM,
    ['u'] = ALNUM, ['v'] = ALNUM, ['w'] = ALNUM, ['x'] = ALNUM, ['y'] = ALNUM,
    ['z'] = ALNUM,
    ['0'] = ALNUM, ['1'] = ALNUM, ['2'] = ALNUM, ['3'] = ALNUM, ['4'] = ALNUM,
    ['5'] = ALNUM, ['6'] = ALNUM, ['7'] = ALNUM, ['8'] = ALNUM, ['9'] = ALNUM,
    ['-'] = ALNUM, ['.'] = ALNUM, ['_'] = ALNUM, ['~'] = UNR,
    /* sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
     * ("*" is also kept by FORM) */
    ['!'] = SUB, ['$'] = SUB, ['&'] = SUB, ['\''] = SUB, ['('] = SUB,
    [')'] = SUB, ['*'] = SUB | B_FORM, ['+'] = SUB, [','] = SUB, [';'] = SUB,
    ['='] = SUB,
    [':'] = COLON, ['@'] = AT, ['/'] = SLASH, ['?'] = QMARK,
};


ptrdiff_t lluri_pct_decode(const char *s, size_t len, unsigned flags,
                           char *out, size_t cap, lluri_error *err)
{
    const unsigned char *p = (const unsigned char *)s;
    lluri__sink k = lluri__sink_of(out, cap);
    size_t i;

    if ((flags & ~LLURI_PCT_FORM) != 0)
        return lluri__fail(err, LLURI_EFLAGS, 0);
    if ((s == NULL && len > 0) || (out == NULL && cap > 0))
        return lluri__fail(err, LLURI_EINVAL, 0);
    if (len > (size_t)PTRDIFF_MAX)
        return lluri__fail(err, LLURI_ETOOLONG, (size_t)PTRDIFF_MAX);
    for (i = 0; i < len; i++) {
        unsigned char c = p[i];

        if (c == '%') {
            int hi = len - i >= 3 ? lluri__hex_value(p[i + 1]) : -1;
            int lo = hi >= 0 ? lluri__hex_value(p[i + 2]) : -1;

            if (lo < 0)
                return lluri__fail(err, LLURI_EPCT, i);
            lluri__putc(&k, (char)(hi << 4 | lo));
            i += 2;
        } else if (c == '+' && (flags & LLURI_PCT_FORM)) {
            lluri__putc(&k, (char)(' '));
        } else {
            lluri__putc(&k, (char)(c));
        }
    }
    return lluri__finish(&k, LLURI__TEXT, NULL, err);
}

ptrdiff_t lluri_pct_encode(const char *s, size_t len,
                           enum lluri_component component, char *out,
                           size_t cap, lluri_error *err)
{
    const unsigned char *p = (const unsigned char *)s;
    lluri__sink k = lluri__sink_of(out, cap);
    unsigned bit;
    size_t i;

    if (component < LLURI_COMPONENT_USERINFO || component > LLURI_COMPONENT_FORM)
        return lluri__fail(err, LLURI_EINVAL, 0);
    if ((s == NULL && len > 0) || (out == NULL && cap > 0))
        return lluri__fail(err, LLURI_EINVAL, 0);
    if (len > (size_t)PTRDIFF_MAX / 3)
        return lluri__fail(err, LLURI_ETOOLONG, 0);
    bit = 1u << component;
    for (i = 0; i < len; i++) {
        unsigned char c = p[i];

        if (keep[c] & bit) {
            lluri__putc(&k, (char)(c));
        } else if (c == ' ' && component == LLURI_COMPONENT_FORM) {
            lluri__putc(&k, (char)('+'));
        } else {
            lluri__putc(&k, (char)('%'));
            lluri__putc(&k, lluri__hex_upper(c >> 4));
            lluri__putc(&k, lluri__hex_upper(c));
        }
    }
    return lluri__finish(&k, LLURI__TEXT, NULL, err);
}
