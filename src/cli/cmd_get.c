/* SPDX-License-Identifier: MIT */
/* cmd_get.c — get TEMPLATE: each URI's components put into a template,
 * trurl's template language: {scheme} {user} {password} {userinfo} {host}
 * {port} {path} {query} {fragment} {zoneid} {url}, percent-decoded unless
 * written {:name}; {default:port}; {query:KEY} and {query-all:KEY}; and
 * what only lluri has: {address}, {address_class}, {fetch_safe} (where a
 * fetch goes, lluri/http.h); {puny:host} and {idn:host} (the host's
 * A-labels and U-labels, lluri/idn.h, when built with libidn2). Escapes: "{{" is "{", "\t" a tab, "\n" a line
 * feed, "\\" a backslash. The template is compiled once, before any input. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>

#include "cli.h"
#include "lluri/idn.h"

enum field {
    F_SCHEME, F_USER, F_PASSWORD, F_USERINFO, F_HOST, F_PORT, F_PATH, F_QUERY,
    F_FRAGMENT, F_ZONEID, F_URL, F_DEFAULT_PORT, F_QUERY_KEY, F_QUERY_ALL,
    F_ADDRESS, F_ADDRESS_CLASS, F_FETCH_SAFE, F_PUNY_HOST, F_IDN_HOST
};

static const struct {
    const char *name;
    enum field  field;
    int         takes_key;  /* {name:KEY} */
} names[] = {
    { "scheme", F_SCHEME, 0 }, { "user", F_USER, 0 }, { "password", F_PASSWORD, 0 },
    { "userinfo", F_USERINFO, 0 }, { "host", F_HOST, 0 }, { "port", F_PORT, 0 },
    { "path", F_PATH, 0 }, { "query", F_QUERY, 0 }, { "fragment", F_FRAGMENT, 0 },
    { "zoneid", F_ZONEID, 0 }, { "url", F_URL, 0 }, { "default:port", F_DEFAULT_PORT, 0 },
    { "query", F_QUERY_KEY, 1 }, { "query-all", F_QUERY_ALL, 1 },
    { "address", F_ADDRESS, 0 }, { "address_class", F_ADDRESS_CLASS, 0 },
    { "fetch_safe", F_FETCH_SAFE, 0 },
    { "puny:host", F_PUNY_HOST, 0 }, { "idn:host", F_IDN_HOST, 0 },
};
#define NNAMES (sizeof names / sizeof names[0])

/* One piece of a compiled template: text, or a field. */
struct piece {
    int         is_field;
    enum field  field;
    int         raw;         /* {:name}: as written */
    char       *text;        /* the text, or the KEY */
    size_t      len;
};

struct template {
    struct piece *v;
    size_t        n;
};

static void add(struct template *t, struct piece p)
{
    struct piece *grown = realloc(t->v, (t->n + 1) * sizeof *t->v);
    if (grown == NULL) {
        out_of_memory();
        return;
    }
    t->v = grown;
    t->v[t->n++] = p;
}

static char *copy_of(const char *s, size_t n)
{
    char *c = malloc(n + 1);
    if (c == NULL) {
        out_of_memory();
        return NULL;
    }
    memcpy(c, s, n);
    c[n] = '\0';
    return c;
}

/* The field named s[0 .. n) (after an optional ":"); NULL and a message
 * for a name that is none. */
static int compile_field(const char *s, size_t n, struct piece *p, const char **why)
{
    p->is_field = 1;
    p->raw = n > 0 && s[0] == ':';
    if (p->raw)
        s++, n--;
    for (size_t i = 0; i < NNAMES; i++) {
        size_t k = strlen(names[i].name);
        if (!names[i].takes_key && k == n && memcmp(s, names[i].name, n) == 0) {
            p->field = names[i].field;
            p->text = NULL;
            p->len = 0;
            if ((p->field == F_PUNY_HOST || p->field == F_IDN_HOST) && !lluri_idn_supported()) {
                *why = "needs IDN support: this lluri is built without libidn2 "
                       "(configure --with-idn)";
                return -1;
            }
            return 0;
        }
        if (names[i].takes_key && n > k + 1 && memcmp(s, names[i].name, k) == 0 && s[k] == ':') {
            p->field = names[i].field;
            p->text = copy_of(s + k + 1, n - k - 1);
            p->len = n - k - 1;
            return 0;
        }
    }
    *why = "unknown component";
    return -1;
}

/* Compile the template; 0, or -1 with a message and the offset. */
static int compile(const char *s, struct template *t, const char **why, size_t *at)
{
    size_t n = strlen(s), i = 0, lit = 0;
    char *buf = malloc(n + 1);   /* the literal text being gathered */

    if (buf == NULL) {
        out_of_memory();
        return -1;
    }
    t->v = NULL;
    t->n = 0;
    while (i < n) {
        char c = s[i];
        if (c == '{' && i + 1 < n && s[i + 1] == '{') {
            buf[lit++] = '{';
            i += 2;
        } else if (c == '{') {
            const char *end = memchr(s + i + 1, '}', n - i - 1);
            struct piece p;
            if (end == NULL) {
                *why = "no '}' closes the '{'";
                *at = i;
                free(buf);
                return -1;
            }
            if (compile_field(s + i + 1, (size_t)(end - s) - i - 1, &p, why) < 0) {
                *at = i;
                free(buf);
                return -1;
            }
            if (lit > 0)
                add(t, (struct piece){ 0, F_URL, 0, copy_of(buf, lit), lit });
            lit = 0;
            add(t, p);
            i = (size_t)(end - s) + 1;
        } else if (c == '\\' && i + 1 < n && (s[i + 1] == 't' || s[i + 1] == 'n' || s[i + 1] == '\\')) {
            buf[lit++] = s[i + 1] == 't' ? '\t' : s[i + 1] == 'n' ? '\n' : '\\';
            i += 2;
        } else {
            buf[lit++] = c;
            i++;
        }
    }
    if (lit > 0)
        add(t, (struct piece){ 0, F_URL, 0, copy_of(buf, lit), lit });
    free(buf);
    return 0;
}

void template_free(struct run *r)
{
    struct template *t = r->template;
    if (t == NULL)
        return;
    for (size_t i = 0; i < t->n; i++)
        free(t->v[i].text);
    free(t->v);
    free(t);
    r->template = NULL;
}

int template_set(struct run *r, const char *text)
{
    struct template *t = malloc(sizeof *t);
    const char *why = NULL;
    size_t at = 0;

    if (t == NULL) {
        out_of_memory();
        return -1;
    }
    if (compile(text, t, &why, &at) < 0) {
        fputs("lluri: bad template '", stderr);
        err_cstr(text);
        fprintf(stderr, "': %s at offset %zu\n", why, at);
        for (size_t i = 0; i < t->n; i++)
            free(t->v[i].text);
        free(t->v);
        free(t);
        return -1;
    }
    r->template = t;
    return 0;
}

/* ---- one URI ---------------------------------------------------------------- */

/* s[0 .. n) percent-decoded ('+' a space too when form), or as written. */
static void put_component(const char *s, size_t n, int raw, int form)
{
    char stack[512], *buf;
    ptrdiff_t m;

    /* a parsed component holds only URI characters (RFC 3986 §2), no
     * control byte: as written, or with nothing to decode, it goes out
     * as it is */
    if (raw || (memchr(s, '%', n) == NULL && (!form || memchr(s, '+', n) == NULL))) {
        out(s, n);
        return;
    }
    buf = n + 1 > sizeof stack ? malloc(n + 1) : stack;
    if (buf == NULL) {
        out_of_memory();
        return;
    }
    m = lluri_pct_decode(s, n, form ? LLURI_PCT_FORM : 0, buf, n + 1, NULL);
    if (m >= 0)
        out_pct_controls(buf, (size_t)m);
    else
        out_pct_controls(s, n);                  /* not valid: cannot happen after parse */
    if (buf != stack)
        free(buf);
}

static void put_span(const lluri *u, lluri_span sp, uint32_t bit, int raw)
{
    if (bit == 0 || (u->present & bit))
        put_component(u->src + sp.off, sp.len, raw, 0);
}

/* {query:KEY} (the first value) or {query-all:KEY} (every value, a space
 * between): the query's pairs split at the byte of --query-separator
 * (default "&"), as the edits split them; a pair's key (up to its first
 * "=") compared form-decoded, values form-decoded unless raw. */
static void put_query(struct run *r, const lluri *u, const struct piece *p)
{
    const lluri_span *pairs;
    size_t npairs;
    int first = 1;

    if (!(u->present & LLURI_HAS_QUERY))
        return;
    const char *q = u->src + u->query.off;
    npairs = query_split(r, q, u->query.len, &pairs);
    for (size_t i = 0; i < npairs; i++) {
        const char *pair = q + pairs[i].off, *eq = memchr(pair, '=', pairs[i].len);
        if (!query_key_is(r, q, pairs[i], p->text, p->len))
            continue;
        if (!first)
            out_char(' ');
        first = 0;
        if (eq != NULL)
            put_component(eq + 1, pairs[i].len - (size_t)(eq - pair) - 1, p->raw, 1);
        if (p->field == F_QUERY_KEY)
            break;
    }
}

static void put_address(const lluri *u, enum field f)
{
    lluri_address a;
    enum lluri_fetch_reason why = LLURI_FETCH_SAFE;
    char text[INET6_ADDRSTRLEN];

    if (f == F_FETCH_SAFE) {
        int rc = lluri_fetch_check(u, 0, &why, NULL, NULL);
        out_str(rc == 1 ? "safe" : rc == 0 ? lluri_fetch_reason_name(why) : "not http");
        return;
    }
    if (lluri_fetch_address(u, &a, NULL) != 0)
        return;
    if (f == F_ADDRESS_CLASS)
        out_str(lluri_address_class_name(a.net));
    else if (a.kind == LLURI_ADDRESS_NAME)
        out_pct_controls(a.name, a.name_len);
    else if (inet_ntop(a.kind == LLURI_ADDRESS_IPV4 ? AF_INET : AF_INET6, a.ip, text,
                       sizeof text) != NULL)
        out_str(text);
}

/* {puny:host}, {idn:host}: a reg-name's A-labels or U-labels (an IP
 * literal or address as it is); 0, or -1 when the host cannot be
 * converted (its code in *e, and the offset in the URI, as every offset
 * the tool prints: the host's own plus where it begins). */
static int put_idn(const lluri *u, enum field f, lluri_error *e)
{
    char buf[4096];
    ptrdiff_t n;

    if (!(u->present & LLURI_HAS_AUTHORITY))
        return 0;
    if (u->host_kind != LLURI_HOST_REG_NAME) {
        out(u->src + u->host.off, u->host.len);
        return 0;
    }
    n = (f == F_PUNY_HOST ? lluri_host_to_ascii : lluri_host_to_unicode)(
        u->src + u->host.off, u->host.len, buf, sizeof buf, e);
    if (n < 0 || (size_t)n >= sizeof buf) {
        e->offset += u->host.off;       /* a decoded host is under 1024 bytes */
        return -1;
    }
    out_pct_controls(buf, (size_t)n);
    return 0;
}

/* {url}: the URI's text. A lenient parse's spans leave out what it took
 * around the URI (whitespace, a byte order mark, "<" ">" or quotes), which
 * u->len counts: the URI is then from its first component's first byte to
 * its last component's last. */
static void put_url(const lluri *u)
{
    size_t from = 0, to = u->len;
    if (u->tolerated != 0) {
        uint32_t p = u->present;
        from = (p & LLURI_HAS_SCHEME)    ? u->scheme.off
             : (p & LLURI_HAS_USERINFO)  ? u->userinfo.off - 2          /* "//" */
             : (p & LLURI_HAS_AUTHORITY) ? u->host.off - 2
                                         : u->path.off;
        to = (p & LLURI_HAS_FRAGMENT) ? u->fragment.off + u->fragment.len
           : (p & LLURI_HAS_QUERY)    ? u->query.off + u->query.len
                                      : u->path.off + u->path.len;
    }
    out_pct_controls(u->src + from, to - from);
}

static void put_field(struct run *r, const lluri *u, const struct piece *p)
{
    const char *s = u->src;
    lluri_span ui = u->userinfo, host, zone;
    const char *colon;

    switch (p->field) {
    case F_SCHEME:   put_span(u, u->scheme, LLURI_HAS_SCHEME, 1); break;
    case F_USERINFO: put_span(u, u->userinfo, LLURI_HAS_USERINFO, p->raw); break;
    case F_HOST:     put_span(u, u->host, LLURI_HAS_AUTHORITY, p->raw); break;
    case F_PORT:     put_span(u, u->port, LLURI_HAS_PORT, 1); break;
    case F_PATH:     put_span(u, u->path, 0, p->raw); break;
    case F_QUERY:    put_span(u, u->query, LLURI_HAS_QUERY, p->raw); break;
    case F_FRAGMENT: put_span(u, u->fragment, LLURI_HAS_FRAGMENT, p->raw); break;
    case F_URL:      put_url(u); break;
    case F_USER:
    case F_PASSWORD:
        if (!(u->present & LLURI_HAS_USERINFO))
            break;
        colon = memchr(s + ui.off, ':', ui.len);
        if (p->field == F_USER)
            put_component(s + ui.off, colon ? (size_t)(colon - (s + ui.off)) : ui.len, p->raw, 0);
        else if (colon != NULL)
            put_component(colon + 1, ui.len - (size_t)(colon - (s + ui.off)) - 1, p->raw, 0);
        break;
    case F_ZONEID:
        if (lluri_host_address(u, &host, &zone) == 0 && zone.len > 0)
            put_component(s + zone.off, zone.len, p->raw, 0);
        break;
    case F_DEFAULT_PORT:
        if ((u->present & LLURI_HAS_PORT) && u->port.len > 0)
            out_pct_controls(s + u->port.off, u->port.len);
        else if ((u->present & LLURI_HAS_SCHEME)
                 && lluri_default_port(s + u->scheme.off, u->scheme.len) >= 0)
            out_u64((unsigned long long)lluri_default_port(s + u->scheme.off, u->scheme.len));
        break;
    case F_QUERY_KEY:
    case F_QUERY_ALL:
        put_query(r, u, p);
        break;
    case F_ADDRESS:
    case F_ADDRESS_CLASS:
    case F_FETCH_SAFE:
        put_address(u, p->field);
        break;
    case F_PUNY_HOST:
    case F_IDN_HOST:
        break;                          /* put_idn(), from put_template() */
    }
}

/* The template's pieces for u; -1 when a field could not be written
 * ({puny:host}, {idn:host}: its code and offset in *e), else 0. */
static int put_template(struct run *r, const lluri *u, lluri_error *e)
{
    const struct template *t = r->template;
    int rc = 0;

    for (size_t i = 0; i < t->n; i++) {
        const struct piece *p = &t->v[i];
        if (!p->is_field)
            out(p->text, p->len);
        else if (p->field != F_PUNY_HOST && p->field != F_IDN_HOST)
            put_field(r, u, p);
        else if (put_idn(u, p->field, e) < 0)
            rc = -1;                    /* the field stays empty */
    }
    return rc;
}

void get_report(struct run *r, const char *s, size_t len, unsigned long long lineno,
                const char *what, const lluri_error *e, int stop)
{
    r->any_invalid = 1;
    err_begin();                        /* stdout's lines before the message */
    if (r->source != NULL) {
        err_cstr(r->source);
        fprintf(stderr, ":%llu: ", lineno);
    } else {
        fputc('\'', stderr);
        err_text(s, len);
        fputs("': ", stderr);
    }
    if (what != NULL) {
        err_cstr(what);
        fputs(": ", stderr);
    }
    fprintf(stderr, "%s at offset %zu%s\n", lluri_strerror(e->code), e->offset,
            what ? "" : iri_hint(r, s, len, e->offset)); /* (an offset into s) */
    if (stop && r->verify)
        exit(EXIT_INVALID);
}

void handle_get(struct run *r, const char *s, size_t len, unsigned long long lineno)
{
    lluri u;
    lluri_error e = { LLURI_OK, 0 }, f = { LLURI_OK, 0 };

    if (parse_input(r, &u, s, len, &e) < 0) {
        /* an empty line keeps stdout aligned, or with --partial the
         * fields complete before the error; the report on stderr */
        if (u.present & LLURI_HAS_PARTIAL)
            (void)put_template(r, &u, &f);
        out_char('\n');
        get_report(r, s, len, lineno, NULL, &e, 1);
        return;
    }
    int rc = put_template(r, &u, &f);
    out_char('\n');
    if (rc < 0)
        get_report(r, s, len, lineno, "host", &f, 0);
}
