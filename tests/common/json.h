/* SPDX-License-Identifier: MIT */
/* json.h — a small JSON reader for the tests that read third-party
 * vectors (tests/props/test_conformance.c): RFC 8259 text into a tree of
 * values, strings decoded to UTF-8 (with "\uXXXX" surrogate pairs), and
 * lookups by key and index. Test code: it allocates, and gives up on
 * malformed text (NULL). */
#ifndef LLURI_TEST_JSON_H
#define LLURI_TEST_JSON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum json_type { JSON_NULL, JSON_FALSE, JSON_TRUE, JSON_NUMBER, JSON_STRING,
                 JSON_ARRAY, JSON_OBJECT };

typedef struct json {
    enum json_type type;
    char          *s;       /* a string's bytes (NUL-terminated too) */
    size_t         len;
    double         num;
    struct json   *item;    /* an array's or object's values */
    char         **key;     /* an object's keys */
    size_t         n;
} json;

struct json_in {
    const char *p, *e;
};

static void json_ws(struct json_in *in)
{
    while (in->p < in->e && (*in->p == ' ' || *in->p == '\t' || *in->p == '\n'
                             || *in->p == '\r'))
        in->p++;
}

static int json_hex4(struct json_in *in, unsigned *v)
{
    *v = 0;
    for (int i = 0; i < 4; i++, in->p++) {
        char c = in->p < in->e ? *in->p : 0;
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
              : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
        if (d < 0)
            return 0;
        *v = *v * 16 + (unsigned)d;
    }
    return 1;
}

static char *json_string(struct json_in *in, size_t *len)
{
    size_t cap = 16, n = 0;
    char *s = malloc(cap);

    in->p++;                                    /* the opening quote */
    while (s && in->p < in->e && *in->p != '"') {
        unsigned c = (unsigned char)*in->p++;
        if (n + 5 > cap) {
            char *grown = realloc(s, cap *= 2);
            if (!grown) {
                free(s);
                return NULL;
            }
            s = grown;
        }
        if (c != '\\') {
            s[n++] = (char)c;
            continue;
        }
        if (in->p >= in->e)
            break;
        c = (unsigned char)*in->p++;
        switch (c) {
        case 'b': s[n++] = '\b'; break;
        case 'f': s[n++] = '\f'; break;
        case 'n': s[n++] = '\n'; break;
        case 'r': s[n++] = '\r'; break;
        case 't': s[n++] = '\t'; break;
        case 'u': {
            unsigned u, lo;
            if (!json_hex4(in, &u))
                goto bad;
            if (u >= 0xD800 && u < 0xDC00 && in->e - in->p >= 6 && in->p[0] == '\\'
                && in->p[1] == 'u') {
                const char *save = in->p;
                in->p += 2;
                if (json_hex4(in, &lo) && lo >= 0xDC00 && lo < 0xE000)
                    u = 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00);
                else
                    in->p = save;
            }
            if (u < 0x80) {
                s[n++] = (char)u;
            } else if (u < 0x800) {
                s[n++] = (char)(0xC0 | u >> 6);
                s[n++] = (char)(0x80 | (u & 0x3F));
            } else if (u < 0x10000) {
                s[n++] = (char)(0xE0 | u >> 12);
                s[n++] = (char)(0x80 | ((u >> 6) & 0x3F));
                s[n++] = (char)(0x80 | (u & 0x3F));
            } else {
                s[n++] = (char)(0xF0 | u >> 18);
                s[n++] = (char)(0x80 | ((u >> 12) & 0x3F));
                s[n++] = (char)(0x80 | ((u >> 6) & 0x3F));
                s[n++] = (char)(0x80 | (u & 0x3F));
            }
            break;
        }
        default: s[n++] = (char)c; break;
        }
    }
    if (!s || in->p >= in->e)
        goto bad;
    in->p++;
    s[n] = '\0';
    *len = n;
    return s;
bad:
    free(s);
    return NULL;
}

static int json_value(struct json_in *in, json *v, int depth)
{
    memset(v, 0, sizeof *v);
    json_ws(in);
    if (in->p >= in->e || depth > 64)
        return 0;
    switch (*in->p) {
    case '"':
        v->type = JSON_STRING;
        return (v->s = json_string(in, &v->len)) != NULL;
    case '[': case '{': {
        int obj = *in->p == '{';
        size_t cap = 0;
        v->type = obj ? JSON_OBJECT : JSON_ARRAY;
        in->p++;
        json_ws(in);
        if (in->p < in->e && *in->p == (obj ? '}' : ']')) {
            in->p++;
            return 1;
        }
        for (;;) {
            if (v->n == cap) {
                cap = cap ? 2 * cap : 8;
                v->item = realloc(v->item, cap * sizeof *v->item);
                if (obj)
                    v->key = realloc(v->key, cap * sizeof *v->key);
                if (!v->item || (obj && !v->key))
                    return 0;
            }
            if (obj) {
                size_t klen;
                json_ws(in);
                if (in->p >= in->e || *in->p != '"'
                    || !(v->key[v->n] = json_string(in, &klen)))
                    return 0;
                json_ws(in);
                if (in->p >= in->e || *in->p++ != ':')
                    return 0;
            }
            if (!json_value(in, &v->item[v->n++], depth + 1))
                return 0;
            json_ws(in);
            if (in->p < in->e && *in->p == ',') {
                in->p++;
                continue;
            }
            if (in->p < in->e && *in->p == (obj ? '}' : ']')) {
                in->p++;
                return 1;
            }
            return 0;
        }
    }
    case 't': v->type = JSON_TRUE; in->p += 4; return in->p <= in->e;
    case 'f': v->type = JSON_FALSE; in->p += 5; return in->p <= in->e;
    case 'n': v->type = JSON_NULL; in->p += 4; return in->p <= in->e;
    default: {
        char *end;
        v->type = JSON_NUMBER;
        v->num = strtod(in->p, &end);
        if (end == in->p)
            return 0;
        in->p = end;
        return 1;
    }
    }
}

/* What json_value() allocated for v (not v itself). */
static void json_release(json *v)
{
    free(v->s);
    for (size_t i = 0; i < v->n; i++) {
        json_release(&v->item[i]);
        if (v->key)
            free(v->key[i]);
    }
    free(v->item);
    free(v->key);
}

/* A tree json_load() gave, and all it holds (NULL: nothing). */
static inline void json_free(json *v)
{
    if (v != NULL) {
        json_release(v);
        free(v);
    }
}

/* The file at path as a tree, or NULL (absent or malformed). */
static inline json *json_load(const char *path)
{
    FILE *f = fopen(path, "rb");
    char *text = NULL;
    size_t n = 0, cap = 0, got;
    json *v;
    struct json_in in;

    if (f == NULL)
        return NULL;
    do {
        if (cap - n < 65536) {
            char *grown = realloc(text, cap = 2 * cap + 65536);
            if (!grown) {
                free(text);
                fclose(f);
                return NULL;
            }
            text = grown;
        }
        got = fread(text + n, 1, cap - n, f);
        n += got;
    } while (got > 0);
    fclose(f);
    v = malloc(sizeof *v);
    in.p = text;
    in.e = text + n;
    if (v && !json_value(&in, v, 0)) {
        json_free(v);
        v = NULL;
    }
    free(text);     /* the tree holds copies: json_free() it */
    return v;
}

/* The value of key in an object, or NULL. */
static inline const json *json_get(const json *o, const char *key)
{
    if (o == NULL || o->type != JSON_OBJECT)
        return NULL;
    for (size_t i = 0; i < o->n; i++)
        if (strcmp(o->key[i], key) == 0)
            return &o->item[i];
    return NULL;
}

/* A string member's bytes, or NULL (absent, null or not a string). */
static inline const char *json_str(const json *o, const char *key, size_t *len)
{
    const json *v = json_get(o, key);
    if (v == NULL || v->type != JSON_STRING)
        return NULL;
    if (len)
        *len = v->len;
    return v->s;
}

/* "6869" as bytes into out (NUL-terminated; at most cap - 1): their
 * count, or -1. */
static inline long json_unhex(const char *hex, char *out, size_t cap)
{
    size_t n = strlen(hex) / 2;
    if (n >= cap)
        return -1;
    for (size_t i = 0; i < n; i++) {
        unsigned b;
        if (sscanf(hex + 2 * i, "%2x", &b) != 1)
            return -1;
        out[i] = (char)b;
    }
    out[n] = '\0';
    return (long)n;
}

#endif /* LLURI_TEST_JSON_H */
