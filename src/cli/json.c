/* SPDX-License-Identifier: MIT */
/* json.c — strings as JSON, and as text safe for a terminal. */
#include <stdio.h>
#include <string.h>

#include "cli.h"

static const char hexdigits[] = "0123456789abcdef";

/* Length (2..4) of the well-formed UTF-8 sequence at s[0..n), or 0 when
 * there is none: overlongs, surrogates and code points past U+10FFFF are
 * rejected (RFC 3629 §4). */
static size_t utf8_seq_len(const unsigned char *s, size_t n)
{
    unsigned char lo = 0x80, hi = 0xBF;
    size_t need, i;

    if (s[0] >= 0xC2 && s[0] <= 0xDF) {
        need = 2;
    } else if (s[0] >= 0xE0 && s[0] <= 0xEF) {
        need = 3;
        if (s[0] == 0xE0)
            lo = 0xA0; /* overlong */
        else if (s[0] == 0xED)
            hi = 0x9F; /* surrogates */
    } else if (s[0] >= 0xF0 && s[0] <= 0xF4) {
        need = 4;
        if (s[0] == 0xF0)
            lo = 0x90; /* overlong */
        else if (s[0] == 0xF4)
            hi = 0x8F; /* past U+10FFFF */
    } else {
        return 0;
    }
    if (n < need || s[1] < lo || s[1] > hi)
        return 0;
    for (i = 2; i < need; i++)
        if ((s[i] & 0xC0) != 0x80)
            return 0;
    return need;
}

static void json_escape_byte(unsigned char c)
{
    char e[6] = { '\\', 'u', '0', '0', 0, 0 };

    switch (c) {
    case '"':  OUT_LIT("\\\""); return;
    case '\\': OUT_LIT("\\\\"); return;
    case '\n': OUT_LIT("\\n"); return;
    case '\r': OUT_LIT("\\r"); return;
    case '\t': OUT_LIT("\\t"); return;
    case '\b': OUT_LIT("\\b"); return;
    case '\f': OUT_LIT("\\f"); return;
    default:
        e[4] = hexdigits[c >> 4];
        e[5] = hexdigits[c & 0xF];
        out(e, sizeof e);
    }
}

/* Write bytes as a JSON string. Printable ASCII other than '"' and '\\',
 * and well-formed UTF-8, pass through; every other byte is escaped, each
 * byte that is not part of well-formed UTF-8 as \u00XX with XX its value.
 * The output is always valid JSON, and distinct inputs give distinct text. */
void json_string(const char *p, size_t n)
{
    const unsigned char *s = (const unsigned char *)p;
    size_t i = 0, run = 0, k;

    out_char('"');
    while (i < n) {
        unsigned char c = s[i];

        if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\') {
            i++;
            continue;
        }
        if (c >= 0x80 && (k = utf8_seq_len(s + i, n - i)) > 0) {
            i += k;
            continue;
        }
        out(s + run, i - run);
        json_escape_byte(c);
        run = ++i;
    }
    out(s + run, i - run);
    out_char('"');
}

/* ------------------------------------------------ terminal-safe strings */

/* Columns a byte takes in the dump: printable ASCII 1, a backslash 2
 * ("\\"), anything else 4 ("\xNN"). */
static size_t text_width(unsigned char c)
{
    if (c == '\\')
        return 2;
    return c >= 0x20 && c < 0x7F ? 1 : 4;
}

/* Write bytes for a terminal through put(): printable ASCII as is, a
 * backslash doubled, every other byte as \xNN, so nothing reaches the
 * terminal but printable ASCII and distinct inputs stay distinct. */
static void text_to(void (*put)(const void *, size_t), const char *p, size_t n)
{
    const unsigned char *s = (const unsigned char *)p;
    size_t i, run = 0;

    for (i = 0; i < n; i++) {
        if (text_width(s[i]) == 1)
            continue;
        put(s + run, i - run);
        if (s[i] == '\\') {
            put("\\\\", 2);
        } else {
            char e[4] = { '\\', 'x', 0, 0 };

            e[2] = hexdigits[s[i] >> 4];
            e[3] = hexdigits[s[i] & 0xF];
            put(e, sizeof e);
        }
        run = i + 1;
    }
    put(s + run, n - run);
}

void text_string(const char *p, size_t n)
{
    text_to(out, p, n);
}

void err_text(const char *p, size_t n)
{
    text_to(err_write, p, n);
}

void err_cstr(const char *s)
{
    err_text(s, strlen(s));
}

void err_shell_word(const char *s)
{
    size_t n = strlen(s), i;
    for (i = 0; i < n; i++)
        if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./:,+=@%-",
                    s[i]))
            break;
    if (n > 0 && i == n) {
        err_text(s, n);
        return;
    }
    err_write("'", 1);                  /* in single quotes; a quote as '\'' */
    for (const char *q; (q = strchr(s, '\'')) != NULL; s = q + 1) {
        err_text(s, (size_t)(q - s));
        err_write("'\\''", 4);
    }
    err_cstr(s);
    err_write("'", 1);
}

size_t text_columns(const char *p, size_t n)
{
    const unsigned char *s = (const unsigned char *)p;
    size_t i, w = 0;

    for (i = 0; i < n; i++)
        w += text_width(s[i]);
    return w;
}

void json_cstr(const char *s)
{
    if (s != NULL)
        json_string(s, strlen(s));
    else
        OUT_LIT("null");
}

void json_member(int first, const char *key, const char *p, size_t n)
{
    out_char(first ? '{' : ',');
    out_char('"');
    out_str(key);
    OUT_LIT("\":");
    json_string(p, n);
}
