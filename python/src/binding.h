/* SPDX-License-Identifier: MIT */
/*
 * binding.h — what the files of lluri._lluri share: text in and out,
 * errors, options, the writers' retry (binding.c), the URI type (uri.c),
 * the module functions (functions.c), parse_column (column.c) and the
 * request lines (request.c), which
 * module.c puts together.
 *
 * A str is parsed as its UTF-8 (CPython keeps it inside the str, so nothing
 * is copied), bytes as they are. Spans and offsets are the library's, in
 * bytes; for a str they are turned into characters (only when it holds
 * non-ASCII: for ASCII the two are the same), so that text[start:end] is
 * the component and an error's offset points at its character.
 */
#ifndef LLURI_PY_BINDING_H
#define LLURI_PY_BINDING_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <lluri.h>

#include <string.h>

/* ---- Text in: a str or bytes as UTF-8 bytes ---------------------------------- */

typedef struct {
    const char *p;
    Py_ssize_t  n;
    PyObject   *obj;    /* the argument (borrowed) */
    PyObject   *owner;  /* NULL, or bytes holding p (a str with surrogates) */
    int         is_bytes;
    int         ascii;  /* byte offsets are character offsets */
} view;

/* Fill *v from o, a str or bytes; TypeError naming `what` otherwise. */
int view_get(PyObject *o, view *v, const char *what);

static inline void view_release(view *v)
{
    Py_CLEAR(v->owner);
}

/* 0 for a str, 1 for bytes, -1 for anything else. */
static inline int text_kind(PyObject *o)
{
    return PyBytes_Check(o) ? 1 : PyUnicode_Check(o) ? 0 : -1;
}

/* A byte offset of a boundary in p (a span's start or end) as the caller
 * counts: characters for a str that is not ASCII. */
static inline Py_ssize_t char_offset(const char *p, int bytes_or_ascii, size_t off)
{
    if (bytes_or_ascii)
        return (Py_ssize_t)off;
    Py_ssize_t chars = 0;
    for (size_t i = 0; i < off; i++)
        chars += ((unsigned char)p[i] & 0xC0) != 0x80;
    return chars;
}

/* An error's byte offset into p[0 .. n) as the caller counts: a byte inside
 * a character (a UTF-8 sequence cut short) is that character's offset. */
static inline Py_ssize_t error_offset(const char *p, size_t n, int bytes_or_ascii,
                                      size_t off)
{
    Py_ssize_t chars = char_offset(p, bytes_or_ascii, off);
    if (!bytes_or_ascii && off < n && chars > 0 && ((unsigned char)p[off] & 0xC0) == 0x80)
        chars--;
    return chars;
}

/* ---- Text out ------------------------------------------------------------------ */

/* bytes for a bytes input, str (from UTF-8) for a str one. */
static inline PyObject *text_out(int is_bytes, const char *p, size_t n)
{
    if (is_bytes)
        return PyBytes_FromStringAndSize(p, (Py_ssize_t)n);
    return PyUnicode_DecodeUTF8(p, (Py_ssize_t)n, "surrogatepass");
}

/* A piece [off, off + len) of an input whose UTF-8 is p. An ASCII str's
 * bytes are its characters: they are copied into a new str as they are
 * (PyUnicode_Substring() would check the bounds and the kind again). */
static inline PyObject *piece(const char *p, int is_bytes, int ascii, uint32_t off,
                              uint32_t len)
{
    if (!is_bytes && ascii) {
        PyObject *s = PyUnicode_New((Py_ssize_t)len, 127);
        if (s)
            memcpy(PyUnicode_1BYTE_DATA(s), p + off, len);
        return s;
    }
    return text_out(is_bytes, p + off, len);
}

/* ---- Errors -------------------------------------------------------------------- */

/* The exception classes, from lluri._errors (set once at import). */
extern PyObject *Error_type, *ParseError_type;

/* Raise `type` for code at byte offset off into p[0 .. n). Returns NULL. */
PyObject *raise_code(PyObject *type, int code, const char *p, size_t n,
                     int bytes_or_ascii, size_t off);
/* The same for e, an error in v's text. */
PyObject *raise_in(PyObject *type, const view *v, const lluri_error *e);
/* Name the side of a two-URI call ("base", "ref", "target") that the
 * raised lluri.Error is about: its `side` attribute. Returns NULL. */
PyObject *set_side(const char *side);
/* Set the raised exception's attribute name to the int value. */
void set_error_int(const char *name, Py_ssize_t value);
/* Set the raised exception's attribute name to value (a new reference,
 * taken; NULL clears the error of making it and sets nothing). */
void set_error_attr(const char *name, PyObject *value);

/* ---- Options ------------------------------------------------------------------- */

/* parse()'s keywords as LLURI_* flags: start (NULL for the default) a name
 * of a start rule; ValueError otherwise. */
int parse_flags(const char *start, int lenient, int iri, int zone_id, unsigned *flags);
/* The start rule's name ("reference", ...) of flags. */
const char *start_name(unsigned flags);
/* A method that takes a request target's form (RFC 9112 §3.2). */
const char *form_method(int form);

/* The normalization steps as keywords: each on unless turned off, the
 * three beyond RFC 3986 off unless turned on. */
#define NORM_KWLIST "case", "pct", "dots", "scheme", "ipv6", "drop_fragment", \
                    "drop_empty_query", "sort_query"
#define NORM_STEPS 8
typedef struct { int v[NORM_STEPS]; } norm_opts;
void norm_defaults(norm_opts *o);
unsigned norm_flags(const norm_opts *o);
/* The steps' keywords of args and kw into *o; with zone_id not NULL (the
 * module's normalize, which parses its text), zone_id= too. */
int norm_args(PyObject *args, PyObject *kw, norm_opts *o, int *zone_id);

/* ---- Writers ------------------------------------------------------------------- */

typedef ptrdiff_t (*write_fn)(void *ctx, char *out, size_t cap, lluri_error *err);

/* Call w into a stack buffer, then into one of the right size when the
 * result did not fit (the snprintf contract of lluri.h). Returns the
 * result as text (bytes when is_bytes), or NULL: with *e the writer's
 * error (e->code < 0, nothing raised yet), or with a Python exception
 * raised (e->code 0). */
PyObject *write_text(write_fn w, void *ctx, int is_bytes, lluri_error *e);
/* write_text(), its error raised as `type` at an offset into `in`. */
PyObject *run_writer(write_fn w, void *ctx, int is_bytes, PyObject *type,
                     const view *in);

/* ---- Components ---------------------------------------------------------------- */

/* The library's seven (enum lluri_part), then three the binding derives. */
enum { C_HOST_KIND = LLURI_PART_COUNT, C_PORT_NUMBER, C_TOLERATED, C_COUNT };
extern const char *const component_names[C_COUNT];

/* One value of a parsed lluri for component c (any of C_COUNT): None when
 * absent. */
PyObject *component_value(const lluri *u, int c, int is_bytes, int ascii);

/* ---- The URI type (uri.c) ------------------------------------------------------ */

typedef struct {
    PyObject_HEAD
    PyObject *text;     /* the str or bytes parsed */
    PyObject *owner;    /* NULL, or bytes holding the UTF-8 (surrogates) */
    lluri     u;        /* spans into text's UTF-8 */
    size_t    text_len; /* the UTF-8's length */
    unsigned  flags;    /* the parse's LLURI_* flags */
    int       form;     /* 0, or the lluri_target_form of a request target */
    int       is_bytes, ascii;
    int       strict_code;      /* lenient: the strict verdict */
    uint32_t  strict_off;
    Py_hash_t hash;             /* -1 until computed */
} URIObject;

extern PyTypeObject URI_Type;
extern PyObject *unpickle_fn; /* lluri._lluri._unpickle */

/* A new URI for text (already parsed into *u, its UTF-8 held by v). */
PyObject *uri_new(const view *v, const lluri *u, unsigned flags, int form,
                  const lluri_error *strict);
/* Parse v with flags into a new URI, or raise ParseError; with
 * LLURI_PARTIAL, the error's `partial` is the URI of what parsed before
 * the error (the library's LLURI_HAS_PARTIAL prefix), or None. */
PyObject *uri_parse(const view *v, unsigned flags);

/* An argument of a writer: a URI, or text parsed with the call's flags. */
typedef struct {
    view  v;
    lluri u;
} operand;

/* Fill *a from o: a URI as it is (only when uri_ok), or a str or bytes
 * parsed with flags (ParseError). TypeError naming `what` for anything
 * else. Returns 0, or -1 with the error raised. */
int operand_get(PyObject *o, int uri_ok, const char *what, unsigned flags, operand *a);
static inline void operand_release(operand *a)
{
    view_release(&a->v);
}

/* RFC 3986 §5.2 resolution (ref against base) or its inverse (relativize:
 * the shortest reference from base to target), as text of the operands'
 * kind; an error names its side. */
PyObject *pair_text(const operand *base, const operand *other, unsigned flags,
                    int relativize);
/* Normalization (flags LLURI_NORM_*) of a, as text of its kind. */
PyObject *normalize_text(const operand *a, unsigned flags);

/* ---- Module functions (functions.c, column.c) ----------------------------------- */

PyObject *m_parse(PyObject *self, PyObject *const *args, Py_ssize_t nargs,
                  PyObject *kwnames);
PyObject *m_is_valid(PyObject *self, PyObject *args, PyObject *kw);
PyObject *m_unpickle(PyObject *self, PyObject *args);
PyObject *m_resolve(PyObject *self, PyObject *args, PyObject *kw);
PyObject *m_relativize(PyObject *self, PyObject *args, PyObject *kw);
PyObject *m_normalize(PyObject *self, PyObject *args, PyObject *kw);
PyObject *m_equivalent(PyObject *self, PyObject *args, PyObject *kw);
PyObject *m_extract(PyObject *self, PyObject *text);
PyObject *m_pct_encode(PyObject *self, PyObject *args, PyObject *kw);
PyObject *m_pct_decode(PyObject *self, PyObject *args, PyObject *kw);
PyObject *m_parse_request_target(PyObject *self, PyObject *args, PyObject *kw);
PyObject *m_cache_key(PyObject *self, PyObject *args, PyObject *kw);
PyObject *m_iri_to_uri(PyObject *self, PyObject *text);
PyObject *m_uri_to_iri(PyObject *self, PyObject *text);
PyObject *m_host_to_ascii(PyObject *self, PyObject *text);
PyObject *m_host_to_unicode(PyObject *self, PyObject *text);
PyObject *m_parse_column(PyObject *self, PyObject *args, PyObject *kw);
PyObject *m_default_port(PyObject *self, PyObject *scheme);

/* ---- Columns (column.c): values in, texts and results out ------------------------- */

/* The column functions work in blocks of this many values: each block's
 * strs, parses and results are still in the cache when the next step reads
 * them, and the GIL is released once a block. */
#define COLUMN_BLOCK 256

/* One value of a block: its bytes. */
typedef struct {
    const char *p;
    size_t      n;
    int         kind;   /* 0 null, 1 str (ASCII), 2 str, 3 bytes */
    int         rc;     /* the parse's */
} cell;

/* A column's values (a list of the caller's: it may change while a call
 * runs, when a collection runs a finalizer, but each block of values holds
 * its own references), read a block at a time. */
typedef struct {
    PyObject   *values;
    Py_ssize_t  n;
    PyObject   *nulls;   /* a tuple of objects that are nulls */
    PyObject   *owners;  /* UTF-8 of strs with surrogates */
    const char *who;     /* the function, for errors */
    Py_ssize_t  first;   /* the row of values[0] (a chunk of a column), for errors */
    /* The block in hand: values [base, base + m), a reference to each. */
    Py_ssize_t  base, m, held;
    PyObject   *item[COLUMN_BLOCK];
    cell        cells[COLUMN_BLOCK];
} block_in;

/* Start reading values; -1 with MemoryError. */
int block_open(block_in *b, PyObject *values, PyObject *nulls, const char *who);
/* The cells of values [base, base + COLUMN_BLOCK) (fewer at the end), the
 * GIL held; -1 with TypeError for a value that is neither text nor null. */
int block_collect(block_in *b, Py_ssize_t base);
void block_close(block_in *b);

/* The data of a one-dimensional, contiguous, writable numpy array of n
 * items of typestr ("|O", "|b1", "<i8"); NULL with ValueError otherwise. */
void *array_data(PyObject *arr, const char *typestr, Py_ssize_t n);

/* Texts that repeat in a column (schemes, hosts, methods): made once. */
#define RECENT_SLOTS 256
typedef struct {
    PyObject *obj[RECENT_SLOTS]; /* references held */
    unsigned  tries, hits;       /* in this block */
    unsigned  rest;              /* blocks left without the table */
} recent;
/* p[s.off .. + s.len) as bytes or as an ASCII str (p's bytes must be
 * ASCII then): the same object as last time when it repeats. */
PyObject *recent_piece(recent *r, const char *p, int is_bytes, lluri_span s);
/* At the end of a block: whether the table rests for the next ones. */
void recent_block_end(recent *r);
void recent_clear(recent *r);

/* ---- Request lines and logs (request.c) ----------------------------------------- */

/* A limit argument (max_method=, max_target=): None is 0 (the library's
 * default), else an int in 1 .. UINT32_MAX - 1; ValueError otherwise. */
int limit_arg(PyObject *o, const char *name, size_t *out);
PyObject *m_parse_request_line(PyObject *self, PyObject *args, PyObject *kw);
PyObject *m_parse_log_column(PyObject *self, PyObject *args, PyObject *kw);
/* The names of parse_log_column's columns, a new tuple. */
PyObject *log_column_names(void);

#endif /* LLURI_PY_BINDING_H */
