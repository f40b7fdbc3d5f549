/* SPDX-License-Identifier: MIT */
/* log.c — access-log lines read by a log format (lluri/log.h): a format
 * string compiled into its directives and the text between them, and a
 * line split at that text.
 *
 * A compiled format is text[0] D0 text[1] D1 ... D(n-1) text[n]. A line
 * is read left to right: text[0] where the line begins, then each
 * directive up to the first place its following text is found (for a
 * directive between quotes, at a '"' no backslash escapes), the line's end
 * for a last directive with no text after it. Nothing is copied. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "internal.h"
#include "ascii.h"
#include "lluri/log.h"

enum { SKIPPED = 0xff };

static const char *const field_names[LLURI_LOG_NFIELDS] = {
    "remote", "user", "time", "request", "status", "bytes", "referer", "user_agent"
};

const char *lluri_log_field_name(enum lluri_log_field field)
{
    return (unsigned)field < LLURI_LOG_NFIELDS ? field_names[field] : NULL;
}

/* ---- compiling a format ------------------------------------------------------ */

struct compiler {
    lluri_log_format *f;
    uint32_t used;          /* bytes of f->_text */
};

/* One byte of text after the directives so far. */
static int add_text(struct compiler *c, char b)
{
    lluri_log_format *f = c->f;
    if (c->used == LLURI_LOG_MAX_TEXT)
        return LLURI_ETOOLONG;
    f->_text[c->used++] = b;
    f->_text_len[f->_n]++;
    return 0;
}

/* A directive (its field, or SKIPPED) after the text so far; the text
 * after it begins. */
static int add_directive(struct compiler *c, unsigned field)
{
    lluri_log_format *f = c->f;
    if (f->_n == LLURI_LOG_MAX_DIRECTIVES)
        return LLURI_ETOOLONG;
    if (f->_n > 0 && f->_text_len[f->_n] == 0)
        return LLURI_ELOGFORMAT;        /* where would the one before end? */
    f->_field[f->_n] = (uint8_t)field;
    f->_n++;
    f->_text_off[f->_n] = (uint16_t)c->used;
    f->_text_len[f->_n] = 0;
    return 0;
}

/* A header's name, any case (RFC 9110 §5.1). */
static int name_is(const char *s, size_t n, const char *name)
{
    return strlen(name) == n && lluri__same_nocase(s, name, n);
}

/* Apache's directive letter d, with its {NAME} (name, nlen; NULL: none). */
static unsigned apache_field(char d, const char *name, size_t nlen)
{
    switch (d) {
    case 'h': case 'a': return LLURI_LOG_REMOTE;
    case 'u':           return LLURI_LOG_USER;
    case 't':           return LLURI_LOG_TIME;
    case 'r':           return LLURI_LOG_REQUEST;
    case 's':           return LLURI_LOG_STATUS;
    case 'b': case 'B': return LLURI_LOG_BYTES;
    case 'i':
        if (name != NULL && name_is(name, nlen, "referer"))
            return LLURI_LOG_REFERER;
        if (name != NULL && name_is(name, nlen, "user-agent"))
            return LLURI_LOG_USER_AGENT;
        break;
    }
    return SKIPPED;
}

static unsigned nginx_field(const char *name, size_t n)
{
    static const struct { const char *name; unsigned field; } vars[] = {
        { "remote_addr", LLURI_LOG_REMOTE }, { "remote_user", LLURI_LOG_USER },
        { "time_local", LLURI_LOG_TIME }, { "time_iso8601", LLURI_LOG_TIME },
        { "request", LLURI_LOG_REQUEST }, { "status", LLURI_LOG_STATUS },
        { "body_bytes_sent", LLURI_LOG_BYTES }, { "bytes_sent", LLURI_LOG_BYTES },
        { "http_referer", LLURI_LOG_REFERER }, { "http_user_agent", LLURI_LOG_USER_AGENT },
    };
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++)
        if (strlen(vars[i].name) == n && memcmp(vars[i].name, name, n) == 0)
            return vars[i].field;
    return SKIPPED;
}

static int is_name_byte(unsigned char b)
{
    return lluri__is_alpha(b) || lluri__is_digit(b) || b == '_';
}

/* Apache: the directive at s[i] (its "%"): %[!]N,N..[<>][{NAME}]X.
 * Moves *i past it. */
static int apache_directive(struct compiler *c, const char *s, size_t len, size_t *i)
{
    size_t j = *i + 1;
    const char *name = NULL;
    size_t nlen = 0;
    unsigned field;

    if (j < len && s[j] == '%') {        /* "%%": a "%" */
        *i = j + 1;
        return add_text(c, '%');
    }
    if (j < len && s[j] == '!')          /* %!200,304{Referer}i: a condition */
        j++;
    while (j < len && (lluri__is_digit((unsigned char)s[j]) || s[j] == ','))
        j++;
    if (j < len && (s[j] == '<' || s[j] == '>'))
        j++;
    if (j < len && s[j] == '{') {
        const char *end = memchr(s + j + 1, '}', len - j - 1);
        if (end == NULL)
            return LLURI_ELOGFORMAT;
        name = s + j + 1;
        nlen = (size_t)(end - name);
        j = (size_t)(end - s) + 1;
    }
    if (j == len || !lluri__is_alpha((unsigned char)s[j]))
        return LLURI_ELOGFORMAT;
    field = apache_field(s[j], name, nlen);
    *i = j + 1;
    /* %t is written "[...]": the brackets are text (not %{FORMAT}t) */
    if (s[j] == 't' && name == NULL) {
        int rc;
        if ((rc = add_text(c, '[')) < 0 || (rc = add_directive(c, field)) < 0)
            return rc;
        return add_text(c, ']');
    }
    return add_directive(c, field);
}

/* nginx: $name or ${name} at s[i]. */
static int nginx_directive(struct compiler *c, const char *s, size_t len, size_t *i)
{
    size_t j = *i + 1, from, to;

    if (j < len && s[j] == '{') {
        const char *end = memchr(s + j + 1, '}', len - j - 1);
        if (end == NULL)
            return LLURI_ELOGFORMAT;
        from = j + 1;
        to = (size_t)(end - s);
        j = to + 1;
    } else {
        from = j;
        while (j < len && is_name_byte((unsigned char)s[j]))
            j++;
        to = j;
    }
    if (to == from)
        return LLURI_ELOGFORMAT;
    *i = j;
    return add_directive(c, nginx_field(s + from, to - from));
}

/* Whether the text holds an Apache directive: "%" and a letter, "{",
 * ">", "<" or "!". */
static int looks_apache(const char *s, size_t len)
{
    for (size_t i = 0; i + 1 < len; i++)
        if (s[i] == '%' && (lluri__is_alpha((unsigned char)s[i + 1]) || s[i + 1] == '{'
                            || s[i + 1] == '>' || s[i + 1] == '<' || s[i + 1] == '!'))
            return 1;
    return 0;
}

int lluri_log_format_compile(lluri_log_format *f, const char *text, size_t len,
                             unsigned flags, lluri_error *err)
{
    struct compiler c;
    int apache, rc = 0;
    size_t i = 0, at = 0;

    if (f == NULL || (text == NULL && len > 0))
        return lluri__fail(err, LLURI_EINVAL, 0);
    memset(f, 0, sizeof *f);
    if ((flags & ~LLURI_LOG_FLAGS) || (flags & LLURI_LOG_FLAGS) == LLURI_LOG_FLAGS)
        return lluri__fail(err, LLURI_EFLAGS, 0);
    apache = (flags & LLURI_LOG_APACHE) ? 1
           : (flags & LLURI_LOG_NGINX_NOTATION) ? 0 : looks_apache(text, len);
    c.f = f;
    c.used = 0;
    while (i < len && rc == 0) {
        char b = text[i];
        at = i;
        if (b == (apache ? '%' : '$')) {
            rc = (apache ? apache_directive : nginx_directive)(&c, text, len, &i);
        } else if (b == '\\' && i + 1 < len && strchr("\"\\tn", text[i + 1]) != NULL) {
            char e = text[i + 1];
            rc = add_text(&c, e == 't' ? '\t' : e == 'n' ? '\n' : e);
            i += 2;
        } else {
            rc = add_text(&c, b);
            i++;
        }
    }
    if (rc == 0 && f->_n == 0) {
        rc = LLURI_ELOGFORMAT;          /* no field to read */
        at = 0;
    }
    if (rc < 0) {
        memset(f, 0, sizeof *f);
        return lluri__fail(err, rc, at);
    }
    /* a directive between '"' and '"' */
    for (uint32_t d = 0; d < f->_n; d++)
        f->_quoted[d] = f->_text_len[d] > 0
            && f->_text[f->_text_off[d] + f->_text_len[d] - 1] == '"'
            && f->_text_len[d + 1] > 0 && f->_text[f->_text_off[d + 1]] == '"';
    return lluri__fail(err, LLURI_OK, 0);
}

/* ---- reading a line ------------------------------------------------------------ */

/* Whether the byte at line[at] is escaped: an odd run of backslashes
 * before it, down to from. */
static int escaped_at(const char *line, size_t from, size_t at)
{
    size_t k = at;
    while (k > from && line[k - 1] == '\\')
        k--;
    return ((at - k) & 1) != 0;
}

/* The first place at or after from where t[0 .. tn) (tn > 0) is in
 * line[0 .. len), its first byte unescaped when quoted; len when none. */
static size_t find_text(const char *line, size_t from, size_t len, const char *t, size_t tn,
                        int quoted)
{
    size_t i = from;

    while (len - i >= tn) {
        const char *hit = memchr(line + i, t[0], len - i - tn + 1);
        if (hit == NULL)
            break;
        i = (size_t)(hit - line);
        if (memcmp(hit + 1, t + 1, tn - 1) == 0 && !(quoted && escaped_at(line, from, i)))
            return i;
        i++;
    }
    return len;
}

int lluri_log_read(const lluri_log_format *f, const char *line, size_t len,
                   lluri_log_line *out, lluri_error *err)
{
    size_t pos, t0;
    uint32_t n, seen = 0;

    if (f == NULL || out == NULL || (line == NULL && len > 0))
        return lluri__fail(err, LLURI_EINVAL, 0);
    memset(out, 0, sizeof *out);
    if (len > UINT32_MAX)
        return lluri__fail(err, LLURI_ETOOLONG, UINT32_MAX);
    n = f->_n;
    if (n == 0)
        return lluri__fail(err, LLURI_EINVAL, 0);       /* not compiled */
    /* text[0], where the line begins */
    t0 = f->_text_len[0];
    for (pos = 0; pos < t0; pos++)
        if (pos == len || line[pos] != f->_text[f->_text_off[0] + pos])
            goto not_in_format;
    for (uint32_t d = 0; d < n; d++) {
        const char *t = f->_text + f->_text_off[d + 1];
        size_t tn = f->_text_len[d + 1], end;
        unsigned field = f->_field[d];

        if (tn == 0)
            end = len;                  /* the last directive: the rest */
        else if ((end = find_text(line, pos, len, t, tn, f->_quoted[d])) == len)
            goto not_in_format;         /* at the field that never ends */
        if (field != SKIPPED && !(seen & LLURI_LOG_BIT(field))) {
            size_t fl = end - pos;
            seen |= LLURI_LOG_BIT(field);
            out->field[field] = (lluri_span){ (uint32_t)pos, (uint32_t)fl };
            if (!(fl == 1 && line[pos] == '-')) {   /* "-": no value */
                out->present |= LLURI_LOG_BIT(field);
                if (memchr(line + pos, '\\', fl) != NULL)
                    out->escaped |= LLURI_LOG_BIT(field);
            }
        }
        pos = end + tn;
    }
    return lluri__fail(err, LLURI_OK, 0);

not_in_format:
    memset(out, 0, sizeof *out);
    return lluri__fail(err, LLURI_ELOGLINE, pos);
}

/* ---- a field's bytes ------------------------------------------------------------- */

ptrdiff_t lluri_log_unescape(const char *s, size_t len, char *out, size_t cap,
                             lluri_error *err)
{
    size_t i = 0, n = 0;

    if ((s == NULL && len > 0) || (out == NULL && cap > 0))
        return lluri__fail(err, LLURI_EINVAL, 0);
    if (len > PTRDIFF_MAX)
        return lluri__fail(err, LLURI_ETOOLONG, 0);
    while (i < len) {
        unsigned char b = (unsigned char)s[i];
        size_t step = 1;
        if (b == '\\') {
            char e = i + 1 < len ? s[i + 1] : '\0';
            int hi = -1, lo = -1;
            step = 2;
            switch (e) {
            case '"':  b = '"'; break;
            case '\\': b = '\\'; break;
            case 'b':  b = '\b'; break;
            case 'f':  b = '\f'; break;
            case 'n':  b = '\n'; break;
            case 'r':  b = '\r'; break;
            case 't':  b = '\t'; break;
            case 'v':  b = '\v'; break;
            case 'x':                   /* \xHH */
                if (len - i >= 4) {
                    hi = lluri__hex_value((unsigned char)s[i + 2]);
                    lo = lluri__hex_value((unsigned char)s[i + 3]);
                }
                step = 4;
                break;
            case 'u':                   /* \u00HH */
                if (len - i >= 6 && s[i + 2] == '0' && s[i + 3] == '0') {
                    hi = lluri__hex_value((unsigned char)s[i + 4]);
                    lo = lluri__hex_value((unsigned char)s[i + 5]);
                }
                step = 6;
                break;
            default:
                return lluri__fail(err, LLURI_ELOGESCAPE, i);
            }
            if (e == 'x' || e == 'u') {
                if (hi < 0 || lo < 0)
                    return lluri__fail(err, LLURI_ELOGESCAPE, i);
                b = (unsigned char)(hi << 4 | lo);
            }
        }
        if (n + 1 < cap)
            out[n] = (char)b;
        n++;
        i += step;
    }
    if (cap > 0)
        out[n < cap ? n : cap - 1] = '\0';
    lluri__fail(err, LLURI_OK, 0);
    return (ptrdiff_t)n;
}
