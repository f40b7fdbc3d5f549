/* SPDX-License-Identifier: MIT */
/* fuzz_scheme — lluri_scheme_parse(), lluri_scheme_parse_uri(), the field
 * decoder, the iterators (path segments, prospero fields, ldap lists) and
 * the database URL writers (lluri_database_quote, lluri_database_build).
 *
 * Control byte: bit 0 LLURI_SCHEME_AS_DATABASE, bit 1 an unknown flag bit
 * (then both parses must fail with LLURI_EFLAGS). The rest is split at
 * '\n': the URI, then (when given) a username and a password for the
 * database round trip.
 *
 * Invariants: an RFC 3986 failure is exactly lluri_parse(LLURI_START_URI)'s code
 * and offset; LLURI_ENOGRAMMAR (offset 0) iff the kind is unknown; on
 * error the offset is <= len and *p is zeroed but for src, len and kind;
 * on success only the kind's fields are present, each inside the input,
 * in field order, absent ones {0,0}; parse and parse_uri agree exactly;
 * the result does not depend on the bytes after len; each present field
 * decodes, or fails with LLURI_EPCT inside the field; the iterators give
 * spans that, with their separators, make up their field exactly, and
 * end; quote -> build -> parse -> decode gives username and password back.
 */
#define FUZZ_NAME scheme
#include "fuzz.h"

static const char scheme_junk[16] = "@:/;%09?=#(),+!x";

static int scheme_nfields(int kind)
{
    int i = 0;
    while (i < LLURI_SCHEME_FIELDS_MAX && lluri_scheme_field_name(kind, i) != NULL)
        i++;
    return i;
}

static int scheme_same(const lluri_scheme_parts *a, const lluri_scheme_parts *b)
{
    return a->len == b->len && a->kind == b->kind && a->present == b->present &&
           memcmp(a->field, b->field, sizeof a->field) == 0;
}

/* the iterators: spans inside the field, the separators between them */
static void scheme_iterators(const lluri_scheme_parts *p, const char *s)
{
    lluri_segment_iter  si;
    lluri_prospero_iter pi;
    lluri_ldap_iter     li;
    lluri_span          seg;
    int                 k, f = -1, count;
    static const enum lluri_ldap_list ldap_lists[2] = { LLURI_LDAP_ATTRIBUTES,
                                                      LLURI_LDAP_EXTENSIONS };

    /* segments: joined with "/" they are the path */
    switch (p->kind) {
    case LLURI_SCHEME_FTP: f = 4; break;       /* ftp.path */
    case LLURI_SCHEME_FILE: f = 1; break;      /* file.path */
    case LLURI_SCHEME_HTTP: f = 2; break;      /* http.path */
    case LLURI_SCHEME_PROSPERO: f = 2; break;  /* prospero.path */
    default: break;                            /* no segments */
    }
    lluri_scheme_segments_begin(&si, p);
    if (f < 0 || !(p->present & (1u << f))) {
        FZ_CHECK(!lluri_scheme_segments_next(&si, &seg), "segments without a path");
    } else {
        uint32_t at = p->field[f].off, end = at + p->field[f].len;
        for (count = 0;; count++) {
            FZ_CHECK(count <= (int)p->field[f].len, "segments do not end");
            FZ_CHECK(lluri_scheme_segments_next(&si, &seg), "segments end before the path (at %u)", at);
            FZ_CHECK(seg.off == at && seg.off + seg.len <= end, "segment {%u,%u}, expected at %u, path ends %u",
                     seg.off, seg.len, at, end);
            FZ_CHECK(memchr(s + seg.off, '/', seg.len) == NULL, "segment holds a /");
            at = seg.off + seg.len;
            if (at == end)
                break;
            FZ_CHECK(s[at] == '/', "segments not separated by /");
            at++;
        }
        FZ_CHECK(!lluri_scheme_segments_next(&si, &seg), "segment after the path's end");
        FZ_CHECK(!lluri_scheme_segments_next(&si, &seg), "segments start again");
    }

    /* prospero fields: ";" name ["=" value], one after the other */
    lluri_prospero_fields_begin(&pi, p);
    if (p->kind != LLURI_SCHEME_PROSPERO || !(p->present & (1u << 3))) {
        lluri_prospero_field pf;
        FZ_CHECK(!lluri_prospero_fields_next(&pi, &pf), "prospero fields without fields");
    } else {
        uint32_t at = p->prospero.fields.off, end = at + p->prospero.fields.len;
        lluri_prospero_field pf;
        for (count = 0; at < end; count++) {
            uint32_t stop;
            FZ_CHECK(count <= (int)p->prospero.fields.len, "prospero fields do not end");
            FZ_CHECK(lluri_prospero_fields_next(&pi, &pf), "prospero fields end early at %u", at);
            FZ_CHECK(s[at] == ';' && pf.name.off == at + 1, "fieldspec at %u: name at %u", at, pf.name.off);
            stop = pf.name.off + pf.name.len;
            FZ_CHECK(stop <= end, "field name past the fields");
            FZ_CHECK(!memchr(s + pf.name.off, ';', pf.name.len) && !memchr(s + pf.name.off, '=', pf.name.len),
                     "field name holds ; or =");
            if (stop < end && s[stop] == '=') {
                FZ_CHECK(pf.value.off == stop + 1, "field value at %u, not after the =", pf.value.off);
                stop = pf.value.off + pf.value.len;
                FZ_CHECK(stop <= end && !memchr(s + pf.value.off, ';', pf.value.len), "field value");
            } else {
                FZ_CHECK(pf.value.len == 0, "field value without =");
            }
            FZ_CHECK(stop == end || s[stop] == ';', "fieldspec not ended by ; (at %u)", stop);
            at = stop;
        }
        FZ_CHECK(!lluri_prospero_fields_next(&pi, &pf), "prospero field after the end");
    }

    /* ldap lists: ["!"] type ["=" value] separated by "," */
    for (k = 0; k < 2; k++) {
        enum lluri_ldap_list lf = ldap_lists[k];
        lluri_ldap_item it;
        lluri_ldap_list_begin(&li, p, lf);
        if (p->kind != LLURI_SCHEME_LDAP || !(p->present & (1u << lf)) || p->field[lf].len == 0) {
            FZ_CHECK(!lluri_ldap_list_next(&li, &it), "ldap items in an absent or empty list");
            continue;
        }
        {
            uint32_t at = p->field[lf].off, end = at + p->field[lf].len, stop;
            for (count = 0;; count++) {
                FZ_CHECK(count <= (int)p->field[lf].len, "ldap list does not end");
                FZ_CHECK(lluri_ldap_list_next(&li, &it), "ldap list ends early at %u", at);
                FZ_CHECK(it.critical == (lf == LLURI_LDAP_EXTENSIONS && at < end && s[at] == '!'),
                         "critical %d at %u", it.critical, at);
                FZ_CHECK(it.type.off == at + (uint32_t)it.critical, "ldap item type at %u, expected %u",
                         it.type.off, at + (uint32_t)it.critical);
                stop = it.type.off + it.type.len;
                FZ_CHECK(stop <= end && !memchr(s + it.type.off, ',', it.type.len), "ldap item type");
                if (it.has_value) {
                    FZ_CHECK(lf == LLURI_LDAP_EXTENSIONS && s[stop] == '=' && it.value.off == stop + 1,
                             "ldap value not after =");
                    FZ_CHECK(!memchr(s + it.type.off, '=', it.type.len), "ldap extype holds =");
                    stop = it.value.off + it.value.len;
                    FZ_CHECK(stop <= end && !memchr(s + it.value.off, ',', it.value.len), "ldap value");
                } else {
                    FZ_CHECK(it.value.off == 0 && it.value.len == 0, "ldap value without =");
                    if (lf == LLURI_LDAP_EXTENSIONS)
                        FZ_CHECK(!memchr(s + it.type.off, '=', it.type.len), "ldap extype holds =");
                }
                if (stop == end)
                    break;
                FZ_CHECK(s[stop] == ',', "ldap items not separated by ,");
                at = stop + 1;
            }
            FZ_CHECK(!lluri_ldap_list_next(&li, &it), "ldap item after the end");
        }
    }
}

/* everything about one successful parse */
static void scheme_check_ok(const lluri_scheme_parts *p, const char *s, size_t n)
{
    int      nf = scheme_nfields(p->kind), i, j;
    uint32_t prev = 0;
    char     out[FZ_MAX_IN + 1];

    FZ_CHECK(p->kind != LLURI_SCHEME_UNKNOWN && nf > 0, "success with kind %d", p->kind);
    FZ_CHECK(p->src == s && p->len == n, "src/len not the input");
    FZ_CHECK((p->present >> nf) == 0, "present %#x past the %d fields of %s", p->present, nf,
             lluri_scheme_kind_name(p->kind));
    for (i = 0; i < LLURI_SCHEME_FIELDS_MAX; i++) {
        lluri_span  f = p->field[i];
        lluri_error e;
        ptrdiff_t   r;
        if (!(p->present & (1u << i))) {
            FZ_CHECK(f.off == 0 && f.len == 0, "absent field %d is {%u,%u}", i, f.off, f.len);
            continue;
        }
        FZ_CHECK((size_t)f.off + f.len <= n, "%s.%s {%u,%u} past the input (%zu)",
                 lluri_scheme_kind_name(p->kind), lluri_scheme_field_name(p->kind, i), f.off, f.len, n);
        /* in field order, but for info: "info:node(file)" has them the
         * other way round; disjoint always */
        if (p->kind != LLURI_SCHEME_INFO)
            FZ_CHECK(f.off >= prev, "%s.%s at %u before the end of the field before it (%u)",
                     lluri_scheme_kind_name(p->kind), lluri_scheme_field_name(p->kind, i), f.off, prev);
        prev = f.off + f.len;
        for (j = 0; j < i; j++) {
            lluri_span g = p->field[j];
            if ((p->present & (1u << j)) && f.len && g.len)
                FZ_CHECK(f.off >= g.off + g.len || g.off >= f.off + f.len, "fields %d and %d overlap", j, i);
        }
        r = lluri_scheme_field_decode(p, i, out, sizeof out, &e);
        if (r >= 0)
            FZ_CHECK((size_t)r <= f.len && out[r] == '\0', "decode of field %d gives %td bytes", i, r);
        else
            FZ_CHECK(r == LLURI_EPCT && e.code == r && e.offset < f.len,
                     "decode of %s.%s: %s at %zu (field length %u)", lluri_scheme_kind_name(p->kind),
                     lluri_scheme_field_name(p->kind, i), lluri_errname((int)r), e.offset, f.len);
    }
    {
        lluri_error e;
        FZ_CHECK(lluri_scheme_field_decode(p, nf, out, sizeof out, &e) == LLURI_EINVAL,
                 "decode of field %d (past the last)", nf);
    }
    if (p->kind == LLURI_SCHEME_GOPHER)
        FZ_CHECK(lluri_gopher_type(p) != '\0' || (p->present & 4), "gopher type NUL without gtype");
    scheme_iterators(p, s);
}

/* quote -> build -> parse -> decode */
static void scheme_db_round_trip(const char *user, size_t ulen, const char *pass, size_t plen,
                                 int has_pass)
{
    static char    buf[FZ_OUT_MAX], dec[FZ_OUT_MAX];
    lluri_database_parts d;
    lluri_scheme_parts p;
    lluri          res;
    lluri_error    e;
    ptrdiff_t      r, q, sz;

    memset(&d, 0, sizeof d);
    d.dialect.ptr = "postgresql";
    d.dialect.len = 10;
    d.driver.ptr = "psycopg2";
    d.driver.len = 8;
    d.username.ptr = user;
    d.username.len = ulen;
    if (has_pass) {
        d.password.ptr = pass;
        d.password.len = plen;
    }
    d.host.ptr = "db.example";
    d.host.len = 10;
    d.database.ptr = "app";
    d.database.len = 3;

    q = lluri_database_quote(user, ulen, NULL, 0, NULL);
    FZ_CHECK(q >= (ptrdiff_t)ulen && q <= 3 * (ptrdiff_t)ulen, "quote of %zu bytes gives %td", ulen, q);
    sz = lluri_database_build(&d, NULL, 0, NULL, &e);
    FZ_CHECK(sz > 0, "db_build sizing fails: %s at %zu", lluri_errname((int)sz), e.offset);
    r = lluri_database_build(&d, buf, sizeof buf, &res, &e);
    FZ_CHECK(r == sz && (size_t)r < sizeof buf, "db_build gives %td, sizing %td", r, sz);
    FZ_CHECK(res.src == buf && res.len == (uint32_t)r, "db_build's result");
    r = lluri_scheme_parse(&p, buf, (size_t)r, 0, &e);
    if (r != 0) {
        fz_show("built", buf, (size_t)sz);
        FZ_CHECK(r == 0, "built database URL does not parse: %s at %zu", lluri_errname((int)r), e.offset);
    }
    FZ_CHECK(p.kind == LLURI_SCHEME_DATABASE, "built URL has kind %d", p.kind);
    r = lluri_scheme_field_decode(&p, 2, dec, sizeof dec, &e);
    FZ_CHECK(r == (ptrdiff_t)ulen && memcmp(dec, user, ulen) == 0,
             "username does not come back (%s, %td bytes for %zu)", r < 0 ? lluri_errname((int)r) : "ok", r, ulen);
    if (has_pass) {
        r = lluri_scheme_field_decode(&p, 3, dec, sizeof dec, &e);
        FZ_CHECK(r == (ptrdiff_t)plen && memcmp(dec, pass, plen) == 0,
                 "password does not come back (%s, %td bytes for %zu)", r < 0 ? lluri_errname((int)r) : "ok", r, plen);
    } else {
        FZ_CHECK(!(p.present & (1u << 3)), "password present though none was given");
    }
}

static int scheme_parse_code(int r)
{
    return r == LLURI_ESYNTAX || r == LLURI_ESCHEME || r == LLURI_ENOSCHEME ||
           r == LLURI_EUSERINFO || r == LLURI_EHOST || r == LLURI_EIPLITERAL ||
           r == LLURI_EPORT || r == LLURI_EPATH || r == LLURI_EQUERY ||
           r == LLURI_EFRAGMENT || r == LLURI_EPCT;
}

FUZZ_ENTRY(data, size)
{
    fz_input    in = fz_split_ctl(data, size);
    unsigned    flags = (in.ctl & 1u) ? LLURI_SCHEME_AS_DATABASE : 0u;
    const char *rest = in.text, *s, *user = NULL, *pass = NULL;
    size_t      left = in.len, n, ulen = 0, plen = 0;
    int         npieces = 1;
    lluri_scheme_parts p, q;
    lluri       u;
    lluri_error e, f;
    int         r, ru, rp;
    char       *copy;

    if (in.len > FZ_MAX_IN)
        return 0;
    n = fz_piece(&rest, &left, &s);
    if (s + n < in.text + in.len) {
        npieces = 2;
        ulen = fz_piece(&rest, &left, &user);
        if (user + ulen < in.text + in.len) {
            npieces = 3;
            plen = fz_piece(&rest, &left, &pass);
        }
    }

    if (in.ctl & 2) {
        r = lluri_scheme_parse(&p, s, n, flags | LLURI_ZONE_ID, &e);
        FZ_CHECK(r == LLURI_EFLAGS && e.code == r && e.offset == 0, "unknown flag: %s", lluri_errname(r));
        return 0;
    }

    memset(&p, 0x5a, sizeof p);
    memset(&e, 0x5a, sizeof e);
    r = lluri_scheme_parse(&p, s, n, flags, &e);
    FZ_CHECK(e.code == r, "err.code %d, returned %d", e.code, r);
    ru = lluri_parse(&u, s, n, LLURI_START_URI, &f);
    if (ru != 0) {
        FZ_CHECK(r == ru && e.offset == f.offset, "lluri_parse: %s at %zu, scheme_parse: %s at %zu",
                 lluri_errname(ru), f.offset, lluri_errname(r), e.offset);
        FZ_CHECK(p.kind == LLURI_SCHEME_UNKNOWN, "kind %d after an RFC 3986 error", p.kind);
    } else {
        memset(&q, 0x33, sizeof q);
        rp = lluri_scheme_parse_uri(&q, &u, flags, &f);
        FZ_CHECK(rp == r && f.code == e.code && f.offset == e.offset && scheme_same(&p, &q) && q.src == s,
                 "parse: %s at %zu, parse_uri: %s at %zu", lluri_errname(r), e.offset,
                 lluri_errname(rp), f.offset);
        FZ_CHECK((r == LLURI_ENOGRAMMAR) == (p.kind == LLURI_SCHEME_UNKNOWN),
                 "%s with kind %d", lluri_errname(r), p.kind);
        if (r == LLURI_ENOGRAMMAR)
            FZ_CHECK(e.offset == 0 && !(flags & LLURI_SCHEME_AS_DATABASE),
                     "ENOGRAMMAR at %zu, flags %#x", e.offset, flags);
        if (flags & LLURI_SCHEME_AS_DATABASE)
            FZ_CHECK(p.kind == LLURI_SCHEME_DATABASE, "AS_DATABASE gives kind %d", p.kind);
        if (r != 0)
            FZ_CHECK(r <= LLURI_ENOGRAMMAR && !scheme_parse_code(r), "scheme grammar returns %s",
                     lluri_errname(r));
    }
    if (r != 0) {
        int i;
        FZ_CHECK(e.offset <= n, "error offset %zu past the input (%zu)", e.offset, n);
        FZ_CHECK(p.src == s && p.len == n && p.present == 0, "*p not cleared on error");
        for (i = 0; i < LLURI_SCHEME_FIELDS_MAX; i++)
            FZ_CHECK(p.field[i].off == 0 && p.field[i].len == 0, "field %d set on error", i);
    } else {
        FZ_CHECK(e.offset == 0, "success with offset %zu", e.offset);
        scheme_check_ok(&p, s, n);
    }

    /* the same bytes followed by other bytes in memory */
    copy = malloc(n + sizeof scheme_junk);
    FZ_CHECK(copy != NULL, "out of memory");
    memcpy(copy, s, n);
    memcpy(copy + n, scheme_junk, sizeof scheme_junk);
    rp = lluri_scheme_parse(&q, copy, n, flags, &f);
    FZ_CHECK(rp == r && f.offset == e.offset && scheme_same(&p, &q),
             "with bytes after len: %s at %zu, without: %s at %zu", lluri_errname(rp), f.offset,
             lluri_errname(r), e.offset);
    free(copy);

    /* the other flag: AS_DATABASE only changes the kind's choice */
    if (ru == 0) {
        rp = lluri_scheme_parse(&q, s, n, flags ^ LLURI_SCHEME_AS_DATABASE, &f);
        if (p.kind == LLURI_SCHEME_DATABASE && q.kind == LLURI_SCHEME_DATABASE)
            FZ_CHECK(rp == r && f.offset == e.offset && scheme_same(&p, &q),
                     "database grammar differs with and without the flag");
    }

    if (npieces >= 2)
        scheme_db_round_trip(user, ulen, pass, plen, npieces == 3);
    return 0;
}
