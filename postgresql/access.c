/* SPDX-License-Identifier: MIT */
/*
 * access.c — the components of a stored uri, with pguri's names (read from
 * the stored parse, never parsed again), the query's pairs through the
 * library's query layer, and the host reversed for domain scans.
 */
#include "lluri_pg.h"

#include "catalog/pg_type.h"
#include "funcapi.h"
#include "mb/pg_wchar.h"
#include "miscadmin.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/jsonb.h"

#include <string.h>

/* One uri argument, unpacked. */
#define URI_ARG(v) \
    UriValue v;    \
    uri_unpack(PG_GETARG_URI_PP(0), &v)

/* A component that may be absent: NULL then. */
static Datum part(FunctionCallInfo fcinfo, const lluri *u, uint32 bit, lluri_span sp)
{
    if (!(u->present & bit))
        PG_RETURN_NULL();
    PG_RETURN_TEXT_P(uri_span_text(u, sp));
}

PG_FUNCTION_INFO_V1(uri_scheme);
Datum uri_scheme(PG_FUNCTION_ARGS)
{
    URI_ARG(v);
    return part(fcinfo, &v.u, LLURI_HAS_SCHEME, v.u.scheme);
}

PG_FUNCTION_INFO_V1(uri_userinfo);
Datum uri_userinfo(PG_FUNCTION_ARGS)
{
    URI_ARG(v);
    return part(fcinfo, &v.u, LLURI_HAS_USERINFO, v.u.userinfo);
}

/* The host without the brackets of an IP literal (as pguri gives it); the
 * library's lluri_host_address() says where that is. */
static bool host_span(const lluri *u, lluri_span *sp)
{
    return (u->present & LLURI_HAS_AUTHORITY) && lluri_host_address(u, sp, NULL) == 0;
}

PG_FUNCTION_INFO_V1(uri_host);
Datum uri_host(PG_FUNCTION_ARGS)
{
    lluri_span sp;
    URI_ARG(v);

    if (!host_span(&v.u, &sp))
        PG_RETURN_NULL();
    PG_RETURN_TEXT_P(uri_span_text(&v.u, sp));
}

/* An IPv4 or IPv6 host as inet (PostgreSQL's own reading of the address
 * the parse found); NULL for a name, an IPvFuture literal or no host. */
PG_FUNCTION_INFO_V1(uri_host_inet);
Datum uri_host_inet(PG_FUNCTION_ARGS)
{
    lluri_span sp;
    URI_ARG(v);

    if ((v.u.host_kind != LLURI_HOST_IPV4 && v.u.host_kind != LLURI_HOST_IPV6)
        || !host_span(&v.u, &sp))
        PG_RETURN_NULL();
    return DirectFunctionCall1(inet_in, CStringGetDatum(pnstrdup(v.u.src + sp.off, sp.len)));
}

PG_FUNCTION_INFO_V1(uri_host_kind);
Datum uri_host_kind(PG_FUNCTION_ARGS)
{
    const char *name;
    URI_ARG(v);

    name = lluri_host_kind_name((enum lluri_host_kind) v.u.host_kind);
    if (name == NULL)
        PG_RETURN_NULL();
    PG_RETURN_TEXT_P(cstring_to_text(name));
}

/* The port as a number; NULL when there is none, when it is empty
 * ("http://a:/") and when it is over 65535 (no TCP port: RFC 3986 sets no
 * bound, so such a URI is valid). */
PG_FUNCTION_INFO_V1(uri_port);
Datum uri_port(PG_FUNCTION_ARGS)
{
    int port;
    URI_ARG(v);

    port = lluri_port(&v.u, NULL);
    if (port < 0)
        PG_RETURN_NULL();
    PG_RETURN_INT32(port);
}

PG_FUNCTION_INFO_V1(uri_path);
Datum uri_path(PG_FUNCTION_ARGS)
{
    URI_ARG(v);
    PG_RETURN_TEXT_P(uri_span_text(&v.u, v.u.path));
}

/* The path's segments as written, split at "/" (the leading "/" of an
 * absolute path starts the first): "/a/b/" is {a,b,""}, "/" is {""}, ""
 * is {}. */
PG_FUNCTION_INFO_V1(uri_path_array);
Datum uri_path_array(PG_FUNCTION_ARGS)
{
    ArrayBuildState *astate = initArrayResult(TEXTOID, CurrentMemoryContext, false);
    const char *p, *end, *seg;
    URI_ARG(v);

    p = v.u.src + v.u.path.off;
    end = p + v.u.path.len;
    if (p == end)
        PG_RETURN_ARRAYTYPE_P(construct_empty_array(TEXTOID));
    if (*p == '/')
        p++;
    for (seg = p;; p++) {
        if (p == end || *p == '/') {
            CHECK_FOR_INTERRUPTS();
            astate = accumArrayResult(astate,
                                      PointerGetDatum(cstring_to_text_with_len(seg, (int) (p - seg))),
                                      false, TEXTOID, CurrentMemoryContext);
            if (p == end)
                break;
            seg = p + 1;
        }
    }
    PG_RETURN_DATUM(makeArrayResult(astate, CurrentMemoryContext));
}

PG_FUNCTION_INFO_V1(uri_query);
Datum uri_query(PG_FUNCTION_ARGS)
{
    URI_ARG(v);
    return part(fcinfo, &v.u, LLURI_HAS_QUERY, v.u.query);
}

PG_FUNCTION_INFO_V1(uri_fragment);
Datum uri_fragment(PG_FUNCTION_ARGS)
{
    URI_ARG(v);
    return part(fcinfo, &v.u, LLURI_HAS_FRAGMENT, v.u.fragment);
}

/* ------------------------------------------------------------ the query */

/* A query key or value percent-decoded ("+" a space, as forms write it:
 * lluri_pct_decode with LLURI_PCT_FORM). When the bytes it decodes to are
 * no text of the database's encoding (a NUL, "%FF" in UTF-8), it is given
 * as written, still encoded: nothing is lost and nothing is raised. */
static text *decoded(const lluri *u, lluri_span sp)
{
    const char *s = u->src + sp.off;
    char *buf = palloc(sp.len + 1);
    ptrdiff_t n = lluri_pct_decode(s, sp.len, LLURI_PCT_FORM, buf, sp.len + 1, NULL);
    text *t;

    if (n >= 0 && memchr(buf, '\0', (size_t) n) == NULL
        && pg_verifymbstr(buf, (int) n, true))
        t = cstring_to_text_with_len(buf, (int) n);
    else
        t = cstring_to_text_with_len(s, (int) sp.len);
    pfree(buf);
    return t;
}

/* The query's pairs, in order: ord (from 1), key and value decoded; the
 * value is NULL for a key without "=". */
PG_FUNCTION_INFO_V1(uri_query_params);
Datum uri_query_params(PG_FUNCTION_ARGS)
{
    ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
    lluri_query_iter it;
    lluri_query_pair pair;
    int rc, ord = 0;
    URI_ARG(v);

    InitMaterializedSRF(fcinfo, 0);
    rc = lluri_query_begin(&it, &v.u, 0);
    while (rc == 0 && (rc = lluri_query_next(&it, &pair)) == 1) {
        Datum values[3];
        bool nulls[3] = { false, false, !pair.has_value };

        CHECK_FOR_INTERRUPTS();
        values[0] = Int32GetDatum(++ord);
        values[1] = PointerGetDatum(decoded(&v.u, pair.key));
        values[2] = pair.has_value ? PointerGetDatum(decoded(&v.u, pair.value)) : (Datum) 0;
        tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
        rc = 0;
    }
    if (rc < 0)
        uri_report("uri_query_params", rc, NULL);
    return (Datum) 0;
}

/* The value of the first pair whose decoded key is `key` (decoded); ""
 * for a key without "="; NULL when no pair has the key. */
PG_FUNCTION_INFO_V1(uri_query_get);
Datum uri_query_get(PG_FUNCTION_ARGS)
{
    text *key = PG_GETARG_TEXT_PP(1);
    lluri_query_pair pair;
    lluri_error err;
    int rc;
    URI_ARG(v);

    if (!(v.u.present & LLURI_HAS_QUERY))
        PG_RETURN_NULL();
    rc = lluri_query_get(&v.u, VARDATA_ANY(key), VARSIZE_ANY_EXHDR(key), LLURI_PCT_FORM,
                         &pair, &err);
    if (rc < 0)
        uri_report("uri_query_get", rc, &err);
    if (rc == 0)
        PG_RETURN_NULL();
    if (!pair.has_value)
        PG_RETURN_TEXT_P(cstring_to_text_with_len("", 0));
    PG_RETURN_TEXT_P(decoded(&v.u, pair.value));
}

struct qpair {
    text *key, *value; /* value NULL: no "=" */
    int   ord;
};

static int qpair_cmp(const void *x, const void *y)
{
    const struct qpair *a = x, *b = y;
    size_t al = VARSIZE_ANY_EXHDR(a->key), bl = VARSIZE_ANY_EXHDR(b->key);
    int d = memcmp(VARDATA_ANY(a->key), VARDATA_ANY(b->key), Min(al, bl));

    if (d == 0)
        d = al < bl ? -1 : al > bl ? 1 : 0;
    return d != 0 ? d : a->ord - b->ord; /* stable: values in query order */
}

static bool key_eq(const text *a, const text *b)
{
    return VARSIZE_ANY_EXHDR(a) == VARSIZE_ANY_EXHDR(b)
        && memcmp(VARDATA_ANY(a), VARDATA_ANY(b), VARSIZE_ANY_EXHDR(a)) == 0;
}

static void push_string(JsonbParseState **st, JsonbIteratorToken tok, text *t)
{
    JsonbValue jv;

    if (t == NULL) {
        jv.type = jbvNull;
    } else {
        jv.type = jbvString;
        jv.val.string.val = VARDATA_ANY(t);
        jv.val.string.len = (int) VARSIZE_ANY_EXHDR(t);
    }
    (void) pushJsonbValue(st, tok, &jv);
}

/* The query as a jsonb object: each key (decoded) to its value (decoded;
 * null for a key without "="), or to an array of its values in query
 * order when the key comes more than once. */
PG_FUNCTION_INFO_V1(uri_query_jsonb);
Datum uri_query_jsonb(PG_FUNCTION_ARGS)
{
    JsonbParseState *st = NULL;
    JsonbValue *res;
    struct qpair *pairs;
    int n = 0, cap = 16, rc;
    lluri_query_iter it;
    lluri_query_pair pair;
    URI_ARG(v);

    if (!(v.u.present & LLURI_HAS_QUERY))
        PG_RETURN_NULL();
    pairs = palloc(sizeof *pairs * (size_t) cap);
    rc = lluri_query_begin(&it, &v.u, 0);
    while (rc == 0 && (rc = lluri_query_next(&it, &pair)) == 1) {
        CHECK_FOR_INTERRUPTS();
        if (n == cap) {
            cap *= 2;
            pairs = repalloc(pairs, sizeof *pairs * (size_t) cap);
        }
        pairs[n].key = decoded(&v.u, pair.key);
        pairs[n].value = pair.has_value ? decoded(&v.u, pair.value) : NULL;
        pairs[n].ord = n;
        n++;
        rc = 0;
    }
    if (rc < 0)
        uri_report("uri_query_jsonb", rc, NULL);
    qsort(pairs, (size_t) n, sizeof *pairs, qpair_cmp);
    (void) pushJsonbValue(&st, WJB_BEGIN_OBJECT, NULL);
    for (int i = 0; i < n;) {
        int j = i + 1;

        while (j < n && key_eq(pairs[i].key, pairs[j].key))
            j++;
        push_string(&st, WJB_KEY, pairs[i].key);
        if (j - i == 1) {
            push_string(&st, WJB_VALUE, pairs[i].value);
        } else {
            (void) pushJsonbValue(&st, WJB_BEGIN_ARRAY, NULL);
            for (int k = i; k < j; k++)
                push_string(&st, WJB_ELEM, pairs[k].value);
            (void) pushJsonbValue(&st, WJB_END_ARRAY, NULL);
        }
        i = j;
    }
    res = pushJsonbValue(&st, WJB_END_OBJECT, NULL);
    PG_RETURN_POINTER(JsonbValueToJsonb(res));
}

/* ------------------------------------------------------------ the host reversed */

/* A reg-name's labels in reverse order, joined by ",", lower-cased
 * ("www.Example.com" is "com,example,www"; the root's "." at the end of
 * "example.com." is left out, as it names the same domain), so that one
 * domain and its subdomains sort together: a prefix scan ('com,example,%'
 * and 'com,example') finds them. An IP literal is given as uri_host()
 * gives it; NULL without a host. */
PG_FUNCTION_INFO_V1(uri_host_reversed);
Datum uri_host_reversed(PG_FUNCTION_ARGS)
{
    lluri_span sp;
    const char *h;
    char *out;
    size_t o = 0, label_end;
    bool first = true;
    URI_ARG(v);

    if (!host_span(&v.u, &sp))
        PG_RETURN_NULL();
    h = v.u.src + sp.off;
    if (v.u.host_kind != LLURI_HOST_REG_NAME)
        PG_RETURN_TEXT_P(cstring_to_text_with_len(h, (int) sp.len));
    out = palloc(sp.len + 1);
    if (sp.len > 1 && h[sp.len - 1] == '.')
        sp.len--;
    label_end = sp.len;
    for (size_t i = sp.len + 1; i-- > 0;) {
        if (i == 0 || h[i - 1] == '.') { /* a label begins at i */
            if (!first)
                out[o++] = ',';
            first = false;
            for (size_t k = i; k < label_end; k++)
                out[o++] = (char) (h[k] >= 'A' && h[k] <= 'Z' ? h[k] + ('a' - 'A') : h[k]);
            label_end = i > 0 ? i - 1 : 0;
        }
    }
    PG_RETURN_TEXT_P(cstring_to_text_with_len(out, (int) o));
}
