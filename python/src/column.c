/* SPDX-License-Identifier: MIT */
/*
 * column.c — parse_column(): the loop over a column in C. The values are
 * taken a block at a time: their bytes collected with the GIL held, parsed
 * with it released, and the results written into numpy arrays with it held
 * again, texts that repeat (schemes, hosts) made once. The blocks of
 * values, the arrays and the repeated texts serve the log column
 * (request.c) too.
 */
#include "binding.h"

#include <lluri/http.h>

#include <math.h>

/* ---- Texts that repeat ------------------------------------------------------------ */

/* Columns repeat themselves (a log's schemes, its hosts): the text last
 * made at each of RECENT_SLOTS hash slots is reused when its bytes are the
 * same, which costs less than a new object. Only for short pieces of bytes
 * or ASCII str, whose objects hold the bytes as they are. A table that
 * finds less than one piece in RECENT_WORTH in a block costs more than it
 * saves (a hash and a miss, against a new object): it rests for
 * RECENT_REST blocks, then is tried again. */
#define RECENT_MAX   64
#define RECENT_WORTH 8
#define RECENT_REST  16

PyObject *recent_piece(recent *r, const char *p, int is_bytes, lluri_span s)
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
void recent_block_end(recent *r)
{
    if (r->rest)
        r->rest--;
    else if (r->hits * RECENT_WORTH < r->tries)
        r->rest = RECENT_REST;
    r->tries = r->hits = 0;
}

void recent_clear(recent *r)
{
    for (int j = 0; j < RECENT_SLOTS; j++)
        Py_CLEAR(r->obj[j]);
}

/* ---- Values in ---------------------------------------------------------------------- */

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

/* The data of a one-dimensional, contiguous, writable numpy array of n
 * items of typestr ("|O", "|b1", "<i8"), read from its
 * __array_interface__ (no numpy headers needed); NULL with ValueError
 * otherwise. The caller holds arr. */
void *array_data(PyObject *arr, const char *typestr, Py_ssize_t n)
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

/* ---- Values in, a block at a time ------------------------------------------------- */

int block_open(block_in *b, PyObject *values, PyObject *nulls, const char *who)
{
    b->values = values;
    b->n = PyList_GET_SIZE(values);
    b->nulls = nulls;
    b->who = who;
    b->owners = PyList_New(0);
    return b->owners ? 0 : -1;
}

void block_close(block_in *b)
{
    for (; b->held > 0; b->held--)
        Py_DECREF(b->item[b->held - 1]);
    Py_CLEAR(b->owners);
}

/* The bytes of values [base, base + m) (the GIL held). Each block holds
 * references to its values, taken as it reads them (no pass of its own
 * over a column whose objects are out of the cache): no other thread can
 * free one, or its UTF-8, while the GIL is released. */
int block_collect(block_in *b, Py_ssize_t base)
{
    for (; b->held > 0; b->held--)
        Py_DECREF(b->item[b->held - 1]);
    Py_ssize_t n = b->n, m = n - base < COLUMN_BLOCK ? n - base : COLUMN_BLOCK;
    PyObject *values = b->values;
    cell *cells = b->cells;
    b->base = base;
    b->m = m;
    for (Py_ssize_t j = 0; j < m; j++) {
        if (PyList_GET_SIZE(values) < n) {
            PyErr_Format(PyExc_RuntimeError, "values changed size during %s", b->who);
            return -1;
        }
        PyObject *o = PyList_GET_ITEM(values, base + j);
        Py_INCREF(o);
        b->item[b->held++] = o;
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
        if (!PyUnicode_CheckExact(o) && !PyBytes_CheckExact(o) && is_null(o, b->nulls))
            continue;
        view v;
        if (view_get(o, &v, "a value") < 0) {
            if (PyErr_ExceptionMatches(PyExc_TypeError)) {
                PyErr_Clear();
                PyErr_Format(PyExc_TypeError,
                             "value %zd must be str, bytes or null, not %.100s",
                             b->first + base + j, Py_TYPE(o)->tp_name);
            }
            return -1;
        }
        if (v.owner && PyList_Append(b->owners, v.owner) < 0) {
            view_release(&v);
            return -1;
        }
        view_release(&v); /* owners keeps the bytes alive */
        cells[j].p = v.p;
        cells[j].n = (size_t)v.n;
        cells[j].kind = v.is_bytes ? 3 : v.ascii ? 1 : 2;
    }
    return 0;
}

/* ---- One call ------------------------------------------------------------------------- */

/* A call's arguments, read once (column_open()), and the block in hand. */
typedef struct {
    /* What to parse. */
    block_in   in;      /* the caller's values, a block at a time */
    unsigned   flags;
    view       method;  /* p NULL: references; else request targets of this method */
    int        raise_errors;
    /* Where the results go: the caller's numpy arrays of n items. */
    int        ncomp;
    int        comp[C_COUNT];        /* the components, as LLURI_PART_* or C_* */
    PyObject **col[C_COUNT];         /* their object arrays */
    char      *valid;
    PyObject **error;                /* the error's name, or None */
    int64_t   *offset;               /* -1 when none */
    PyObject **form;                 /* with a method: the target's form */
    PyObject  *form_name[LLURI_FORM_ASTERISK + 1];
    recent     cache[C_COUNT];
    /* The block in hand's parses. */
    lluri      us[COLUMN_BLOCK];
    lluri_error errs[COLUMN_BLOCK];
    enum lluri_target_form forms[COLUMN_BLOCK];
} column;

/* The arrays of out, a dict: one per component, by its name, then "form"
 * (with a method), "valid", "error" and "offset". */
static int column_arrays(column *c, PyObject *out)
{
    PyObject *key, *arr;
    Py_ssize_t pos = 0;
    while (PyDict_Next(out, &pos, &key, &arr)) {
        int id = 0;
        if (!PyUnicode_Check(key)) {
            PyErr_Format(PyExc_TypeError, "column names are str, not %R", key);
            return -1;
        }
        while (id < C_COUNT && PyUnicode_CompareWithASCIIString(key, component_names[id]))
            id++;
        if (id < C_COUNT) { /* the keys are distinct: at most C_COUNT of these */
            c->comp[c->ncomp] = id;
            if (!(c->col[c->ncomp++] = array_data(arr, "|O", c->in.n)))
                return -1;
        } else if (!PyUnicode_CompareWithASCIIString(key, "form")) {
            if (!(c->form = array_data(arr, "|O", c->in.n)))
                return -1;
        } else if (!PyUnicode_CompareWithASCIIString(key, "valid")) {
            if (!(c->valid = array_data(arr, "|b1", c->in.n)))
                return -1;
        } else if (!PyUnicode_CompareWithASCIIString(key, "error")) {
            if (!(c->error = array_data(arr, "|O", c->in.n)))
                return -1;
        } else if (!PyUnicode_CompareWithASCIIString(key, "offset")) {
            if (!(c->offset = array_data(arr, "<i8", c->in.n)))
                return -1;
        } else {
            PyErr_Format(PyExc_ValueError, "no column %R", key);
            return -1;
        }
    }
    if (!c->valid || !c->error || !c->offset || (c->method.p != NULL) != (c->form != NULL)) {
        PyErr_SetString(PyExc_ValueError, "the columns valid, error, offset, and form "
                        "with a method, are needed");
        return -1;
    }
    return 0;
}

/* Request targets: the method, a token (checked once, here), and the
 * forms' names, made once. The method's bytes live as long as the
 * caller's argument. */
static int column_method(column *c, PyObject *method)
{
    if (view_get(method, &c->method, "method") < 0)
        return -1;
    if (c->method.owner ||
        lluri_match(LLURI_RULE_RFC9112_METHOD, c->method.p, (size_t)c->method.n, 0,
                    NULL) < 0) {
        PyErr_Format(PyExc_ValueError, "method must be an HTTP method (RFC 9110 "
                     "token), not %R", method);
        return -1;
    }
    for (int f = LLURI_FORM_ORIGIN; f <= LLURI_FORM_ASTERISK; f++)
        if (!(c->form_name[f] = PyUnicode_InternFromString(
                  lluri_target_form_name((enum lluri_target_form)f))))
            return -1;
    return 0;
}

static void column_close(column *c)
{
    block_close(&c->in);
    for (int k = 0; k < c->ncomp; k++)
        recent_clear(&c->cache[k]);
    for (int f = 0; f <= LLURI_FORM_ASTERISK; f++)
        Py_XDECREF(c->form_name[f]);
    view_release(&c->method);
    PyMem_Free(c);
}

/* The call's arguments (see m_parse_column()), checked; NULL with the
 * error raised. */
static column *column_open(PyObject *args, PyObject *kw)
{
    static char *kwlist[] = {"values", "out", "start", "lenient", "iri", "method",
                             "raise_errors", "nulls", "first", NULL};
    PyObject *values, *out, *method = Py_None, *nulls = NULL;
    const char *start = NULL;
    int lenient = 0, iri = 0, raise_errors = 0;
    Py_ssize_t first = 0;
    unsigned flags;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "O!O!|$sppOpO!n", kwlist, &PyList_Type,
                                     &values, &PyDict_Type, &out, &start, &lenient, &iri,
                                     &method, &raise_errors, &PyTuple_Type, &nulls,
                                     &first) ||
        parse_flags(start, lenient, iri, 0, &flags) < 0)
        return NULL;
    column *c = PyMem_Calloc(1, sizeof *c);
    if (!c)
        return (column *)PyErr_NoMemory();
    c->flags = flags;
    c->raise_errors = raise_errors;
    c->in.first = first;
    if (block_open(&c->in, values, nulls, "parse_column") < 0 ||
        (method != Py_None && column_method(c, method) < 0) || column_arrays(c, out) < 0) {
        column_close(c);
        return NULL;
    }
    return c;
}

/* ---- The steps of a block ----------------------------------------------------------- */

/* 1. block_collect(): the block's bytes. 2. Parse them, without the GIL. */
static void column_parse(column *c)
{
    Py_ssize_t m = c->in.m;
    cell *cells = c->in.cells;
    Py_BEGIN_ALLOW_THREADS
    if (c->method.p == NULL) {
        unsigned flags = c->flags;
        for (Py_ssize_t j = 0; j < m; j++)
            if (cells[j].kind)
                cells[j].rc = lluri_parse(&c->us[j], cells[j].p, cells[j].n, flags,
                                          &c->errs[j]);
    } else {
        const char *mp = c->method.p;
        size_t mn = (size_t)c->method.n;
        for (Py_ssize_t j = 0; j < m; j++)
            if (cells[j].kind)
                cells[j].rc = lluri_parse_request_target(&c->us[j], &c->forms[j], mp, mn,
                                                         cells[j].p, cells[j].n, 0, 0,
                                                         &c->errs[j]);
    }
    Py_END_ALLOW_THREADS
}

/* 3. Each row's verdict (the GIL held again): valid, error, offset, form.
 * A lenient success keeps its strict verdict in errs[j]: only a failure
 * is an error here. With raise_errors, the first failure is raised, with
 * its row as `index`. */
static int column_verdicts(column *c)
{
    Py_ssize_t base = c->in.base, m = c->in.m;
    char *vp = c->valid;
    int64_t *op = c->offset;
    for (Py_ssize_t j = 0; j < m; j++) {
        const cell *cl = &c->in.cells[j];
        Py_ssize_t i = base + j;
        int ok = cl->kind && cl->rc == 0;
        vp[i] = (char)ok;
        op[i] = ok || !cl->kind ? -1
              : error_offset(cl->p, cl->n, cl->kind != 2, c->errs[j].offset);
        if (!ok && cl->kind) {
            if (c->raise_errors) {
                raise_code(ParseError_type, cl->rc, cl->p, cl->n, cl->kind != 2,
                           c->errs[j].offset);
                set_error_int("index", c->in.first + i);
                return -1;
            }
            PyObject *name = PyUnicode_FromString(lluri_errname(cl->rc));
            if (!name)
                return -1;
            Py_XSETREF(c->error[i], name);
        }
        if (ok && c->form) {
            PyObject *f = c->form_name[c->forms[j]];
            Py_INCREF(f);
            Py_XSETREF(c->form[i], f);
        }
    }
    return 0;
}

/* 4. Each component's column in turn, so that each loop keeps its few
 * values in registers and writes one array in order. */
static int column_components(column *c)
{
    Py_ssize_t base = c->in.base, m = c->in.m;
    const char *vp = c->valid + base;
    const cell *cells = c->in.cells;
    const lluri *us = c->us;
    for (int k = 0; k < c->ncomp; k++) {
        PyObject **out = c->col[k] + base;
        int id = c->comp[k];
        recent *r = c->cache[k].rest ? NULL : &c->cache[k];
        for (Py_ssize_t j = 0; j < m; j++) {
            const cell *cl = &cells[j];
            PyObject *val;
            if (!vp[j])
                continue; /* None: a null or a failure */
            if (id < LLURI_PART_COUNT) {
                lluri_span sp;
                if (!lluri_part_span(&us[j], (enum lluri_part)id, &sp))
                    continue; /* None already */
                val = cl->kind == 2 ? piece(cl->p, 0, 0, sp.off, sp.len)
                    : r ? recent_piece(r, cl->p, cl->kind == 3, sp)
                    : piece(cl->p, cl->kind == 3, 1, sp.off, sp.len);
            } else {
                val = component_value(&us[j], id, cl->kind == 3, cl->kind == 1);
            }
            if (!val) {
                if (id != C_PORT_NUMBER || !PyErr_ExceptionMatches(PyExc_ValueError))
                    return -1;
                PyErr_Clear(); /* a port above 65535: null in a column */
                continue;
            }
            Py_XSETREF(out[j], val);
        }
        recent_block_end(&c->cache[k]);
    }
    return 0;
}

/* _parse_column(values, out, *, start, lenient, iri, method, raise_errors,
 *               nulls)
 * values: a list (of the caller's: it may change while this runs, when a
 * collection runs a finalizer, but each block of values holds its own
 * references); start, lenient, iri: as parse(); method: None, or an HTTP
 * method (str or bytes): then every value is a request target of that
 * method (RFC 9112 §3.2, lluri_parse_request_target()); nulls: a tuple of
 * objects that are nulls. The results go straight into the numpy arrays
 * of len(values) items of the dict out, which the caller made (copying
 * lists into them would cost more than the parse): an object array
 * (None-filled) per component, by its name, and "form" with a method;
 * "valid" (bool), "error" (object: the error's name or None) and
 * "offset" (int64: -1 when none). Returns None. */
PyObject *m_parse_column(PyObject *self, PyObject *args, PyObject *kw)
{
    (void)self;
    column *c = column_open(args, kw);
    if (!c)
        return NULL;
    int rc = 0;
    for (Py_ssize_t base = 0; rc == 0 && base < c->in.n; base += COLUMN_BLOCK) {
        rc = block_collect(&c->in, base);
        if (rc == 0) {
            column_parse(c);
            rc = column_verdicts(c) < 0 || column_components(c) < 0 ? -1 : 0;
        }
    }
    column_close(c);
    if (rc < 0)
        return NULL;
    Py_INCREF(Py_None);
    return Py_None;
}
