/* SPDX-License-Identifier: MIT */
/* database.c — database URLs as SQLAlchemy writes them:
 *
 *   dialect[+driver]://[username[:password]@][host][:port][/database][?query]
 *
 * SQLAlchemy (lib/sqlalchemy/engine/url.py) reads these with a regular
 * expression of its own; lluri reads them as RFC 3986 URIs (so a URL that
 * is not one is rejected with the RFC 3986 code), then splits the RFC 3986
 * components the way that expression does:
 *   - the scheme is the drivername: the dialect before the first "+", the
 *     driver after it. SQLAlchemy allows [\w+]; within RFC 3986's scheme
 *     characters that leaves letters and digits, so "-" and "." are an
 *     invalid dialect or driver here, as is a second "+" or an empty driver;
 *   - the userinfo is username, then password after its first ":";
 *   - the host loses an IP literal's brackets; an empty host is absent;
 *   - the database is the path after its first "/": "sqlite://" has none
 *     (an in-memory SQLite database), "sqlite:///relative.db" has
 *     "relative.db", "sqlite:////absolute.db" has "/absolute.db";
 *   - a fragment has no place (SQLAlchemy would fold "#..." into the
 *     database or the query): LLURI_EFRAGMENTSCHEME.
 *
 * Quoting. SQLAlchemy's _rfc_1738_quote() percent-encodes ":", "@" and
 * "/" in a username or password, after RFC 1738 §3.1 ("Within the user
 * and password field, any ":", "@", or "/" must be encoded"), and parsing
 * unquotes them. It left "%" alone, so a password holding "%41" came back
 * as "A" (sqlalchemy/sqlalchemy#10738). lluri_database_quote() also encodes "%"
 * and every byte RFC 3986 does not allow unencoded in a userinfo, so that
 * the URL it is put in parses and decodes back to the original bytes. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "write/out.h"
#include "ascii.h"
#include "scheme/scheme.h"
#include "parse/parse.h"

/* The dialects lluri takes for database URLs by name (any scheme with a
 * "+" is one too): SQLAlchemy's own (postgresql, mysql, mariadb, sqlite,
 * oracle, mssql), "postgres" (a name SQLAlchemy dropped in 1.4 but that
 * hosting services still hand out), and widely used third-party dialects. */
static const char *const dialects[] = {
    "postgresql", "postgres", "mysql", "mariadb", "sqlite", "oracle",
    "mssql", "cockroachdb", "redshift", "snowflake", "bigquery",
    "clickhouse", "duckdb", "trino", "firebird", "sybase", "db2",
};

int lluri__database_scheme(const char *scheme, size_t len)
{
    if (memchr(scheme, '+', len))
        return 1;
    for (size_t i = 0; i < sizeof dialects / sizeof dialects[0]; i++) {
        const char *d = dialects[i];
        if (strlen(d) == len && lluri__same_nocase(scheme, d, len))
            return 1;
    }
    return 0;
}

/* The first byte of s[0..len) that is not a letter or digit, or len. */
static size_t alnum_run(const char *s, size_t len)
{
    size_t i = 0;
    while (i < len && lluri__is_alnum((unsigned char)s[i]))
        i++;
    return i;
}

static void set(lluri_scheme_parts *p, int field, uint32_t off, uint32_t len)
{
    p->field[field].off = off;
    p->field[field].len = len;
    p->present |= 1u << field;
}

enum { D_DIALECT, D_DRIVER, D_USERNAME, D_PASSWORD, D_HOST, D_PORT,
       D_DATABASE, D_QUERY };

int lluri__scheme_database(const lluri *u, lluri_scheme_parts *p,
                           size_t *offset)
{
    const char *s = u->src;
    uint32_t so = u->scheme.off, sl = u->scheme.len;
    size_t i;

    /* dialect [ "+" driver ] */
    i = alnum_run(s + so, sl);
    if (i == 0 || (i < sl && s[so + i] != '+')) {
        *offset = so + i;
        return LLURI_EDIALECT;
    }
    if (i < sl) {
        size_t d = i + 1, j = alnum_run(s + so + d, sl - d);
        if (j == 0 || d + j < sl) {
            *offset = so + d + j;
            return LLURI_EDRIVER;
        }
    }
    /* "//" authority */
    if (!(u->present & LLURI_HAS_AUTHORITY)) {
        *offset = so + sl + 1;
        return LLURI_EDATABASE;
    }
    if (u->present & LLURI_HAS_FRAGMENT) {
        *offset = u->fragment.off - 1;
        return LLURI_EFRAGMENTSCHEME;
    }

    p->src = u->src;
    p->len = u->len;
    p->kind = LLURI_SCHEME_DATABASE;
    p->present = 0;
    memset(p->field, 0, sizeof p->field);

    set(p, D_DIALECT, so, (uint32_t)i);
    if (i < sl)
        set(p, D_DRIVER, so + (uint32_t)i + 1, sl - (uint32_t)i - 1);
    if (u->present & LLURI_HAS_USERINFO) {
        const char *colon = memchr(s + u->userinfo.off, ':', u->userinfo.len);
        if (colon) {
            uint32_t ul = (uint32_t)(colon - (s + u->userinfo.off));
            set(p, D_USERNAME, u->userinfo.off, ul);
            set(p, D_PASSWORD, u->userinfo.off + ul + 1,
                u->userinfo.len - ul - 1);
        } else {
            set(p, D_USERNAME, u->userinfo.off, u->userinfo.len);
        }
    }
    if (u->host.len > 0) {
        if (s[u->host.off] == '[')
            set(p, D_HOST, u->host.off + 1, u->host.len - 2);
        else
            set(p, D_HOST, u->host.off, u->host.len);
    }
    if (u->present & LLURI_HAS_PORT)
        set(p, D_PORT, u->port.off, u->port.len);
    if (u->path.len > 0) /* path-abempty: it starts with "/" */
        set(p, D_DATABASE, u->path.off + 1, u->path.len - 1);
    if (u->present & LLURI_HAS_QUERY)
        set(p, D_QUERY, u->query.off, u->query.len);
    return 0;
}

/* ---- writing ------------------------------------------------------------ */

/* RFC 3986 §3.2.1: userinfo = *( unreserved / pct-encoded / sub-delims / ":" ).
 * Kept as is: unreserved and sub-delims. Encoded: ":" "@" "/" (SQLAlchemy's
 * three), "%", and all else. */
static int db_keep(unsigned char c)
{
    if (lluri__is_alnum(c))
        return 1;
    switch (c) {
    case '-': case '.': case '_': case '~':                       /* unreserved */
    case '!': case '$': case '&': case '\'': case '(': case ')':  /* sub-delims */
    case '*': case '+': case ',': case ';': case '=':
        return 1;
    default:
        return 0;
    }
}

static void put_quoted(lluri__sink *k, const char *s, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        if (db_keep(c)) {
            lluri__putc(k, (char)c);
        } else {
            lluri__putc(k, '%');
            lluri__putc(k, lluri__hex_upper(c >> 4));
            lluri__putc(k, lluri__hex_upper(c));
        }
    }
}

ptrdiff_t lluri_database_quote(const char *s, size_t len, char *out,
                               size_t cap, lluri_error *err)
{
    if ((s == NULL && len > 0) || (out == NULL && cap > 0))
        return lluri__fail(err, LLURI_EINVAL, 0);
    lluri__sink k = lluri__sink_of(out, cap);
    put_quoted(&k, s ? s : "", len);
    return lluri__finish(&k, LLURI__TEXT, NULL, err);      /* the writers' ending */
}

/* Check text t against rule; on a mismatch, fail with code at the offset
 * into t where the rule stopped. */
static int check(const lluri_text *t, int rule, int code, lluri_error *err)
{
    size_t fail;
    if (!lluri__rule_match(rule, t->ptr, t->len, 0, &fail))
        return lluri__fail(err, code, fail);
    return 0;
}

static ptrdiff_t database_build(const lluri_database_parts *d, char *out, size_t cap,
                                lluri *result, lluri_error *err);

ptrdiff_t lluri_database_build(const lluri_database_parts *d, char *out,
                               size_t cap, lluri *result, lluri_error *err)
{
    ptrdiff_t n = database_build(d, out, cap, result, err);
    if (n < 0)  /* as every writer ends (lluri.h) */
        lluri__fail_result(result, out, NULL, (int)n, 0);
    return n;
}

static ptrdiff_t database_build(const lluri_database_parts *d, char *out, size_t cap,
                                lluri *result, lluri_error *err)
{
    lluri__sink k = lluri__sink_of(out, cap);
    size_t n;
    int host_literal = 0;

    if (!d || (!out && cap > 0))
        return lluri__fail(err, LLURI_EINVAL, 0);
    /* the drivername */
    if (!d->dialect.ptr || d->dialect.len == 0)
        return lluri__fail(err, LLURI_EDIALECT, 0);
    n = alnum_run(d->dialect.ptr, d->dialect.len);
    if (n < d->dialect.len
        || !lluri__is_alpha((unsigned char)d->dialect.ptr[0]))
        return lluri__fail(err, LLURI_EDIALECT, n < d->dialect.len ? n : 0);
    if (d->driver.ptr) {
        n = alnum_run(d->driver.ptr, d->driver.len);
        if (n < d->driver.len || d->driver.len == 0)
            return lluri__fail(err, LLURI_EDRIVER, n);
    }
    if (d->password.ptr && !d->username.ptr)
        return lluri__fail(err, LLURI_EPARTS, 0);
    /* the other parts, each against its RFC 3986 rule */
    if (d->host.ptr) {
        host_literal = memchr(d->host.ptr, ':', d->host.len) != NULL;
        if (!host_literal && check(&d->host, LLURI_RULE_HOST, LLURI_EHOST, err))
            return LLURI_EHOST;
        if (host_literal) {
            size_t f6, ff;
            if (!lluri__rule_match(LLURI_RULE_IPV6ADDRESS, d->host.ptr,
                                   d->host.len, 0, &f6)
                && !lluri__rule_match(LLURI_RULE_IPVFUTURE, d->host.ptr,
                                      d->host.len, 0, &ff))
                /* the reading that got further names the offset */
                return lluri__fail(err, LLURI_EIPLITERAL, f6 > ff ? f6 : ff);
        }
    }
    if (d->port.ptr && check(&d->port, LLURI_RULE_PORT, LLURI_EPORT, err))
        return LLURI_EPORT;
    if (d->database.ptr) {
        /* "/" database is a path-abempty: pchar and "/" only */
        if (check(&d->database, LLURI_RULE_QUERY, LLURI_EPATH, err))
            return LLURI_EPATH;
        const char *q = memchr(d->database.ptr, '?', d->database.len);
        if (q)
            return lluri__fail(err, LLURI_EPATH, (size_t)(q - d->database.ptr));
    }
    if (d->query.ptr && check(&d->query, LLURI_RULE_QUERY, LLURI_EQUERY, err))
        return LLURI_EQUERY;

    lluri__put(&k, d->dialect.ptr, d->dialect.len);
    if (d->driver.ptr) {
        lluri__putc(&k, '+');
        lluri__put(&k, d->driver.ptr, d->driver.len);
    }
    lluri__put(&k, "://", 3);
    if (d->username.ptr) {
        put_quoted(&k, d->username.ptr, d->username.len);
        if (d->password.ptr) {
            lluri__putc(&k, ':');
            put_quoted(&k, d->password.ptr, d->password.len);
        }
        lluri__putc(&k, '@');
    }
    if (d->host.ptr) {
        if (host_literal)
            lluri__putc(&k, '[');
        lluri__put(&k, d->host.ptr, d->host.len);
        if (host_literal)
            lluri__putc(&k, ']');
    }
    if (d->port.ptr) {
        lluri__putc(&k, ':');
        lluri__put(&k, d->port.ptr, d->port.len);
    }
    if (d->database.ptr) {
        lluri__putc(&k, '/');
        lluri__put(&k, d->database.ptr, d->database.len);
    }
    if (d->query.ptr) {
        lluri__putc(&k, '?');
        lluri__put(&k, d->query.ptr, d->query.len);
    }
    return lluri__finish(&k, LLURI_START_URI, result, err);
}
