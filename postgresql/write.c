/* SPDX-License-Identifier: MIT */
/*
 * write.c — new URIs from stored ones, each through the library's own
 * writer: normalization and equivalence (RFC 3986 §6), resolution (§5.2)
 * and its inverse, the setters (lluri_recompose, §5.3, which checks every
 * component against its rule), a query pair set through the query layer,
 * and percent-coding.
 */
#include "lluri_pg.h"

#include <lluri/proxy.h>
#include <lluri/query.h>

#include "catalog/pg_type.h"
#include "lib/stringinfo.h"
#include "mb/pg_wchar.h"
#include "miscadmin.h"
#include "utils/array.h"
#include "utils/builtins.h"

#include <string.h>

/* Two uri arguments, unpacked. */
#define URI_ARGS(a, b)                      \
    UriValue a, b;                          \
    uri_unpack(PG_GETARG_URI_PP(0), &a);    \
    uri_unpack(PG_GETARG_URI_PP(1), &b)

/* ------------------------------------------------------------ §6 */

struct normalize_ctx {
    const lluri *u;
};

static ptrdiff_t w_normalize(void *c, char *out, size_t cap, lluri *result, lluri_error *err)
{
    return lluri_normalize(((struct normalize_ctx *) c)->u, LLURI_NORM_ALL, out, cap, result,
                           err);
}

/* Every step of RFC 3986 §6.2.2 and §6.2.3 (LLURI_NORM_ALL): never longer
 * than the input plus two bytes. */
PG_FUNCTION_INFO_V1(uri_normalize);
Datum uri_normalize(PG_FUNCTION_ARGS)
{
    struct normalize_ctx c;
    UriValue v;

    uri_unpack(PG_GETARG_URI_PP(0), &v);
    c.u = &v.u;
    PG_RETURN_POINTER(uri_write("uri_normalize", w_normalize, &c, (size_t) v.len + 2));
}

PG_FUNCTION_INFO_V1(uri_equivalent);
Datum uri_equivalent(PG_FUNCTION_ARGS)
{
    lluri_error err;
    int rc;
    URI_ARGS(a, b);

    rc = lluri_equivalent(&a.u, &b.u, LLURI_NORM_ALL, &err);
    if (rc < 0)
        uri_report("uri_equivalent", rc, &err);
    PG_RETURN_BOOL(rc == 1);
}

/* ------------------------------------------------------------ §5.2 */

struct pair_ctx {
    const lluri *a, *b;
};

static ptrdiff_t w_resolve(void *c, char *out, size_t cap, lluri *result, lluri_error *err)
{
    struct pair_ctx *p = c;

    return lluri_resolve(p->a, p->b, 0, out, cap, result, err);
}

static ptrdiff_t w_relativize(void *c, char *out, size_t cap, lluri *result, lluri_error *err)
{
    struct pair_ctx *p = c;

    return lluri_relativize(p->a, p->b, 0, out, cap, result, err);
}

/* The target of ref against base (strict §5.2.2); never longer than the
 * two and one byte. */
PG_FUNCTION_INFO_V1(uri_resolve);
Datum uri_resolve(PG_FUNCTION_ARGS)
{
    struct pair_ctx c;
    URI_ARGS(base, ref);

    c.a = &base.u;
    c.b = &ref.u;
    PG_RETURN_POINTER(uri_write("uri_resolve", w_resolve, &c,
                                (size_t) base.len + ref.len + 1));
}

/* The shortest reference that resolves against base to target, byte for
 * byte (target itself when there is none). */
PG_FUNCTION_INFO_V1(uri_relative);
Datum uri_relative(PG_FUNCTION_ARGS)
{
    struct pair_ctx c;
    URI_ARGS(base, target);

    c.a = &base.u;
    c.b = &target.u;
    PG_RETURN_POINTER(uri_write("uri_relative", w_relativize, &c, URI_UNBOUNDED));
}

/* ------------------------------------------------------------ setters (§5.3) */

struct compose_ctx {
    const lluri_parts *p;
};

static ptrdiff_t w_compose(void *c, char *out, size_t cap, lluri *result, lluri_error *err)
{
    return lluri_recompose(((struct compose_ctx *) c)->p, out, cap, result, err);
}

enum setter { SET_SCHEME, SET_USERINFO, SET_HOST, SET_PORT, SET_PATH, SET_QUERY, SET_FRAGMENT };

static const char *const setter_names[] = {
    "uri_set_scheme", "uri_set_userinfo", "uri_set_host", "uri_set_port",
    "uri_set_path", "uri_set_query", "uri_set_fragment"
};

/* u with one component replaced by value[0 .. len) as written (value NULL:
 * the component removed), put together by lluri_recompose(), which checks
 * it against its rule: an error names the setter, the reason and the
 * offset the bad byte would have in the result. */
static struct varlena *set_component(const lluri *u, enum setter which, const char *value,
                                     size_t len)
{
    lluri_parts parts;
    lluri_text t = { value, len };
    struct compose_ctx c = { &parts };
    int rc = lluri_get_parts(u, &parts);

    if (rc < 0)
        uri_report(setter_names[which], rc, NULL);
    switch (which) {
    case SET_SCHEME: parts.scheme = t; break;
    case SET_USERINFO: parts.userinfo = t; break;
    case SET_HOST:
        parts.host = t;
        if (value == NULL) { /* no host, no authority */
            parts.userinfo.ptr = NULL;
            parts.port.ptr = NULL;
        }
        break;
    case SET_PORT: parts.port = t; break;
    case SET_PATH: parts.path = t; break;
    case SET_QUERY: parts.query = t; break;
    case SET_FRAGMENT: parts.fragment = t; break;
    }
    return uri_write(setter_names[which], w_compose, &c, URI_UNBOUNDED);
}

/* The setters take NULL as "absent" (the component removed), as the
 * accessors give NULL for an absent component, so they are not STRICT:
 * a NULL uri gives NULL. */
static Datum setter(FunctionCallInfo fcinfo, enum setter which)
{
    text *t;
    UriValue v;

    if (PG_ARGISNULL(0))
        PG_RETURN_NULL();
    uri_unpack(PG_GETARG_URI_PP(0), &v);
    if (PG_ARGISNULL(1))
        PG_RETURN_POINTER(set_component(&v.u, which, NULL, 0));
    t = PG_GETARG_TEXT_PP(1);
    PG_RETURN_POINTER(set_component(&v.u, which, VARDATA_ANY(t), VARSIZE_ANY_EXHDR(t)));
}

PG_FUNCTION_INFO_V1(uri_set_scheme);
Datum uri_set_scheme(PG_FUNCTION_ARGS) { return setter(fcinfo, SET_SCHEME); }
PG_FUNCTION_INFO_V1(uri_set_userinfo);
Datum uri_set_userinfo(PG_FUNCTION_ARGS) { return setter(fcinfo, SET_USERINFO); }
PG_FUNCTION_INFO_V1(uri_set_path);
Datum uri_set_path(PG_FUNCTION_ARGS) { return setter(fcinfo, SET_PATH); }
PG_FUNCTION_INFO_V1(uri_set_query);
Datum uri_set_query(PG_FUNCTION_ARGS) { return setter(fcinfo, SET_QUERY); }
PG_FUNCTION_INFO_V1(uri_set_fragment);
Datum uri_set_fragment(PG_FUNCTION_ARGS) { return setter(fcinfo, SET_FRAGMENT); }

/* The host as uri_host() gives it: an IPv6 address (a ":" in it) without
 * its brackets gets them; NULL removes the authority (userinfo and port
 * with it). */
PG_FUNCTION_INFO_V1(uri_set_host);
Datum uri_set_host(PG_FUNCTION_ARGS)
{
    text *t;
    const char *h;
    size_t len;
    UriValue v;

    if (PG_ARGISNULL(0))
        PG_RETURN_NULL();
    uri_unpack(PG_GETARG_URI_PP(0), &v);
    if (PG_ARGISNULL(1))
        PG_RETURN_POINTER(set_component(&v.u, SET_HOST, NULL, 0));
    t = PG_GETARG_TEXT_PP(1);
    h = VARDATA_ANY(t);
    len = VARSIZE_ANY_EXHDR(t);
    if (len > 0 && h[0] != '[' && memchr(h, ':', len) != NULL)
        h = psprintf("[%.*s]", (int) len, h), len += 2;
    PG_RETURN_POINTER(set_component(&v.u, SET_HOST, h, len));
}

/* A port from 0 up (RFC 3986 §3.2.3 sets no bound); NULL removes it. */
PG_FUNCTION_INFO_V1(uri_set_port);
Datum uri_set_port(PG_FUNCTION_ARGS)
{
    char digits[16];
    int32 port;
    UriValue v;

    if (PG_ARGISNULL(0))
        PG_RETURN_NULL();
    uri_unpack(PG_GETARG_URI_PP(0), &v);
    if (PG_ARGISNULL(1))
        PG_RETURN_POINTER(set_component(&v.u, SET_PORT, NULL, 0));
    port = PG_GETARG_INT32(1);
    if (port < 0)
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("uri_set_port: invalid port %d", port),
                        errdetail("A port is a number from 0 up.")));
    snprintf(digits, sizeof digits, "%d", port);
    PG_RETURN_POINTER(set_component(&v.u, SET_PORT, digits, strlen(digits)));
}

/* ------------------------------------------------------------ a query pair */

/* Append s[0 .. len) percent-encoded for a form key or value
 * (LLURI_COMPONENT_FORM: a space is "+"). */
static void append_form(StringInfo b, const char *s, size_t len)
{
    ptrdiff_t n = lluri_pct_encode(s, len, LLURI_COMPONENT_FORM, NULL, 0, NULL);

    if (n < 0)
        uri_report("uri_set_query_param", (int) n, NULL);
    uri_check_length((size_t) b->len + (size_t) n, "uri_set_query_param result");
    enlargeStringInfo(b, (int) n);
    (void) lluri_pct_encode(s, len, LLURI_COMPONENT_FORM, b->data + b->len, (size_t) n + 1,
                            NULL);
    b->len += (int) n;
}

/* q[0 .. len) through the query layer (lluri_query_clean): its pairs as
 * written, empty pieces dropped, and with drop_key those whose decoded
 * key is drop_key[0 .. klen) too (an exact glob: each byte escaped).
 * Never longer than q. */
static void append_clean(StringInfo b, const char *q, size_t len, const char *drop_key,
                         size_t klen)
{
    lluri_query_options o = { 0 };
    lluri_text glob;
    lluri_error err;
    char *g = NULL;
    ptrdiff_t n;

    if (drop_key != NULL) {
        g = palloc(2 * klen + 1);
        for (size_t i = 0; i < klen; i++)
            g[2 * i] = '\\', g[2 * i + 1] = drop_key[i];
        glob.ptr = g;
        glob.len = 2 * klen;
        o.drop = &glob;
        o.ndrop = 1;
        o.flags = LLURI_PCT_FORM;
    }
    if (b->len > 0 && len > 0)
        appendStringInfoChar(b, '&');
    enlargeStringInfo(b, (int) len);
    n = lluri_query_clean(q, len, &o, b->data + b->len, len + 1, &err);
    if (n < 0)
        uri_report("uri_set_query_param", (int) n, &err);
    if (n == 0 && b->len > 0 && len > 0) /* nothing stayed: no "&" either */
        b->len--;
    else
        b->len += (int) n;
    b->data[b->len] = '\0';
    if (g != NULL)
        pfree(g);
}

/* u's query with the pairs whose decoded key is `key` (form decoding, as
 * lluri_query_get() reads keys) replaced by one key=value (form-encoded)
 * where the first of them stood, or appended when there is none; value
 * NULL removes them, and the query with its last pair. The other pairs
 * are kept as written; once a pair is set or removed, the query layer
 * writes the query again (lluri_query_clean: empty pieces dropped). A URI
 * without the key and a NULL value comes back as it was. */
PG_FUNCTION_INFO_V1(uri_set_query_param);
Datum uri_set_query_param(PG_FUNCTION_ARGS)
{
    text *key, *value;
    const char *k, *q;
    size_t klen, qlen;
    StringInfoData b;
    lluri_query_pair first;
    lluri_error err;
    lluri_parts parts;
    struct compose_ctx c = { &parts };
    int rc;
    UriValue v;

    if (PG_ARGISNULL(0) || PG_ARGISNULL(1))
        PG_RETURN_NULL();
    uri_unpack(PG_GETARG_URI_PP(0), &v);
    key = PG_GETARG_TEXT_PP(1);
    value = PG_ARGISNULL(2) ? NULL : PG_GETARG_TEXT_PP(2);
    k = VARDATA_ANY(key);
    klen = VARSIZE_ANY_EXHDR(key);
    q = v.u.src + v.u.query.off;
    qlen = v.u.query.len;
    rc = lluri_query_get(&v.u, k, klen, LLURI_PCT_FORM, &first, &err);
    if (rc < 0)
        uri_report("uri_set_query_param", rc, &err);
    if (rc == 0 && value == NULL)
        PG_RETURN_POINTER(PG_GETARG_URI_PP(0));
    initStringInfo(&b);
    if (rc == 0) { /* appended to the query as it is */
        appendBinaryStringInfo(&b, q, (int) qlen);
    } else { /* the pairs before the first, as written */
        append_clean(&b, q, first.key.off - v.u.query.off, NULL, 0);
    }
    if (value != NULL) {
        if (b.len > 0 && b.data[b.len - 1] != '&')
            appendStringInfoChar(&b, '&');
        append_form(&b, k, klen);
        appendStringInfoChar(&b, '=');
        append_form(&b, VARDATA_ANY(value), VARSIZE_ANY_EXHDR(value));
    }
    if (rc == 1) { /* the pairs after the first, the key's others dropped */
        uint32 end = first.has_value ? first.value.off + first.value.len
                                     : first.key.off + first.key.len;
        append_clean(&b, v.u.src + end, v.u.query.off + qlen - end, k, klen);
    }
    rc = lluri_get_parts(&v.u, &parts);
    if (rc < 0)
        uri_report("uri_set_query_param", rc, NULL);
    parts.query.ptr = b.len > 0 || value != NULL ? b.data : NULL;
    parts.query.len = (size_t) b.len;
    PG_RETURN_POINTER(uri_write("uri_set_query_param", w_compose, &c, URI_UNBOUNDED));
}

/* ------------------------------------------------------------ percent-coding */

static const struct {
    const char *name;
    enum lluri_component c;
} components[] = {
    { "userinfo", LLURI_COMPONENT_USERINFO }, { "host", LLURI_COMPONENT_REG_NAME },
    { "segment", LLURI_COMPONENT_SEGMENT },   { "path", LLURI_COMPONENT_PATH },
    { "query", LLURI_COMPONENT_QUERY },       { "fragment", LLURI_COMPONENT_FRAGMENT },
    { "form", LLURI_COMPONENT_FORM },
};

/* s percent-encoded for one component (lluri_pct_encode): every byte not
 * allowed there as it is becomes %XX. */
PG_FUNCTION_INFO_V1(uri_escape);
Datum uri_escape(PG_FUNCTION_ARGS)
{
    text *s = PG_GETARG_TEXT_PP(0);
    char *name = text_to_cstring(PG_GETARG_TEXT_PP(1));
    size_t len = VARSIZE_ANY_EXHDR(s);
    ptrdiff_t n;
    char *out;
    size_t i;

    for (i = 0; i < lengthof(components); i++)
        if (strcmp(name, components[i].name) == 0)
            break;
    if (i == lengthof(components))
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("uri_escape: unknown component \"%s\"", name),
                        errhint("One of userinfo, host, segment, path, query, fragment, form.")));
    n = lluri_pct_encode(VARDATA_ANY(s), len, components[i].c, NULL, 0, NULL);
    if (n < 0)
        uri_report("uri_escape", (int) n, NULL);
    uri_check_length((size_t) n, "uri_escape result");
    out = palloc((size_t) n + 1);
    (void) lluri_pct_encode(VARDATA_ANY(s), len, components[i].c, out, (size_t) n + 1, NULL);
    PG_RETURN_TEXT_P(cstring_to_text_with_len(out, (int) n));
}

/* s percent-decoded (plus_to_space: "+" is a space, as forms write it). A
 * "%" without two hex digits after it, or bytes that are no text of the
 * database's encoding, are errors. */
PG_FUNCTION_INFO_V1(uri_unescape);
Datum uri_unescape(PG_FUNCTION_ARGS)
{
    text *s = PG_GETARG_TEXT_PP(0);
    bool form = PG_GETARG_BOOL(1);
    size_t len = VARSIZE_ANY_EXHDR(s);
    char *out = palloc(len + 1);
    lluri_error err;
    ptrdiff_t n = lluri_pct_decode(VARDATA_ANY(s), len, form ? LLURI_PCT_FORM : 0, out,
                                   len + 1, &err);

    if (n < 0)
        uri_report("uri_unescape", (int) n, &err);
    if (memchr(out, '\0', (size_t) n) != NULL)
        ereport(ERROR, (errcode(ERRCODE_UNTRANSLATABLE_CHARACTER),
                        errmsg("uri_unescape: \"%%00\" decodes to a NUL byte, which text cannot hold")));
    pg_verifymbstr(out, (int) n, false);
    PG_RETURN_TEXT_P(cstring_to_text_with_len(out, (int) n));
}

/* ------------------------------------------------------------ cache key */

/* The globs of a text[] argument (NULL: none), as lluri_text spans into
 * the array's own elements; *n of them. */
static lluri_text *globs_of(ArrayType *a, size_t *n)
{
    Datum *elems;
    bool *nulls;
    int count;
    lluri_text *g;

    *n = 0;
    if (a == NULL)
        return NULL;
    deconstruct_array(a, TEXTOID, -1, false, TYPALIGN_INT, &elems, &nulls, &count);
    g = palloc(sizeof *g * (size_t) (count > 0 ? count : 1));
    for (int i = 0; i < count; i++) {
        text *t;
        if (nulls[i])
            ereport(ERROR, (errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
                            errmsg("uri_cache_key: a NULL glob")));
        t = DatumGetTextPP(elems[i]);
        g[i].ptr = VARDATA_ANY(t);
        g[i].len = VARSIZE_ANY_EXHDR(t);
    }
    *n = (size_t) count;
    return g;
}

/* uri_cache_key(u, sort, keep, drop, merge_slashes): the proxy cache key
 * of u read as an absolute-form request target (lluri_cache_key(): scheme
 * and host lower case, the default port dropped, the path normalized with
 * its reserved escapes kept, the query's empty pairs dropped, keep and
 * drop globs on decoded keys, with sort a stable sort by decoded key, no
 * fragment): the bytes `lluri cache-key`, lluri.cache_key() and the nginx
 * module's $lluri_cache_key give for the same target. NULL for a NULL u. */
PG_FUNCTION_INFO_V1(uri_cache_key);
Datum uri_cache_key(PG_FUNCTION_ARGS)
{
    UriValue v;
    lluri_cache_key_options o;
    lluri_error err;
    ptrdiff_t n;
    char *out;
    size_t need;

    if (PG_ARGISNULL(0))
        PG_RETURN_NULL();
    uri_unpack(PG_GETARG_URI_PP(0), &v);
    memset(&o, 0, sizeof o);
    o.flags = !PG_ARGISNULL(4) && PG_GETARG_BOOL(4) ? LLURI_KEY_MERGE_SLASHES : 0;
    o.query.flags = !PG_ARGISNULL(1) && PG_GETARG_BOOL(1) ? LLURI_QUERY_SORT : 0;
    o.query.keep = globs_of(PG_ARGISNULL(2) ? NULL : PG_GETARG_ARRAYTYPE_P(2), &o.query.nkeep);
    o.query.drop = globs_of(PG_ARGISNULL(3) ? NULL : PG_GETARG_ARRAYTYPE_P(3), &o.query.ndrop);
    need = (size_t) v.len + 64;
    if (2 * need > LLURI_CACHE_KEY_STACK) {
        o.query.scratch_size = LLURI_CACHE_KEY_SCRATCH(need);
        o.query.scratch = palloc(o.query.scratch_size);
    }
    n = lluri_cache_key(&v.u, LLURI_FORM_ABSOLUTE, NULL, 0, &o, NULL, 0, &err);
    if (n < 0)
        uri_report("uri_cache_key", (int) n, &err);
    uri_check_length((size_t) n, "uri_cache_key result");
    out = palloc((size_t) n + 1);
    n = lluri_cache_key(&v.u, LLURI_FORM_ABSOLUTE, NULL, 0, &o, out, (size_t) n + 1, &err);
    if (n < 0)
        uri_report("uri_cache_key", (int) n, &err);
    PG_RETURN_TEXT_P(cstring_to_text_with_len(out, (int) n));
}
