/* SPDX-License-Identifier: MIT */
/*
 * lluri — the command-line tool of the lluri URI library.
 *
 *   lluri parse [--json] [--uri|--absolute|--relative] [--zone-id] [URI...]
 *   lluri check [--uri|--absolute|--relative] [--zone-id] [URI...]
 *   lluri resolve [--json] [--compat] [--zone-id] BASE [REF...]
 *   lluri normalize [--json] [--zone-id] [URI...]
 *   lluri relative [--json] [--zone-id] BASE [TARGET...]
 *   lluri encode --component=NAME [--json] [STRING...]
 *   lluri decode [--form] [--json] [STRING...]
 *   lluri query [--json] [--semicolon] [--zone-id] [URI...]
 *   lluri extract [--json] [--any-scheme] [FILE...]
 *
 * Inputs come from the arguments or, when there are none, one per line from
 * standard input. Every input gives one output line (query: one per pair),
 * failures included, so output lines stay aligned with input lines. The
 * library's writers are called with a stack buffer first, and again with
 * one from malloc() only when the result does not fit. Lines are read into one growable buffer, so any line
 * length works and a file of any size streams through in bounded memory
 * (about twice its longest line). Every byte but LF belongs to the line,
 * NUL included; a CR right before the LF is dropped.
 *
 * Only the public API of <lluri.h> is used.
 */
#define _POSIX_C_SOURCE 200809L /* read(2), isatty(3) */

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lluri.h"
#include "lluri/extract.h"
#include "lluri/scheme.h"

enum { EXIT_VALID = 0, EXIT_INVALID = 1, EXIT_TROUBLE = 2 };

static const char synopsis[] =
    "Usage: lluri parse [--json] [--uri|--absolute|--relative] [--zone-id]\n"
    "                   [--scheme [--decode]] [--] [URI...]\n"
    "       lluri check [--uri|--absolute|--relative] [--zone-id] [--] [URI...]\n"
    "       lluri resolve [--json] [--compat] [--zone-id] [--] BASE [REF...]\n"
    "       lluri normalize [--json] [--zone-id] [--] [URI...]\n"
    "       lluri relative [--json] [--zone-id] [--] BASE [TARGET...]\n"
    "       lluri encode --component=NAME [--json] [--] [STRING...]\n"
    "       lluri decode [--form] [--json] [--] [STRING...]\n"
    "       lluri query [--json] [--semicolon] [--zone-id] [--] [URI...]\n"
    "       lluri extract [--json] [--any-scheme] [--] [FILE...]\n"
    "       lluri help | --help | --version\n";

static const char help_body[] =
    "\n"
    "Parse, resolve, normalize and percent-code URI references (RFC 3986).\n"
    "Inputs are the arguments or, when there are none, read from standard\n"
    "input one per line. Input lines end in LF; a CR right before the LF is\n"
    "removed; a line may be of any length and hold any byte (NUL, invalid\n"
    "UTF-8), which is then judged like any other. Each input gives one\n"
    "output line (query: one per pair), a failure included, so that output\n"
    "lines stay aligned with input lines.\n"
    "\n"
    "Commands:\n"
    "  parse        print each input's components: a readable dump (each\n"
    "               component with its byte offset and length, inputs separated\n"
    "               by a blank line), or with --json one JSON object per line:\n"
    "                 {\"uri\":...,\"valid\":true,\"scheme\":...,\"userinfo\":...,\n"
    "                  \"host\":...,\"host_kind\":...,\"port\":...,\"path\":...,\n"
    "                  \"query\":...,\"fragment\":...}\n"
    "                 {\"uri\":...,\"valid\":false,\"error\":...,\"offset\":N}\n"
    "               absent components are null, empty ones \"\"\n"
    "  check        print nothing for a valid input; for an invalid one print\n"
    "               INPUT:OFFSET: REASON (from standard input:\n"
    "               <stdin>:LINE:OFFSET: REASON), then the input, then a caret\n"
    "               under the first byte that could not be accepted\n"
    "  resolve      print the target of each reference REF against BASE\n"
    "               (RFC 3986 5.2); --json: {\"base\":...,\"ref\":...,\"target\":...}\n"
    "  normalize    print each URI normalized (RFC 3986 6.2.2, 6.2.3: case,\n"
    "               percent-encoding, dot segments, scheme defaults, IPv6);\n"
    "               --json: {\"uri\":...,\"normalized\":...}\n"
    "  relative     print the shortest reference to each TARGET from BASE,\n"
    "               one that resolves against BASE to TARGET exactly;\n"
    "               --json: {\"base\":...,\"target\":...,\"relative\":...}\n"
    "  encode       percent-encode each string for the component NAME:\n"
    "               userinfo, reg-name, segment, path, query, fragment, or\n"
    "               form (application/x-www-form-urlencoded: space as '+');\n"
    "               --json: {\"input\":...,\"encoded\":...}\n"
    "  decode       percent-decode each string (with --form, '+' is a space);\n"
    "               the decoded bytes are written as they are;\n"
    "               --json: {\"input\":...,\"decoded\":...}\n"
    "  query        print the key=value pairs of each URI's query, one per\n"
    "               line, decoded as a form: KEY<TAB>VALUE, or KEY alone when\n"
    "               there is no '='; --json: {\"key\":...,\"value\":...} with\n"
    "               value null when there is no '='\n"
    "  extract      find the URIs in free text (RFC 1738 Appendix, uri(7)):\n"
    "               <URL:...>, <...> (whitespace inside ignored), \"...\" and\n"
    "               bare URIs, without trailing sentence punctuation; print\n"
    "               one per line, or with --json one object per URI:\n"
    "                 {\"uri\":...,\"line\":N,\"column\":N,\"offset\":N,\"length\":N}\n"
    "               (line and column of the URI's first byte, 1-based,\n"
    "               columns in bytes; offset and length: its bytes in the\n"
    "               input, whitespace inside included, delimiters not).\n"
    "               Reads each FILE (\"-\" or none: standard input) whole\n"
    "               into memory; offsets and lines count from each FILE's\n"
    "               start. --any-scheme: any \"scheme:\" begins a URI, not\n"
    "               only \"scheme://\" and mailto news urn tel data sip sips\n"
    "               xmpp magnet geo cid mid man whatis. Exit status: 0 some\n"
    "               URI found, 1 none, 2 trouble\n"
    "  help         print this help\n";

static const char help_tail[] =
    "\n"
    "A failure takes its input's line: without --json\n"
    "  error: REASON at offset N\n"
    "and with --json the command's object with \"valid\":false,\"error\":REASON,\n"
    "\"offset\":N in place of the result. A BASE that does not parse is a\n"
    "usage error.\n"
    "\n"
    "Options:\n"
    "  --json       print JSON, one object per line (not for check)\n"
    "  --uri        accept a URI only (scheme required, fragment allowed)\n"
    "  --absolute   accept an absolute-URI only (scheme required, no fragment)\n"
    "  --relative   accept a relative-ref only (no scheme)\n"
    "               without one of these: URI-reference (URI or relative-ref);\n"
    "               parse and check only\n"
    "  --zone-id    also accept RFC 6874 IPv6 zone ids, as in [fe80::1%25eth0]\n"
    "  --scheme     (parse) also check each URI against its scheme's own\n"
    "               grammar (RFC 1738 5: ftp, http, https, gopher, mailto,\n"
    "               news, nntp, telnet, wais, file, prospero; ldap, man,\n"
    "               info, whatis; database URLs) and print its\n"
    "               fields: in the dump KIND.FIELD lines, in JSON\n"
    "                 \"scheme_kind\":...,\"scheme_valid\":true,\"parts\":{FIELD:...}\n"
    "                 \"scheme_kind\":...,\"scheme_valid\":false,\"scheme_error\":...,\n"
    "                 \"scheme_offset\":N,\"parts\":null\n"
    "               fields as written, null when absent (an absent gopher\n"
    "               gtype is its default, \"1\"); an input that fails\n"
    "               its scheme's grammar counts as invalid (exit status 1)\n"
    "  --decode     (parse --scheme) print the fields percent-decoded\n"
    "  --compat     (resolve) RFC 3986 5.2.2's backward-compatible reading: a\n"
    "               reference with the base's scheme is taken as relative\n"
    "  --component=NAME  (encode, required) the component to encode for\n"
    "  --form       (decode) decode '+' as a space\n"
    "  --semicolon  (query) ';' separates pairs too, as '&' does\n"
    "  -h, --help   print this help and exit\n"
    "  --version    print the version and exit\n"
    "  --           end of options: later arguments are inputs even if they\n"
    "               begin with '-' (options may otherwise follow inputs)\n"
    "\n"
    "Bytes that are not printable ASCII are shown as \\xNN (a backslash as \\\\)\n"
    "in the dump and by check; in JSON, bytes that are not valid UTF-8 are\n"
    "written as \\u00NN. Without --json, decode and query write decoded bytes\n"
    "as they are: use --json when they may hold a TAB, LF or NUL.\n"
    "\n"
    "Exit status:\n"
    "  0  every input was valid (and every operation succeeded)\n"
    "  1  at least one input was invalid or its operation failed\n"
    "  2  usage error, an error reading input or writing output, or memory\n"
    "     exhausted (a line too long for the memory available)\n";

/* ---------------------------------------------------------------- output */

/* Output collects here and goes to stdout in whole 256 KiB fwrite()s,
 * which stdio passes straight to write(2): a JSON line is some twenty
 * pieces, and a stdio call per piece cost more than the parse (half the
 * run time). On a terminal, handle() flushes after each input. The one
 * piece of mutable state in the program. */
static struct {
    char   buf[256 * 1024];
    size_t len;
} ob;

static void out_flush(void)
{
    if (ob.len > 0)
        fwrite(ob.buf, 1, ob.len, stdout);
    ob.len = 0;
}

static void out(const void *p, size_t n)
{
    if (n > sizeof ob.buf - ob.len) {
        out_flush();
        if (n >= sizeof ob.buf) {
            fwrite(p, 1, n, stdout);
            return;
        }
    }
    memcpy(ob.buf + ob.len, p, n);
    ob.len += n;
}

/* A string literal, without strlen(). */
#define OUT_LIT(lit) out(lit, sizeof lit - 1)

static void out_str(const char *s)
{
    out(s, strlen(s));
}

static void out_char(char c)
{
    if (ob.len == sizeof ob.buf)
        out_flush();
    ob.buf[ob.len++] = c;
}

static void out_u64(unsigned long long v)
{
    char b[24];
    size_t i = sizeof b;

    do {
        b[--i] = (char)('0' + v % 10);
        v /= 10;
    } while (v > 0);
    out(b + i, sizeof b - i);
}

static size_t digits(unsigned long long v)
{
    size_t n = 1;

    while (v >= 10) {
        v /= 10;
        n++;
    }
    return n;
}

static void out_spaces(size_t n)
{
    static const char sp[] = "                                ";

    while (n > 0) {
        size_t k = n < sizeof sp - 1 ? n : sizeof sp - 1;
        out(sp, k);
        n -= k;
    }
}

static const char hexdigits[] = "0123456789abcdef";

/* --------------------------------------------------------- JSON strings */

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
static void json_string(const char *p, size_t n)
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

/* Write bytes for a terminal: printable ASCII as is, a backslash doubled,
 * every other byte as \xNN, so nothing reaches the terminal but printable
 * ASCII and distinct inputs stay distinct. */
static void text_string(const char *p, size_t n)
{
    const unsigned char *s = (const unsigned char *)p;
    size_t i, run = 0;

    for (i = 0; i < n; i++) {
        if (text_width(s[i]) == 1)
            continue;
        out(s + run, i - run);
        if (s[i] == '\\') {
            out("\\\\", 2);
        } else {
            char e[4] = { '\\', 'x', 0, 0 };

            e[2] = hexdigits[s[i] >> 4];
            e[3] = hexdigits[s[i] & 0xF];
            out(e, sizeof e);
        }
        run = i + 1;
    }
    out(s + run, n - run);
}

static size_t text_columns(const char *p, size_t n)
{
    const unsigned char *s = (const unsigned char *)p;
    size_t i, w = 0;

    for (i = 0; i < n; i++)
        w += text_width(s[i]);
    return w;
}

/* ------------------------------------------------------------ components */

struct component {
    const char *name;  /* in the dump */
    const char *key;   /* in JSON, with its separators */
    uint32_t    bit;   /* LLURI_HAS_*, or 0 for the path (always present) */
    lluri_span  span;
};

#define COMPONENT(name, bit, span) \
    (struct component){ name, ",\"" name "\":", bit, span }

enum { NCOMPONENTS = 7 };

/* The components in output order. */
static void get_components(const lluri *u, struct component c[NCOMPONENTS])
{
    c[0] = COMPONENT("scheme", LLURI_HAS_SCHEME, u->scheme);
    c[1] = COMPONENT("userinfo", LLURI_HAS_USERINFO, u->userinfo);
    c[2] = COMPONENT("host", LLURI_HAS_AUTHORITY, u->host);
    c[3] = COMPONENT("port", LLURI_HAS_PORT, u->port);
    c[4] = COMPONENT("path", 0, u->path);
    c[5] = COMPONENT("query", LLURI_HAS_QUERY, u->query);
    c[6] = COMPONENT("fragment", LLURI_HAS_FRAGMENT, u->fragment);
}

static int is_present(const lluri *u, const struct component *c)
{
    return c->bit == 0 || (u->present & c->bit) != 0;
}

/* A span the library returned must lie inside the input; if it does not,
 * printing it would read out of bounds, so stop loudly. */
static void check_span(const lluri *u, lluri_span sp, size_t len)
{
    if (u->len != len || sp.off > len || sp.len > len - sp.off) {
        out_flush();
        fflush(stdout);
        fprintf(stderr, "lluri: internal error: component outside the input\n");
        exit(EXIT_TROUBLE);
    }
}

/* -------------------------------------------------------- parse --scheme */

/* lluri_scheme_parse() of one input, for --scheme (RFC 1738 §5 and the
 * other scheme grammars); generic over kinds through
 * lluri_scheme_field_name(). */
struct scheme_result {
    int rc;                 /* 0, or the code (RFC 3986's or the scheme's) */
    lluri_error e;
    lluri_scheme_parts p;
    int decode;             /* --decode: fields percent-decoded */
};

static void out_of_memory(void);

/* Field f of sr->p as text: raw, or decoded into *heap (free it). */
static void scheme_field_text(const struct scheme_result *sr, int f,
                              const char **text, size_t *n, char **heap)
{
    lluri_span sp = sr->p.field[f];

    *heap = NULL;
    *text = sr->p.src + sp.off;
    *n = sp.len;
    if (sr->decode) {
        char *buf = malloc((size_t)sp.len + 1); /* decoding never lengthens */
        ptrdiff_t m;
        if (buf == NULL)
            out_of_memory();
        m = lluri_scheme_field_decode(&sr->p, f, buf, (size_t)sp.len + 1, NULL);
        if (m < 0) { /* cannot happen: the URI passed RFC 3986 */
            free(buf);
            return;
        }
        *heap = buf;
        *text = buf;
        *n = (size_t)m;
    }
}

/* An absent gopher type has a value all the same: "1" (RFC 1738 §3.4),
 * which the tool prints where it would print null or "(absent)". */
static int is_default_gtype(const struct scheme_result *sr, const char *name)
{
    return sr->p.kind == LLURI_SCHEME_GOPHER && strcmp(name, "gtype") == 0;
}

/* ,"scheme_kind":K,"scheme_valid":B[,"scheme_error":E,"scheme_offset":N],
 * "parts":{FIELD:VALUE|null,...}|null */
static void json_scheme(const struct scheme_result *sr)
{
    const char *kind = lluri_scheme_kind_name(sr->p.kind);
    const char *name;
    int f;

    OUT_LIT(",\"scheme_kind\":");
    if (kind != NULL)
        json_string(kind, strlen(kind));
    else
        OUT_LIT("null");
    if (sr->rc < 0) {
        const char *why = lluri_strerror(sr->rc);
        OUT_LIT(",\"scheme_valid\":false,\"scheme_error\":");
        json_string(why, strlen(why));
        OUT_LIT(",\"scheme_offset\":");
        out_u64((unsigned long long)sr->e.offset);
        OUT_LIT(",\"parts\":null");
        return;
    }
    OUT_LIT(",\"scheme_valid\":true,\"parts\":{");
    for (f = 0; (name = lluri_scheme_field_name(sr->p.kind, f)) != NULL; f++) {
        if (f > 0)
            out_char(',');
        json_string(name, strlen(name));
        out_char(':');
        if (sr->p.present & (1u << f)) {
            const char *text;
            size_t n;
            char *heap;
            scheme_field_text(sr, f, &text, &n, &heap);
            json_string(text, n);
            free(heap);
        } else if (is_default_gtype(sr, name)) {
            char t = (char)lluri_gopher_type(&sr->p); /* RFC 1738 §3.4: "1" */
            json_string(&t, 1);
        } else {
            OUT_LIT("null");
        }
    }
    out_char('}');
}

/* ---------------------------------------------------------- parse --json */

static void json_result(const char *s, size_t len, int rc, const lluri *u,
                        const lluri_error *e, const struct scheme_result *sr)
{
    struct component c[NCOMPONENTS];
    size_t i;

    OUT_LIT("{\"uri\":");
    json_string(s, len);
    if (rc < 0) {
        OUT_LIT(",\"valid\":false,\"error\":");
        json_string(lluri_strerror(rc), strlen(lluri_strerror(rc)));
        OUT_LIT(",\"offset\":");
        out_u64((unsigned long long)e->offset);
        if (sr != NULL)
            json_scheme(sr);
        OUT_LIT("}\n");
        return;
    }
    OUT_LIT(",\"valid\":true");
    get_components(u, c);
    for (i = 0; i < NCOMPONENTS; i++) {
        out_str(c[i].key);
        if (is_present(u, &c[i])) {
            check_span(u, c[i].span, len);
            json_string(s + c[i].span.off, c[i].span.len);
        } else {
            OUT_LIT("null");
        }
        if (c[i].bit == LLURI_HAS_AUTHORITY) {
            const char *kind = lluri_host_kind_name(u->host_kind);

            OUT_LIT(",\"host_kind\":");
            if (kind != NULL)
                json_string(kind, strlen(kind));
            else
                OUT_LIT("null");
        }
    }
    if (sr != NULL)
        json_scheme(sr);
    OUT_LIT("}\n");
}

/* ------------------------------------------------------------ parse dump */

enum { LABEL_COLS = 10, VALUE_COLS = 16, POS_COLS = 14 };

static void dump_label(const char *name)
{
    size_t n = strlen(name);

    out_str(name);
    out_spaces(n < LABEL_COLS ? LABEL_COLS - n : 1);
}

/* After `used` columns, pad to `cols` (at least one space). */
static void pad_after(size_t used, size_t cols)
{
    out_spaces(used < cols ? cols - used : 1);
}

static void dump_component(const char *s, size_t len, const lluri *u,
                           const struct component *c)
{
    size_t used;
    lluri_span sp = c->span;

    dump_label(c->name);
    if (!is_present(u, c)) {
        OUT_LIT("(absent)\n");
        return;
    }
    check_span(u, sp, len);
    if (sp.len == 0) {
        OUT_LIT("\"\""); /* a '"' is never part of a valid component */
        used = 2;
    } else {
        text_string(s + sp.off, sp.len);
        used = text_columns(s + sp.off, sp.len);
    }
    pad_after(used, VALUE_COLS);
    OUT_LIT("off ");
    out_u64(sp.off);
    OUT_LIT(" len ");
    out_u64(sp.len);
    if (c->bit == LLURI_HAS_AUTHORITY && lluri_host_kind_name(u->host_kind) != NULL) {
        pad_after(sizeof "off  len " - 1 + digits(sp.off) + digits(sp.len), POS_COLS);
        out_str(lluri_host_kind_name(u->host_kind));
        if (u->present & LLURI_HAS_ZONE_ID)
            OUT_LIT(" zone-id");
    }
    out_char('\n');
}

/* A label of the --scheme lines, padded to their own wider column. */
enum { SCHEME_LABEL_COLS = 14 };
static void dump_scheme_label(const char *prefix, const char *name)
{
    size_t n = strlen(prefix) + strlen(name);

    out_str(prefix);
    out_str(name);
    out_spaces(n < SCHEME_LABEL_COLS ? SCHEME_LABEL_COLS - n : 1);
}

/* --scheme: "scheme-kind KIND", then a ".FIELD" line for each of the
 * kind's fields like the components' (the text decoded with --decode), or
 * "scheme-error REASON at offset N". */
static void dump_scheme(const struct scheme_result *sr)
{
    const char *kind = lluri_scheme_kind_name(sr->p.kind);
    const char *name;
    int f;

    if (kind != NULL) {
        dump_scheme_label("scheme-kind", "");
        out_str(kind);
        out_char('\n');
    }
    if (sr->rc < 0) {
        dump_scheme_label("scheme-error", "");
        out_str(lluri_strerror(sr->rc));
        OUT_LIT(" at offset ");
        out_u64((unsigned long long)sr->e.offset);
        out_char('\n');
        return;
    }
    for (f = 0; (name = lluri_scheme_field_name(sr->p.kind, f)) != NULL; f++) {
        lluri_span sp = sr->p.field[f];
        const char *text;
        size_t n, used;
        char *heap;

        dump_scheme_label(".", name);
        if (!(sr->p.present & (1u << f))) {
            if (is_default_gtype(sr, name))
                OUT_LIT("(absent: 1)\n");
            else
                OUT_LIT("(absent)\n");
            continue;
        }
        scheme_field_text(sr, f, &text, &n, &heap);
        if (n == 0) {
            OUT_LIT("\"\"");
            used = 2;
        } else {
            text_string(text, n);
            used = text_columns(text, n);
        }
        free(heap);
        pad_after(used, VALUE_COLS);
        OUT_LIT("off ");
        out_u64(sp.off);
        OUT_LIT(" len ");
        out_u64(sp.len);
        out_char('\n');
    }
}

static void dump_result(const char *s, size_t len, int rc, const lluri *u,
                        const lluri_error *e, const struct scheme_result *sr)
{
    struct component c[NCOMPONENTS];
    size_t i;

    if (len > 0) {
        dump_label("uri");
        text_string(s, len);
        out_char('\n');
    } else {
        OUT_LIT("uri\n"); /* no trailing blanks */
    }
    if (rc < 0) {
        dump_label("error");
        out_str(lluri_strerror(rc));
        OUT_LIT(" at offset ");
        out_u64((unsigned long long)e->offset);
        out_char('\n');
        if (sr != NULL)
            dump_scheme(sr);
        return;
    }
    get_components(u, c);
    for (i = 0; i < NCOMPONENTS; i++)
        dump_component(s, len, u, &c[i]);
    if (sr != NULL)
        dump_scheme(sr);
}

/* ----------------------------------------------------------------- check */

/* lineno 0: the input came from the command line. */
static void check_report(const char *s, size_t len, unsigned long long lineno,
                         int rc, const lluri_error *e)
{
    size_t at = e->offset < len ? e->offset : len;

    if (lineno > 0) {
        OUT_LIT("<stdin>:");
        out_u64(lineno);
    } else {
        text_string(s, len);
    }
    out_char(':');
    out_u64((unsigned long long)e->offset);
    OUT_LIT(": ");
    out_str(lluri_strerror(rc));
    out_char('\n');
    text_string(s, len);
    out_char('\n');
    out_spaces(text_columns(s, at));
    OUT_LIT("^\n");
}

/* ------------------------------------------------------------ one input */

enum mode { MODE_DUMP, MODE_JSON, MODE_CHECK };

enum command {
    CMD_PARSE, CMD_CHECK, CMD_RESOLVE, CMD_NORMALIZE, CMD_RELATIVE,
    CMD_ENCODE, CMD_DECODE, CMD_QUERY
};

struct run {
    enum mode mode;
    unsigned  flags;      /* for lluri_parse() */
    int       printed;    /* a dump was printed: the next needs a blank line */
    int       any_invalid;
    int       interactive; /* stdout is a terminal: show each result at once */
    enum command cmd;
    int       json;       /* --json, for the commands after check */
    unsigned  wflags;     /* the writer's flags: RESOLVE_COMPAT, PCT_FORM,
                             QUERY_SEMICOLON */
    int       component;  /* encode: enum lluri_component, 0 if not given */
    const char *base_text; /* resolve, relative: BASE and its parse */
    size_t    base_len;
    lluri     base;
    int       scheme;     /* parse --scheme */
    int       decode;     /* parse --decode (with --scheme) */
};

static void handle_parse(struct run *r, const char *s, size_t len,
                         unsigned long long lineno)
{
    lluri u;
    lluri_error e = { LLURI_OK, 0 };
    int rc = lluri_parse(&u, s, len, r->flags, &e);
    struct scheme_result sr, *srp = NULL;

    if (rc < 0)
        r->any_invalid = 1;
    if (r->scheme) {
        srp = &sr;
        sr.decode = r->decode;
        sr.e = e;
        sr.rc = rc;
        if (rc < 0)
            memset(&sr.p, 0, sizeof sr.p);
        else
            sr.rc = lluri_scheme_parse_uri(&sr.p, &u, 0, &sr.e);
        if (sr.rc < 0)
            r->any_invalid = 1;
    }
    switch (r->mode) {
    case MODE_JSON:
        json_result(s, len, rc, &u, &e, srp);
        break;
    case MODE_DUMP:
        if (r->printed)
            out_char('\n');
        r->printed = 1;
        dump_result(s, len, rc, &u, &e, srp);
        break;
    case MODE_CHECK:
        if (rc < 0)
            check_report(s, len, lineno, rc, &e);
        break;
    }
}

/* The failure of one input, on its line: "error: REASON at offset N", or
 * with --json the rest of the object begun by the caller. */
static void out_failure(const struct run *r, ptrdiff_t rc, const lluri_error *e)
{
    const char *why = lluri_strerror((int)rc);

    if (r->json) {
        OUT_LIT(",\"valid\":false,\"error\":");
        json_string(why, strlen(why));
        OUT_LIT(",\"offset\":");
        out_u64((unsigned long long)e->offset);
        OUT_LIT("}\n");
    } else {
        OUT_LIT("error: ");
        out_str(why);
        OUT_LIT(" at offset ");
        out_u64((unsigned long long)e->offset);
        out_char('\n');
    }
}

/* A JSON member: ",\"key\":" or "{\"key\":" then the string. */
static void json_member(int first, const char *key, const char *p, size_t n)
{
    out_char(first ? '{' : ',');
    out_char('"');
    out_str(key);
    OUT_LIT("\":");
    json_string(p, n);
}

/* One call of a library writer, whichever it is. */
struct job {
    enum command cmd;
    const lluri *a, *b;
    const char  *s;
    size_t       len;
    unsigned     flags;
    int          component;
    lluri_error *err;
};

static ptrdiff_t job_write(const struct job *j, char *out, size_t cap)
{
    switch (j->cmd) {
    case CMD_RESOLVE:
        return lluri_resolve(j->a, j->b, j->flags, out, cap, NULL, j->err);
    case CMD_NORMALIZE:
        return lluri_normalize(j->a, LLURI_NORM_ALL, out, cap, NULL, j->err);
    case CMD_RELATIVE:
        return lluri_relativize(j->a, j->b, 0, out, cap, NULL, j->err);
    case CMD_ENCODE:
        return lluri_pct_encode(j->s, j->len, (enum lluri_component)j->component, out, cap, j->err);
    case CMD_DECODE:
    case CMD_QUERY:
        return lluri_pct_decode(j->s, j->len, j->flags, out, cap, j->err);
    case CMD_PARSE:
    case CMD_CHECK:
        break;
    }
    return LLURI_EINVAL;
}

static void out_of_memory(void)
{
    out_flush();
    fflush(stdout);
    fprintf(stderr, "lluri: out of memory\n");
    exit(EXIT_TROUBLE);
}

/* Run the writer into `stack` and, when the result does not fit, again
 * into a buffer from malloc(). *res is the result (free it when it is not
 * `stack`); returns its length or a negative code. */
static ptrdiff_t write_sized(const struct job *j, char *stack, size_t cap,
                             char **res)
{
    ptrdiff_t n = job_write(j, stack, cap);
    char *heap;

    *res = stack;
    if (n < 0 || (size_t)n < cap)
        return n;
    heap = malloc((size_t)n + 1);
    if (heap == NULL)
        out_of_memory();
    *res = heap;
    n = job_write(j, heap, (size_t)n + 1);
    return n;
}

static void release(char *res, const char *stack)
{
    if (res != stack)
        free(res);
}

enum { STACK_OUT = 4096 };

/* resolve, normalize, relative: one URI in, one URI out. */
static void handle_uri_writer(struct run *r, const char *s, size_t len)
{
    static const char *const keys[][3] = {
        [CMD_RESOLVE] = { "base", "ref", "target" },
        [CMD_NORMALIZE] = { NULL, "uri", "normalized" },
        [CMD_RELATIVE] = { "base", "target", "relative" },
    };
    const char *const *k = keys[r->cmd];
    char stack[STACK_OUT], *res = stack;
    lluri u;
    lluri_error e = { LLURI_OK, 0 };
    struct job j = { r->cmd, NULL, NULL, NULL, 0, r->wflags, 0, &e };
    ptrdiff_t n = lluri_parse(&u, s, len, r->flags, &e);

    if (n >= 0) {
        if (r->cmd == CMD_NORMALIZE) {
            j.a = &u;
        } else {
            j.a = &r->base;
            j.b = &u;
        }
        n = write_sized(&j, stack, sizeof stack, &res);
    }
    if (r->json) {
        if (k[0] != NULL)
            json_member(1, k[0], r->base_text, r->base_len);
        json_member(k[0] == NULL, k[1], s, len);
    }
    if (n < 0) {
        r->any_invalid = 1;
        out_failure(r, n, &e);
    } else if (r->json) {
        json_member(0, k[2], res, (size_t)n);
        OUT_LIT("}\n");
    } else {
        out(res, (size_t)n);
        out_char('\n');
    }
    release(res, stack);
}

/* encode and decode: one string in, one out. */
static void handle_pct(struct run *r, const char *s, size_t len)
{
    char stack[STACK_OUT], *res = stack;
    lluri_error e = { LLURI_OK, 0 };
    struct job j = { r->cmd, NULL, NULL, s, len, r->wflags, r->component, &e };
    ptrdiff_t n = write_sized(&j, stack, sizeof stack, &res);

    if (r->json)
        json_member(1, "input", s, len);
    if (n < 0) {
        r->any_invalid = 1;
        if (r->cmd == CMD_ENCODE)
            e.code = (int)n; /* encode has no lluri_error: offset 0 */
        out_failure(r, n, &e);
    } else if (r->json) {
        json_member(0, r->cmd == CMD_ENCODE ? "encoded" : "decoded", res, (size_t)n);
        OUT_LIT("}\n");
    } else {
        out(res, (size_t)n);
        out_char('\n');
    }
    release(res, stack);
}

/* Write src[sp] form-decoded: as a JSON string or as it is. */
static void out_decoded(const struct run *r, const char *src, lluri_span sp)
{
    char stack[STACK_OUT], *res = stack;
    lluri_error e = { LLURI_OK, 0 };
    struct job j = { CMD_QUERY, NULL, NULL, src + sp.off, sp.len, LLURI_PCT_FORM, 0, &e };
    ptrdiff_t n = write_sized(&j, stack, sizeof stack, &res);

    if (n < 0) { /* a valid query holds only valid %XX: keep the raw text */
        if (r->json)
            json_string(src + sp.off, sp.len);
        else
            out(src + sp.off, sp.len);
        return;
    }
    if (r->json)
        json_string(res, (size_t)n);
    else
        out(res, (size_t)n);
    release(res, stack);
}

static void handle_query(struct run *r, const char *s, size_t len)
{
    lluri u;
    lluri_error e = { LLURI_OK, 0 };
    lluri_query_iter it;
    lluri_query_pair p;
    int rc = lluri_parse(&u, s, len, r->flags, &e);

    if (rc < 0) {
        r->any_invalid = 1;
        if (r->json)
            json_member(1, "uri", s, len);
        out_failure(r, rc, &e);
        return;
    }
    lluri_query_begin(&it, &u, r->wflags);
    while (lluri_query_next(&it, &p) == 1) {
        check_span(&u, p.key, len);
        check_span(&u, p.value, len);
        if (r->json) {
            OUT_LIT("{\"key\":");
            out_decoded(r, s, p.key);
            OUT_LIT(",\"value\":");
            if (p.has_value)
                out_decoded(r, s, p.value);
            else
                OUT_LIT("null");
            OUT_LIT("}\n");
        } else {
            out_decoded(r, s, p.key);
            if (p.has_value) {
                out_char('\t');
                out_decoded(r, s, p.value);
            }
            out_char('\n');
        }
    }
}

static void handle(struct run *r, const char *s, size_t len,
                   unsigned long long lineno)
{
    switch (r->cmd) {
    case CMD_PARSE:
    case CMD_CHECK:
        handle_parse(r, s, len, lineno);
        break;
    case CMD_RESOLVE:
    case CMD_NORMALIZE:
    case CMD_RELATIVE:
        handle_uri_writer(r, s, len);
        break;
    case CMD_ENCODE:
    case CMD_DECODE:
        handle_pct(r, s, len);
        break;
    case CMD_QUERY:
        handle_query(r, s, len);
        break;
    }
    if (r->interactive) {
        out_flush();
        fflush(stdout);
    }
}

/* ------------------------------------------------------- reading lines */

/* Lines of any length from a file descriptor, through one buffer that
 * grows only when a line does not fit. buf[start, end) holds unread bytes,
 * of which [start, scan) are known to hold no LF. */
struct reader {
    int    fd;
    char  *buf;
    size_t cap, start, scan, end;
    int    eof;
    int    err; /* errno of the failure, when read_line() returned -1 */
};

enum { READ_CHUNK = 64 * 1024 };

/* Make room after buf[end]: move the partial line to the front, and grow
 * the buffer when the line fills it. Returns 0, or -1 (r->err set). */
static int reader_make_room(struct reader *r)
{
    char *nbuf;
    size_t ncap;

    if (r->start > 0) {
        memmove(r->buf, r->buf + r->start, r->end - r->start);
        r->end -= r->start;
        r->scan -= r->start;
        r->start = 0;
    }
    if (r->end < r->cap)
        return 0;
    if (r->cap > SIZE_MAX / 2) {
        r->err = ENOMEM;
        return -1;
    }
    ncap = r->cap > 0 ? r->cap * 2 : READ_CHUNK;
    nbuf = realloc(r->buf, ncap);
    if (nbuf == NULL) {
        r->err = ENOMEM;
        return -1;
    }
    r->buf = nbuf;
    r->cap = ncap;
    return 0;
}

/* Read what is available (at least one byte, or EOF). 0 or -1. */
static int reader_fill(struct reader *r)
{
    ssize_t got;

    if (reader_make_room(r) < 0)
        return -1;
    do
        got = read(r->fd, r->buf + r->end, r->cap - r->end);
    while (got < 0 && errno == EINTR);
    if (got < 0) {
        r->err = errno;
        return -1;
    }
    if (got == 0)
        r->eof = 1;
    r->end += (size_t)got;
    return 0;
}

/* The next line, without its LF (and without a CR right before the LF).
 * Returns 1 with *line and *len set (valid until the next call), 0 at the
 * end of input, -1 on a read error or when memory runs out. */
static int read_line(struct reader *r, const char **line, size_t *len)
{
    for (;;) {
        char *nl = NULL;

        if (r->scan < r->end)
            nl = memchr(r->buf + r->scan, '\n', r->end - r->scan);
        if (nl != NULL) {
            size_t n = (size_t)(nl - (r->buf + r->start));

            if (n > 0 && nl[-1] == '\r')
                n--;
            *line = r->buf + r->start;
            *len = n;
            r->start = r->scan = (size_t)(nl - r->buf) + 1;
            return 1;
        }
        r->scan = r->end;
        if (r->eof) {
            if (r->start == r->end)
                return 0;
            *line = r->buf + r->start; /* a last line without LF */
            *len = r->end - r->start;
            r->start = r->scan = r->end;
            return 1;
        }
        if (reader_fill(r) < 0)
            return -1;
    }
}

/* Returns 0, or -1 after reporting a read error. Stops early when stdout
 * fails, as nothing more could be written. */
static int run_stdin(struct run *r)
{
    struct reader rd = { STDIN_FILENO, NULL, 0, 0, 0, 0, 0, 0 };
    unsigned long long lineno = 0;
    const char *line = NULL;
    size_t len = 0;
    int st;

    while ((st = read_line(&rd, &line, &len)) > 0) {
        handle(r, line, len, ++lineno);
        if (ferror(stdout))
            break;
    }
    free(rd.buf);
    if (st < 0) {
        out_flush();
        fflush(stdout);
        fprintf(stderr, "lluri: standard input, line %llu: %s\n", lineno + 1,
                strerror(rd.err));
        return -1;
    }
    return 0;
}

/* ------------------------------------------------------------- options */

static int usage_error(const char *what, const char *arg)
{
    if (what != NULL)
        fprintf(stderr, "lluri: %s%s%s%s\n", what, arg ? " '" : "",
                arg ? arg : "", arg ? "'" : "");
    fputs(synopsis, stderr);
    fputs("Try 'lluri --help' for more information.\n", stderr);
    return EXIT_TROUBLE;
}

enum { OPTS_OK = 0, OPTS_HELP = -1 };

/* The options each command takes. */
enum {
    OPT_JSON = 1 << 0, OPT_START = 1 << 1, OPT_ZONE = 1 << 2,
    OPT_COMPAT = 1 << 3, OPT_COMPONENT = 1 << 4, OPT_FORM = 1 << 5,
    OPT_SEMICOLON = 1 << 6, OPT_SCHEME = 1 << 7
};

static const unsigned command_options[] = {
    [CMD_PARSE] = OPT_JSON | OPT_START | OPT_ZONE | OPT_SCHEME,
    [CMD_CHECK] = OPT_START | OPT_ZONE,
    [CMD_RESOLVE] = OPT_JSON | OPT_COMPAT | OPT_ZONE,
    [CMD_NORMALIZE] = OPT_JSON | OPT_ZONE,
    [CMD_RELATIVE] = OPT_JSON | OPT_ZONE,
    [CMD_ENCODE] = OPT_JSON | OPT_COMPONENT,
    [CMD_DECODE] = OPT_JSON | OPT_FORM,
    [CMD_QUERY] = OPT_JSON | OPT_SEMICOLON | OPT_ZONE,
};

static const struct {
    const char *name;
    int         component;
} components[] = {
    { "userinfo", LLURI_COMPONENT_USERINFO },
    { "reg-name", LLURI_COMPONENT_REG_NAME },
    { "segment", LLURI_COMPONENT_SEGMENT },
    { "path", LLURI_COMPONENT_PATH },
    { "query", LLURI_COMPONENT_QUERY },
    { "fragment", LLURI_COMPONENT_FRAGMENT },
    { "form", LLURI_COMPONENT_FORM },
};

static int component_by_name(const char *name)
{
    size_t i;

    for (i = 0; i < sizeof components / sizeof components[0]; i++)
        if (strcmp(components[i].name, name) == 0)
            return components[i].component;
    return 0;
}

/* Apply the options among argv[1..argc) (argv[0] is the subcommand) and
 * move the inputs, in order, to the front: argv[0..*nuris). An argument is
 * an option if it begins with '-', is not "-" itself, and no "--" came
 * before it. Returns OPTS_OK, OPTS_HELP, or EXIT_TROUBLE after a message. */
static int parse_options(int argc, char **argv, struct run *r, int *nuris)
{
    static const char component_opt[] = "--component=";
    unsigned allowed = command_options[r->cmd];
    int i, n = 0, dashdash = 0;
    unsigned start = LLURI_START_REFERENCE;
    const char *start_opt = NULL;

    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        unsigned want;

        if (dashdash || a[0] != '-' || a[1] == '\0') {
            argv[n++] = argv[i];
            continue;
        }
        if (strcmp(a, "--") == 0) {
            dashdash = 1;
            continue;
        }
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0)
            return OPTS_HELP;
        if (strcmp(a, "--zone-id") == 0 && (allowed & OPT_ZONE)) {
            r->flags |= LLURI_ZONE_ID;
            continue;
        }
        if (strcmp(a, "--json") == 0 && (allowed & OPT_JSON)) {
            r->mode = MODE_JSON;
            r->json = 1;
            continue;
        }
        if (strcmp(a, "--scheme") == 0 && (allowed & OPT_SCHEME)) {
            r->scheme = 1;
            continue;
        }
        if (strcmp(a, "--decode") == 0 && (allowed & OPT_SCHEME)) {
            r->decode = 1;
            continue;
        }
        if (strcmp(a, "--compat") == 0 && (allowed & OPT_COMPAT)) {
            r->wflags |= LLURI_RESOLVE_COMPAT;
            continue;
        }
        if (strcmp(a, "--form") == 0 && (allowed & OPT_FORM)) {
            r->wflags |= LLURI_PCT_FORM;
            continue;
        }
        if (strcmp(a, "--semicolon") == 0 && (allowed & OPT_SEMICOLON)) {
            r->wflags |= LLURI_QUERY_SEMICOLON;
            continue;
        }
        if (strncmp(a, component_opt, sizeof component_opt - 1) == 0 &&
            (allowed & OPT_COMPONENT)) {
            r->component = component_by_name(a + sizeof component_opt - 1);
            if (r->component == 0)
                return usage_error("unknown component",
                                   a + sizeof component_opt - 1);
            continue;
        }
        if (!(allowed & OPT_START))
            return usage_error("unknown option", a);
        if (strcmp(a, "--uri") == 0)
            want = LLURI_START_URI;
        else if (strcmp(a, "--absolute") == 0)
            want = LLURI_START_ABSOLUTE;
        else if (strcmp(a, "--relative") == 0)
            want = LLURI_START_RELATIVE;
        else
            return usage_error("unknown option", a);
        if (start_opt != NULL && want != start) {
            fprintf(stderr, "lluri: %s and %s cannot be combined\n", start_opt, a);
            return usage_error(NULL, NULL);
        }
        start = want;
        start_opt = a;
    }
    r->flags |= start;
    *nuris = n;
    return OPTS_OK;
}

/* ---------------------------------------------------------------- main */

/* Flush and close stdout; a write error turns any status into 2. */
static int finish_output(int status)
{
    int failed, err = 0;

    out_flush();
    failed = ferror(stdout);
    if (fclose(stdout) != 0) {
        failed = 1;
        err = errno;
    }
    if (failed) {
        fprintf(stderr, "lluri: error writing standard output%s%s\n",
                err ? ": " : "", err ? strerror(err) : "");
        return EXIT_TROUBLE;
    }
    return status;
}

/* resolve and relative: the first input is BASE; it must parse. */
static int take_base(struct run *r, char **argv, int *nuris)
{
    lluri_error e = { LLURI_OK, 0 };
    int rc;

    if (*nuris == 0)
        return usage_error("missing BASE", NULL);
    r->base_text = argv[0];
    r->base_len = strlen(argv[0]);
    rc = lluri_parse(&r->base, r->base_text, r->base_len, r->flags, &e);
    if (rc < 0) {
        fprintf(stderr, "lluri: BASE '%s': %s at offset %llu\n", argv[0],
                lluri_strerror(rc), (unsigned long long)e.offset);
        return EXIT_TROUBLE;
    }
    memmove(argv, argv + 1, (size_t)(*nuris - 1) * sizeof *argv);
    (*nuris)--;
    return OPTS_OK;
}

static int run_command(int argc, char **argv, enum command cmd)
{
    struct run r;
    int nuris = 0, rc;

    memset(&r, 0, sizeof r);
    r.cmd = cmd;
    r.mode = cmd == CMD_CHECK ? MODE_CHECK : MODE_DUMP;
    r.interactive = isatty(STDOUT_FILENO);
    rc = parse_options(argc, argv, &r, &nuris);
    if (rc == OPTS_HELP) {
        OUT_LIT(synopsis);
        OUT_LIT(help_body);
        OUT_LIT(help_tail);
        return finish_output(EXIT_VALID);
    }
    if (rc != OPTS_OK)
        return rc;
    if (r.decode && !r.scheme)
        return usage_error("--decode needs --scheme", NULL);
    if (cmd == CMD_ENCODE && r.component == 0)
        return usage_error("encode needs --component=NAME", NULL);
    if (cmd == CMD_RESOLVE || cmd == CMD_RELATIVE) {
        rc = take_base(&r, argv, &nuris);
        if (rc != OPTS_OK)
            return rc;
    }
    if (nuris == 0) {
        if (run_stdin(&r) < 0)
            return finish_output(EXIT_TROUBLE);
    } else {
        for (int i = 0; i < nuris && !ferror(stdout); i++)
            handle(&r, argv[i], strlen(argv[i]), 0);
    }
    return finish_output(r.any_invalid ? EXIT_INVALID : EXIT_VALID);
}

static const struct {
    const char  *name;
    enum command cmd;
} commands[] = {
    { "parse", CMD_PARSE },         { "check", CMD_CHECK },
    { "resolve", CMD_RESOLVE },     { "normalize", CMD_NORMALIZE },
    { "relative", CMD_RELATIVE },   { "encode", CMD_ENCODE },
    { "decode", CMD_DECODE },       { "query", CMD_QUERY },
};

/* ------------------------------------------------------------- extract */

/* Read all of fd into *buf (malloc'd, *len bytes). 0, or -1 with errno. */
static int read_all(int fd, char **buf, size_t *len)
{
    char *b = NULL, *nb;
    size_t cap = 0, n = 0;

    for (;;) {
        ssize_t got;
        if (n == cap) {
            size_t ncap = cap ? cap * 2 : READ_CHUNK;
            if (ncap < cap || (nb = realloc(b, ncap)) == NULL) {
                free(b);
                errno = ENOMEM;
                return -1;
            }
            b = nb;
            cap = ncap;
        }
        got = read(fd, b + n, cap - n);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0) {
            int e = errno;
            free(b);
            errno = e;
            return -1;
        }
        if (got == 0)
            break;
        n += (size_t)got;
    }
    *buf = b;
    *len = n;
    return 0;
}

/* Print the URIs of text[0..len); returns how many. */
static unsigned long long extract_text(const char *text, size_t len,
                                       unsigned flags, int json)
{
    lluri_extract_iter x;
    lluri_extract_hit h;
    char stack[1024];
    unsigned long long n = 0, line = 1;
    size_t pos = 0, line_start = 0;

    lluri_extract_begin(&x, text, len, flags);
    while (lluri_extract_next(&x, &h, stack, sizeof stack) == 1) {
        char *uri = stack;
        if (h.uri_len >= sizeof stack) {
            uri = malloc(h.uri_len + 1);
            if (uri == NULL)
                out_of_memory();
            lluri_extract_copy(text, &h, uri, h.uri_len + 1, NULL);
        }
        n++;
        if (!json) {
            out(uri, h.uri_len);
            out_char('\n');
        } else {
            const char *nl;
            while ((nl = memchr(text + pos, '\n', h.off - pos)) != NULL) {
                line++;
                pos = line_start = (size_t)(nl - text) + 1;
            }
            pos = h.off;
            OUT_LIT("{\"uri\":");
            json_string(uri, h.uri_len);
            OUT_LIT(",\"line\":");
            out_u64(line);
            OUT_LIT(",\"column\":");
            out_u64(h.off - line_start + 1);
            OUT_LIT(",\"offset\":");
            out_u64(h.off);
            OUT_LIT(",\"length\":");
            out_u64(h.len);
            OUT_LIT("}\n");
        }
        if (uri != stack)
            free(uri);
    }
    return n;
}

static int run_extract(int argc, char **argv)
{
    unsigned flags = 0;
    int json = 0, dashdash = 0, i, nfiles = 0, trouble = 0;
    unsigned long long found = 0;

    for (i = 1; i < argc; i++) {
        const char *a = argv[i];

        if (dashdash || a[0] != '-' || a[1] == '\0') {
            argv[nfiles++] = argv[i];
        } else if (strcmp(a, "--") == 0) {
            dashdash = 1;
        } else if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            OUT_LIT(synopsis);
            OUT_LIT(help_body);
            OUT_LIT(help_tail);
            return finish_output(EXIT_VALID);
        } else if (strcmp(a, "--json") == 0) {
            json = 1;
        } else if (strcmp(a, "--any-scheme") == 0) {
            flags |= LLURI_EXTRACT_ANY_SCHEME;
        } else {
            return usage_error("unknown option", a);
        }
    }
    for (i = 0; i < (nfiles ? nfiles : 1) && !ferror(stdout); i++) {
        const char *name = nfiles ? argv[i] : "-";
        int fd = strcmp(name, "-") == 0 ? STDIN_FILENO : open(name, O_RDONLY);
        char *text = NULL;
        size_t len = 0;

        if (fd < 0 || read_all(fd, &text, &len) < 0) {
            out_flush();
            fflush(stdout);
            fprintf(stderr, "lluri: %s: %s\n",
                    fd == STDIN_FILENO ? "standard input" : name, strerror(errno));
            trouble = 1;
        } else {
            found += extract_text(text, len, flags, json);
        }
        free(text);
        if (fd > STDIN_FILENO)
            close(fd);
    }
    return finish_output(trouble ? EXIT_TROUBLE : found ? EXIT_VALID : EXIT_INVALID);
}

int main(int argc, char **argv)
{
    const char *cmd;

    if (argc < 2)
        return usage_error("no command given", NULL);
    cmd = argv[1];
    if (strcmp(cmd, "help") == 0 || strcmp(cmd, "--help") == 0 ||
        strcmp(cmd, "-h") == 0) {
        OUT_LIT(synopsis);
        OUT_LIT(help_body);
        OUT_LIT(help_tail);
        return finish_output(EXIT_VALID);
    }
    if (strcmp(cmd, "--version") == 0) {
        OUT_LIT("lluri ");
        out_str(lluri_version());
        out_char('\n');
        return finish_output(EXIT_VALID);
    }
    if (strcmp(cmd, "extract") == 0)
        return run_extract(argc - 1, argv + 1);
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(cmd, commands[i].name) == 0)
            return run_command(argc - 1, argv + 1, commands[i].cmd);
    if (cmd[0] == '-')
        return usage_error("unknown option", cmd);
    return usage_error("unknown command", cmd);
}
