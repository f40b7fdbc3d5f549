/* SPDX-License-Identifier: MIT */
/*
 * binding.c — what every part of lluri._lluri uses: text in, errors,
 * options, and the writers' retry on the snprintf contract.
 */
#include "binding.h"

#include <lluri/http.h>

PyObject *Error_type, *ParseError_type;

/* ---- Text in ------------------------------------------------------------------- */

/* A str with lone surrogates, which has no UTF-8, is taken as CPython's
 * "surrogatepass" bytes: the parser then refuses (or, lenient, tolerates)
 * them as bytes of no character. */
int view_get(PyObject *o, view *v, const char *what)
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
    v->ascii = PyUnicode_IS_ASCII(o) != 0;
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

/* ---- Errors -------------------------------------------------------------------- */

PyObject *raise_code(PyObject *type, int code, const char *p, size_t n,
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

PyObject *raise_in(PyObject *type, const view *v, const lluri_error *e)
{
    size_t off = e->offset > (size_t)v->n ? (size_t)v->n : e->offset;
    return raise_code(type, e->code, v->p, (size_t)v->n, v->is_bytes || v->ascii, off);
}

void set_error_attr(const char *name, PyObject *value)
{
    PyObject *type, *exc, *tb;
    PyErr_Fetch(&type, &exc, &tb);
    PyErr_NormalizeException(&type, &exc, &tb);
    if (!value || !exc || PyObject_SetAttrString(exc, name, value) < 0)
        PyErr_Clear();
    Py_XDECREF(value);
    PyErr_Restore(type, exc, tb);
}

PyObject *set_side(const char *side)
{
    if (PyErr_ExceptionMatches(Error_type))
        set_error_attr("side", PyUnicode_FromString(side));
    return NULL;
}

void set_error_int(const char *name, Py_ssize_t value)
{
    set_error_attr(name, PyLong_FromSsize_t(value));
}

/* ---- Options ------------------------------------------------------------------- */

/* The start rules by name (parse(start=...)). */
static const struct { const char *name; unsigned flag; } starts[] = {
    {"reference", LLURI_START_REFERENCE}, {"uri", LLURI_START_URI},
    {"absolute", LLURI_START_ABSOLUTE},   {"relative", LLURI_START_RELATIVE},
};

const char *start_name(unsigned flags)
{
    for (size_t i = 1; i < sizeof starts / sizeof starts[0]; i++)
        if ((flags & LLURI_START_MASK) == starts[i].flag)
            return starts[i].name;
    return starts[0].name;
}

/* The inverse of RFC 9112 §3.2's rules: CONNECT the authority-form,
 * OPTIONS "*", GET the rest. */
const char *form_method(int form)
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

int parse_flags(const char *start, int lenient, int iri, int zone_id, unsigned *flags)
{
    *flags = (lenient ? LLURI_LENIENT : 0) | (iri ? LLURI_IRI : 0)
           | (zone_id ? LLURI_ZONE_ID : 0);
    return start ? start_flag(start, flags) : 0;
}

static const unsigned norm_bits[NORM_STEPS] = {
    LLURI_NORM_CASE, LLURI_NORM_PCT, LLURI_NORM_DOTS, LLURI_NORM_SCHEME,
    LLURI_NORM_IPV6, LLURI_NORM_DROP_FRAGMENT, LLURI_NORM_DROP_EMPTY_QUERY,
    LLURI_NORM_SORT_QUERY,
};

void norm_defaults(norm_opts *o)
{
    for (int i = 0; i < NORM_STEPS; i++)
        o->v[i] = i < 5;
}

unsigned norm_flags(const norm_opts *o)
{
    unsigned f = 0;
    for (int i = 0; i < NORM_STEPS; i++)
        if (o->v[i])
            f |= norm_bits[i];
    return f;
}

int norm_args(PyObject *args, PyObject *kw, norm_opts *o, int *zone_id)
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

/* ---- Writers ------------------------------------------------------------------- */

PyObject *write_text(write_fn w, void *ctx, int is_bytes, lluri_error *e)
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

PyObject *run_writer(write_fn w, void *ctx, int is_bytes, PyObject *type, const view *in)
{
    lluri_error e;
    PyObject *r = write_text(w, ctx, is_bytes, &e);
    return r || e.code == 0 ? r : raise_in(type, in, &e);
}
