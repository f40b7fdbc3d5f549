/* SPDX-License-Identifier: MIT */
/*
 * lluri._lluri — the CPython binding of lluri (C API, no ctypes).
 *
 * A str is parsed as its UTF-8 (CPython keeps it inside the str, so nothing
 * is copied), bytes as they are. Spans and offsets are the library's, in
 * bytes; for a str they are turned into characters (only when it holds
 * non-ASCII: for ASCII the two are the same), so that text[start:end] is
 * the component and an error's offset points at its character.
 *
 * Every writer is called with a buffer on the stack first and, when the
 * result is longer, once more with one of the right size (the snprintf
 * contract of lluri.h).
 *
 * parse_column() is the loop over a column in C: the values' bytes are
 * collected with the GIL held, parsed with it released, and the results
 * turned into objects with it held again.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <lluri.h>
#include <lluri/extract.h>
#include <lluri/http.h>
#include <lluri/idn.h>
#include <lluri/proxy.h>

#include <math.h>
#include <string.h>

/* The exception classes, from lluri._errors (set once at import). */
static PyObject *Error_type, *ParseError_type;

/* ---- Text in: a str or bytes as UTF-8 bytes ---------------------------------- */

typedef struct {
    const char *p;
    Py_ssize_t  n;
    PyObject   *obj;    /* the argument (borrowed) */
    PyObject   *owner;  /* NULL, or bytes holding p (a str with surrogates) */
    int         is_bytes;
    int         ascii;  /* byte offsets are character offsets */
} view;

static void view_release(view *v)
{
    Py_CLEAR(v->owner);
}

/* Fill *v from o, a str or bytes; TypeError naming `what` otherwise. A str
 * with lone surrogates, which has no UTF-8, is taken as CPython's
 * "surrogatepass" bytes: the parser then refuses (or, lenient, tolerates)
 * them as bytes of no character. */
static int view_get(PyObject *o, view *v, const char *what)
{
    memset(v, 0, sizeof *v);
    v->obj = o;
    if (PyBytes_Check(o)) {
        v->p = PyBytes_AS_STRING(o);
        v->n = PyBytes_GET_SIZE(o);
        v->is_bytes = 1;
        return 0;
    }
    if (!PyUnicode_Check(o)) {
        PyErr_Format(PyExc_TypeError, "%s must be str or bytes, not %.100s",
                     what, Py_TYPE(o)->tp_name);
        return -1;
    }
#if PY_VERSION_HEX < 0x030C0000
    if (PyUnicode_READY(o) < 0) /* a legacy str: its data made first */
        return -1;
#endif
    v->ascii = PyUnicode_IS_ASCII(o);
    if (v->ascii) { /* its characters are its UTF-8 */
        v->p = PyUnicode_DATA(o);
        v->n = PyUnicode_GET_LENGTH(o);
        return 0;
    }
    v->p = PyUnicode_AsUTF8AndSize(o, &v->n);
    if (v->p)
        return 0;
    if (!PyErr_ExceptionMatches(PyExc_UnicodeEncodeError))
        return -1;
    PyErr_Clear();
    v->owner = PyUnicode_AsEncodedString(o, "utf-8", "surrogatepass");
    if (!v->owner)
        return -1;
    v->p = PyBytes_AS_STRING(v->owner);
    v->n = PyBytes_GET_SIZE(v->owner);
    return 0;
}

/* A byte offset of a boundary in p (a span's start or end) as the caller
 * counts: characters for a str that is not ASCII. */
static Py_ssize_t char_offset(const char *p, int bytes_or_ascii, size_t off)
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
static Py_ssize_t error_offset(const char *p, size_t n, int bytes_or_ascii, size_t off)
{
    Py_ssize_t chars = char_offset(p, bytes_or_ascii, off);
    if (!bytes_or_ascii && off < n && chars > 0 && ((unsigned char)p[off] & 0xC0) == 0x80)
        chars--;
    return chars;
}

/* Text out: bytes for a bytes input, str (from UTF-8) for a str one. */
static PyObject *text_out(int is_bytes, const char *p, size_t n)
{
    if (is_bytes)
        return PyBytes_FromStringAndSize(p, (Py_ssize_t)n);
    return PyUnicode_DecodeUTF8(p, (Py_ssize_t)n, "surrogatepass");
}

/* A piece [off, off + len) of an input whose UTF-8 is p. An ASCII str's
 * bytes are its characters: they are copied into a new str as they are
 * (PyUnicode_Substring() would check the bounds and the kind again). */
static PyObject *piece(const char *p, int is_bytes, int ascii, uint32_t off, uint32_t len)
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

/* Raise `type` for code at byte offset off into p[0 .. n). */
static PyObject *raise_code(PyObject *type, int code, const char *p, size_t n,
                            int bytes_or_ascii, size_t off)
{
    PyObject *exc = PyObject_CallFunction(type, "isns", code, lluri_errname(code),
                                          error_offset(p, n, bytes_or_ascii, off),
                                          lluri_strerror(code));
    if (exc) {
        PyErr_SetObject(type, exc);
        Py_DECREF(exc);
    }
    return NULL;
}

static PyObject *raise_in(PyObject *type, const view *v, const lluri_error *e)
{
    size_t off = e->offset > (size_t)v->n ? (size_t)v->n : e->offset;
    return raise_code(type, e->code, v->p, (size_t)v->n, v->is_bytes || v->ascii, off);
}

/* ---- Options ------------------------------------------------------------------- */

/* The start rules by name (parse(start=...)). */
static const struct { const char *name; unsigned flag; } starts[] = {
    {"reference", LLURI_START_REFERENCE}, {"uri", LLURI_START_URI},
    {"absolute", LLURI_START_ABSOLUTE},   {"relative", LLURI_START_RELATIVE},
};

static const char *start_name(unsigned flags)
{
    for (size_t i = 1; i < sizeof starts / sizeof starts[0]; i++)
        if ((flags & LLURI_START_MASK) == starts[i].flag)
            return starts[i].name;
    return starts[0].name;
}

/* A method that takes a request target's form (the inverse of RFC 9112
 * §3.2's rules: CONNECT the authority-form, OPTIONS "*", GET the rest). */
static const char *form_method(int form)
{
    return form == LLURI_FORM_AUTHORITY ? "CONNECT"
         : form == LLURI_FORM_ASTERISK ? "OPTIONS" : "GET";
}

static int start_flag(const char *start, unsigned *flags)
{
    for (size_t i = 0; i < sizeof starts / sizeof starts[0]; i++)
        if (strcmp(start, starts[i].name) == 0) {
            *flags |= starts[i].flag;
            return 0;
        }
    PyErr_Format(PyExc_ValueError,
                 "start must be 'reference', 'uri', 'absolute' or 'relative', not '%.100s'",
                 start);
    return -1;
}

static int parse_flags(const char *start, int lenient, int iri, int zone_id,
                       unsigned *flags)
{
    *flags = (lenient ? LLURI_LENIENT : 0) | (iri ? LLURI_IRI : 0)
           | (zone_id ? LLURI_ZONE_ID : 0);
    return start ? start_flag(start, flags) : 0;
}

/* The normalization steps as keywords: each on unless turned off, the
 * three beyond RFC 3986 off unless turned on. */
#define NORM_KWLIST "case", "pct", "dots", "scheme", "ipv6", "drop_fragment", \
                    "drop_empty_query", "sort_query"
typedef struct { int v[8]; } norm_opts;
static const unsigned norm_bits[8] = {
    LLURI_NORM_CASE, LLURI_NORM_PCT, LLURI_NORM_DOTS, LLURI_NORM_SCHEME,
    LLURI_NORM_IPV6, LLURI_NORM_DROP_FRAGMENT, LLURI_NORM_DROP_EMPTY_QUERY,
    LLURI_NORM_SORT_QUERY,
};
static void norm_defaults(norm_opts *o)
{
    for (int i = 0; i < 8; i++)
        o->v[i] = i < 5;
}
static unsigned norm_flags(const norm_opts *o)
{
    unsigned f = 0;
    for (int i = 0; i < 8; i++)
        if (o->v[i])
            f |= norm_bits[i];
    return f;
}

/* ---- Writers ------------------------------------------------------------------- */

typedef ptrdiff_t (*write_fn)(void *ctx, char *out, size_t cap, lluri_error *err);

/* Call w into a stack buffer, then into one of the right size when the
 * result did not fit. Returns the result as text (bytes when is_bytes), or
 * NULL: with *e the writer's error (e->code < 0, nothing raised yet), or
 * with a Python exception raised (e->code 0). */
static PyObject *write_text(write_fn w, void *ctx, int is_bytes, lluri_error *e)
{
    char stack[2048];
    *e = (lluri_error){0, 0};
    ptrdiff_t n = w(ctx, stack, sizeof stack, e);
    if (n < 0)
        return NULL;
    if ((size_t)n < sizeof stack)
        return text_out(is_bytes, stack, (size_t)n);
    char *heap = PyMem_Malloc((size_t)n + 1);
    if (!heap)
        return PyErr_NoMemory();
    ptrdiff_t m = w(ctx, heap, (size_t)n + 1, e);
    PyObject *r = m == n ? text_out(is_bytes, heap, (size_t)n)
                : m < 0 ? NULL
                : PyErr_Format(PyExc_SystemError, "lluri: writer length changed");
    PyMem_Free(heap);
    return r;
}

/* write_text(), its error raised as `type` at an offset into `in`. */
static PyObject *run_writer(write_fn w, void *ctx, int is_bytes, PyObject *type,
                            const view *in)
{
    lluri_error e;
    PyObject *r = write_text(w, ctx, is_bytes, &e);
    return r || e.code == 0 ? r : raise_in(type, in, &e);
}

/* Name the side of a two-URI call ("base", "ref", "target") that the
 * raised lluri.Error is about: its `side` attribute. Returns NULL. */
static PyObject *set_side(const char *side)
{
    if (!PyErr_ExceptionMatches(Error_type))
        return NULL;
    PyObject *type, *exc, *tb;
    PyErr_Fetch(&type, &exc, &tb);
    PyErr_NormalizeException(&type, &exc, &tb);
    PyObject *s = PyUnicode_FromString(side);
    if (!s || !exc || PyObject_SetAttrString(exc, "side", s) < 0)
        PyErr_Clear();
    Py_XDECREF(s);
    PyErr_Restore(type, exc, tb);
    return NULL;
}

/* Raise e, the error of lluri_resolve() or lluri_relativize() of base (its
 * text vb) and other (vo, the side other_side), at an offset into the
 * text at fault: the base's for LLURI_EBASE, or when the base alone does
 * not write (a lenient or non-ASCII IRI parse) with that same error; the
 * other's otherwise. The library reports the offset into that text. */
static PyObject *raise_pair(const lluri_error *e, const view *vb, const lluri *base,
                            const view *vo, const char *other_side)
{
    lluri_error eb = {0, 0};
    int in_base = e->code == LLURI_EBASE
        || (lluri_normalize(base, 0, NULL, 0, NULL, &eb) < 0 && eb.code == e->code
            && eb.offset == e->offset);
    raise_in(Error_type, in_base ? vb : vo, e);
    return set_side(in_base ? "base" : other_side);
}

/* ---- The URI type ------------------------------------------------------------- */

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

static PyTypeObject URI_Type;

enum { C_SCHEME, C_USERINFO, C_HOST, C_PORT, C_PATH, C_QUERY, C_FRAGMENT,
       C_HOST_KIND, C_PORT_NUMBER, C_TOLERATED, C_COUNT };
static const char *const component_names[C_COUNT] = {
    "scheme", "userinfo", "host", "port", "path", "query", "fragment",
    "host_kind", "port_number", "tolerated",
};
static const uint32_t component_bits[7] = {
    LLURI_HAS_SCHEME, LLURI_HAS_USERINFO, LLURI_HAS_AUTHORITY, LLURI_HAS_PORT,
    0, LLURI_HAS_QUERY, LLURI_HAS_FRAGMENT,
};

static lluri_span span_of(const lluri *u, int c)
{
    switch (c) {
    case C_SCHEME:   return u->scheme;
    case C_USERINFO: return u->userinfo;
    case C_HOST:     return u->host;
    case C_PORT:     return u->port;
    case C_PATH:     return u->path;
    case C_QUERY:    return u->query;
    default:         return u->fragment;
    }
}

static int present(const lluri *u, int c)
{
    return c == C_PATH || (u->present & component_bits[c]);
}

/* The tolerated names of bits, as a tuple. */
static PyObject *tolerated_tuple(uint32_t bits)
{
    PyObject *t = PyTuple_New(__builtin_popcount(bits));
    Py_ssize_t k = 0;
    for (unsigned b = 1; t && b && b <= bits; b <<= 1)
        if (bits & b) {
            PyObject *name = PyUnicode_FromString(lluri_tolerated_name(b));
            if (!name) {
                Py_CLEAR(t);
                break;
            }
            PyTuple_SET_ITEM(t, k++, name);
        }
    return t;
}

/* One value of a parsed lluri for component c (any of C_COUNT): None when
 * absent. */
static PyObject *component_value(const lluri *u, int c, int is_bytes, int ascii)
{
    if (c < C_HOST_KIND) {
        if (!present(u, c))
            Py_RETURN_NONE;
        lluri_span s = span_of(u, c);
        return piece(u->src, is_bytes, ascii, s.off, s.len);
    }
    switch (c) {
    case C_HOST_KIND: {
        const char *k = lluri_host_kind_name((enum lluri_host_kind)u->host_kind);
        if (k)
            return PyUnicode_FromString(k);
        Py_RETURN_NONE;
    }
    case C_PORT_NUMBER: {
        lluri_error e;
        int port = lluri_port(u, &e);
        if (port >= 0)
            return PyLong_FromLong(port);
        if (port == LLURI_EPORTRANGE)
            return PyErr_Format(PyExc_ValueError, "port out of range 0-65535");
        Py_RETURN_NONE;
    }
    default:
        return tolerated_tuple(u->tolerated);
    }
}

/* A new URI for text (already parsed into *u, its UTF-8 held by v). */
static PyObject *uri_new(const view *v, const lluri *u, unsigned flags, int form,
                         const lluri_error *strict)
{
    URIObject *o = PyObject_New(URIObject, &URI_Type);
    if (!o)
        return NULL;
    Py_INCREF(v->obj);
    o->text = v->obj;
    Py_XINCREF(v->owner);
    o->owner = v->owner;
    o->u = *u;
    o->text_len = (size_t)v->n;
    o->flags = flags;
    o->form = form;
    o->is_bytes = v->is_bytes;
    o->ascii = v->ascii;
    o->strict_code = strict ? strict->code : 0;
    o->strict_off = strict ? (uint32_t)strict->offset : 0;
    o->hash = -1;
    return (PyObject *)o;
}

/* Parse v with flags into a new URI, or raise ParseError. */
static PyObject *uri_parse(const view *v, unsigned flags)
{
    lluri u;
    lluri_error e = {0, 0};
    if (lluri_parse(&u, v->p, (size_t)v->n, flags, &e) < 0)
        return raise_in(ParseError_type, v, &e);
    return uri_new(v, &u, flags, 0, (flags & LLURI_LENIENT) ? &e : NULL);
}

/* Parse text (a new reference, stolen) with flags into a URI. */
static PyObject *uri_parse_text(PyObject *text, unsigned flags)
{
    if (!text)
        return NULL;
    view v;
    PyObject *r = NULL;
    if (view_get(text, &v, "text") == 0)
        r = uri_parse(&v, flags);
    view_release(&v);
    Py_DECREF(text);
    return r;
}

static void uri_dealloc(URIObject *o)
{
    Py_XDECREF(o->text);
    Py_XDECREF(o->owner);
    PyObject_Free(o);
}

static PyObject *uri_get(URIObject *o, void *closure)
{
    return component_value(&o->u, (int)(intptr_t)closure, o->is_bytes, o->ascii);
}

static PyObject *uri_get_text(URIObject *o, void *closure)
{
    (void)closure;
    Py_INCREF(o->text);
    return o->text;
}

static PyObject *uri_get_spans(URIObject *o, void *closure)
{
    (void)closure;
    PyObject *d = PyDict_New();
    for (int c = 0; d && c < 7; c++) {
        if (!present(&o->u, c))
            continue;
        lluri_span s = span_of(&o->u, c);
        int flat = o->is_bytes || o->ascii;
        Py_ssize_t start = char_offset(o->u.src, flat, s.off);
        Py_ssize_t end = start + char_offset(o->u.src + s.off, flat, s.len);
        PyObject *pair = Py_BuildValue("(nn)", start, end);
        if (!pair || PyDict_SetItemString(d, component_names[c], pair) < 0)
            Py_CLEAR(d);
        Py_XDECREF(pair);
    }
    return d;
}

static PyObject *uri_get_strict_error(URIObject *o, void *closure)
{
    (void)closure;
    if (o->strict_code == 0)
        Py_RETURN_NONE;
    return PyObject_CallFunction(ParseError_type, "isns", o->strict_code,
                                 lluri_errname(o->strict_code),
                                 error_offset(o->u.src, o->text_len,
                                              o->is_bytes || o->ascii, o->strict_off),
                                 lluri_strerror(o->strict_code));
}

static PyGetSetDef uri_getset[] = {
    {"text", (getter)uri_get_text, NULL, "The text parsed (str or bytes).", NULL},
    {"scheme", (getter)uri_get, NULL, "The scheme, or None.", (void *)C_SCHEME},
    {"userinfo", (getter)uri_get, NULL, "The userinfo, or None.", (void *)C_USERINFO},
    {"host", (getter)uri_get, NULL,
     "The host as written (IP literals with their brackets), or None without "
     "an authority.", (void *)C_HOST},
    {"host_kind", (getter)uri_get, NULL,
     "'reg-name', 'ipv4', 'ipv6', 'ipvfuture', or None.", (void *)C_HOST_KIND},
    {"port", (getter)uri_get, NULL, "The port as written (may be empty), or None.",
     (void *)C_PORT},
    {"port_number", (getter)uri_get, NULL,
     "The port as an int; None when absent or empty; ValueError above 65535.",
     (void *)C_PORT_NUMBER},
    {"path", (getter)uri_get, NULL, "The path (never None; may be empty).",
     (void *)C_PATH},
    {"query", (getter)uri_get, NULL, "The query, or None.", (void *)C_QUERY},
    {"fragment", (getter)uri_get, NULL, "The fragment, or None.", (void *)C_FRAGMENT},
    {"tolerated", (getter)uri_get, NULL,
     "What a lenient parse tolerated, by name; () otherwise.", (void *)C_TOLERATED},
    {"spans", (getter)uri_get_spans, NULL,
     "component -> (start, end) into .text, for the components present.", NULL},
    {"strict_error", (getter)uri_get_strict_error, NULL,
     "For a lenient parse of what strict parsing refuses: that ParseError.", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyObject *uri_str(URIObject *o)
{
    if (!o->is_bytes) {
        Py_INCREF(o->text);
        return o->text;
    }
    return PyUnicode_DecodeUTF8(o->u.src, (Py_ssize_t)o->text_len, "surrogateescape");
}

static PyObject *uri_bytes(URIObject *o, PyObject *unused)
{
    (void)unused;
    return PyBytes_FromStringAndSize(o->u.src, (Py_ssize_t)o->text_len);
}

static PyObject *uri_repr(URIObject *o)
{
    if (o->form)
        return PyUnicode_FromFormat("lluri.parse_request_target(%R, '%s')[1]", o->text,
                                    form_method(o->form));
    const char *start = start_name(o->flags);
    return PyUnicode_FromFormat("lluri.parse(%R%s%s%s%s%s%s)", o->text,
                                o->flags & LLURI_START_MASK ? ", start='" : "",
                                o->flags & LLURI_START_MASK ? start : "",
                                o->flags & LLURI_START_MASK ? "'" : "",
                                (o->flags & LLURI_LENIENT) ? ", lenient=True" : "",
                                (o->flags & LLURI_IRI) ? ", iri=True" : "",
                                (o->flags & LLURI_ZONE_ID) ? ", zone_id=True" : "");
}

static Py_hash_t uri_hash(URIObject *o)
{
    if (o->hash == -1) {
        Py_hash_t h = PyObject_Hash(o->text);
        if (h == -1)
            return -1;
        h ^= (Py_hash_t)(o->flags * 1000003u + (unsigned)o->form);
        o->hash = h == -1 ? -2 : h;
    }
    return o->hash;
}

static PyObject *uri_richcompare(PyObject *a, PyObject *b, int op)
{
    if (!PyObject_TypeCheck(b, &URI_Type) || (op != Py_EQ && op != Py_NE))
        Py_RETURN_NOTIMPLEMENTED;
    URIObject *x = (URIObject *)a, *y = (URIObject *)b;
    int eq = x->flags == y->flags && x->form == y->form && x->is_bytes == y->is_bytes
          && x->text_len == y->text_len && memcmp(x->u.src, y->u.src, x->text_len) == 0;
    return PyBool_FromLong(op == Py_EQ ? eq : !eq);
}

static PyObject *unpickle_fn; /* lluri._lluri._unpickle */

static PyObject *uri_reduce(URIObject *o, PyObject *unused)
{
    (void)unused;
    return Py_BuildValue("O(OIi)", unpickle_fn, o->text, o->flags, o->form);
}

/* A URI from another argument: a URI as it is, text parsed as a reference
 * with flags. Text must be of the same kind (str, bytes) as want_bytes. */
static PyObject *as_uri(PyObject *arg, unsigned flags, int want_bytes)
{
    if (PyObject_TypeCheck(arg, &URI_Type)) {
        if (((URIObject *)arg)->is_bytes != want_bytes)
            return PyErr_Format(PyExc_TypeError, "cannot mix str and bytes URIs");
        Py_INCREF(arg);
        return arg;
    }
    if ((PyBytes_Check(arg) != 0) != want_bytes && (PyBytes_Check(arg) || PyUnicode_Check(arg)))
        return PyErr_Format(PyExc_TypeError, "cannot mix str and bytes URIs");
    view v;
    if (view_get(arg, &v, "reference") < 0)
        return NULL;
    PyObject *r = uri_parse(&v, flags);
    view_release(&v);
    return r;
}

static view uri_view(URIObject *o)
{
    view v = { o->u.src, (Py_ssize_t)o->text_len, o->text, NULL, o->is_bytes, o->ascii };
    return v;
}

/* normalize */
struct norm_ctx { const lluri *u; unsigned flags; };
static ptrdiff_t w_normalize(void *c, char *out, size_t cap, lluri_error *e)
{
    struct norm_ctx *n = c;
    return lluri_normalize(n->u, n->flags, out, cap, NULL, e);
}

/* The steps' keywords; with zone_id not NULL (the module's normalize, which
 * parses its text), zone_id= too. */
static int norm_args(PyObject *args, PyObject *kw, norm_opts *o, int *zone_id)
{
    static char *kwlist[] = {NORM_KWLIST, NULL};
    norm_defaults(o);
    if (zone_id != NULL) {
        static char *kwlist_zone[] = {NORM_KWLIST, "zone_id", NULL};
        *zone_id = 0;
        return PyArg_ParseTupleAndKeywords(args, kw, "|$ppppppppp", kwlist_zone, &o->v[0],
                                           &o->v[1], &o->v[2], &o->v[3], &o->v[4],
                                           &o->v[5], &o->v[6], &o->v[7], zone_id) ? 0 : -1;
    }
    return PyArg_ParseTupleAndKeywords(args, kw, "|$pppppppp", kwlist, &o->v[0],
                                       &o->v[1], &o->v[2], &o->v[3], &o->v[4],
                                       &o->v[5], &o->v[6], &o->v[7]) ? 0 : -1;
}

static unsigned result_flags(const URIObject *o)
{
    return o->flags & (LLURI_ZONE_ID | LLURI_IRI);
}

static PyObject *uri_normalize(URIObject *o, PyObject *args, PyObject *kw)
{
    norm_opts opts;
    if (norm_args(args, kw, &opts, NULL) < 0)
        return NULL;
    struct norm_ctx c = { &o->u, norm_flags(&opts) };
    view v = uri_view(o);
    return uri_parse_text(run_writer(w_normalize, &c, o->is_bytes, Error_type, &v),
                          result_flags(o));
}

/* resolve / relativize */
struct pair_ctx { const lluri *a, *b; unsigned flags; int relativize; };
static ptrdiff_t w_pair(void *c, char *out, size_t cap, lluri_error *e)
{
    struct pair_ctx *p = c;
    return p->relativize ? lluri_relativize(p->a, p->b, p->flags, out, cap, NULL, e)
                         : lluri_resolve(p->a, p->b, p->flags, out, cap, NULL, e);
}

static PyObject *uri_pair(URIObject *o, PyObject *arg, unsigned flags, int relativize)
{
    const char *side = relativize ? "target" : "ref";
    URIObject *other = (URIObject *)as_uri(arg, o->flags & LLURI_ZONE_ID, o->is_bytes);
    if (!other)
        return set_side(side);
    struct pair_ctx c = { &o->u, &other->u, flags, relativize };
    view v = uri_view(o), vo = uri_view(other);
    lluri_error e;
    PyObject *text = write_text(w_pair, &c, o->is_bytes, &e);
    PyObject *r = text ? uri_parse_text(text, result_flags(o))
                : e.code ? raise_pair(&e, &v, &o->u, &vo, side) : NULL;
    Py_DECREF(other);
    return r;
}

static PyObject *uri_resolve(URIObject *o, PyObject *args, PyObject *kw)
{
    static char *kwlist[] = {"ref", "compat", NULL};
    PyObject *ref;
    int compat = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "O|$p", kwlist, &ref, &compat))
        return NULL;
    return uri_pair(o, ref, compat ? LLURI_RESOLVE_COMPAT : 0, 0);
}

static PyObject *uri_relativize(URIObject *o, PyObject *target)
{
    return uri_pair(o, target, 0, 1);
}

/* query_pairs: (key, value) with value None for a key without "=". */
static PyObject *decoded(URIObject *o, lluri_span s, int decode, const char *encoding,
                         const char *errors)
{
    const char *p = o->u.src + s.off;
    if (!decode)
        return piece(o->u.src, o->is_bytes, o->ascii, s.off, s.len);
    char stack[512];
    char *buf = s.len < sizeof stack ? stack : PyMem_Malloc(s.len + 1);
    if (!buf)
        return PyErr_NoMemory();
    lluri_error e;
    ptrdiff_t n = lluri_pct_decode(p, s.len, LLURI_PCT_FORM, buf, (size_t)s.len + 1, &e);
    PyObject *r;
    if (n < 0) /* a lenient query's lone "%": kept as written, nothing lost */
        r = piece(o->u.src, o->is_bytes, o->ascii, s.off, s.len);
    else if (o->is_bytes)
        r = PyBytes_FromStringAndSize(buf, n);
    else
        r = PyUnicode_Decode(buf, n, encoding, errors);
    if (buf != stack)
        PyMem_Free(buf);
    return r;
}

static PyObject *uri_query_pairs(URIObject *o, PyObject *args, PyObject *kw)
{
    static char *kwlist[] = {"decode", "semicolon", "encoding", "errors", NULL};
    int decode = 1, semicolon = 0;
    const char *encoding = "utf-8", *errors = "replace";
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|p$pss", kwlist, &decode, &semicolon,
                                     &encoding, &errors))
        return NULL;
    lluri_query_iter it;
    lluri_query_pair pr;
    int rc = lluri_query_begin(&it, &o->u, semicolon ? LLURI_QUERY_SEMICOLON : 0);
    PyObject *list = PyList_New(0);
    while (list && rc == 0 && (rc = lluri_query_next(&it, &pr)) == 1) {
        rc = 0;
        PyObject *k = decoded(o, pr.key, decode, encoding, errors);
        PyObject *val = !k ? NULL
                      : pr.has_value ? decoded(o, pr.value, decode, encoding, errors)
                      : (Py_INCREF(Py_None), Py_None);
        PyObject *t = val ? PyTuple_Pack(2, k, val) : NULL;
        if (!t || PyList_Append(list, t) < 0)
            Py_CLEAR(list);
        Py_XDECREF(k);
        Py_XDECREF(val);
        Py_XDECREF(t);
    }
    if (list && rc < 0) {
        Py_DECREF(list);
        return raise_code(Error_type, rc, o->u.src, 0, 1, 0);
    }
    return list;
}

/* replace(**components) */
struct compose_ctx { const lluri_parts *p; };
static ptrdiff_t w_compose(void *c, char *out, size_t cap, lluri_error *e)
{
    return lluri_recompose(((struct compose_ctx *)c)->p, out, cap, NULL, e);
}

/* A new component for replace(): value itself, text of the URI's kind
 * (str or bytes); a port may also be an integer (anything with __index__,
 * numpy's included, but not a bool), written in decimal. */
static PyObject *replaced_text(PyObject *value, int c, int is_bytes)
{
    if (PyUnicode_Check(value) || PyBytes_Check(value)) {
        if ((PyBytes_Check(value) != 0) != is_bytes)
            return PyErr_Format(PyExc_TypeError, "cannot mix str and bytes URIs");
        Py_INCREF(value);
        return value;
    }
    const char *type = Py_TYPE(value)->tp_name; /* numpy's bool has __index__ too */
    if (c != C_PORT || PyBool_Check(value) || !PyIndex_Check(value) ||
        strcmp(type, "numpy.bool_") == 0 || strcmp(type, "numpy.bool") == 0)
        return PyErr_Format(PyExc_TypeError, "%s must be %s, not %.100s",
                            component_names[c],
                            c == C_PORT ? "an int, str or bytes" : "str or bytes", type);
    PyObject *n = PyNumber_Index(value);
    PyObject *text = n ? PyObject_Str(n) : NULL;
    Py_XDECREF(n);
    if (text && is_bytes)
        Py_SETREF(text, PyUnicode_AsASCIIString(text));
    return text;
}

static PyObject *uri_replace(URIObject *o, PyObject *args, PyObject *kw)
{
    if (PyTuple_GET_SIZE(args) != 0)
        return PyErr_Format(PyExc_TypeError, "replace() takes keyword arguments only");
    lluri_parts parts;
    lluri_text *field[7] = { &parts.scheme, &parts.userinfo, &parts.host, &parts.port,
                             &parts.path, &parts.query, &parts.fragment };
    if (lluri_get_parts(&o->u, &parts) < 0)
        return raise_code(Error_type, LLURI_ESPAN, o->u.src, 0, 1, 0);
    PyObject *keep = PyList_New(0); /* what the new texts' bytes live in */
    PyObject *key, *value;
    Py_ssize_t pos = 0;
    while (keep && kw && PyDict_Next(kw, &pos, &key, &value)) {
        int c = 0;
        while (c < 7 && PyUnicode_CompareWithASCIIString(key, component_names[c]) != 0)
            c++;
        if (c == 7) {
            PyErr_Format(PyExc_TypeError, "replace() got an unexpected keyword %R", key);
            Py_CLEAR(keep);
            break;
        }
        if (value == Py_None) {
            field[c]->ptr = c == C_PATH ? "" : NULL;
            field[c]->len = 0;
            continue;
        }
        PyObject *text = replaced_text(value, c, o->is_bytes);
        view v;
        if (!text || view_get(text, &v, component_names[c]) < 0 ||
            PyList_Append(keep, v.owner ? v.owner : text) < 0) {
            Py_XDECREF(text);
            Py_CLEAR(keep);
            break;
        }
        field[c]->ptr = v.p;
        field[c]->len = (size_t)v.n;
        view_release(&v);
        Py_DECREF(text);
    }
    if (!keep)
        return NULL;
    struct compose_ctx c = { &parts };
    /* An error's offset is where its byte would be in the result, after
     * only ASCII (a component's first non-ASCII byte is refused): bytes
     * and characters alike. */
    view v = { "", PY_SSIZE_T_MAX, o->text, NULL, o->is_bytes, 1 };
    PyObject *r = uri_parse_text(run_writer(w_compose, &c, o->is_bytes, Error_type, &v),
                                 o->flags & (LLURI_ZONE_ID | LLURI_IRI));
    Py_DECREF(keep);
    return r;
}

/* What the writers' docstrings say of the URIs they take (lluri.h). */
#define WRITES_URIS \
    "Writes a URI: an IRI parse (iri=True) with non-ASCII text, or a lenient\n" \
    "parse with tolerated characters inside a component, is refused with\n" \
    "lluri.Error and that component's code; parse(iri_to_uri(text)) first."

static PyMethodDef uri_methods[] = {
    {"normalize", (PyCFunction)(void (*)(void))uri_normalize, METH_VARARGS | METH_KEYWORDS,
     "normalize($self, /, *, case=True, pct=True, dots=True, scheme=True, ipv6=True,\n"
     "          drop_fragment=False, drop_empty_query=False, sort_query=False)\n--\n\n"
     "The URI normalized (RFC 3986 §6.2.2 and §6.2.3), one keyword per step.\n"
     WRITES_URIS},
    {"resolve", (PyCFunction)(void (*)(void))uri_resolve, METH_VARARGS | METH_KEYWORDS,
     "resolve($self, /, ref, *, compat=False)\n--\n\n"
     "The URI that ref (text or a URI) resolves to against this base (RFC 3986\n"
     "§5.2).\n"
     WRITES_URIS "\nAn error names its side (Error.side 'base' or 'ref'); its offset\n"
     "counts into that side's text."},
    {"relativize", (PyCFunction)uri_relativize, METH_O,
     "relativize($self, target, /)\n--\n\nThe shortest reference r (a URI) with "
     "self.resolve(r) == target.\n" WRITES_URIS "\nAn error names its side (Error.side "
     "'base' or 'target'); its offset\ncounts into that side's text."},
    {"query_pairs", (PyCFunction)(void (*)(void))uri_query_pairs,
     METH_VARARGS | METH_KEYWORDS,
     "query_pairs($self, /, decode=True, *, semicolon=False, encoding='utf-8',\n"
     "            errors='replace')\n--\n\n"
     "The query's '&' pairs as (key, value); value None for a key without '='.\n"
     "decode: percent-decoded, '+' as a space."},
    {"replace", (PyCFunction)(void (*)(void))uri_replace, METH_VARARGS | METH_KEYWORDS,
     "replace($self, /, **components)\n--\n\n"
     "A URI with the given components (scheme, userinfo, host, port, path,\n"
     "query, fragment; None: absent), recomposed (RFC 3986 §5.3) and parsed."},
    {"__bytes__", (PyCFunction)uri_bytes, METH_NOARGS, "The text as UTF-8 bytes."},
    {"__reduce__", (PyCFunction)uri_reduce, METH_NOARGS, NULL},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject URI_Type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "lluri.URI",
    .tp_doc = "A parsed URI reference: immutable and hashable. Components are str\n"
              "for a str input and bytes for a bytes input; None when absent.\n"
              "Made by lluri.parse().",
    .tp_basicsize = sizeof(URIObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_dealloc = (destructor)uri_dealloc,
    .tp_repr = (reprfunc)uri_repr,
    .tp_str = (reprfunc)uri_str,
    .tp_hash = (hashfunc)uri_hash,
    .tp_richcompare = uri_richcompare,
    .tp_getset = uri_getset,
    .tp_methods = uri_methods,
};

/* ---- Module functions --------------------------------------------------------- */

static PyObject *m_parse(PyObject *self, PyObject *args, PyObject *kw)
{
    (void)self;
    static char *kwlist[] = {"text", "start", "lenient", "iri", "zone_id", NULL};
    PyObject *text;
    const char *start = NULL;
    int lenient = 0, iri = 0, zone_id = 0;
    unsigned flags;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "O|$sppp", kwlist, &text, &start,
                                     &lenient, &iri, &zone_id) ||
        parse_flags(start, lenient, iri, zone_id, &flags) < 0)
        return NULL;
    view v;
    if (view_get(text, &v, "text") < 0)
        return NULL;
    PyObject *r = uri_parse(&v, flags);
    view_release(&v);
    return r;
}

static PyObject *m_is_valid(PyObject *self, PyObject *args, PyObject *kw)
{
    (void)self;
    static char *kwlist[] = {"text", "start", "iri", "zone_id", NULL};
    PyObject *text;
    const char *start = NULL;
    int iri = 0, zone_id = 0;
    unsigned flags;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "O|$spp", kwlist, &text, &start, &iri,
                                     &zone_id) ||
        parse_flags(start, 0, iri, zone_id, &flags) < 0)
        return NULL;
    view v;
    if (view_get(text, &v, "text") < 0)
        return NULL;
    lluri u;
    int rc = lluri_parse(&u, v.p, (size_t)v.n, flags, NULL);
    view_release(&v);
    return PyBool_FromLong(rc == 0);
}

static PyObject *m_unpickle(PyObject *self, PyObject *args)
{
    (void)self;
    PyObject *text;
    unsigned flags;
    int form;
    if (!PyArg_ParseTuple(args, "OIi", &text, &flags, &form))
        return NULL;
    if (form) {
        PyObject *m = PyImport_ImportModule("lluri");
        PyObject *r = m ? PyObject_CallMethod(m, "parse_request_target", "Os", text,
                                              form_method(form)) : NULL;
        Py_XDECREF(m);
        if (!r)
            return NULL;
        PyObject *uri = PyTuple_GetItem(r, 1);
        Py_XINCREF(uri);
        Py_DECREF(r);
        return uri;
    }
    view v;
    if (view_get(text, &v, "text") < 0)
        return NULL;
    PyObject *r = uri_parse(&v, flags);
    view_release(&v);
    return r;
}

/* Parse a module function's text argument; fills v and u. */
static int arg_uri(PyObject *text, const char *what, unsigned flags, view *v, lluri *u)
{
    if (view_get(text, v, what) < 0)
        return -1;
    lluri_error e = {0, 0};
    if (lluri_parse(u, v->p, (size_t)v->n, flags, &e) < 0) {
        raise_in(ParseError_type, v, &e);
        view_release(v);
        return -1;
    }
    return 0;
}

/* resolve(base, ref) and relativize(base, target): both texts parsed
 * (with zone_id=, RFC 6874's zone ids), the result a text of their type. */
static PyObject *module_pair(PyObject *args, PyObject *kw, int relativize)
{
    static char *kw_resolve[] = {"base", "ref", "compat", "zone_id", NULL};
    static char *kw_relativize[] = {"base", "target", "zone_id", NULL};
    const char *side = relativize ? "target" : "ref";
    PyObject *base, *ref;
    int compat = 0, zone_id = 0;
    if (relativize ? !PyArg_ParseTupleAndKeywords(args, kw, "OO|$p", kw_relativize, &base,
                                                  &ref, &zone_id)
                   : !PyArg_ParseTupleAndKeywords(args, kw, "OO|$pp", kw_resolve, &base, &ref,
                                                  &compat, &zone_id))
        return NULL;
    if ((PyBytes_Check(base) && PyUnicode_Check(ref)) ||
        (PyUnicode_Check(base) && PyBytes_Check(ref)))
        return PyErr_Format(PyExc_TypeError, "cannot mix str and bytes URIs");
    unsigned pflags = zone_id ? LLURI_ZONE_ID : 0;
    view vb, vr;
    lluri b, r;
    if (arg_uri(base, "base", pflags, &vb, &b) < 0)
        return set_side("base");
    PyObject *out = NULL;
    if (arg_uri(ref, side, pflags, &vr, &r) == 0) {
        struct pair_ctx c = { &b, &r, compat ? LLURI_RESOLVE_COMPAT : 0, relativize };
        lluri_error e;
        out = write_text(w_pair, &c, vb.is_bytes, &e);
        if (!out && e.code)
            raise_pair(&e, &vb, &b, &vr, side);
        view_release(&vr);
    } else {
        set_side(side);
    }
    view_release(&vb);
    return out;
}

static PyObject *m_resolve(PyObject *self, PyObject *args, PyObject *kw)
{
    (void)self;
    return module_pair(args, kw, 0);
}

static PyObject *m_relativize(PyObject *self, PyObject *args, PyObject *kw)
{
    (void)self;
    return module_pair(args, kw, 1);
}

static PyObject *m_normalize(PyObject *self, PyObject *args, PyObject *kw)
{
    (void)self;
    if (!PyTuple_Check(args) || PyTuple_GET_SIZE(args) != 1)
        return PyErr_Format(PyExc_TypeError, "normalize() takes one positional argument");
    PyObject *text = PyTuple_GET_ITEM(args, 0);
    PyObject *empty = PyTuple_New(0);
    norm_opts opts;
    int zone_id;
    int bad = !empty || norm_args(empty, kw, &opts, &zone_id) < 0;
    Py_XDECREF(empty);
    view v;
    lluri u;
    if (bad || arg_uri(text, "text", zone_id ? LLURI_ZONE_ID : 0, &v, &u) < 0)
        return NULL;
    struct norm_ctx c = { &u, norm_flags(&opts) };
    PyObject *r = run_writer(w_normalize, &c, v.is_bytes, Error_type, &v);
    view_release(&v);
    return r;
}

static PyObject *m_equivalent(PyObject *self, PyObject *args, PyObject *kw)
{
    (void)self;
    static char *kwlist[] = {"", "", "zone_id", NULL};
    PyObject *a, *b;
    int zone_id = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "OO|$p", kwlist, &a, &b, &zone_id))
        return NULL;
    unsigned pflags = zone_id ? LLURI_ZONE_ID : 0;
    if ((PyBytes_Check(a) && PyUnicode_Check(b)) || (PyUnicode_Check(a) && PyBytes_Check(b)))
        return PyErr_Format(PyExc_TypeError, "cannot mix str and bytes URIs");
    view va, vb;
    lluri ua, ub;
    if (arg_uri(a, "a", pflags, &va, &ua) < 0)
        return NULL;
    PyObject *r = NULL;
    if (arg_uri(b, "b", pflags, &vb, &ub) == 0) {
        lluri_error e = {0, 0};
        int eq = lluri_equivalent(&ua, &ub, LLURI_NORM_ALL, &e);
        r = eq < 0 ? raise_in(Error_type, &va, &e) : PyBool_FromLong(eq);
        view_release(&vb);
    }
    view_release(&va);
    return r;
}

/* extract(text): [(uri, start, end)] */
struct extract_ctx { const char *text; size_t len; const lluri_extract_hit *hit; };
static ptrdiff_t w_extract(void *c, char *out, size_t cap, lluri_error *e)
{
    struct extract_ctx *x = c;
    return lluri_extract_copy(x->text, x->len, x->hit, out, cap, e);
}

static PyObject *m_extract(PyObject *self, PyObject *text)
{
    (void)self;
    view v;
    if (view_get(text, &v, "text") < 0)
        return NULL;
    lluri_extract_iter it;
    lluri_extract_hit hit;
    PyObject *list = PyList_New(0);
    int rc = lluri_extract_begin(&it, v.p, (size_t)v.n, 0);
    int flat = v.is_bytes || v.ascii;
    while (list && rc == 0 && (rc = lluri_extract_next(&it, &hit, NULL, 0)) == 1) {
        rc = 0;
        struct extract_ctx c = { v.p, (size_t)v.n, &hit };
        PyObject *uri = run_writer(w_extract, &c, v.is_bytes, Error_type, &v);
        Py_ssize_t start = char_offset(v.p, flat, hit.off);
        Py_ssize_t end = start + char_offset(v.p + hit.off, flat, hit.len);
        PyObject *t = uri ? Py_BuildValue("(Onn)", uri, start, end) : NULL;
        if (!t || PyList_Append(list, t) < 0)
            Py_CLEAR(list);
        Py_XDECREF(uri);
        Py_XDECREF(t);
    }
    if (list && rc < 0) {
        Py_CLEAR(list);
        raise_code(Error_type, rc, v.p, 0, 1, 0);
    }
    view_release(&v);
    return list;
}

/* Percent-coding */
struct pct_ctx { const view *v; int component; unsigned flags; };
static ptrdiff_t w_pct_encode(void *c, char *out, size_t cap, lluri_error *e)
{
    struct pct_ctx *p = c;
    return lluri_pct_encode(p->v->p, (size_t)p->v->n,
                            (enum lluri_component)p->component, out, cap, e);
}
static ptrdiff_t w_pct_decode(void *c, char *out, size_t cap, lluri_error *e)
{
    struct pct_ctx *p = c;
    return lluri_pct_decode(p->v->p, (size_t)p->v->n, p->flags, out, cap, e);
}

static PyObject *m_pct_encode(PyObject *self, PyObject *args, PyObject *kw)
{
    (void)self;
    static char *kwlist[] = {"text", "component", NULL};
    static const char *const names[] = {"userinfo", "reg-name", "segment", "path",
                                        "query", "fragment", "form"};
    PyObject *text;
    const char *component = "path";
    if (!PyArg_ParseTupleAndKeywords(args, kw, "O|s", kwlist, &text, &component))
        return NULL;
    int c = 0;
    while (c < 7 && strcmp(names[c], component) != 0)
        c++;
    if (c == 7)
        return PyErr_Format(PyExc_ValueError,
                            "component must be one of 'userinfo', 'reg-name', "
                            "'segment', 'path', 'query', 'fragment', 'form', not '%.100s'",
                            component);
    view v;
    if (view_get(text, &v, "text") < 0)
        return NULL;
    struct pct_ctx ctx = { &v, c + 1, 0 };
    PyObject *r = run_writer(w_pct_encode, &ctx, 0, Error_type, &v);
    view_release(&v);
    return r;
}

static PyObject *m_pct_decode(PyObject *self, PyObject *args, PyObject *kw)
{
    (void)self;
    static char *kwlist[] = {"text", "form", NULL};
    PyObject *text;
    int form = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "O|$p", kwlist, &text, &form))
        return NULL;
    view v;
    if (view_get(text, &v, "text") < 0)
        return NULL;
    struct pct_ctx ctx = { &v, 0, form ? LLURI_PCT_FORM : 0 };
    PyObject *r = run_writer(w_pct_decode, &ctx, 1, Error_type, &v);
    view_release(&v);
    return r;
}

static PyObject *m_parse_request_target(PyObject *self, PyObject *args, PyObject *kw)
{
    (void)self;
    static char *kwlist[] = {"target", "method", NULL};
    PyObject *target, *method = NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "O|O", kwlist, &target, &method))
        return NULL;
    view vm = { "GET", 3, NULL, NULL, 0, 1 }, vt;
    if (method && view_get(method, &vm, "method") < 0)
        return NULL;
    PyObject *r = NULL;
    if (view_get(target, &vt, "target") == 0) {
        lluri u;
        enum lluri_target_form form;
        lluri_error e = {0, 0};
        if (lluri_parse_request_target(&u, &form, vm.p, (size_t)vm.n, vt.p,
                                       (size_t)vt.n, 0, 0, &e) < 0) {
            raise_in(ParseError_type, e.code == LLURI_EMETHOD ? &vm : &vt, &e);
        } else {
            PyObject *uri = uri_new(&vt, &u, 0, (int)form, NULL);
            r = uri ? Py_BuildValue("(sN)", lluri_target_form_name(form), uri) : NULL;
        }
        view_release(&vt);
    }
    view_release(&vm);
    return r;
}

/* ---- The proxy layer: cache_key() (lluri/proxy.h) ------------------------------ */

/* The globs of a keep or drop argument (None, or a sequence of str or
 * bytes) into g[] (*n of them, at most max); seq keeps them alive. */
static int globs_of(PyObject *arg, const char *what, PyObject **seq, lluri_text *g,
                    size_t max, size_t *n)
{
    *seq = NULL;
    *n = 0;
    if (arg == NULL || arg == Py_None)
        return 0;
    if (PyUnicode_Check(arg) || PyBytes_Check(arg)) {
        PyErr_Format(PyExc_TypeError, "%s must be a sequence of globs, not one", what);
        return -1;
    }
    *seq = PySequence_Fast(arg, what);
    if (*seq == NULL)
        return -1;
    Py_ssize_t count = PySequence_Fast_GET_SIZE(*seq);
    if ((size_t)count > max) {
        PyErr_Format(PyExc_ValueError, "%s: more than %zu globs", what, max);
        return -1;
    }
    for (Py_ssize_t i = 0; i < count; i++) {
        PyObject *o = PySequence_Fast_GET_ITEM(*seq, i);
        Py_ssize_t len;
        const char *p;
        if (PyBytes_Check(o)) {
            p = PyBytes_AS_STRING(o);
            len = PyBytes_GET_SIZE(o);
        } else if (PyUnicode_Check(o)) {
            p = PyUnicode_AsUTF8AndSize(o, &len);
            if (p == NULL)
                return -1;
        } else {
            PyErr_Format(PyExc_TypeError, "%s: a glob must be str or bytes, not %.100s",
                         what, Py_TYPE(o)->tp_name);
            return -1;
        }
        g[(*n)++] = (lluri_text){ p, (size_t)len };
    }
    return 0;
}

struct key_ctx {
    const lluri_target_report *t;
    const view *host;
    const lluri_cache_key_options *o;
};
static ptrdiff_t w_cache_key(void *c, char *out, size_t cap, lluri_error *e)
{
    const struct key_ctx *k = c;
    return lluri_cache_key(&k->t->uri, k->t->form, k->host ? k->host->p : NULL,
                           k->host ? (size_t)k->host->n : 0, k->o, out, cap, e);
}

#define KEY_GLOBS 64
static PyObject *m_cache_key(PyObject *self, PyObject *args, PyObject *kw)
{
    (void)self;
    static char *kwlist[] = {"target", "host", "method", "scheme", "sort", "keep", "drop",
                             "merge_slashes", "semicolon", "form", "zone_id", NULL};
    PyObject *target, *host = Py_None, *method = NULL, *scheme = NULL, *keep = NULL,
             *drop = NULL, *seqs[2] = { NULL, NULL }, *r = NULL;
    int sort = 0, merge = 0, semicolon = 0, form = 0, zone_id = 0;
    lluri_text globs[2][KEY_GLOBS];
    lluri_cache_key_options o;
    view vt, vh, vm = { "GET", 3, NULL, NULL, 0, 1 }, vs = { NULL, 0, NULL, NULL, 0, 1 };
    int have_t = 0, have_h = 0, have_m = 0, have_s = 0;
    lluri_target_report t;
    size_t need;

    if (!PyArg_ParseTupleAndKeywords(args, kw, "O|O$OOpOOpppp", kwlist, &target, &host,
                                     &method, &scheme, &sort, &keep, &drop, &merge,
                                     &semicolon, &form, &zone_id))
        return NULL;
    memset(&o, 0, sizeof o);
    if (view_get(target, &vt, "target") < 0)
        goto done;
    have_t = 1;
    if (host != Py_None) {
        if (view_get(host, &vh, "host") < 0)
            goto done;
        have_h = 1;
    }
    if (method != NULL && method != Py_None) {
        if (view_get(method, &vm, "method") < 0)
            goto done;
        have_m = 1;
    }
    if (scheme != NULL && scheme != Py_None) {
        if (view_get(scheme, &vs, "scheme") < 0)
            goto done;
        have_s = 1;
        o.scheme = (lluri_text){ vs.p, (size_t)vs.n };
    }
    if (globs_of(keep, "keep", &seqs[0], globs[0], KEY_GLOBS, &o.query.nkeep) < 0 ||
        globs_of(drop, "drop", &seqs[1], globs[1], KEY_GLOBS, &o.query.ndrop) < 0)
        goto done;
    o.query.keep = globs[0];
    o.query.drop = globs[1];
    o.flags = merge ? LLURI_KEY_MERGE_SLASHES : 0;
    o.query.flags = (sort ? LLURI_QUERY_SORT : 0u) | (semicolon ? LLURI_QUERY_SEMICOLON : 0u) |
                    (form ? LLURI_PCT_FORM : 0u);
    need = (size_t)vt.n + (have_h ? (size_t)vh.n : 0) + 64;
    if (2 * need > LLURI_CACHE_KEY_STACK) {
        o.query.scratch_size = LLURI_CACHE_KEY_SCRATCH(need);
        o.query.scratch = PyMem_Malloc(o.query.scratch_size);
        if (o.query.scratch == NULL) {
            PyErr_NoMemory();
            goto done;
        }
    }
    /* the target as a proxy reads it (as the tool's cache-key does): one
     * that is not valid (a lenient one too) has no key */
    if (lluri_target_check(&t, vm.p, (size_t)vm.n, vt.p, (size_t)vt.n,
                           have_h ? vh.p : NULL, have_h ? (size_t)vh.n : 0,
                           zone_id ? LLURI_ZONE_ID : 0) < 0) {
        PyErr_SetString(PyExc_ValueError, "cache_key: invalid arguments");
    } else if (t.verdict != LLURI_VERDICT_OK) {
        lluri_error e = t.error;
        raise_in(ParseError_type, e.code == LLURI_EMETHOD ? &vm : &vt, &e);
    } else {
        struct key_ctx c = { &t, have_h ? &vh : NULL, &o };
        lluri_error e;
        r = write_text(w_cache_key, &c, vt.is_bytes, &e);
        if (r == NULL && e.code != 0)
            raise_in(Error_type, e.code == LLURI_EHOSTFIELD && have_h ? &vh : &vt, &e);
    }
done:
    PyMem_Free(o.query.scratch);
    Py_XDECREF(seqs[0]);
    Py_XDECREF(seqs[1]);
    if (have_s)
        view_release(&vs);
    if (have_m)
        view_release(&vm);
    if (have_h)
        view_release(&vh);
    if (have_t)
        view_release(&vt);
    return r;
}

/* IRIs and hosts: text -> text writers over the whole argument. */
typedef ptrdiff_t (*text_writer)(const char *, size_t, char *, size_t, lluri_error *);
struct text_ctx { const view *v; text_writer f; };
static ptrdiff_t w_text(void *c, char *out, size_t cap, lluri_error *e)
{
    struct text_ctx *t = c;
    return t->f(t->v->p, (size_t)t->v->n, out, cap, e);
}

static ptrdiff_t iri_to_uri(const char *s, size_t n, char *out, size_t cap, lluri_error *e)
{
    return lluri_iri_to_uri(s, n, 0, out, cap, NULL, e);
}
static ptrdiff_t uri_to_iri(const char *s, size_t n, char *out, size_t cap, lluri_error *e)
{
    return lluri_uri_to_iri(s, n, 0, out, cap, NULL, e);
}

/* f over text; its errors raised as `type`; the result bytes when text is
 * bytes and out_bytes_like_in, else str. */
static PyObject *text_call(PyObject *text, text_writer f, PyObject *type, int out_bytes_like_in)
{
    view v;
    if (view_get(text, &v, "text") < 0)
        return NULL;
    struct text_ctx c = { &v, f };
    PyObject *r = run_writer(w_text, &c, out_bytes_like_in && v.is_bytes, type, &v);
    view_release(&v);
    return r;
}

static PyObject *m_iri_to_uri(PyObject *self, PyObject *text)
{
    (void)self;
    return text_call(text, iri_to_uri, ParseError_type, 1);
}
static PyObject *m_uri_to_iri(PyObject *self, PyObject *text)
{
    (void)self;
    return text_call(text, uri_to_iri, ParseError_type, 1);
}
static PyObject *m_host_to_ascii(PyObject *self, PyObject *text)
{
    (void)self;
    return text_call(text, lluri_host_to_ascii, Error_type, 0);
}
static PyObject *m_host_to_unicode(PyObject *self, PyObject *text)
{
    (void)self;
    return text_call(text, lluri_host_to_unicode, Error_type, 0);
}

/* ---- parse_column ---------------------------------------------------------------- */

typedef struct {
    const char *p;
    size_t      n;
    int         kind;   /* 0 null, 1 str (ASCII), 2 str, 3 bytes */
    int         rc;     /* lluri_parse's */
} cell;

/* Columns repeat themselves (a log's schemes, its hosts): the text last
 * made at each of RECENT_SLOTS hash slots is reused when its bytes are the
 * same, which costs less than a new object. Only for short pieces of bytes
 * or ASCII str, whose objects hold the bytes as they are. A table that
 * finds less than one piece in RECENT_WORTH in a block costs more than it
 * saves (a hash and a miss, against a new object): it rests for
 * RECENT_REST blocks, then is tried again. */
#define RECENT_SLOTS 256
#define RECENT_MAX   64
#define RECENT_WORTH 8
#define RECENT_REST  16
typedef struct {
    PyObject *obj[RECENT_SLOTS]; /* references held */
    unsigned  tries, hits;       /* in this block */
    unsigned  rest;              /* blocks left without the table */
} recent;

static PyObject *recent_piece(recent *r, const char *p, int is_bytes, lluri_span s)
{
    if (s.len > RECENT_MAX)
        return piece(p, is_bytes, 1, s.off, s.len);
    const unsigned char *b = (const unsigned char *)p + s.off;
    uint64_t h = s.len, head = 0, tail = 0;
    if (s.len >= 8) { /* the first and the last eight bytes */
        memcpy(&head, b, 8);
        memcpy(&tail, b + s.len - 8, 8);
    } else {
        for (uint32_t i = 0; i < s.len; i++)
            head = head << 8 | b[i];
    }
    h = (h ^ head) * 0x9E3779B97F4A7C15u;
    h = (h ^ tail ^ (h >> 29)) * 0xBF58476D1CE4E5B9u;
    PyObject **slot = &r->obj[(h >> 32) % RECENT_SLOTS];
    r->tries++;
    if (*slot && (PyBytes_CheckExact(*slot) != 0) == is_bytes) {
        const char *q = is_bytes ? PyBytes_AS_STRING(*slot) : PyUnicode_DATA(*slot);
        Py_ssize_t qn = is_bytes ? PyBytes_GET_SIZE(*slot) : PyUnicode_GET_LENGTH(*slot);
        if (qn == s.len && memcmp(q, b, s.len) == 0) {
            r->hits++;
            Py_INCREF(*slot);
            return *slot;
        }
    }
    PyObject *o = piece(p, is_bytes, 1, s.off, s.len);
    if (o) {
        Py_XSETREF(*slot, o);
        Py_INCREF(o);
    }
    return o;
}

/* At the end of a block: whether the table rests for the next ones. */
static void recent_block_end(recent *r)
{
    if (r->rest)
        r->rest--;
    else if (r->hits * RECENT_WORTH < r->tries)
        r->rest = RECENT_REST;
    r->tries = r->hits = 0;
}

/* Whether o is a null: None, a float NaN, one of `nulls` (pandas.NA), or
 * any other value that is not str or bytes and not equal to itself (a NaN
 * of numpy's float32 or of decimal, numpy's NaT). Called only for values
 * that are not exactly str or bytes: the self-comparison costs nothing in
 * a column of text. A comparison that raises is no null (the value is
 * then refused as no text). */
static int is_null(PyObject *o, PyObject *nulls)
{
    if (o == Py_None)
        return 1;
    if (PyFloat_Check(o))
        return isnan(PyFloat_AS_DOUBLE(o));
    for (Py_ssize_t i = 0; nulls && i < PyTuple_GET_SIZE(nulls); i++)
        if (o == PyTuple_GET_ITEM(nulls, i))
            return 1;
    if (PyUnicode_Check(o) || PyBytes_Check(o))
        return 0;
    /* Not PyObject_RichCompareBool(), which takes o != o as false
     * without asking o. */
    PyObject *ne = PyObject_RichCompare(o, o, Py_NE);
    int r = ne ? PyObject_IsTrue(ne) : -1;
    Py_XDECREF(ne);
    if (r < 0)
        PyErr_Clear();
    return r == 1;
}

/* parse_column() works in blocks of this many values: each block's strs,
 * parses and results are still in the cache when the next step reads them,
 * and the GIL is released once a block. */
#define COLUMN_BLOCK 256

/* The data of a one-dimensional, contiguous, writable numpy array of n
 * items of typestr ("|O", "|b1", "<i8"), read from its
 * __array_interface__ (no numpy headers needed); NULL with ValueError
 * otherwise. The caller holds arr. */
static void *array_data(PyObject *arr, const char *typestr, Py_ssize_t n)
{
    PyObject *ai = PyObject_GetAttrString(arr, "__array_interface__");
    void *data = NULL;
    if (!ai)
        return NULL;
    PyObject *t = PyDict_Check(ai) ? PyDict_GetItemString(ai, "typestr") : NULL;
    PyObject *shape = PyDict_Check(ai) ? PyDict_GetItemString(ai, "shape") : NULL;
    PyObject *strides = PyDict_Check(ai) ? PyDict_GetItemString(ai, "strides") : NULL;
    PyObject *d = PyDict_Check(ai) ? PyDict_GetItemString(ai, "data") : NULL;
    if (t && PyUnicode_Check(t) && PyUnicode_CompareWithASCIIString(t, typestr) == 0 &&
        shape && PyTuple_Check(shape) && PyTuple_GET_SIZE(shape) == 1 &&
        PyLong_AsSsize_t(PyTuple_GET_ITEM(shape, 0)) == n &&
        (!strides || strides == Py_None) && d && PyTuple_Check(d) &&
        PyTuple_GET_SIZE(d) == 2 && !PyObject_IsTrue(PyTuple_GET_ITEM(d, 1)))
        data = PyLong_AsVoidPtr(PyTuple_GET_ITEM(d, 0));
    Py_DECREF(ai);
    if (!data && !PyErr_Occurred())
        PyErr_Format(PyExc_ValueError, "not a writable contiguous %s array of %zd items",
                     typestr, n);
    return data;
}

/* _parse_column(values, components, start, lenient, iri, raise_errors, nulls,
 *               columns, valid, error, offset, method, form)
 * values: a list (of the caller's: it may change while this runs, when a
 * collection runs a finalizer, but each block of values holds its own
 * references); components: a tuple of indexes (C_*); start, lenient,
 * iri: as parse(); nulls: a tuple of objects that are nulls. The results
 * go straight into numpy arrays of len(values) items that the caller made
 * (copying lists into them would cost more than the parse):
 * columns, a tuple of object arrays (one per component, None-filled);
 * valid (bool), error (object: the error's name or None) and offset
 * (int64: -1 when none). method: None, or an HTTP method (str or bytes):
 * then every value is a request target of that method (RFC 9112 §3.2,
 * lluri_parse_request_target()), its form's name written into the object
 * array form. Returns None. */
static PyObject *m_parse_column(PyObject *self, PyObject *args)
{
    (void)self;
    PyObject *values, *comps, *nulls, *col_arrays, *valid_arr, *error_arr, *offset_arr;
    PyObject *method_obj, *form_arr;
    const char *start;
    int lenient, iri, raise_errors;
    unsigned flags;
    if (!PyArg_ParseTuple(args, "O!O!sppiO!O!OOOOO", &PyList_Type, &values, &PyTuple_Type,
                          &comps, &start, &lenient, &iri, &raise_errors, &PyTuple_Type,
                          &nulls, &PyTuple_Type, &col_arrays, &valid_arr, &error_arr,
                          &offset_arr, &method_obj, &form_arr) ||
        parse_flags(start, lenient, iri, 0, &flags) < 0)
        return NULL;
    Py_ssize_t ncomp = PyTuple_GET_SIZE(comps);
    int comp[C_COUNT];
    PyObject **col[C_COUNT];
    if (ncomp > C_COUNT || PyTuple_GET_SIZE(col_arrays) != ncomp)
        return PyErr_Format(PyExc_ValueError, "one array per component, at most %d",
                            C_COUNT);
    Py_ssize_t n = PyList_GET_SIZE(values);
    for (Py_ssize_t k = 0; k < ncomp; k++) {
        long c = PyLong_AsLong(PyTuple_GET_ITEM(comps, k));
        if (c < 0 || c >= C_COUNT)
            return PyErr_Occurred() ? NULL
                 : PyErr_Format(PyExc_ValueError, "no component %ld", c);
        comp[k] = (int)c;
        if (!(col[k] = array_data(PyTuple_GET_ITEM(col_arrays, k), "|O", n)))
            return NULL;
    }
    char *vp = array_data(valid_arr, "|b1", n);
    PyObject **ep = vp ? array_data(error_arr, "|O", n) : NULL;
    int64_t *op = ep ? array_data(offset_arr, "<i8", n) : NULL;
    if (!op)
        return NULL;
    /* Request targets: the method, a token (checked once, here), and the
     * forms' names, made once. The method's bytes live as long as the
     * caller's argument. */
    view vm = { NULL, 0, NULL, NULL, 0, 1 };
    PyObject **fp = NULL, *form_name[5] = { NULL };
    enum lluri_target_form forms[COLUMN_BLOCK];
    if (method_obj != Py_None) {
        if (view_get(method_obj, &vm, "method") < 0)
            return NULL;
        if (vm.owner || lluri_match(LLURI_RULE_RFC9112_METHOD, vm.p, (size_t)vm.n, 0, NULL) < 0) {
            view_release(&vm);
            return PyErr_Format(PyExc_ValueError, "method must be an HTTP method (RFC 9110 "
                                "token), not %R", method_obj);
        }
        if (!(fp = array_data(form_arr, "|O", n))) {
            view_release(&vm);
            return NULL;
        }
        for (int f = LLURI_FORM_ORIGIN; f <= LLURI_FORM_ASTERISK; f++)
            if (!(form_name[f] = PyUnicode_InternFromString(
                      lluri_target_form_name((enum lluri_target_form)f)))) {
                for (; f > LLURI_FORM_ORIGIN; f--)
                    Py_DECREF(form_name[f - 1]);
                view_release(&vm);
                return NULL;
            }
    }
    /* Each block holds references to its values, taken as it reads them
     * (no pass of its own over a column whose objects are out of the
     * cache): no other thread can free one, or its UTF-8, while the GIL is
     * released. */
    PyObject *item[COLUMN_BLOCK];
    Py_ssize_t held = 0;
    cell *cells = PyMem_Malloc(COLUMN_BLOCK * sizeof *cells);
    recent *cache = PyMem_Calloc((size_t)ncomp + 1, sizeof *cache);
    lluri *us = PyMem_Malloc(COLUMN_BLOCK * sizeof *us);
    lluri_error *errs = PyMem_Malloc(COLUMN_BLOCK * sizeof *errs);
    PyObject *owners = PyList_New(0); /* UTF-8 of strs with surrogates */
    PyObject *result = NULL;
    if (!cells || !cache || !us || !errs || !owners) {
        PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t base = 0; base < n; base += COLUMN_BLOCK) {
        Py_ssize_t m = n - base < COLUMN_BLOCK ? n - base : COLUMN_BLOCK;
        for (; held > 0; held--)
            Py_DECREF(item[held - 1]);

        /* 1. The bytes of every value (the GIL held). */
        for (Py_ssize_t j = 0; j < m; j++) {
            if (PyList_GET_SIZE(values) < n) {
                PyErr_SetString(PyExc_RuntimeError, "values changed size during parse_column");
                goto done;
            }
            PyObject *o = PyList_GET_ITEM(values, base + j);
            Py_INCREF(o);
            item[held++] = o;
            if (base + j + 8 < n) { /* the objects are scattered over the heap:
                                     * a str's head and the rest of its text */
                PyObject *next = PyList_GET_ITEM(values, base + j + 8);
                __builtin_prefetch(next);
                __builtin_prefetch((const char *)next + 64);
            }
            if (PyUnicode_CheckExact(o) && PyUnicode_IS_COMPACT_ASCII(o)) {
                /* The common value, whose characters are its bytes: view_get()'s
                 * answer without its tests. */
                cells[j].p = PyUnicode_DATA(o);
                cells[j].n = (size_t)PyUnicode_GET_LENGTH(o);
                cells[j].kind = 1;
                continue;
            }
            cells[j].kind = 0;
            if (!PyUnicode_CheckExact(o) && !PyBytes_CheckExact(o) && is_null(o, nulls))
                continue;
            view v;
            if (view_get(o, &v, "a value") < 0) {
                if (PyErr_ExceptionMatches(PyExc_TypeError)) {
                    PyErr_Clear();
                    PyErr_Format(PyExc_TypeError,
                                 "value %zd must be str, bytes or null, not %.100s",
                                 base + j, Py_TYPE(o)->tp_name);
                }
                goto done;
            }
            if (v.owner && PyList_Append(owners, v.owner) < 0) {
                view_release(&v);
                goto done;
            }
            view_release(&v); /* owners keeps the bytes alive */
            cells[j].p = v.p;
            cells[j].n = (size_t)v.n;
            cells[j].kind = v.is_bytes ? 3 : v.ascii ? 1 : 2;
        }

        /* 2. Parse, without the GIL. */
        Py_BEGIN_ALLOW_THREADS
        if (fp == NULL) {
            for (Py_ssize_t j = 0; j < m; j++)
                if (cells[j].kind)
                    cells[j].rc = lluri_parse(&us[j], cells[j].p, cells[j].n, flags, &errs[j]);
        } else {
            for (Py_ssize_t j = 0; j < m; j++)
                if (cells[j].kind)
                    cells[j].rc = lluri_parse_request_target(&us[j], &forms[j], vm.p,
                                                             (size_t)vm.n, cells[j].p,
                                                             cells[j].n, 0, 0, &errs[j]);
        }
        Py_END_ALLOW_THREADS

        /* 3. The columns (the GIL held again): each row's verdict, then
         * each component's column in turn, so that each loop keeps its few
         * values in registers and writes one array in order. A lenient
         * success keeps its strict verdict in us[j].tolerated: only a
         * failure is an error here. */
        for (Py_ssize_t j = 0; j < m; j++) {
            const cell *c = &cells[j];
            Py_ssize_t i = base + j;
            int ok = c->kind && c->rc == 0;
            vp[i] = (char)ok;
            op[i] = ok || !c->kind ? -1
                  : error_offset(c->p, c->n, c->kind != 2, errs[j].offset);
            if (!ok && c->kind) {
                if (raise_errors) {
                    raise_code(ParseError_type, c->rc, c->p, c->n, c->kind != 2,
                               errs[j].offset);
                    PyObject *type, *exc, *tb;
                    PyErr_Fetch(&type, &exc, &tb);
                    PyErr_NormalizeException(&type, &exc, &tb);
                    PyObject *index = PyLong_FromSsize_t(i);
                    if (index && exc)
                        PyObject_SetAttrString(exc, "index", index);
                    Py_XDECREF(index);
                    PyErr_Restore(type, exc, tb);
                    goto done;
                }
                PyObject *name = PyUnicode_FromString(lluri_errname(c->rc));
                if (!name)
                    goto done;
                Py_XSETREF(ep[i], name);
            }
            if (ok && fp) {
                Py_INCREF(form_name[forms[j]]);
                Py_XSETREF(fp[i], form_name[forms[j]]);
            }
        }
        for (Py_ssize_t k = 0; k < ncomp; k++) {
            PyObject **out = col[k] + base;
            int id = comp[k];
            recent *r = cache[k].rest ? NULL : &cache[k];
            for (Py_ssize_t j = 0; j < m; j++) {
                const cell *c = &cells[j];
                PyObject *val;
                if (!vp[base + j])
                    continue; /* None: a null or a failure */
                if (id < C_HOST_KIND) {
                    if (!present(&us[j], id))
                        continue; /* None already */
                    lluri_span sp = span_of(&us[j], id);
                    val = c->kind == 2 ? piece(c->p, 0, 0, sp.off, sp.len)
                        : r ? recent_piece(r, c->p, c->kind == 3, sp)
                        : piece(c->p, c->kind == 3, 1, sp.off, sp.len);
                } else {
                    val = component_value(&us[j], id, c->kind == 3, c->kind == 1);
                }
                if (!val) {
                    if (id != C_PORT_NUMBER || !PyErr_ExceptionMatches(PyExc_ValueError))
                        goto done;
                    PyErr_Clear(); /* a port above 65535: null in a column */
                    continue;
                }
                Py_XSETREF(out[j], val);
            }
            recent_block_end(&cache[k]);
        }
    }
    Py_INCREF(Py_None);
    result = Py_None;
done:
    for (; held > 0; held--)
        Py_DECREF(item[held - 1]);
    PyMem_Free(cells);
    for (Py_ssize_t k = 0; cache && k < ncomp; k++)
        for (int j = 0; j < RECENT_SLOTS; j++)
            Py_XDECREF(cache[k].obj[j]);
    PyMem_Free(cache);
    PyMem_Free(us);
    PyMem_Free(errs);
    Py_XDECREF(owners);
    for (int f = 0; f < 5; f++)
        Py_XDECREF(form_name[f]);
    view_release(&vm);
    return result;
}

/* ---- The module --------------------------------------------------------------- */

#define KW METH_VARARGS | METH_KEYWORDS
#define FN(f) (PyCFunction)(void (*)(void))(f)
static PyMethodDef module_methods[] = {
    {"parse", FN(m_parse), KW,
     "parse(text, *, start='reference', lenient=False, iri=False, zone_id=False)\n--\n\n"
     "Parse text (str or bytes) into a URI, as the start rule: 'reference'\n"
     "(URI-reference), 'uri', 'absolute' or 'relative' (RFC 3986 §4).\n"
     "Raises ParseError."},
    {"is_valid", FN(m_is_valid), KW,
     "is_valid(text, *, start='reference', iri=False, zone_id=False)\n--\n\n"
     "Whether text parses as the start rule (as parse() takes it)."},
    {"resolve", FN(m_resolve), KW,
     "resolve(base, ref, *, compat=False, zone_id=False)\n--\n\n"
     "RFC 3986 §5.2: ref resolved against base (which needs a scheme), as text\n"
     "of their kind (str or bytes)."},
    {"relativize", FN(m_relativize), KW,
     "relativize(base, target, *, zone_id=False)\n--\n\n"
     "The shortest reference that resolve(base, ref) takes back to target."},
    {"normalize", FN(m_normalize), KW,
     "normalize(text, /, *, case=True, pct=True, dots=True, scheme=True, ipv6=True,\n"
     "          drop_fragment=False, drop_empty_query=False, sort_query=False,\n"
     "          zone_id=False)\n--\n\n"
     "RFC 3986 §6.2.2 and §6.2.3, one keyword per step; the text normalized."},
    {"equivalent", FN(m_equivalent), KW,
     "equivalent(a, b, /, *, zone_id=False)\n--\n\n"
     "RFC 3986 §6.1: equal after normalization."},
    {"extract", FN(m_extract), METH_O,
     "extract(text, /)\n--\n\nThe URIs in free text (RFC 3986 Appendix C, RFC 1738's\n"
     "<URL:>), whitespace removed, with where they are: [(uri, start, end)]."},
    {"pct_encode", FN(m_pct_encode), KW,
     "pct_encode(text, component='path')\n--\n\nEvery byte not allowed in the "
     "component as %XX."},
    {"pct_decode", FN(m_pct_decode), KW,
     "pct_decode(text, *, form=False)\n--\n\n%XX decoded, as bytes; form: '+' is a "
     "space."},
    {"parse_request_target", FN(m_parse_request_target), KW,
     "parse_request_target(target, method='GET')\n--\n\n"
     "RFC 9112 §3.2: (form, URI), form 'origin-form', 'absolute-form',\n"
     "'authority-form' or 'asterisk-form', as the method allows."},
    {"cache_key", FN(m_cache_key), KW,
     "cache_key(target, host=None, *, method='GET', scheme='http', sort=False,\n"
     "          keep=None, drop=None, merge_slashes=False, semicolon=False,\n"
     "          form=False, zone_id=False)\n--\n\n"
     "The proxy cache key of a request target (any RFC 9112 form) and its Host\n"
     "field (lluri_cache_key(), as `lluri cache-key` and the nginx module make\n"
     "it): normalized, the query's empty pairs dropped, keep and drop globs on\n"
     "decoded keys, sort: a stable sort by decoded key. Raises ParseError for a\n"
     "target that is not valid."},
    {"iri_to_uri", FN(m_iri_to_uri), METH_O,
     "iri_to_uri(text, /)\n--\n\nRFC 3987 §3.1 (hosts as A-labels)."},
    {"uri_to_iri", FN(m_uri_to_iri), METH_O,
     "uri_to_iri(text, /)\n--\n\nRFC 3987 §3.2, for display."},
    {"host_to_ascii", FN(m_host_to_ascii), METH_O,
     "host_to_ascii(host, /)\n--\n\nIDNA: the host's A-labels (needs libidn2)."},
    {"host_to_unicode", FN(m_host_to_unicode), METH_O,
     "host_to_unicode(host, /)\n--\n\nIDNA: the host's U-labels, for display."},
    {"_parse_column", FN(m_parse_column), METH_VARARGS, NULL},
    {"_unpickle", FN(m_unpickle), METH_VARARGS, NULL},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "lluri._lluri",
    "The C extension of lluri: see the lluri package.", -1, module_methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__lluri(void)
{
    if (PyType_Ready(&URI_Type) < 0)
        return NULL;
    PyObject *errors = PyImport_ImportModule("lluri._errors");
    if (!errors)
        return NULL;
    Error_type = PyObject_GetAttrString(errors, "Error");
    ParseError_type = PyObject_GetAttrString(errors, "ParseError");
    Py_DECREF(errors);
    PyObject *m = Error_type && ParseError_type ? PyModule_Create(&module) : NULL;
    if (!m)
        return NULL;
    unpickle_fn = PyObject_GetAttrString(m, "_unpickle");
    Py_INCREF(&URI_Type);
    if (!unpickle_fn || PyModule_AddObject(m, "URI", (PyObject *)&URI_Type) < 0 ||
        PyModule_AddStringConstant(m, "__version__", lluri_version()) < 0 ||
        PyModule_AddObject(m, "idn_supported", PyBool_FromLong(lluri_idn_supported())) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    PyObject *names = PyTuple_New(C_COUNT);
    for (int c = 0; names && c < C_COUNT; c++)
        PyTuple_SET_ITEM(names, c, PyUnicode_FromString(component_names[c]));
    if (!names || PyModule_AddObject(m, "_COMPONENTS", names) < 0) {
        Py_XDECREF(names);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
