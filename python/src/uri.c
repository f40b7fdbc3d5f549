/* SPDX-License-Identifier: MIT */
/*
 * uri.c — the URI type: a parsed str or bytes, its components as
 * properties, and the writers as methods; and the writers' arguments
 * (a URI, or text parsed), which the module functions share.
 */
#include "binding.h"

#include <lluri/http.h>

const char *const component_names[C_COUNT] = {
    "scheme", "userinfo", "host", "port", "path", "query", "fragment",
    "host_kind", "port_number", "tolerated",
};

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

PyObject *component_value(const lluri *u, int c, int is_bytes, int ascii)
{
    if (c < LLURI_PART_COUNT) {
        lluri_span s;
        if (!lluri_part_span(u, (enum lluri_part)c, &s))
            Py_RETURN_NONE;
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

/* ---- Making one ------------------------------------------------------------------ */

PyObject *uri_new(const view *v, const lluri *u, unsigned flags, int form,
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

/* The URI of a failed parse's LLURI_HAS_PARTIAL prefix of v (u: its spans,
 * u->len bytes long, which end where a component ends: never inside a
 * character), parsed with flags; None when nothing before the error parsed. */
static PyObject *partial_uri(const view *v, const lluri *u, unsigned flags)
{
    if (!(u->present & LLURI_HAS_PARTIAL))
        Py_RETURN_NONE;
    PyObject *text = piece(v->p, v->is_bytes, v->ascii, 0, u->len);
    view pv;
    if (!text || view_get(text, &pv, "text") < 0) {
        Py_XDECREF(text);
        return NULL;
    }
    lluri pu = *u;
    pu.src = pv.p;
    pu.present &= ~(uint32_t)LLURI_HAS_PARTIAL;
    PyObject *r = uri_new(&pv, &pu, flags, 0, NULL);
    view_release(&pv);
    Py_DECREF(text);
    return r;
}

PyObject *uri_parse(const view *v, unsigned flags)
{
    lluri u;
    lluri_error e = {0, 0};
    const unsigned kept = flags & ~(unsigned)LLURI_PARTIAL; /* what the URI says */
    if (lluri_parse(&u, v->p, (size_t)v->n, flags, &e) < 0) {
        PyObject *partial = (flags & LLURI_PARTIAL) ? partial_uri(v, &u, kept) : NULL;
        if ((flags & LLURI_PARTIAL) && !partial)
            return NULL;
        raise_in(ParseError_type, v, &e);
        if (partial)
            set_error_attr("partial", partial);
        return NULL;
    }
    return uri_new(v, &u, kept, 0, (flags & LLURI_LENIENT) ? &e : NULL);
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

static view uri_view(URIObject *o)
{
    view v = { o->u.src, (Py_ssize_t)o->text_len, o->text, NULL, o->is_bytes, o->ascii };
    return v;
}

/* ---- The writers' arguments and the writers of URIs --------------------------------- */

int operand_get(PyObject *o, int uri_ok, const char *what, unsigned flags, operand *a)
{
    if (uri_ok && PyObject_TypeCheck(o, &URI_Type)) {
        a->v = uri_view((URIObject *)o);
        a->u = ((URIObject *)o)->u;
        return 0;
    }
    if (view_get(o, &a->v, what) < 0)
        return -1;
    lluri_error e = {0, 0};
    if (lluri_parse(&a->u, a->v.p, (size_t)a->v.n, flags, &e) < 0) {
        raise_in(ParseError_type, &a->v, &e);
        view_release(&a->v);
        return -1;
    }
    return 0;
}

/* Raise e, the error of lluri_resolve() or lluri_relativize() of base and
 * other (the side other_side), at an offset into the text at fault: the
 * base's for LLURI_EBASE, or when the base alone does not write (a lenient
 * or non-ASCII IRI parse) with that same error; the other's otherwise. The
 * library reports the offset into that text. */
static PyObject *raise_pair(const lluri_error *e, const operand *base, const operand *other,
                            const char *other_side)
{
    lluri_error eb = {0, 0};
    int in_base = e->code == LLURI_EBASE
        || (lluri_normalize(&base->u, 0, NULL, 0, NULL, &eb) < 0 && eb.code == e->code
            && eb.offset == e->offset);
    raise_in(Error_type, in_base ? &base->v : &other->v, e);
    return set_side(in_base ? "base" : other_side);
}

struct pair_ctx { const lluri *a, *b; unsigned flags; int relativize; };
static ptrdiff_t w_pair(void *c, char *out, size_t cap, lluri_error *e)
{
    struct pair_ctx *p = c;
    return p->relativize ? lluri_relativize(p->a, p->b, p->flags, out, cap, NULL, e)
                         : lluri_resolve(p->a, p->b, p->flags, out, cap, NULL, e);
}

PyObject *pair_text(const operand *base, const operand *other, unsigned flags,
                    int relativize)
{
    struct pair_ctx c = { &base->u, &other->u, flags, relativize };
    lluri_error e;
    PyObject *text = write_text(w_pair, &c, base->v.is_bytes, &e);
    if (!text && e.code)
        raise_pair(&e, base, other, relativize ? "target" : "ref");
    return text;
}

struct norm_ctx { const lluri *u; unsigned flags; };
static ptrdiff_t w_normalize(void *c, char *out, size_t cap, lluri_error *e)
{
    struct norm_ctx *n = c;
    return lluri_normalize(n->u, n->flags, out, cap, NULL, e);
}

PyObject *normalize_text(const operand *a, unsigned flags)
{
    struct norm_ctx c = { &a->u, flags };
    return run_writer(w_normalize, &c, a->v.is_bytes, Error_type, &a->v);
}

/* ---- Properties ------------------------------------------------------------------ */

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
    for (int c = 0; d && c < LLURI_PART_COUNT; c++) {
        lluri_span s;
        if (!lluri_part_span(&o->u, (enum lluri_part)c, &s))
            continue;
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

/* The port as a number, or the scheme's default (lluri_default_port) when
 * the authority names none or an empty one (RFC 3986 §3.2.3: "http://a:/"
 * is port 80); None without an authority, or when the scheme has no known
 * default. */
static PyObject *uri_get_port_or_default(URIObject *o, void *closure)
{
    (void)closure;
    const lluri *u = &o->u;
    lluri_error e;
    int port = lluri_port(u, &e);
    if (port == LLURI_ENOPORT && (u->present & LLURI_HAS_AUTHORITY) &&
        (u->present & LLURI_HAS_SCHEME))
        port = lluri_default_port(u->src + u->scheme.off, u->scheme.len);
    if (port == LLURI_EPORTRANGE)
        return PyErr_Format(PyExc_ValueError, "port out of range 0-65535");
    if (port < 0)
        Py_RETURN_NONE;
    return PyLong_FromLong(port);
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
    {"scheme", (getter)uri_get, NULL, "The scheme, or None.", (void *)LLURI_PART_SCHEME},
    {"userinfo", (getter)uri_get, NULL, "The userinfo, or None.",
     (void *)LLURI_PART_USERINFO},
    {"host", (getter)uri_get, NULL,
     "The host as written (IP literals with their brackets), or None without "
     "an authority.", (void *)LLURI_PART_HOST},
    {"host_kind", (getter)uri_get, NULL,
     "'reg-name', 'ipv4', 'ipv6', 'ipvfuture', or None.", (void *)C_HOST_KIND},
    {"port", (getter)uri_get, NULL, "The port as written (may be empty), or None.",
     (void *)LLURI_PART_PORT},
    {"port_number", (getter)uri_get, NULL,
     "The port as an int; None when absent or empty; ValueError above 65535.",
     (void *)C_PORT_NUMBER},
    {"port_or_default", (getter)uri_get_port_or_default, NULL,
     "The port as an int, or the scheme's default port (lluri.default_port())\n"
     "when the authority has no port or an empty one; None without an\n"
     "authority or when the scheme has no known default; ValueError above\n"
     "65535.", NULL},
    {"path", (getter)uri_get, NULL, "The path (never None; may be empty).",
     (void *)LLURI_PART_PATH},
    {"query", (getter)uri_get, NULL, "The query, or None.", (void *)LLURI_PART_QUERY},
    {"fragment", (getter)uri_get, NULL, "The fragment, or None.",
     (void *)LLURI_PART_FRAGMENT},
    {"tolerated", (getter)uri_get, NULL,
     "What a lenient parse tolerated, by name; () otherwise.", (void *)C_TOLERATED},
    {"spans", (getter)uri_get_spans, NULL,
     "component -> (start, end) into .text, for the components present.", NULL},
    {"strict_error", (getter)uri_get_strict_error, NULL,
     "For a lenient parse of what strict parsing refuses: that ParseError.", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

/* ---- The object protocol ---------------------------------------------------------- */

static void uri_dealloc(URIObject *o)
{
    Py_XDECREF(o->text);
    Py_XDECREF(o->owner);
    PyObject_Free(o);
}

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

PyObject *unpickle_fn;

static PyObject *uri_reduce(URIObject *o, PyObject *unused)
{
    (void)unused;
    return Py_BuildValue("O(OIi)", unpickle_fn, o->text, o->flags, o->form);
}

/* ---- Methods ---------------------------------------------------------------------- */

/* The flags a URI written from o is parsed with. */
static unsigned result_flags(const URIObject *o)
{
    return o->flags & (LLURI_ZONE_ID | LLURI_IRI);
}

static PyObject *uri_normalize(URIObject *o, PyObject *args, PyObject *kw)
{
    norm_opts opts;
    if (norm_args(args, kw, &opts, NULL) < 0)
        return NULL;
    operand a = { uri_view(o), o->u };
    return uri_parse_text(normalize_text(&a, norm_flags(&opts)), result_flags(o));
}

/* resolve(ref) and relativize(target): the other side a URI of this one's
 * kind, or text parsed as this one was (zone ids). */
static PyObject *uri_pair(URIObject *o, PyObject *arg, unsigned flags, int relativize)
{
    const char *side = relativize ? "target" : "ref";
    int kind = PyObject_TypeCheck(arg, &URI_Type) ? ((URIObject *)arg)->is_bytes
             : text_kind(arg);
    if (kind >= 0 && kind != o->is_bytes)
        return PyErr_Format(PyExc_TypeError, "cannot mix str and bytes URIs");
    operand base = { uri_view(o), o->u }, other;
    if (operand_get(arg, 1, "reference", o->flags & LLURI_ZONE_ID, &other) < 0)
        return set_side(side);
    PyObject *r = uri_parse_text(pair_text(&base, &other, flags, relativize),
                                 result_flags(o));
    operand_release(&other);
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

/* query_get() and query_all(): the pairs whose key, percent-decoded with
 * "+" as a space (as query_pairs() shows it), is key, found by the query
 * layer (lluri_query_get, lluri_query_key_is). which: 0 the first, 1 the
 * last, 2 all (a list). A pair without "=" has the empty value. */
static PyObject *query_lookup(URIObject *o, PyObject *args, PyObject *kw, int all)
{
    static char *kw_get[] = {"key", "which", "decode", "semicolon", "encoding", "errors",
                             NULL};
    static char *kw_all[] = {"key", "decode", "semicolon", "encoding", "errors", NULL};
    PyObject *key;
    const char *which = "first", *encoding = "utf-8", *errors = "replace";
    int decode = 1, semicolon = 0;
    if (all ? !PyArg_ParseTupleAndKeywords(args, kw, "O|$ppss", kw_all, &key, &decode,
                                           &semicolon, &encoding, &errors)
            : !PyArg_ParseTupleAndKeywords(args, kw, "O|$sppss", kw_get, &key, &which,
                                           &decode, &semicolon, &encoding, &errors))
        return NULL;
    int last = strcmp(which, "last") == 0;
    if (!last && strcmp(which, "first") != 0)
        return PyErr_Format(PyExc_ValueError, "which must be 'first' or 'last', not '%.100s'",
                            which);
    if (text_kind(key) != o->is_bytes)
        return PyErr_Format(PyExc_TypeError, "key must be %s for a %s URI, not %.100s",
                            o->is_bytes ? "bytes" : "str", o->is_bytes ? "bytes" : "str",
                            Py_TYPE(key)->tp_name);
    /* A str key as the bytes its decoded values were read as. */
    PyObject *kb = o->is_bytes ? (Py_INCREF(key), key)
                               : PyUnicode_AsEncodedString(key, encoding, "strict");
    if (!kb)
        return NULL;
    const char *k = PyBytes_AS_STRING(kb);
    size_t klen = (size_t)PyBytes_GET_SIZE(kb);
    const unsigned qflags = semicolon ? LLURI_QUERY_SEMICOLON : 0;
    lluri_query_pair pr, found;
    int rc, hits = 0;
    PyObject *r = all ? PyList_New(0) : NULL;
    if (!all && !last) {
        lluri_error e = {0, 0};
        rc = lluri_query_get(&o->u, k, klen, qflags | LLURI_PCT_FORM, &found, &e);
        hits = rc == 1;
    } else {
        lluri_query_iter it;
        rc = lluri_query_begin(&it, &o->u, qflags);
        while ((!all || r) && rc == 0 && (rc = lluri_query_next(&it, &pr)) == 1) {
            rc = 0;
            if (lluri_query_key_is(o->u.src + pr.key.off, pr.key.len, k, klen,
                                   LLURI_PCT_FORM) != 1)
                continue;
            hits++;
            found = pr;
            if (!all)
                continue;
            PyObject *val = pr.has_value ? decoded(o, pr.value, decode, encoding, errors)
                                         : text_out(o->is_bytes, "", 0);
            if (!val || PyList_Append(r, val) < 0)
                Py_CLEAR(r);
            Py_XDECREF(val);
        }
    }
    Py_DECREF(kb);
    if (rc < 0) {
        Py_XDECREF(r);
        return raise_code(Error_type, rc, o->u.src, 0, 1, 0);
    }
    if (all)
        return r;
    if (!hits)
        Py_RETURN_NONE;
    return found.has_value ? decoded(o, found.value, decode, encoding, errors)
                           : text_out(o->is_bytes, "", 0);
}

static PyObject *uri_query_get(URIObject *o, PyObject *args, PyObject *kw)
{
    return query_lookup(o, args, kw, 0);
}

static PyObject *uri_query_all(URIObject *o, PyObject *args, PyObject *kw)
{
    return query_lookup(o, args, kw, 1);
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
    if (c != LLURI_PART_PORT || PyBool_Check(value) || !PyIndex_Check(value) ||
        strcmp(type, "numpy.bool_") == 0 || strcmp(type, "numpy.bool") == 0)
        return PyErr_Format(PyExc_TypeError, "%s must be %s, not %.100s",
                            component_names[c],
                            c == LLURI_PART_PORT ? "an int, str or bytes" : "str or bytes",
                            type);
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
    lluri_text *field[LLURI_PART_COUNT] = {
        &parts.scheme, &parts.userinfo, &parts.host, &parts.port, &parts.path,
        &parts.query, &parts.fragment,
    };
    if (lluri_get_parts(&o->u, &parts) < 0)
        return raise_code(Error_type, LLURI_ESPAN, o->u.src, 0, 1, 0);
    PyObject *keep = PyList_New(0); /* what the new texts' bytes live in */
    PyObject *key, *value;
    Py_ssize_t pos = 0;
    while (keep && kw && PyDict_Next(kw, &pos, &key, &value)) {
        int c = 0;
        while (c < LLURI_PART_COUNT &&
               PyUnicode_CompareWithASCIIString(key, component_names[c]) != 0)
            c++;
        if (c == LLURI_PART_COUNT) {
            PyErr_Format(PyExc_TypeError, "replace() got an unexpected keyword %R", key);
            Py_CLEAR(keep);
            break;
        }
        if (value == Py_None) {
            field[c]->ptr = c == LLURI_PART_PATH ? "" : NULL;
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
                                 result_flags(o));
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
    {"query_get", (PyCFunction)(void (*)(void))uri_query_get, METH_VARARGS | METH_KEYWORDS,
     "query_get($self, /, key, *, which='first', decode=True, semicolon=False,\n"
     "          encoding='utf-8', errors='replace')\n--\n\n"
     "The value of the pair whose key is key, or None when no pair has it.\n"
     "Keys are compared percent-decoded, '+' as a space, case-sensitively (as\n"
     "query_pairs() shows them). A repeated key: which='first' (the default)\n"
     "gives its first pair's value, which='last' its last's; query_all() gives\n"
     "them all. A key without '=' ('?flag') has the empty value ('' or b'').\n"
     "decode: the value percent-decoded, '+' as a space."},
    {"query_all", (PyCFunction)(void (*)(void))uri_query_all, METH_VARARGS | METH_KEYWORDS,
     "query_all($self, /, key, *, decode=True, semicolon=False, encoding='utf-8',\n"
     "          errors='replace')\n--\n\n"
     "The values of every pair whose key is key, in order; [] when none has\n"
     "it. Keys compared and values decoded as query_get() does."},
    {"replace", (PyCFunction)(void (*)(void))uri_replace, METH_VARARGS | METH_KEYWORDS,
     "replace($self, /, **components)\n--\n\n"
     "A URI with the given components (scheme, userinfo, host, port, path,\n"
     "query, fragment; None: absent), recomposed (RFC 3986 §5.3) and parsed."},
    {"__bytes__", (PyCFunction)uri_bytes, METH_NOARGS, "The text as UTF-8 bytes."},
    {"__class_getitem__", Py_GenericAlias, METH_O | METH_CLASS,
     "URI[str], URI[bytes]: the type of a parse of str or of bytes (PEP 585)."},
    {"__reduce__", (PyCFunction)uri_reduce, METH_NOARGS, NULL},
    {NULL, NULL, 0, NULL},
};

PyTypeObject URI_Type = {
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
