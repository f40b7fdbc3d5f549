/* SPDX-License-Identifier: MIT */
/*
 * request.c — parse_request_line(): one HTTP request line (RFC 9112 §3)
 * through the library's reader (lluri_request_parser_finish()), its
 * target's components as a URI; and parse_log_column(): a column of
 * access-log lines read by a log format (<lluri/log.h>), each line's
 * request line through the same reader and its referer through
 * lluri_parse(), into columns as parse_column() makes them.
 */
#include "binding.h"

#include <lluri/http.h>
#include <lluri/log.h>

#include <stdint.h>

int limit_arg(PyObject *o, const char *name, size_t *out)
{
    *out = 0;
    if (o == Py_None)
        return 0;
    Py_ssize_t n = PyNumber_AsSsize_t(o, PyExc_OverflowError);
    if (n == -1 && PyErr_Occurred())
        return -1;
    if (n < 1 || (uint64_t)n >= UINT32_MAX) {
        PyErr_Format(PyExc_ValueError, "%s must be None or 1 .. %lu, not %zd", name,
                     (unsigned long)UINT32_MAX - 1, n);
        return -1;
    }
    *out = (size_t)n;
    return 0;
}

/* A span of v's text as text of its kind. */
static PyObject *span_text(const view *v, lluri_span s)
{
    return piece(v->p, v->is_bytes, v->ascii, s.off, s.len);
}

/* _parse_request_line(line, *, max_method=None, max_target=None,
 * zone_id=False): (method, form, target, version, uri), the texts of the
 * line's kind, uri the target's URI (its own text); ParseError with the
 * reader's code and its offset into the line. */
PyObject *m_parse_request_line(PyObject *self, PyObject *args, PyObject *kw)
{
    (void)self;
    static char *kwlist[] = {"line", "max_method", "max_target", "zone_id", NULL};
    PyObject *line, *max_method = Py_None, *max_target = Py_None;
    int zone_id = 0;
    size_t mm, mt;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "O|$OOp", kwlist, &line, &max_method,
                                     &max_target, &zone_id) ||
        limit_arg(max_method, "max_method", &mm) < 0 ||
        limit_arg(max_target, "max_target", &mt) < 0)
        return NULL;
    view v;
    if (view_get(line, &v, "line") < 0)
        return NULL;
    lluri_request_parser p;
    lluri_request_line rl;
    lluri_error e = {0, 0};
    PyObject *r = NULL;
    ptrdiff_t n = lluri_request_parser_init(&p, mm, mt, zone_id ? LLURI_ZONE_ID : 0);
    if (n == 0)
        n = lluri_request_parser_finish(&p, v.p, (size_t)v.n, &rl, &e);
    if (n < 0) {
        e.code = (int)n;
        raise_in(ParseError_type, &v, &e);
    } else {
        PyObject *target = span_text(&v, rl.target);
        view vt;
        if (target && view_get(target, &vt, "target") == 0) {
            lluri u;
            lluri_request_line_uri(&rl, v.p, &u);
            u.src = vt.p; /* its spans count from the target's first byte */
            r = Py_BuildValue("(NsONN)", span_text(&v, rl.method),
                              lluri_target_form_name(rl.form), target,
                              span_text(&v, rl.version),
                              uri_new(&vt, &u, 0, (int)rl.form, NULL));
            view_release(&vt);
        }
        Py_XDECREF(target);
    }
    view_release(&v);
    return r;
}

/* ---- parse_log_column(): access-log lines, a block at a time ------------------------- */

/* What a column holds. */
enum {
    K_FIELD,        /* a log field (arg: enum lluri_log_field), unescaped */
    K_METHOD, K_FORM, K_TARGET, K_VERSION,  /* of the request line */
    K_REQUEST_ERROR, K_REQUEST_OFFSET,
    K_TARGET_PART,  /* a component of the request target (arg: C_*) */
    K_REFERER_PART, /* a component of the referer (arg: C_*) */
    K_REFERER_ERROR, K_REFERER_OFFSET,
    K_VALID, K_ERROR, K_OFFSET  /* the line: in the format, or why not */
};

static const struct {
    const char *name;
    int kind, arg;
} log_columns[] = {
    {"remote", K_FIELD, LLURI_LOG_REMOTE}, {"remote_user", K_FIELD, LLURI_LOG_USER},
    {"time", K_FIELD, LLURI_LOG_TIME}, {"request", K_FIELD, LLURI_LOG_REQUEST},
    {"status", K_FIELD, LLURI_LOG_STATUS}, {"bytes", K_FIELD, LLURI_LOG_BYTES},
    {"referer", K_FIELD, LLURI_LOG_REFERER}, {"user_agent", K_FIELD, LLURI_LOG_USER_AGENT},
    {"method", K_METHOD, 0}, {"form", K_FORM, 0}, {"target", K_TARGET, 0},
    {"version", K_VERSION, 0},
    {"scheme", K_TARGET_PART, LLURI_PART_SCHEME},
    {"userinfo", K_TARGET_PART, LLURI_PART_USERINFO},
    {"host", K_TARGET_PART, LLURI_PART_HOST}, {"host_kind", K_TARGET_PART, C_HOST_KIND},
    {"port", K_TARGET_PART, LLURI_PART_PORT}, {"port_number", K_TARGET_PART, C_PORT_NUMBER},
    {"path", K_TARGET_PART, LLURI_PART_PATH}, {"query", K_TARGET_PART, LLURI_PART_QUERY},
    {"request_error", K_REQUEST_ERROR, 0}, {"request_offset", K_REQUEST_OFFSET, 0},
    {"referer_scheme", K_REFERER_PART, LLURI_PART_SCHEME},
    {"referer_userinfo", K_REFERER_PART, LLURI_PART_USERINFO},
    {"referer_host", K_REFERER_PART, LLURI_PART_HOST},
    {"referer_host_kind", K_REFERER_PART, C_HOST_KIND},
    {"referer_port", K_REFERER_PART, LLURI_PART_PORT},
    {"referer_port_number", K_REFERER_PART, C_PORT_NUMBER},
    {"referer_path", K_REFERER_PART, LLURI_PART_PATH},
    {"referer_query", K_REFERER_PART, LLURI_PART_QUERY},
    {"referer_fragment", K_REFERER_PART, LLURI_PART_FRAGMENT},
    {"referer_tolerated", K_REFERER_PART, C_TOLERATED},
    {"referer_error", K_REFERER_ERROR, 0}, {"referer_offset", K_REFERER_OFFSET, 0},
    {"valid", K_VALID, 0}, {"error", K_ERROR, 0}, {"offset", K_OFFSET, 0},
};
#define LOG_NCOLUMNS ((int)(sizeof log_columns / sizeof log_columns[0]))

PyObject *log_column_names(void)
{
    PyObject *t = PyTuple_New(LOG_NCOLUMNS);
    for (int k = 0; t && k < LOG_NCOLUMNS; k++) {
        PyObject *s = PyUnicode_FromString(log_columns[k].name);
        if (!s) {
            Py_CLEAR(t);
            break;
        }
        PyTuple_SET_ITEM(t, k, s);
    }
    return t;
}

/* One line's reading. */
typedef struct {
    lluri_log_line     f;
    lluri_error        err;                       /* the line's */
    const char        *text[LLURI_LOG_NFIELDS];   /* a field's bytes: the line's or */
    uint32_t           len[LLURI_LOG_NFIELDS];
    uint32_t           unescaped;                 /* ... the scratch's (LLURI_LOG_BIT) */
    int                req_rc;                    /* 0, a code, or 1: none read */
    lluri_error        req_err;
    lluri_request_line req;
    lluri              target;                    /* spans into the target */
    int                ref_rc;                    /* 0, a code, or 1: none read */
    lluri_error        ref_err;
    lluri              referer;
} log_row;

typedef struct {
    block_in         in;
    lluri_log_format format;
    unsigned         ref_flags, req_flags;
    size_t           max_method, max_target;
    int              raise_errors, need_request, need_referer;
    int              ncol;
    int              col[LOG_NCOLUMNS];           /* index into log_columns */
    void            *data[LOG_NCOLUMNS];          /* its array's items */
    recent           cache[LOG_NCOLUMNS];
    char            *valid;
    PyObject       **error;
    int64_t         *offset;
    PyObject        *form_name[LLURI_FORM_ASTERISK + 1];
    char            *scratch;                     /* the block's unescaped fields */
    size_t           cap;
    log_row          rows[COLUMN_BLOCK];
} log_call;

static void log_close(log_call *c)
{
    block_close(&c->in);
    for (int k = 0; k < c->ncol; k++)
        recent_clear(&c->cache[k]);
    for (int f = 0; f <= LLURI_FORM_ASTERISK; f++)
        Py_XDECREF(c->form_name[f]);
    PyMem_Free(c->scratch);
    PyMem_Free(c);
}

/* The arrays of out (name -> numpy array), checked. */
static int log_arrays(log_call *c, PyObject *out)
{
    PyObject *key, *arr;
    Py_ssize_t pos = 0;
    while (PyDict_Next(out, &pos, &key, &arr)) {
        int id = 0;
        while (id < LOG_NCOLUMNS && (!PyUnicode_Check(key) ||
               PyUnicode_CompareWithASCIIString(key, log_columns[id].name)))
            id++;
        if (id == LOG_NCOLUMNS) {
            PyErr_Format(PyExc_ValueError, "no log column %R", key);
            return -1;
        }
        int kind = log_columns[id].kind;
        int is_int = kind == K_REQUEST_OFFSET || kind == K_REFERER_OFFSET || kind == K_OFFSET;
        void *d = array_data(arr, kind == K_VALID ? "|b1" : is_int ? "<i8" : "|O", c->in.n);
        if (!d)
            return -1;
        if (kind == K_VALID)
            c->valid = d;
        else if (kind == K_ERROR)
            c->error = d;
        else if (kind == K_OFFSET)
            c->offset = d;
        else { /* the keys are distinct: at most LOG_NCOLUMNS of these */
            c->col[c->ncol] = id;
            c->data[c->ncol++] = d;
            c->need_request |= kind >= K_METHOD && kind <= K_TARGET_PART;
            c->need_referer |= kind >= K_REFERER_PART && kind <= K_REFERER_OFFSET;
        }
    }
    if (!c->valid || !c->error || !c->offset) {
        PyErr_SetString(PyExc_ValueError, "the columns valid, error and offset are needed");
        return -1;
    }
    return 0;
}

/* The call's arguments, checked; NULL with the error raised. A format
 * that does not compile is lluri.Error at its offset into the format. */
static log_call *log_open(PyObject *args, PyObject *kw)
{
    static char *kwlist[] = {"values", "out", "format", "lenient", "zone_id", "max_method",
                             "max_target", "raise_errors", "nulls", "first", NULL};
    PyObject *values, *out, *format = NULL, *max_method = Py_None, *max_target = Py_None;
    PyObject *nulls = NULL;
    int lenient = 0, zone_id = 0, raise_errors = 0;
    Py_ssize_t first = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "O!O!|$OppOOpO!n", kwlist, &PyList_Type,
                                     &values, &PyDict_Type, &out, &format, &lenient,
                                     &zone_id, &max_method, &max_target, &raise_errors,
                                     &PyTuple_Type, &nulls, &first))
        return NULL;
    log_call *c = PyMem_Calloc(1, sizeof *c);
    if (!c)
        return (log_call *)PyErr_NoMemory();
    view vf;
    lluri_error e = {0, 0};
    c->in.first = first;
    int ok = block_open(&c->in, values, nulls, "parse_log_column") == 0 &&
             limit_arg(max_method, "max_method", &c->max_method) == 0 &&
             limit_arg(max_target, "max_target", &c->max_target) == 0 &&
             log_arrays(c, out) == 0 && view_get(format ? format : Py_None, &vf,
                                                 "format") == 0;
    if (ok) {
        int rc = lluri_log_format_compile(&c->format, vf.p, (size_t)vf.n, 0, &e);
        if (rc < 0) {
            e.code = rc;
            raise_in(Error_type, &vf, &e);
            ok = 0;
        }
        view_release(&vf);
    }
    for (int f = LLURI_FORM_ORIGIN; ok && f <= LLURI_FORM_ASTERISK; f++)
        ok = (c->form_name[f] = PyUnicode_InternFromString(
                  lluri_target_form_name((enum lluri_target_form)f))) != NULL;
    if (!ok) {
        log_close(c);
        return NULL;
    }
    c->req_flags = zone_id ? LLURI_ZONE_ID : 0;
    c->ref_flags = c->req_flags | (lenient ? LLURI_LENIENT : 0);
    c->raise_errors = raise_errors;
    return c;
}

/* A block's room for its unescaped fields: each line's at its own offset,
 * as many bytes as the line (a field's bytes are never more than its
 * escaped text). */
static int log_scratch(log_call *c)
{
    size_t need = 0;
    for (Py_ssize_t j = 0; j < c->in.m; j++)
        need += c->in.cells[j].n + 1;
    if (need > c->cap) {
        char *p = PyMem_Realloc(c->scratch, need);
        if (!p) {
            PyErr_NoMemory();
            return -1;
        }
        c->scratch = p;
        c->cap = need;
    }
    return 0;
}

/* Read one line: its fields, unescaped, the request line and the
 * referer. */
static void log_read_row(const log_call *c, const cell *cl, char *scratch, log_row *r)
{
    int rc = lluri_log_read(&c->format, cl->p, cl->n, &r->f, &r->err);
    r->err.code = rc;
    if (rc < 0)
        return;
    r->unescaped = 0;
    for (int k = 0; k < LLURI_LOG_NFIELDS; k++) {
        lluri_span sp = r->f.field[k];
        r->text[k] = NULL;
        r->len[k] = 0;
        if (!(r->f.present & LLURI_LOG_BIT(k)))
            continue;
        r->text[k] = cl->p + sp.off;
        r->len[k] = sp.len;
        if (r->f.escaped & LLURI_LOG_BIT(k)) {
            ptrdiff_t n = lluri_log_unescape(cl->p + sp.off, sp.len, scratch + sp.off,
                                             (size_t)sp.len + 1, NULL);
            if (n >= 0) { /* else as written: a bad escape is data */
                r->text[k] = scratch + sp.off;
                r->len[k] = (uint32_t)n;
                r->unescaped |= LLURI_LOG_BIT(k);
            }
        }
    }
    r->req_rc = r->ref_rc = 1;
    const char *rq = r->text[LLURI_LOG_REQUEST];
    if (c->need_request && rq) {
        lluri_request_parser p;
        ptrdiff_t n = lluri_request_parser_init(&p, c->max_method, c->max_target,
                                                c->req_flags);
        if (n == 0)
            n = lluri_request_parser_finish(&p, rq, r->len[LLURI_LOG_REQUEST], &r->req,
                                            &r->req_err);
        r->req_rc = n < 0 ? (int)n : 0;
        if (r->req_rc == 0)
            lluri_request_line_uri(&r->req, rq, &r->target);
    }
    if (c->need_referer && r->text[LLURI_LOG_REFERER])
        r->ref_rc = lluri_parse(&r->referer, r->text[LLURI_LOG_REFERER],
                                r->len[LLURI_LOG_REFERER], c->ref_flags, &r->ref_err);
}

static void log_read_block(log_call *c)
{
    Py_ssize_t m = c->in.m;
    const cell *cells = c->in.cells;
    char *scratch = c->scratch;
    Py_BEGIN_ALLOW_THREADS
    for (Py_ssize_t j = 0; j < m; j++) {
        if (cells[j].kind) {
            log_read_row(c, &cells[j], scratch, &c->rows[j]);
            scratch += cells[j].n + 1;
        }
    }
    Py_END_ALLOW_THREADS
}

/* Whether field k of row r, of the cell cl, counts characters as bytes. */
static int field_ascii(const cell *cl, const log_row *r, int k)
{
    return cl->kind == 3 || (cl->kind == 1 && !(r->unescaped & LLURI_LOG_BIT(k)));
}

/* p[0 .. n) of field k as text of the line's kind: bytes as they are; a
 * str's UTF-8 (surrogates kept), or, for unescaped bytes that are no
 * UTF-8, with U+FFFD for each such byte. */
static PyObject *log_text(recent *rc, const cell *cl, const log_row *r, int k,
                          const char *p, uint32_t n)
{
    if (field_ascii(cl, r, k))
        return rc ? recent_piece(rc, p, cl->kind == 3, (lluri_span){0, n})
                  : piece(p, cl->kind == 3, 1, 0, n);
    PyObject *s = PyUnicode_DecodeUTF8(p, (Py_ssize_t)n, "surrogatepass");
    if (!s && PyErr_ExceptionMatches(PyExc_UnicodeDecodeError)) {
        PyErr_Clear();
        s = PyUnicode_DecodeUTF8(p, (Py_ssize_t)n, "replace");
    }
    return s;
}

/* A component of u (a target, or the referer: field k) as a column value;
 * NULL with nothing raised for None. */
static PyObject *log_part(recent *rc, const cell *cl, const log_row *r, int k,
                          const lluri *u, int id)
{
    if (id < LLURI_PART_COUNT) {
        lluri_span sp;
        if (!lluri_part_span(u, (enum lluri_part)id, &sp))
            return NULL;
        return log_text(rc, cl, r, k, u->src + sp.off, sp.len);
    }
    PyObject *v = component_value(u, id, cl->kind == 3, 1);
    if (!v && id == C_PORT_NUMBER && PyErr_ExceptionMatches(PyExc_ValueError))
        PyErr_Clear(); /* a port above 65535: null in a column */
    if (v == Py_None)
        Py_CLEAR(v);
    return v;
}

/* The verdicts of the block's lines, then each column in turn. */
static int log_write_block(log_call *c)
{
    Py_ssize_t base = c->in.base, m = c->in.m;
    const cell *cells = c->in.cells;
    for (Py_ssize_t j = 0; j < m; j++) {
        const cell *cl = &cells[j];
        const log_row *r = &c->rows[j];
        Py_ssize_t i = base + j;
        int ok = cl->kind && r->err.code == 0;
        c->valid[i] = (char)ok;
        c->offset[i] = ok || !cl->kind ? -1
                     : error_offset(cl->p, cl->n, cl->kind != 2, r->err.offset);
        if (ok || !cl->kind)
            continue;
        if (c->raise_errors) {
            raise_code(ParseError_type, r->err.code, cl->p, cl->n, cl->kind != 2,
                       r->err.offset);
            set_error_int("index", c->in.first + i);
            return -1;
        }
        PyObject *name = PyUnicode_FromString(lluri_errname(r->err.code));
        if (!name)
            return -1;
        Py_XSETREF(c->error[i], name);
    }
    for (int k = 0; k < c->ncol; k++) {
        int kind = log_columns[c->col[k]].kind, arg = log_columns[c->col[k]].arg;
        recent *rc = c->cache[k].rest ? NULL : &c->cache[k];
        for (Py_ssize_t j = 0; j < m; j++) {
            const cell *cl = &cells[j];
            const log_row *r = &c->rows[j];
            int ok = c->valid[base + j];
            const char *rq = r->text[LLURI_LOG_REQUEST];
            int rk = LLURI_LOG_REQUEST, req = ok && r->req_rc == 0;
            PyObject *v = NULL;
            if (kind == K_REQUEST_OFFSET || kind == K_REFERER_OFFSET) {
                int f = kind == K_REQUEST_OFFSET ? LLURI_LOG_REQUEST : LLURI_LOG_REFERER;
                int code = f == LLURI_LOG_REQUEST ? r->req_rc : r->ref_rc;
                size_t off = f == LLURI_LOG_REQUEST ? r->req_err.offset : r->ref_err.offset;
                ((int64_t *)c->data[k])[base + j] = !ok || code >= 0 ? -1
                    : error_offset(r->text[f], r->len[f], field_ascii(cl, r, f), off);
                continue;
            }
            if (!ok)
                continue;
            switch (kind) {
            case K_FIELD:
                if (r->text[arg])
                    v = log_text(rc, cl, r, arg, r->text[arg], r->len[arg]);
                break;
            case K_METHOD:
                if (req)
                    v = log_text(rc, cl, r, rk, rq + r->req.method.off, r->req.method.len);
                break;
            case K_TARGET:
                if (req)
                    v = log_text(rc, cl, r, rk, rq + r->req.target.off, r->req.target.len);
                break;
            case K_VERSION:
                if (req)
                    v = log_text(rc, cl, r, rk, rq + r->req.version.off, r->req.version.len);
                break;
            case K_FORM:
                if (req) {
                    v = c->form_name[r->req.form];
                    Py_INCREF(v);
                }
                break;
            case K_REQUEST_ERROR:
                if (r->req_rc < 0)
                    v = PyUnicode_FromString(lluri_errname(r->req_rc));
                break;
            case K_TARGET_PART:
                if (req)
                    v = log_part(rc, cl, r, rk, &r->target, arg);
                break;
            case K_REFERER_PART:
                if (r->ref_rc == 0)
                    v = log_part(rc, cl, r, LLURI_LOG_REFERER, &r->referer, arg);
                break;
            case K_REFERER_ERROR:
                if (r->ref_rc < 0)
                    v = PyUnicode_FromString(lluri_errname(r->ref_rc));
                break;
            }
            if (v)
                Py_XSETREF(((PyObject **)c->data[k])[base + j], v);
            else if (PyErr_Occurred())
                return -1;
        }
        recent_block_end(&c->cache[k]);
    }
    return 0;
}

/* _parse_log_column(values, out, *, format, lenient, zone_id, max_method,
 *                   max_target, raise_errors, nulls)
 * values: a list of log lines (str or bytes, without their line ends) or
 * nulls (the tuple nulls, as parse_column's); format: a format string
 * (lluri_log_format_compile()); the results go into the numpy arrays of
 * len(values) items of the dict out, by column name (_LOG_COLUMNS): object
 * arrays (None-filled) for texts, int64 for offsets (-1: none), and the
 * needed "valid" (bool), "error" and "offset". Returns None. */
PyObject *m_parse_log_column(PyObject *self, PyObject *args, PyObject *kw)
{
    (void)self;
    log_call *c = log_open(args, kw);
    if (!c)
        return NULL;
    int rc = 0;
    for (Py_ssize_t base = 0; rc == 0 && base < c->in.n; base += COLUMN_BLOCK) {
        rc = block_collect(&c->in, base) < 0 || log_scratch(c) < 0 ? -1 : 0;
        if (rc == 0) {
            log_read_block(c);
            rc = log_write_block(c);
        }
    }
    log_close(c);
    if (rc < 0)
        return NULL;
    Py_INCREF(Py_None);
    return Py_None;
}
