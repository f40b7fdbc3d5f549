/* SPDX-License-Identifier: MIT */
/*
 * dirty.c — functions for text columns that hold junk: none of them
 * raises for what the text holds. uri_try and uri_check (the strict
 * verdict), uri_parse (the components, strict or through the lenient
 * profile for logs, with what it tolerated), uri_request_line (an HTTP
 * request line, RFC 9112 §3) and uri_fetch_verdict (where a fetch of a
 * URL would go, read from its text: no network I/O).
 */
#include "lluri_pg.h"

#include <lluri/http.h>

#include "catalog/pg_type.h"
#include "funcapi.h"
#include "utils/array.h"
#include "utils/builtins.h"

#include <arpa/inet.h>
#include <string.h>

/* uri_try: the uri, or NULL when the text is none (or too long for one). */
PG_FUNCTION_INFO_V1(uri_try);
Datum uri_try(PG_FUNCTION_ARGS)
{
    text *t = PG_GETARG_TEXT_PP(0);
    size_t len = VARSIZE_ANY_EXHDR(t);
    lluri u;

    if (len > URI_MAX_LEN || uri_parse_strict(&u, VARDATA_ANY(t), len, NULL) < 0)
        PG_RETURN_NULL();
    PG_RETURN_POINTER(uri_make(&u, VARDATA_ANY(t), len));
}

/* uri_check: NULL for a valid URI reference, else "REASON at offset N". */
PG_FUNCTION_INFO_V1(uri_check);
Datum uri_check(PG_FUNCTION_ARGS)
{
    text *t = PG_GETARG_TEXT_PP(0);
    size_t len = VARSIZE_ANY_EXHDR(t);
    lluri u;
    lluri_error err;
    int rc;

    if (len > URI_MAX_LEN)
        PG_RETURN_TEXT_P(cstring_to_text(uri_reason(LLURI_ETOOLONG, URI_MAX_LEN)));
    rc = uri_parse_strict(&u, VARDATA_ANY(t), len, &err);
    if (rc == 0)
        PG_RETURN_NULL();
    PG_RETURN_TEXT_P(cstring_to_text(uri_reason(rc, err.offset)));
}

/* ------------------------------------------------------------ uri_parse */

/* The columns of a components record: scheme, userinfo, host (as
 * uri_host() gives it), host_kind, port (as written), path, query,
 * fragment, from values[at]. known_path: whether the path is known (a
 * partial result's path is not when the error came in it). */
static void put_components(const lluri *u, bool known_path, Datum *values, bool *nulls)
{
    lluri_span host;
    const char *kind;

#define PUT(i, cond, sp)                                                       \
    do {                                                                       \
        nulls[i] = !(cond);                                                    \
        if (cond)                                                              \
            values[i] = PointerGetDatum(uri_span_text(u, (sp)));              \
    } while (0)
    PUT(0, u->present & LLURI_HAS_SCHEME, u->scheme);
    PUT(1, u->present & LLURI_HAS_USERINFO, u->userinfo);
    nulls[2] = !(u->present & LLURI_HAS_AUTHORITY) || lluri_host_address(u, &host, NULL) < 0;
    if (!nulls[2])
        values[2] = PointerGetDatum(uri_span_text(u, host));
    kind = lluri_host_kind_name((enum lluri_host_kind) u->host_kind);
    nulls[3] = kind == NULL;
    if (kind != NULL)
        values[3] = PointerGetDatum(cstring_to_text(kind));
    PUT(4, u->present & LLURI_HAS_PORT, u->port);
    PUT(5, known_path, u->path);
    PUT(6, u->present & LLURI_HAS_QUERY, u->query);
    PUT(7, u->present & LLURI_HAS_FRAGMENT, u->fragment);
#undef PUT
}

/* The names of the LLURI_TOL_* bits set in tolerated. */
static ArrayType *tolerated_names(uint32 tolerated)
{
    Datum names[32];
    int n = 0;

    for (unsigned bit = 0; bit < 32; bit++) {
        const char *name = (tolerated & (1u << bit)) ? lluri_tolerated_name(1u << bit) : NULL;
        if (name != NULL)
            names[n++] = PointerGetDatum(cstring_to_text(name));
    }
    return construct_array(names, n, TEXTOID, -1, false, TYPALIGN_INT);
}

/* uri_parse(text, lenient): valid, error, offset, the components,
 * tolerated.
 *   strict: valid is the RFC 3986 verdict; when invalid, error and offset
 *     say why, and the components are those complete before the error
 *     (LLURI_PARTIAL; the others NULL: unknown);
 *   lenient: valid says whether the profile for logs took the text; error
 *     and offset are then the strict verdict (NULL for a valid URI),
 *     tolerated names what the profile took that RFC 3986 does not allow;
 *     when the profile refuses it too, as strict. */
PG_FUNCTION_INFO_V1(uri_parse);
Datum uri_parse(PG_FUNCTION_ARGS)
{
    text *t = PG_GETARG_TEXT_PP(0);
    bool lenient = PG_GETARG_BOOL(1);
    const char *s = VARDATA_ANY(t);
    size_t len = VARSIZE_ANY_EXHDR(t);
    TupleDesc desc;
    Datum values[12];
    bool nulls[12];
    lluri u;
    lluri_error err = { LLURI_OK, 0 };
    int rc;

    if (get_call_result_type(fcinfo, NULL, &desc) != TYPEFUNC_COMPOSITE)
        elog(ERROR, "uri_parse: return type must be a row type");
    desc = BlessTupleDesc(desc);
    memset(nulls, true, sizeof nulls);
    if (lenient)
        rc = lluri_parse(&u, s, len, LLURI_LENIENT | LLURI_PARTIAL, &err);
    else if (len > URI_PARSE_CHUNK) /* long: in pieces, interruptible */
        rc = uri_parse_strict(&u, s, len, &err);
    else
        rc = lluri_parse(&u, s, len, LLURI_PARTIAL, &err);
    values[0] = BoolGetDatum(rc == 0);
    nulls[0] = false;
    if (err.code != LLURI_OK) {
        values[1] = PointerGetDatum(cstring_to_text(lluri_strerror(err.code)));
        values[2] = Int32GetDatum((int32) err.offset);
        nulls[1] = nulls[2] = false;
    }
    if (rc == 0) {
        put_components(&u, true, values + 3, nulls + 3);
        values[11] = PointerGetDatum(tolerated_names(u.tolerated));
        nulls[11] = false;
    } else if (u.present & LLURI_HAS_PARTIAL) {
        /* the path is known when the prefix ends at its delimiter */
        bool known_path = (u.present & (LLURI_HAS_QUERY | LLURI_HAS_FRAGMENT))
                          || (u.len < len && (s[u.len] == '?' || s[u.len] == '#'));
        put_components(&u, known_path, values + 3, nulls + 3);
    }
    PG_RETURN_DATUM(HeapTupleGetDatum(heap_form_tuple(desc, values, nulls)));
}

/* ------------------------------------------------------------ request lines */

/* uri_request_line(line): an HTTP request line as a log holds it
 * ("GET /a?b HTTP/1.1", its CRLF there or not): valid, error, offset,
 * method, form, target, version, and the target's scheme, host, port,
 * path, query (lluri_request_parser_execute over the line and a CRLF). */
PG_FUNCTION_INFO_V1(uri_request_line);
Datum uri_request_line(PG_FUNCTION_ARGS)
{
    text *t = PG_GETARG_TEXT_PP(0);
    const char *s = VARDATA_ANY(t);
    size_t len = VARSIZE_ANY_EXHDR(t);
    size_t blen = len;
    char *buf;
    TupleDesc desc;
    Datum values[12];
    bool nulls[12];
    lluri_request_parser p;
    lluri_request_line rl;
    lluri_error err = { LLURI_OK, 0 };
    ptrdiff_t n;

    if (get_call_result_type(fcinfo, NULL, &desc) != TYPEFUNC_COMPOSITE)
        elog(ERROR, "uri_request_line: return type must be a row type");
    desc = BlessTupleDesc(desc);
    memset(nulls, true, sizeof nulls);
    buf = palloc(len + 2);
    if (len > 0)
        memcpy(buf, s, len);
    if (len == 0 || s[len - 1] != '\n') { /* the line's end, as it came */
        memcpy(buf + len, "\r\n", 2);
        blen += 2;
    }
    n = lluri_request_parser_init(&p, 0, 0, 0);
    if (n == 0)
        n = lluri_request_parser_execute(&p, buf, blen, &rl, &err);
    if (n == 0) { /* not complete: cannot be, the line ends in LF */
        n = LLURI_EEOL;
        err.offset = len;
    } else if (n > 0 && (size_t) n < blen) { /* more than one line */
        err.offset = (size_t) n;
        n = LLURI_EEOL;
    }
    values[0] = BoolGetDatum(n > 0);
    nulls[0] = false;
    if (n < 0) {
        values[1] = PointerGetDatum(cstring_to_text(lluri_strerror((int) n)));
        values[2] = Int32GetDatum((int32) err.offset);
        nulls[1] = nulls[2] = false;
    } else {
        lluri target;
        const lluri *u = &target;
        lluri_span host;

        if (lluri_request_line_uri(&rl, buf, &target) != 0)
            elog(ERROR, "uri_request_line: no target for a line read whole");
        values[3] = PointerGetDatum(cstring_to_text_with_len(buf + rl.method.off,
                                                             (int) rl.method.len));
        values[4] = PointerGetDatum(cstring_to_text(lluri_target_form_name(rl.form)));
        values[5] = PointerGetDatum(cstring_to_text_with_len(buf + rl.target.off,
                                                             (int) rl.target.len));
        values[6] = PointerGetDatum(cstring_to_text_with_len(buf + rl.version.off,
                                                             (int) rl.version.len));
        nulls[3] = nulls[4] = nulls[5] = nulls[6] = false;
        if (u->present & LLURI_HAS_SCHEME) {
            values[7] = PointerGetDatum(uri_span_text(u, u->scheme));
            nulls[7] = false;
        }
        if ((u->present & LLURI_HAS_AUTHORITY) && lluri_host_address(u, &host, NULL) == 0) {
            values[8] = PointerGetDatum(uri_span_text(u, host));
            nulls[8] = false;
        }
        if (u->present & LLURI_HAS_PORT) {
            values[9] = PointerGetDatum(uri_span_text(u, u->port));
            nulls[9] = false;
        }
        values[10] = PointerGetDatum(uri_span_text(u, u->path));
        nulls[10] = false;
        if (u->present & LLURI_HAS_QUERY) {
            values[11] = PointerGetDatum(uri_span_text(u, u->query));
            nulls[11] = false;
        }
    }
    PG_RETURN_DATUM(HeapTupleGetDatum(heap_form_tuple(desc, values, nulls)));
}

/* ------------------------------------------------------------ fetch verdict */

/* safe, reason, address, address_class, verdict for u (lluri_fetch_check:
 * where a fetch goes as RFC 3986, WHATWG URL and inet_aton() read the
 * host): safe, reason and verdict NULL for a URL that is not http, https,
 * ws or wss; address and its class whenever there is a host; the verdict
 * as the token the tool and the nginx module give ("allow",
 * "deny:loopback", ..., "deny:invalid" for text the lenient profile
 * refuses). Nothing is resolved or fetched. */
static Datum fetch_verdict(FunctionCallInfo fcinfo, const lluri *u, const char *invalid)
{
    TupleDesc desc;
    Datum values[5];
    bool nulls[5] = { true, true, true, true, true };
    enum lluri_fetch_reason why = LLURI_FETCH_SAFE;
    lluri_address a = { 0 };
    int rc;

    if (get_call_result_type(fcinfo, NULL, &desc) != TYPEFUNC_COMPOSITE)
        elog(ERROR, "uri_fetch_verdict: return type must be a row type");
    desc = BlessTupleDesc(desc);
    if (invalid != NULL) {
        values[0] = BoolGetDatum(false);
        values[1] = PointerGetDatum(cstring_to_text(invalid));
        values[4] = PointerGetDatum(cstring_to_text("deny:invalid"));
        nulls[0] = nulls[1] = nulls[4] = false;
        PG_RETURN_DATUM(HeapTupleGetDatum(heap_form_tuple(desc, values, nulls)));
    }
    rc = lluri_fetch_check(u, NULL, &why, &a, NULL);   /* the default policy */
    if (rc >= 0) {
        const char *verdict = lluri_fetch_verdict_name(why, a.net);

        values[0] = BoolGetDatum(rc == 1);
        nulls[0] = false;
        if (verdict != NULL) {
            values[4] = PointerGetDatum(cstring_to_text(verdict));
            nulls[4] = false;
        }
        if (rc == 0) {
            values[1] = PointerGetDatum(cstring_to_text(lluri_fetch_reason_name(why)));
            nulls[1] = false;
        }
    }
    if ((u->present & LLURI_HAS_AUTHORITY) && lluri_fetch_address(u, &a, NULL) == 0) {
        char text[INET6_ADDRSTRLEN > 256 ? INET6_ADDRSTRLEN : 256];

        if (a.kind == LLURI_ADDRESS_NAME)
            values[2] = PointerGetDatum(cstring_to_text_with_len(a.name, (int) a.name_len));
        else if (inet_ntop(a.kind == LLURI_ADDRESS_IPV4 ? AF_INET : AF_INET6, a.ip, text,
                           sizeof text) != NULL)
            values[2] = PointerGetDatum(cstring_to_text(text));
        else
            values[2] = PointerGetDatum(cstring_to_text("?"));
        values[3] = PointerGetDatum(cstring_to_text(lluri_address_class_name(a.net)));
        nulls[2] = nulls[3] = false;
    }
    PG_RETURN_DATUM(HeapTupleGetDatum(heap_form_tuple(desc, values, nulls)));
}

PG_FUNCTION_INFO_V1(uri_fetch_verdict);
Datum uri_fetch_verdict(PG_FUNCTION_ARGS)
{
    UriValue v;

    uri_unpack(PG_GETARG_URI_PP(0), &v);
    return fetch_verdict(fcinfo, &v.u, NULL);
}

/* The text read through the lenient profile (what it tolerated makes the
 * URL not fetch-safe: WHATWG reads it its own way); text it refuses is
 * not safe, the reason being the parse's. */
PG_FUNCTION_INFO_V1(uri_fetch_verdict_text);
Datum uri_fetch_verdict_text(PG_FUNCTION_ARGS)
{
    text *t = PG_GETARG_TEXT_PP(0);
    lluri u;
    lluri_error err;
    int rc = lluri_parse(&u, VARDATA_ANY(t), VARSIZE_ANY_EXHDR(t), LLURI_LENIENT, &err);

    if (rc < 0)
        return fetch_verdict(fcinfo, &u, uri_reason(rc, err.offset));
    return fetch_verdict(fcinfo, &u, NULL);
}
