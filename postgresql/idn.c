/* SPDX-License-Identifier: MIT */
/*
 * idn.c — internationalized names through the library's libidn2 layer
 * (<lluri/idn.h>): IRIs to URIs (RFC 3987 §3.1, hosts as A-labels) and
 * back for display, a host's U-labels. Their answers depend on libidn2's
 * Unicode tables, which an upgrade of libidn2 may change, so they are
 * STABLE, not IMMUTABLE: an index on them could go stale. Without libidn2
 * in the build they raise "not supported by this build".
 */
#include "lluri_pg.h"

#include <lluri/idn.h>

#include "mb/pg_wchar.h"
#include "utils/builtins.h"

#include <string.h>

struct iri_ctx {
    const char *s;
    size_t len;
};

static ptrdiff_t w_iri_to_uri(void *c, char *out, size_t cap, lluri *result, lluri_error *err)
{
    struct iri_ctx *x = c;

    return lluri_iri_to_uri(x->s, x->len, LLURI_START_REFERENCE, out, cap, result, err);
}

/* An IRI (text with raw UTF-8: "http://bücher.de/ü") as a uri
 * ("http://xn--bcher-kva.de/%C3%BC"). */
PG_FUNCTION_INFO_V1(uri_from_iri);
Datum uri_from_iri(PG_FUNCTION_ARGS)
{
    text *t = PG_GETARG_TEXT_PP(0);
    int len = (int) VARSIZE_ANY_EXHDR(t);
    /* the library reads IRIs as UTF-8 */
    const char *utf8 = pg_server_to_any(VARDATA_ANY(t), len, PG_UTF8);
    struct iri_ctx c = { utf8, utf8 == VARDATA_ANY(t) ? (size_t) len : strlen(utf8) };

    PG_RETURN_POINTER(uri_write("uri_from_iri", w_iri_to_uri, &c, URI_UNBOUNDED));
}

/* The uri as an IRI, for display (lluri_uri_to_iri: %XX of UTF-8 decoded
 * where RFC 3987 allows the character, "xn--" labels in U-labels). */
PG_FUNCTION_INFO_V1(uri_to_iri);
Datum uri_to_iri(PG_FUNCTION_ARGS)
{
    UriValue v;
    lluri_error err;
    ptrdiff_t n;
    char *out;

    uri_unpack(PG_GETARG_URI_PP(0), &v);
    n = lluri_uri_to_iri(v.text, v.len, LLURI_START_REFERENCE, NULL, 0, NULL, &err);
    if (n < 0)
        uri_report("uri_to_iri", (int) n, &err);
    out = palloc((size_t) n + 1);
    n = lluri_uri_to_iri(v.text, v.len, LLURI_START_REFERENCE, out, (size_t) n + 1, NULL, &err);
    if (n < 0)
        uri_report("uri_to_iri", (int) n, &err);
    PG_RETURN_TEXT_P(cstring_to_text(pg_any_to_server(out, (int) n, PG_UTF8)));
}

/* A reg-name host for display: percent-decoded, mapped, each "xn--" label
 * in Unicode ("xn--bcher-kva.de" is "bücher.de"); a host whose labels do
 * not decode to what encodes back to them is given as written (as
 * lluri_uri_to_iri() keeps it), as is an IP literal (without brackets, as
 * uri_host() gives it). NULL without a host. */
PG_FUNCTION_INFO_V1(uri_host_unicode);
Datum uri_host_unicode(PG_FUNCTION_ARGS)
{
    UriValue v;
    lluri_span host;
    lluri_error err;
    const char *h;
    ptrdiff_t n;
    char *out;

    uri_unpack(PG_GETARG_URI_PP(0), &v);
    if (!(v.u.present & LLURI_HAS_AUTHORITY) || lluri_host_address(&v.u, &host, NULL) < 0)
        PG_RETURN_NULL();
    h = v.u.src + host.off;
    if (v.u.host_kind != LLURI_HOST_REG_NAME || host.len == 0)
        PG_RETURN_TEXT_P(uri_span_text(&v.u, host));
    n = lluri_host_to_unicode(h, host.len, NULL, 0, &err);
    /* a name IDNA refuses (any of its codes, LLURI_EIDN .. LLURI_EIDNHYPHEN)
     * or a host that decodes to no name: shown as written */
    if ((n <= LLURI_EIDN && n >= LLURI_EIDNHYPHEN) || n == LLURI_EHOST)
        PG_RETURN_TEXT_P(uri_span_text(&v.u, host));
    if (n < 0)
        uri_report("uri_host_unicode", (int) n, &err);
    out = palloc((size_t) n + 1);
    n = lluri_host_to_unicode(h, host.len, out, (size_t) n + 1, &err);
    if (n < 0)
        uri_report("uri_host_unicode", (int) n, &err);
    PG_RETURN_TEXT_P(cstring_to_text(pg_any_to_server(out, (int) n, PG_UTF8)));
}
