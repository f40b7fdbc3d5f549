/* SPDX-License-Identifier: MIT */
/*
 * functions.c — the module's functions over text: parse and check, the
 * writers (the same as the URI's methods, on text of either kind),
 * extraction, percent-coding, request targets, IRIs and hosts.
 */
#include "binding.h"

#include <lluri/extract.h>
#include <lluri/http.h>
#include <lluri/idn.h>
#include <lluri/proxy.h>

/* ---- Parsing -------------------------------------------------------------------- */

/* parse() with keywords: the arguments as a tuple and a dict, parsed by
 * PyArg_ParseTupleAndKeywords(). */
static PyObject *parse_with_options(PyObject *args, PyObject *kw)
{
    static char *kwlist[] = {"text", "start", "lenient", "iri", "zone_id", "partial", NULL};
    PyObject *text;
    const char *start = NULL;
    int lenient = 0, iri = 0, zone_id = 0, partial = 0;
    unsigned flags;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "O|$spppp", kwlist, &text, &start,
                                     &lenient, &iri, &zone_id, &partial) ||
        parse_flags(start, lenient, iri, zone_id, &flags) < 0)
        return NULL;
    view v;
    if (view_get(text, &v, "text") < 0)
        return NULL;
    PyObject *r = uri_parse(&v, flags | (partial ? LLURI_PARTIAL : 0));
    view_release(&v);
    return r;
}

/* parse(text) alone, the call a loop over URLs makes, goes straight to the
 * parser: the argument tuple and PyArg_ParseTupleAndKeywords() cost 600
 * of the 1,900 instructions a URL of lluri.parse(u).host in
 * python/bench.py's loop (callgrind; bench/RESULTS.md). */
PyObject *m_parse(PyObject *self, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames)
{
    (void)self;
    if (nargs == 1 && kwnames == NULL) {
        view v;
        if (view_get(args[0], &v, "text") < 0)
            return NULL;
        PyObject *r = uri_parse(&v, 0);
        view_release(&v);
        return r;
    }
    Py_ssize_t nkw = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
    PyObject *tuple = PyTuple_New(nargs), *kw = nkw ? PyDict_New() : NULL, *r = NULL;
    int bad = !tuple || (nkw && !kw);
    for (Py_ssize_t i = 0; !bad && i < nargs; i++) {
        Py_INCREF(args[i]);
        PyTuple_SET_ITEM(tuple, i, args[i]);
    }
    for (Py_ssize_t i = 0; !bad && i < nkw; i++)
        bad = PyDict_SetItem(kw, PyTuple_GET_ITEM(kwnames, i), args[nargs + i]) < 0;
    if (!bad)
        r = parse_with_options(tuple, kw);
    Py_XDECREF(tuple);
    Py_XDECREF(kw);
    return r;
}

PyObject *m_is_valid(PyObject *self, PyObject *args, PyObject *kw)
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

PyObject *m_unpickle(PyObject *self, PyObject *args)
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

/* The default port of a scheme (any case): an int, or None when the
 * library knows none (lluri_default_port). */
PyObject *m_default_port(PyObject *self, PyObject *scheme)
{
    (void)self;
    view v;
    if (view_get(scheme, &v, "scheme") < 0)
        return NULL;
    int port = lluri_default_port(v.p, (size_t)v.n);
    view_release(&v);
    if (port < 0)
        Py_RETURN_NONE;
    return PyLong_FromLong(port);
}

/* ---- The writers, on text --------------------------------------------------------- */

/* Two texts of a call: a str and a bytes do not mix. */
static int same_kind(PyObject *a, PyObject *b)
{
    int ka = text_kind(a), kb = text_kind(b);
    if (ka >= 0 && kb >= 0 && ka != kb) {
        PyErr_Format(PyExc_TypeError, "cannot mix str and bytes URIs");
        return 0;
    }
    return 1;
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
    if (!same_kind(base, ref))
        return NULL;
    unsigned pflags = zone_id ? LLURI_ZONE_ID : 0;
    operand b, r;
    if (operand_get(base, 0, "base", pflags, &b) < 0)
        return set_side("base");
    PyObject *out = NULL;
    if (operand_get(ref, 0, side, pflags, &r) == 0) {
        out = pair_text(&b, &r, compat ? LLURI_RESOLVE_COMPAT : 0, relativize);
        operand_release(&r);
    } else {
        set_side(side);
    }
    operand_release(&b);
    return out;
}

PyObject *m_resolve(PyObject *self, PyObject *args, PyObject *kw)
{
    (void)self;
    return module_pair(args, kw, 0);
}

PyObject *m_relativize(PyObject *self, PyObject *args, PyObject *kw)
{
    (void)self;
    return module_pair(args, kw, 1);
}

PyObject *m_normalize(PyObject *self, PyObject *args, PyObject *kw)
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
    operand a;
    if (bad || operand_get(text, 0, "text", zone_id ? LLURI_ZONE_ID : 0, &a) < 0)
        return NULL;
    PyObject *r = normalize_text(&a, norm_flags(&opts));
    operand_release(&a);
    return r;
}

PyObject *m_equivalent(PyObject *self, PyObject *args, PyObject *kw)
{
    (void)self;
    static char *kwlist[] = {"", "", "zone_id", NULL};
    PyObject *a, *b;
    int zone_id = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "OO|$p", kwlist, &a, &b, &zone_id) ||
        !same_kind(a, b))
        return NULL;
    unsigned pflags = zone_id ? LLURI_ZONE_ID : 0;
    operand oa, ob;
    if (operand_get(a, 0, "a", pflags, &oa) < 0)
        return NULL;
    PyObject *r = NULL;
    if (operand_get(b, 0, "b", pflags, &ob) == 0) {
        lluri_error e = {0, 0};
        int eq = lluri_equivalent(&oa.u, &ob.u, LLURI_NORM_ALL, &e);
        r = eq < 0 ? raise_in(Error_type, &oa.v, &e) : PyBool_FromLong(eq);
        operand_release(&ob);
    }
    operand_release(&oa);
    return r;
}

/* ---- URLs in text ------------------------------------------------------------------ */

/* extract(text): [(uri, start, end)] */
struct extract_ctx { const char *text; size_t len; const lluri_extract_hit *hit; };
static ptrdiff_t w_extract(void *c, char *out, size_t cap, lluri_error *e)
{
    struct extract_ctx *x = c;
    return lluri_extract_copy(x->text, x->len, x->hit, out, cap, e);
}

PyObject *m_extract(PyObject *self, PyObject *text)
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

/* ---- Percent-coding ------------------------------------------------------------------ */

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

PyObject *m_pct_encode(PyObject *self, PyObject *args, PyObject *kw)
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

PyObject *m_pct_decode(PyObject *self, PyObject *args, PyObject *kw)
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

/* ---- Request targets ----------------------------------------------------------------- */

PyObject *m_parse_request_target(PyObject *self, PyObject *args, PyObject *kw)
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

/* ---- IRIs and hosts: text -> text writers over the whole argument ------------------------ */

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

PyObject *m_iri_to_uri(PyObject *self, PyObject *text)
{
    (void)self;
    return text_call(text, iri_to_uri, ParseError_type, 1);
}
PyObject *m_uri_to_iri(PyObject *self, PyObject *text)
{
    (void)self;
    return text_call(text, uri_to_iri, ParseError_type, 1);
}
PyObject *m_host_to_ascii(PyObject *self, PyObject *text)
{
    (void)self;
    return text_call(text, lluri_host_to_ascii, Error_type, 0);
}
PyObject *m_host_to_unicode(PyObject *self, PyObject *text)
{
    (void)self;
    return text_call(text, lluri_host_to_unicode, Error_type, 0);
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
PyObject *m_cache_key(PyObject *self, PyObject *args, PyObject *kw)
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
