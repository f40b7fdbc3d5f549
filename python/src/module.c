/* SPDX-License-Identifier: MIT */
/*
 * module.c — lluri._lluri, the CPython binding of lluri (the C API, no
 * ctypes): the module's table and its initialization. The parts are in
 * binding.c (text, errors, options, writers), uri.c (the URI type),
 * functions.c, column.c (parse_column) and request.c (request lines).
 */
#include "binding.h"

#include <lluri/idn.h>
#include <lluri/log.h>

#define KW METH_VARARGS | METH_KEYWORDS
#define FN(f) (PyCFunction)(void (*)(void))(f)
static PyMethodDef module_methods[] = {
    {"parse", FN(m_parse), METH_FASTCALL | METH_KEYWORDS,
     "parse(text, *, start='reference', lenient=False, iri=False, zone_id=False,\n"
     "      partial=False)\n--\n\n"
     "Parse text (str or bytes) into a URI, as the start rule: 'reference'\n"
     "(URI-reference), 'uri', 'absolute' or 'relative' (RFC 3986 §4).\n"
     "Raises ParseError. partial: the ParseError's `partial` is then the URI\n"
     "of the longest prefix that ends where a component ends before the error\n"
     "(its text that prefix: 'http://h/a b' gives 'http://h'), or None when\n"
     "none parses; the error's code and offset are the whole text's."},
    {"default_port", FN(m_default_port), METH_O,
     "default_port(scheme, /)\n--\n\n"
     "The scheme's (any case) default port as its RFC or IANA registration\n"
     "says (http 80, https 443, ftp 21, ...: lluri(3)), or None when unknown."},
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
    {"_parse_request_line", FN(m_parse_request_line), KW, NULL},
    {"_parse_log_column", FN(m_parse_log_column), KW, NULL},
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
    {"_parse_column", FN(m_parse_column), KW, NULL},
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
    PyObject *formats = Py_BuildValue("{ssssss}", "combined", LLURI_LOG_COMBINED,
                                      "common", LLURI_LOG_COMMON, "nginx", LLURI_LOG_NGINX);
    if (!formats || PyModule_AddObject(m, "_LOG_FORMATS", formats) < 0) {
        Py_XDECREF(formats);
        Py_DECREF(m);
        return NULL;
    }
    names = log_column_names();
    if (!names || PyModule_AddObject(m, "_LOG_COLUMNS", names) < 0) {
        Py_XDECREF(names);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
