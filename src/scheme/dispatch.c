/* SPDX-License-Identifier: MIT */
/* dispatch.c — lluri_scheme_parse(): parse a URI as RFC 3986 says, pick its
 * scheme's grammar by name, and let that grammar check it and cut it into
 * fields (rfc1738_fields.rl for RFC 1738 §5; uri(7) and database URLs
 * elsewhere). Also the names of kinds and fields, field decoding and the
 * gopher type. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "ascii.h"
#include "scheme/scheme.h"
#include "parse/layout.h"


/* Kind names, and the names of each kind's fields in the order of its
 * struct in lluri_scheme_parts (so field i of kind k is names[k][i]). */
static const struct {
    const char *name;
    const char *field[LLURI_SCHEME_FIELDS_MAX + 1];
} kinds[] = {
    [LLURI_SCHEME_FTP]      = { "ftp", { "user", "password", "host", "port",
                                         "path", "type" } },
    [LLURI_SCHEME_HTTP]     = { "http", { "host", "port", "path", "search" } },
    [LLURI_SCHEME_GOPHER]   = { "gopher", { "host", "port", "gtype", "selector",
                                            "search", "gopher_plus" } },
    [LLURI_SCHEME_MAILTO]   = { "mailto", { "to" } },
    [LLURI_SCHEME_NEWS]     = { "news", { "group", "article" } },
    [LLURI_SCHEME_NNTP]     = { "nntp", { "host", "port", "group", "article" } },
    [LLURI_SCHEME_TELNET]   = { "telnet", { "user", "password", "host",
                                            "port" } },
    [LLURI_SCHEME_WAIS]     = { "wais", { "host", "port", "database", "search",
                                          "wtype", "wpath" } },
    [LLURI_SCHEME_FILE]     = { "file", { "host", "path" } },
    [LLURI_SCHEME_PROSPERO] = { "prospero", { "host", "port", "path",
                                              "fields" } },
    [LLURI_SCHEME_LDAP]     = { "ldap", { "host", "port", "dn", "attributes",
                                          "scope", "filter", "extensions" } },
    [LLURI_SCHEME_MAN]      = { "man", { "name", "section" } },
    [LLURI_SCHEME_INFO]     = { "info", { "file", "node" } },
    [LLURI_SCHEME_WHATIS]   = { "whatis", { "string" } },
    [LLURI_SCHEME_DATABASE] = { "database", { "dialect", "driver", "username",
                                              "password", "host", "port",
                                              "database", "query" } },
};

#define NKINDS ((int)(sizeof kinds / sizeof kinds[0]))

const char *lluri_scheme_kind_name(enum lluri_scheme_kind kind)
{
    return (int)kind > 0 && (int)kind < NKINDS ? kinds[kind].name : NULL;
}

const char *lluri_scheme_field_name(enum lluri_scheme_kind kind, int field)
{
    if ((int)kind <= 0 || (int)kind >= NKINDS || field < 0
        || field >= LLURI_SCHEME_FIELDS_MAX)
        return NULL;
    return kinds[kind].field[field];
}

/* Scheme names with a grammar here, matched without regard to case.
 * "https" is read with http's grammar (an extension of RFC 1738). */
static const struct {
    const char *name;
    size_t len;
    enum lluri_scheme_kind kind;
} by_name[] = {
#define NAME(s) s, sizeof s - 1
    { NAME("http"), LLURI_SCHEME_HTTP },     { NAME("https"), LLURI_SCHEME_HTTP },
    { NAME("ftp"), LLURI_SCHEME_FTP },       { NAME("file"), LLURI_SCHEME_FILE },
    { NAME("mailto"), LLURI_SCHEME_MAILTO }, { NAME("news"), LLURI_SCHEME_NEWS },
    { NAME("nntp"), LLURI_SCHEME_NNTP },     { NAME("telnet"), LLURI_SCHEME_TELNET },
    { NAME("gopher"), LLURI_SCHEME_GOPHER }, { NAME("wais"), LLURI_SCHEME_WAIS },
    { NAME("prospero"), LLURI_SCHEME_PROSPERO }, { NAME("ldap"), LLURI_SCHEME_LDAP },
    { NAME("man"), LLURI_SCHEME_MAN },       { NAME("info"), LLURI_SCHEME_INFO },
    { NAME("whatis"), LLURI_SCHEME_WHATIS },
#undef NAME
};

/* The kind of scheme s[0..len) (any case). */
static enum lluri_scheme_kind kind_of(const char *s, size_t len,
                                      unsigned flags)
{
    if (flags & LLURI_SCHEME_AS_DATABASE)
        return LLURI_SCHEME_DATABASE;
    for (size_t i = 0; i < sizeof by_name / sizeof by_name[0]; i++) {
        if (by_name[i].len == len && lluri__same_nocase(s, by_name[i].name, len))
            return by_name[i].kind;
    }
    /* known dialect names and "dialect+driver" schemes are database URLs */
    if (lluri__database_scheme(s, len))
        return LLURI_SCHEME_DATABASE;
    return LLURI_SCHEME_UNKNOWN;
}

static void clear(lluri_scheme_parts *p, const char *src, uint32_t len,
                  enum lluri_scheme_kind kind)
{
    memset(p, 0, sizeof *p);
    p->src = src;
    p->len = len;
    p->kind = kind;
}

int lluri_scheme_parse_uri(lluri_scheme_parts *p, const lluri *u,
                           unsigned flags, lluri_error *err)
{
    size_t offset = 0;
    int rc;

    if (p == NULL || u == NULL)
        return lluri__fail(err, LLURI_EINVAL, 0);
    clear(p, u->src, u->len, LLURI_SCHEME_UNKNOWN);
    /* the scheme grammars read the text between the components' spans,
     * and the fields they give are spans into it: the struct must be laid
     * out as a parse leaves it (an edited one would need its text made
     * anew, which the fields could not point into) */
    if (!lluri__as_parsed(u))
        return lluri__fail(err, LLURI_ESPAN, 0);
    if (flags & ~LLURI_SCHEME_FLAGS)
        return lluri__fail(err, LLURI_EFLAGS, 0);
    if (!(u->present & LLURI_HAS_SCHEME))
        return lluri__fail(err, LLURI_ENOSCHEME, 0);

    p->kind = kind_of(u->src + u->scheme.off, u->scheme.len, flags);
    switch (p->kind) {
    case LLURI_SCHEME_FTP:
    case LLURI_SCHEME_HTTP:
    case LLURI_SCHEME_GOPHER:
    case LLURI_SCHEME_MAILTO:
    case LLURI_SCHEME_NEWS:
    case LLURI_SCHEME_NNTP:
    case LLURI_SCHEME_TELNET:
    case LLURI_SCHEME_WAIS:
    case LLURI_SCHEME_FILE:
    case LLURI_SCHEME_PROSPERO:
        rc = lluri__scheme_rfc1738(p->kind, u, p, &offset);
        break;
    case LLURI_SCHEME_LDAP:
    case LLURI_SCHEME_MAN:
    case LLURI_SCHEME_INFO:
    case LLURI_SCHEME_WHATIS:
        rc = lluri__scheme_uri7(p->kind, u, p, &offset);
        break;
    case LLURI_SCHEME_DATABASE:
        rc = lluri__scheme_database(u, p, &offset);
        break;
    default:
        rc = LLURI_ENOGRAMMAR;
        break;
    }
    if (rc < 0) {
        clear(p, u->src, u->len, p->kind);
        return lluri__fail(err, rc, offset);
    }
    if (err) {
        err->code = LLURI_OK;
        err->offset = 0;
    }
    return 0;
}

int lluri_scheme_parse(lluri_scheme_parts *p, const char *s, size_t len,
                       unsigned flags, lluri_error *err)
{
    lluri u;
    int rc;

    if (p == NULL)
        return lluri__fail(err, LLURI_EINVAL, 0);
    clear(p, s, len > UINT32_MAX ? UINT32_MAX : (uint32_t)len,
          LLURI_SCHEME_UNKNOWN);
    if (flags & ~LLURI_SCHEME_FLAGS)
        return lluri__fail(err, LLURI_EFLAGS, 0);
    rc = lluri_parse(&u, s, len, LLURI_START_URI, err);
    if (rc < 0)
        return rc;
    return lluri_scheme_parse_uri(p, &u, flags, err);
}

ptrdiff_t lluri_scheme_field_decode(const lluri_scheme_parts *p, int field,
                                    char *out, size_t cap, lluri_error *err)
{
    if (p == NULL || lluri_scheme_field_name(p->kind, field) == NULL
        || !(p->present & (1u << field)))
        return lluri__fail(err, LLURI_EINVAL, 0);
    return lluri_pct_decode(p->src + p->field[field].off,
                            p->field[field].len, 0, out, cap, err);
}

int lluri_gopher_type(const lluri_scheme_parts *p)
{
    const int f = (int)((offsetof(lluri_scheme_parts, gopher.gtype)
                         - offsetof(lluri_scheme_parts, field))
                        / sizeof(lluri_span));

    if (p == NULL || p->kind != LLURI_SCHEME_GOPHER)
        return LLURI_EINVAL;
    if (!(p->present & (1u << f)))
        return '1'; /* RFC 1738 §3.4: "<gophertype> defaults to 1" */
    const unsigned char *g = (const unsigned char *)p->src + p->field[f].off;
    if (g[0] == '%' && p->field[f].len == 3) /* gtype = xchar: an escape */
        return lluri__hex_value(g[1]) * 16 + lluri__hex_value(g[2]);
    return g[0];
}
