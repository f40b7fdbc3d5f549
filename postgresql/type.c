/* SPDX-License-Identifier: MIT */
/*
 * type.c — the `uri` type: its stored form (lluri_pg.h), text and binary
 * input and output, casts, comparison (btree, with sort support) and
 * hashing.
 */
#include "lluri_pg.h"

#include "common/hashfn.h"
#include "lib/stringinfo.h"
#include "libpq/pqformat.h"
#include "mb/pg_wchar.h"
#include "port/pg_bitutils.h"
#include "miscadmin.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/sortsupport.h"

#include <string.h>

PG_MODULE_MAGIC;

/* ------------------------------------------------------------ stored form */

static size_t header_size(uint8 format)
{
    return 4 + URI_NLENGTHS * (format == URI_FORMAT_NARROW ? sizeof(uint16) : sizeof(uint32));
}

/* The spans a strict parse gives text[0 .. len) with these presence bits
 * and lengths (lluri_pg.h: RFC 3986 Appendix B's layout). Returns false
 * when the lengths do not fit in len. */
static bool layout(lluri *u, const char *text, uint32 len, uint32 present,
                   uint8 host_kind, const uint32 lens[URI_NLENGTHS])
{
    uint64 pos = 0;

    memset(u, 0, sizeof *u);
    u->src = text;
    u->len = len;
    u->present = present;
    u->host_kind = host_kind;
    if (present & LLURI_HAS_SCHEME) {
        u->scheme.len = lens[0];
        pos = (uint64) lens[0] + 1;
    }
    if (present & LLURI_HAS_AUTHORITY) {
        pos += 2;
        if (present & LLURI_HAS_USERINFO) {
            u->userinfo.off = (uint32) pos;
            u->userinfo.len = lens[1];
            pos += (uint64) lens[1] + 1;
        }
        u->host.off = (uint32) pos;
        u->host.len = lens[2];
        pos += lens[2];
        if (present & LLURI_HAS_PORT) {
            pos += 1;
            u->port.off = (uint32) pos;
            u->port.len = lens[3];
            pos += lens[3];
        }
    }
    u->path.off = (uint32) pos;
    u->path.len = lens[4];
    pos += lens[4];
    if (present & LLURI_HAS_QUERY) {
        pos += 1;
        u->query.off = (uint32) pos;
        u->query.len = lens[5];
        pos += lens[5];
    }
    if (present & LLURI_HAS_FRAGMENT) {
        pos += 1;
        if (pos > len)
            return false;
        u->fragment.off = (uint32) pos;
        u->fragment.len = (uint32) (len - pos);
        pos = len;
    }
    return pos == len;
}

void uri_unpack(const struct varlena *v, UriValue *out)
{
    const char *p = VARDATA_ANY(v);
    size_t total = VARSIZE_ANY_EXHDR(v);
    uint32 lens[URI_NLENGTHS];
    uint16 present;
    uint8 format = total > 0 ? (uint8) p[0] : 0;
    size_t hdr = header_size(format);

    if ((format != URI_FORMAT_NARROW && format != URI_FORMAT_WIDE) || total < hdr)
        ereport(ERROR, (errcode(ERRCODE_DATA_CORRUPTED),
                        errmsg("invalid uri value: unknown stored format %d", format)));
    if (format == URI_FORMAT_NARROW) {
        uint16 l16[URI_NLENGTHS];
        memcpy(l16, p + 4, sizeof l16);
        for (int i = 0; i < URI_NLENGTHS; i++)
            lens[i] = l16[i];
    } else {
        memcpy(lens, p + 4, sizeof lens);
    }
    memcpy(&present, p + 2, sizeof present);
    out->text = p + hdr;
    out->len = (uint32) (total - hdr);
    if (!layout(&out->u, out->text, out->len, present, (uint8) p[1], lens))
        ereport(ERROR, (errcode(ERRCODE_DATA_CORRUPTED),
                        errmsg("invalid uri value: its components do not fit its length")));
}

struct varlena *uri_make(const lluri *u, const char *text, size_t len)
{
    lluri_span sp[URI_NLENGTHS] = { u->scheme, u->userinfo, u->host, u->port,
                                    u->path, u->query };
    uint32 lens[URI_NLENGTHS];
    uint8 format = len <= PG_UINT16_MAX ? URI_FORMAT_NARROW : URI_FORMAT_WIDE;
    size_t hdr = header_size(format);
    uint16 present = (uint16) u->present;
    struct varlena *v;
    char *p;
    lluri check;

    uri_check_length(len, "uri value");
    for (int i = 0; i < URI_NLENGTHS; i++)
        lens[i] = sp[i].len;
    /* what the header will say must be the parse: a result of the library
     * that is not in Appendix B's layout would be read back wrong */
    if ((u->present & ~(uint32) (LLURI_HAS_SCHEME | LLURI_HAS_AUTHORITY | LLURI_HAS_USERINFO
                                 | LLURI_HAS_PORT | LLURI_HAS_QUERY | LLURI_HAS_FRAGMENT))
        || !layout(&check, text, (uint32) len, u->present, u->host_kind, lens)
        || check.scheme.off != u->scheme.off || check.userinfo.off != u->userinfo.off
        || check.host.off != u->host.off || check.port.off != u->port.off
        || check.path.off != u->path.off || check.query.off != u->query.off
        || check.fragment.off != u->fragment.off || check.fragment.len != u->fragment.len)
        elog(ERROR, "lluri: a parse not in RFC 3986 Appendix B's layout");

    v = (struct varlena *) palloc(VARHDRSZ + hdr + len);
    SET_VARSIZE(v, VARHDRSZ + hdr + len);
    p = VARDATA(v);
    p[0] = (char) format;
    p[1] = (char) u->host_kind;
    memcpy(p + 2, &present, sizeof present);
    if (format == URI_FORMAT_NARROW) {
        uint16 l16[URI_NLENGTHS];
        for (int i = 0; i < URI_NLENGTHS; i++)
            l16[i] = (uint16) lens[i];
        memcpy(p + 4, l16, sizeof l16);
    } else {
        memcpy(p + 4, lens, sizeof lens);
    }
    if (len > 0)
        memcpy(p + hdr, text, len);
    return v;
}

void uri_check_length(size_t len, const char *what)
{
    if (len > URI_MAX_LEN)
        ereport(ERROR, (errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                        errmsg("%s too long", what),
                        errdetail("It would be %zu bytes; the limit is %zu.", len,
                                  URI_MAX_LEN)));
}

int uri_parse_strict(lluri *u, const char *text, size_t len, lluri_error *err)
{
    lluri_parser ps;
    size_t done;
    int rc;

    if (len <= URI_PARSE_CHUNK)
        return lluri_parse(u, text, len, LLURI_START_REFERENCE, err);
    /* a long input in pieces, so that a cancel request is honoured */
    rc = lluri_parser_init(&ps, LLURI_START_REFERENCE);
    for (done = 0; rc == 0 && done < len;) {
        done = len - done > URI_PARSE_CHUNK ? done + URI_PARSE_CHUNK : len;
        CHECK_FOR_INTERRUPTS();
        rc = lluri_parser_execute(&ps, text, done, err);
    }
    if (rc < 0) {
        memset(u, 0, sizeof *u);
        u->src = text;
        return rc;
    }
    return lluri_parser_finish(&ps, u, text, len, err);
}

char *uri_reason(int code, size_t offset)
{
    return psprintf("%s at offset %zu", lluri_strerror(code), offset);
}

void uri_report(const char *fn, int code, const lluri_error *err)
{
    int sqlcode = code == LLURI_ETOOLONG ? ERRCODE_PROGRAM_LIMIT_EXCEEDED
                : code == LLURI_ENOTSUP ? ERRCODE_FEATURE_NOT_SUPPORTED
                : ERRCODE_INVALID_PARAMETER_VALUE;

    if (code == LLURI_ENOTSUP)
        ereport(ERROR, (errcode(sqlcode), errmsg("%s: %s", fn, lluri_strerror(code)),
                        errhint("The library was built without libidn2 (configure --with-idn).")));
    if (err != NULL && err->code == code)
        ereport(ERROR, (errcode(sqlcode), errmsg("%s: %s", fn, lluri_strerror(code)),
                        errdetail("%s", uri_reason(code, err->offset))));
    ereport(ERROR, (errcode(sqlcode), errmsg("%s: %s", fn, lluri_strerror(code))));
    pg_unreachable();
}

text *uri_span_text(const lluri *u, lluri_span sp)
{
    return cstring_to_text_with_len(u->src + sp.off, (int) sp.len);
}

struct varlena *uri_write(const char *fn, uri_writer write, void *ctx, size_t bound)
{
    lluri_error err = { LLURI_OK, 0 };
    lluri result;
    char *out;
    ptrdiff_t n;

    if (bound == URI_UNBOUNDED) {
        n = write(ctx, NULL, 0, NULL, &err);
        if (n < 0)
            uri_report(fn, (int) n, &err);
        bound = (size_t) n;
    }
    if (bound > URI_MAX_LEN)
        uri_check_length(bound, psprintf("%s result", fn));
    out = palloc(bound + 1);
    n = write(ctx, out, bound + 1, &result, &err);
    if (n < 0)
        uri_report(fn, (int) n, &err);
    if ((size_t) n > bound) /* the writer broke its stated bound */
        elog(ERROR, "%s: the result (%zd bytes) is longer than its bound (%zu)", fn, n,
             bound);
    return uri_make(&result, out, (size_t) n);
}

/* ------------------------------------------------------------ text and binary I/O */

/* The input error: soft (errsave) where PostgreSQL has it, so that
 * pg_input_is_valid() works (16 and later). */
#if PG_VERSION_NUM >= 160000
#include "nodes/miscnodes.h"
#define URI_INPUT_ERROR(fcinfo, ...) ereturn((fcinfo)->context, (Datum) 0, __VA_ARGS__)
#else
#define URI_INPUT_ERROR(fcinfo, ...) ereport(ERROR, __VA_ARGS__)
#endif

/* The input as the error quotes it: whole up to URI_QUOTED_MAX bytes,
 * else its beginning (whole characters) and "..." (the offset in the
 * detail still counts from its first byte). */
#define URI_QUOTED_MAX 256
static char *quoted_input(const char *s, size_t len)
{
    int n;

    if (len <= URI_QUOTED_MAX)
        return pnstrdup(s, len);
    n = pg_mbcliplen(s, URI_QUOTED_MAX + 1, URI_QUOTED_MAX);
    return psprintf("%.*s...", n, s);
}

static Datum uri_input(FunctionCallInfo fcinfo, const char *s, size_t len)
{
    lluri u;
    lluri_error err = { LLURI_OK, 0 };
    int rc;

    (void) fcinfo; /* its context takes soft errors from PostgreSQL 16 on */
    if (len > URI_MAX_LEN)
        URI_INPUT_ERROR(fcinfo, (errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                                 errmsg("uri value too long"),
                                 errdetail("It is %zu bytes; the limit is %zu.", len,
                                           URI_MAX_LEN)));
    rc = uri_parse_strict(&u, s, len, &err);
    if (rc < 0)
        URI_INPUT_ERROR(fcinfo, (errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
                                 errmsg("invalid input syntax for type %s: \"%s\"", "uri",
                                        quoted_input(s, len)),
                                 errdetail("%s", uri_reason(rc, err.offset))));
    PG_RETURN_POINTER(uri_make(&u, s, len));
}

PG_FUNCTION_INFO_V1(uri_in);
Datum uri_in(PG_FUNCTION_ARGS)
{
    const char *s = PG_GETARG_CSTRING(0);

    return uri_input(fcinfo, s, strlen(s));
}

PG_FUNCTION_INFO_V1(uri_out);
Datum uri_out(PG_FUNCTION_ARGS)
{
    UriValue v;

    uri_unpack(PG_GETARG_URI_PP(0), &v);
    PG_RETURN_CSTRING(pnstrdup(v.text, v.len));
}

/* Binary form: a version byte (1), then the text. It is parsed again on
 * receipt: a client's bytes are never trusted as a parse. */
#define URI_BINARY_VERSION 1

PG_FUNCTION_INFO_V1(uri_recv);
Datum uri_recv(PG_FUNCTION_ARGS)
{
    StringInfo buf = (StringInfo) PG_GETARG_POINTER(0);
    int version = pq_getmsgbyte(buf);
    const char *s;
    int n;

    if (version != URI_BINARY_VERSION)
        ereport(ERROR, (errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
                        errmsg("unsupported uri binary format version %d", version)));
    n = buf->len - buf->cursor;
    s = pq_getmsgbytes(buf, n);
    return uri_input(fcinfo, s, (size_t) n);
}

PG_FUNCTION_INFO_V1(uri_send);
Datum uri_send(PG_FUNCTION_ARGS)
{
    UriValue v;
    StringInfoData buf;

    uri_unpack(PG_GETARG_URI_PP(0), &v);
    pq_begintypsend(&buf);
    pq_sendint8(&buf, URI_BINARY_VERSION);
    pq_sendbytes(&buf, v.text, (int) v.len);
    PG_RETURN_BYTEA_P(pq_endtypsend(&buf));
}

PG_FUNCTION_INFO_V1(uri_from_text);
Datum uri_from_text(PG_FUNCTION_ARGS)
{
    text *t = PG_GETARG_TEXT_PP(0);

    return uri_input(fcinfo, VARDATA_ANY(t), VARSIZE_ANY_EXHDR(t));
}

PG_FUNCTION_INFO_V1(uri_to_text);
Datum uri_to_text(PG_FUNCTION_ARGS)
{
    UriValue v;

    uri_unpack(PG_GETARG_URI_PP(0), &v);
    PG_RETURN_TEXT_P(cstring_to_text_with_len(v.text, (int) v.len));
}

/* ------------------------------------------------------------ comparison */

static const unsigned char *ubytes(const lluri *u, lluri_span sp)
{
    return (const unsigned char *) u->src + sp.off;
}

static int ascii_fold(unsigned char c)
{
    return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
}

/* a[0 .. alen) and b[0 .. blen) with ASCII letters folded, a prefix first. */
static int fold_cmp(const unsigned char *a, size_t alen, const unsigned char *b, size_t blen)
{
    size_t n = Min(alen, blen);

    for (size_t i = 0; i < n; i++)
        if (a[i] != b[i]) {
            int d = ascii_fold(a[i]) - ascii_fold(b[i]);
            if (d != 0)
                return d;
        }
    return alen < blen ? -1 : alen > blen ? 1 : 0;
}

static int bytes_cmp(const unsigned char *a, size_t alen, const unsigned char *b, size_t blen)
{
    int d = memcmp(a, b, Min(alen, blen));

    if (d != 0)
        return d;
    return alen < blen ? -1 : alen > blen ? 1 : 0;
}

/* A component that may be absent: absent first, then fold_cmp. */
static int part_cmp(const lluri *a, uint32 abit, lluri_span as,
                    const lluri *b, uint32 bbit, lluri_span bs)
{
    if (!abit || !bbit)
        return (abit != 0) - (bbit != 0);
    return fold_cmp(ubytes(a, as), as.len, ubytes(b, bs), bs.len);
}

/* Ports by number: absent, then empty, then by value (leading zeros
 * aside: "080" and "80" tie here, and the text decides). */
static int port_cmp(const lluri *a, const lluri *b)
{
    uint32 ap = a->present & LLURI_HAS_PORT, bp = b->present & LLURI_HAS_PORT;
    const unsigned char *x, *y;
    size_t xl, yl;

    if (!ap || !bp)
        return (ap != 0) - (bp != 0);
    x = ubytes(a, a->port), xl = a->port.len;
    y = ubytes(b, b->port), yl = b->port.len;
    if (xl == 0 || yl == 0)
        return (xl != 0) - (yl != 0);
    while (xl > 1 && *x == '0')
        x++, xl--;
    while (yl > 1 && *y == '0')
        y++, yl--;
    if (xl != yl)
        return xl < yl ? -1 : 1;
    return memcmp(x, y, xl);
}

/* The offset of the first byte at which a[0 .. alen) and b[0 .. blen)
 * differ; the shorter length when one is a prefix of the other. Eight
 * bytes at a time. */
static size_t first_difference(const unsigned char *a, size_t alen, const unsigned char *b,
                               size_t blen)
{
    size_t n = Min(alen, blen), i = 0;

    for (; i + 8 <= n; i += 8) {
        uint64 x, y;

        memcpy(&x, a + i, 8);
        memcpy(&y, b + i, 8);
        if (x != y) {
#ifdef WORDS_BIGENDIAN
            return i + (size_t) ((63 - pg_leftmost_one_pos64(x ^ y)) / 8);
#else
            return i + (size_t) (pg_rightmost_one_pos64(x ^ y) / 8);
#endif
        }
    }
    while (i < n && a[i] == b[i])
        i++;
    return i;
}

/* Scheme and host without regard to ASCII case, the port by number, then
 * the text from the path on, then the whole text: the last step makes the
 * order total and 0 exactly when the texts are equal (the `=` of uri).
 *
 * When the texts first differ at or past where both paths begin, their
 * schemes, authorities and path offsets are the same bytes (the parse of
 * a prefix is the prefix's), so the order is that of the differing byte,
 * or the shorter text first: the common case of one host's URLs, decided
 * without looking at the components. */
int uri_compare(const UriValue *a, const UriValue *b)
{
    const lluri *x = &a->u, *y = &b->u;
    const unsigned char *at = (const unsigned char *) a->text, *bt = (const unsigned char *) b->text;
    size_t p = first_difference(at, a->len, bt, b->len);
    int d;

    if (p >= x->path.off && p >= y->path.off) {
        if (p < a->len && p < b->len)
            return at[p] < bt[p] ? -1 : 1;
        return a->len < b->len ? -1 : a->len > b->len ? 1 : 0;
    }
    d = part_cmp(x, x->present & LLURI_HAS_SCHEME, x->scheme,
                 y, y->present & LLURI_HAS_SCHEME, y->scheme);
    if (d != 0)
        return d;
    d = part_cmp(x, x->present & LLURI_HAS_AUTHORITY, x->host,
                 y, y->present & LLURI_HAS_AUTHORITY, y->host);
    if (d != 0)
        return d;
    d = port_cmp(x, y);
    if (d != 0)
        return d;
    d = bytes_cmp(ubytes(x, x->path), x->len - x->path.off,
                  ubytes(y, y->path), y->len - y->path.off);
    if (d != 0)
        return d;
    return bytes_cmp((const unsigned char *) a->text, a->len,
                     (const unsigned char *) b->text, b->len);
}

/* uri_compare() of the two arguments, or with equal_only their texts'
 * equality (1 or 0); their detoasted copies freed after. */
static int compare_args(FunctionCallInfo fcinfo, bool equal_only)
{
    struct varlena *av = PG_GETARG_URI_PP(0), *bv = PG_GETARG_URI_PP(1);
    UriValue a, b;
    int d;

    uri_unpack(av, &a);
    uri_unpack(bv, &b);
    if (equal_only) /* = and <>: the stored texts, byte for byte */
        d = a.len == b.len && memcmp(a.text, b.text, a.len) == 0;
    else
        d = uri_compare(&a, &b);
    PG_FREE_IF_COPY(av, 0);
    PG_FREE_IF_COPY(bv, 1);
    return d;
}

PG_FUNCTION_INFO_V1(uri_eq);
Datum uri_eq(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(compare_args(fcinfo, true)); }
PG_FUNCTION_INFO_V1(uri_ne);
Datum uri_ne(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(!compare_args(fcinfo, true)); }
PG_FUNCTION_INFO_V1(uri_lt);
Datum uri_lt(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(compare_args(fcinfo, false) < 0); }
PG_FUNCTION_INFO_V1(uri_le);
Datum uri_le(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(compare_args(fcinfo, false) <= 0); }
PG_FUNCTION_INFO_V1(uri_gt);
Datum uri_gt(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(compare_args(fcinfo, false) > 0); }
PG_FUNCTION_INFO_V1(uri_ge);
Datum uri_ge(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(compare_args(fcinfo, false) >= 0); }

PG_FUNCTION_INFO_V1(uri_cmp);
Datum uri_cmp(PG_FUNCTION_ARGS)
{
    int d = compare_args(fcinfo, false);

    PG_RETURN_INT32(d < 0 ? -1 : d > 0 ? 1 : 0);
}

static int uri_fastcmp(Datum x, Datum y, SortSupport ssup)
{
    struct varlena *xv = PG_DETOAST_DATUM_PACKED(x), *yv = PG_DETOAST_DATUM_PACKED(y);
    UriValue a, b;
    int d;

    (void) ssup;
    uri_unpack(xv, &a);
    uri_unpack(yv, &b);
    d = uri_compare(&a, &b);
    if ((Pointer) xv != DatumGetPointer(x))
        pfree(xv);
    if ((Pointer) yv != DatumGetPointer(y))
        pfree(yv);
    return d;
}

/* Abbreviated keys: eight bytes of each value, compared as an unsigned
 * integer, whose order never contradicts uri_compare() (a < b gives
 * key(a) <= key(b)); equal keys go to the full comparison. Sorts and
 * index builds then compare mostly in the sort's own array, not in the
 * values. The bytes, in the comparison's order:
 *   1. the scheme, as one byte: 0 for none; for a scheme of the list
 *      below, 2 + 2 * its place; for another, the odd code of the gap
 *      between the listed schemes it falls in, and nothing after it (two
 *      such schemes in one gap can differ);
 *   2. no authority: nothing (zeros); else the host's bytes with ASCII
 *      letters folded, a 0 after it (no host byte is below "!"), then the
 *      port: 0 none, 1 empty, 2, its length without leading zeros (up to
 *      250) and its digits;
 *   3. the text from the path on, as it is.
 * A byte cut by the eighth is as good as its prefix: a shorter key
 * compares as if padded with zeros, which sort first, as a prefix does. */
#if SIZEOF_DATUM >= 8
#include "lib/hyperloglog.h"

static const char *const abbrev_schemes[] = { /* folded, in byte order */
    "data", "file", "ftp", "http", "https", "mailto", "ws", "wss"
};

/* The scheme's one byte; *listed: whether it is one of the list. */
static uint8 scheme_code(const lluri *u, bool *listed)
{
    char folded[8];
    uint32 n = u->scheme.len;
    int lo = 0, hi = (int) lengthof(abbrev_schemes);

    *listed = false;
    if (!(u->present & LLURI_HAS_SCHEME))
        return 0;
    for (uint32 i = 0; i < n && i < sizeof folded; i++)
        folded[i] = (char) ascii_fold(ubytes(u, u->scheme)[i]);
    while (lo < hi) { /* the first listed scheme not below it */
        int mid = (lo + hi) / 2;
        int d = fold_cmp((const unsigned char *) abbrev_schemes[mid],
                         strlen(abbrev_schemes[mid]), (const unsigned char *) folded,
                         Min(n, sizeof folded));
        if (d < 0 || (d == 0 && n > sizeof folded))
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < (int) lengthof(abbrev_schemes) && n == strlen(abbrev_schemes[lo])
        && memcmp(abbrev_schemes[lo], folded, n) == 0) {
        *listed = true;
        return (uint8) (2 + 2 * lo);
    }
    return (uint8) (1 + 2 * lo);
}

typedef struct UriAbbrevState {
    hyperLogLogState abbr_card; /* distinct keys */
} UriAbbrevState;

#define ABBREV_PUT(b) do { if (n < 8) key[n++] = (uint8) (b); } while (0)

static Datum uri_abbrev_convert(Datum original, SortSupport ssup)
{
    UriAbbrevState *st = ssup->ssup_extra;
    struct varlena *v = PG_DETOAST_DATUM_PACKED(original);
    uint8 key[8] = { 0 };
    size_t n = 0;
    bool listed;
    UriValue a;
    const lluri *u;
    uint64 res = 0;

    uri_unpack(v, &a);
    u = &a.u;
    key[n++] = scheme_code(u, &listed);
    if ((listed || !(u->present & LLURI_HAS_SCHEME)) && (u->present & LLURI_HAS_AUTHORITY)) {
        const unsigned char *h = ubytes(u, u->host);

        for (uint32 i = 0; i < u->host.len && n < 8; i++)
            key[n++] = (uint8) ascii_fold(h[i]);
        ABBREV_PUT(0);
        if (!(u->present & LLURI_HAS_PORT)) {
            ABBREV_PUT(0);
        } else if (u->port.len == 0) {
            ABBREV_PUT(1);
        } else {
            const unsigned char *p = ubytes(u, u->port);
            uint32 len = u->port.len;

            while (len > 1 && *p == '0')
                p++, len--;
            ABBREV_PUT(2);
            if (len > 250) {
                ABBREV_PUT(251); /* the digits are not comparable byte for byte */
                n = 8;
            }
            ABBREV_PUT(len);
            for (uint32 i = 0; i < len && n < 8; i++)
                key[n++] = p[i];
        }
        for (uint32 i = u->path.off; i < u->len && n < 8; i++)
            key[n++] = (uint8) u->src[i];
    }
    for (int i = 0; i < 8; i++)
        res = (res << 8) | key[i];
    addHyperLogLog(&st->abbr_card, DatumGetUInt32(hash_uint32((uint32) (res ^ (res >> 32)))));
    if ((Pointer) v != DatumGetPointer(original))
        pfree(v);
    return UInt64GetDatum(res);
}

/* Give the keys up only when, past 10,000 values, they are all alike.
 * PostgreSQL gives text's keys up sooner (when they tell far fewer values
 * apart than there are), because its keys cost a strxfrm() each; these
 * cost a few loads and stores, and a comparison whose keys are equal
 * costs what it would without them, so they lose little where they do
 * not help: a list whose first thousands of URLs share their first
 * bytes (one site's, one directory's) still gains from them later. */
static bool uri_abbrev_abort(int memtupcount, SortSupport ssup)
{
    UriAbbrevState *st = ssup->ssup_extra;
    double abbr;

    if (memtupcount < 10000)
        return false;
    abbr = estimateHyperLogLog(&st->abbr_card);
#ifdef TRACE_SORT
    if (trace_sort)
        elog(LOG, "uri_abbrev: %d values, about %.0f distinct keys: %s", memtupcount, abbr,
             abbr > 1.5 ? "kept" : "aborted");
#endif
    return abbr <= 1.5;
}
#endif

PG_FUNCTION_INFO_V1(uri_sortsupport);
Datum uri_sortsupport(PG_FUNCTION_ARGS)
{
    SortSupport ssup = (SortSupport) PG_GETARG_POINTER(0);

    ssup->comparator = uri_fastcmp;
#if SIZEOF_DATUM >= 8
    if (ssup->abbreviate) {
        UriAbbrevState *st = MemoryContextAlloc(ssup->ssup_cxt, sizeof *st);

        initHyperLogLog(&st->abbr_card, 10);
        ssup->ssup_extra = st;
        ssup->comparator = ssup_datum_unsigned_cmp;
        ssup->abbrev_converter = uri_abbrev_convert;
        ssup->abbrev_abort = uri_abbrev_abort;
        ssup->abbrev_full_comparator = uri_fastcmp;
    }
#endif
    PG_RETURN_VOID();
}

/* ------------------------------------------------------------ hashing */

/* The hash of the stored text, as `=` compares it. */
PG_FUNCTION_INFO_V1(uri_hash);
Datum uri_hash(PG_FUNCTION_ARGS)
{
    struct varlena *arg = PG_GETARG_URI_PP(0);
    UriValue v;
    Datum h;

    uri_unpack(arg, &v);
    h = hash_any((const unsigned char *) v.text, (int) v.len);
    PG_FREE_IF_COPY(arg, 0);
    return h;
}

PG_FUNCTION_INFO_V1(uri_hash_extended);
Datum uri_hash_extended(PG_FUNCTION_ARGS)
{
    struct varlena *arg = PG_GETARG_URI_PP(0);
    UriValue v;
    Datum h;

    uri_unpack(arg, &v);
    h = hash_any_extended((const unsigned char *) v.text, (int) v.len,
                          (uint64) PG_GETARG_INT64(1));
    PG_FREE_IF_COPY(arg, 0);
    return h;
}
