/* SPDX-License-Identifier: MIT */
/* cmd_get.c — get TEMPLATE, and the templates of log: each URI's
 * components put into a template, trurl's template language.
 *
 * A field is {NAME}; in a template without a "{" (but an escaped one),
 * [NAME] (trurl's brackets; a "[" is then no text but "\[" or "[["). NAME is a
 * component: {scheme} {user} {password} {options} {userinfo} {host}
 * {port} {path} {query} {fragment} {zoneid} {url}, percent-decoded; or
 * {origin} (RFC 6454); {query:KEY} and {query-all:KEY}; and what only
 * lluri has: {address}, {address_class}, {fetch_safe} (where a fetch
 * goes, lluri/http.h). Modifiers go before the name, each with a ":":
 * url: (or a lone ":") as written; default: a port the scheme defaults to
 * ({default:port}, {default:url}); puny: and idn: the host's A-labels or
 * U-labels (lluri/idn.h, when built with libidn2) in {host}, and puny: in
 * {url} and {origin}; strict: an input whose field does not decode to
 * text is an error; must: an input without the component is an error.
 * log adds the fields of a log line ({method}, {form}, {status}, ...) and
 * the referer's components ({referer.host}, ...). Escapes: a doubled
 * opener is the opener, "\{" and "\[" too; "\t" a tab, "\n" a line feed,
 * "\r" a CR, "\\" a backslash. The template is compiled once, before any
 * input. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "lluri/idn.h"

enum field {
    F_SCHEME, F_USER, F_PASSWORD, F_OPTIONS, F_USERINFO, F_HOST, F_PORT, F_PATH, F_QUERY,
    F_FRAGMENT, F_ZONEID, F_URL, F_ORIGIN, F_QUERY_KEY, F_QUERY_ALL,
    F_ADDRESS, F_ADDRESS_CLASS, F_FETCH_SAFE, F_LOG
};

/* Modifiers. */
enum {
    M_RAW = 1u << 0, M_DEFAULT = 1u << 1, M_PUNY = 1u << 2, M_IDN = 1u << 3,
    M_STRICT = 1u << 4, M_MUST = 1u << 5
};

static const struct {
    const char *name;
    unsigned    mod;
} modifiers[] = {
    { "url", M_RAW }, { "default", M_DEFAULT }, { "puny", M_PUNY }, { "idn", M_IDN },
    { "strict", M_STRICT }, { "must", M_MUST },
};

static const struct name {
    const char *name;
    enum field  field;
    int         item;       /* F_LOG: enum log_item */
    unsigned    mods;       /* what it takes beyond url:, strict:, must: */
} names[] = {
    { "scheme", F_SCHEME, 0, 0 }, { "user", F_USER, 0, 0 }, { "password", F_PASSWORD, 0, 0 },
    { "options", F_OPTIONS, 0, 0 }, { "userinfo", F_USERINFO, 0, 0 },
    { "host", F_HOST, 0, M_PUNY | M_IDN }, { "port", F_PORT, 0, M_DEFAULT },
    { "path", F_PATH, 0, 0 }, { "query", F_QUERY, 0, 0 }, { "fragment", F_FRAGMENT, 0, 0 },
    { "zoneid", F_ZONEID, 0, 0 }, { "url", F_URL, 0, M_DEFAULT | M_PUNY },
    { "origin", F_ORIGIN, 0, M_PUNY },
    { "address", F_ADDRESS, 0, 0 }, { "address_class", F_ADDRESS_CLASS, 0, 0 },
    { "fetch_safe", F_FETCH_SAFE, 0, 0 },
    /* log's */
    { "method", F_LOG, L_METHOD, 0 }, { "form", F_LOG, L_FORM, 0 },
    { "target", F_LOG, L_TARGET, 0 }, { "version", F_LOG, L_VERSION, 0 },
    { "request", F_LOG, L_REQUEST, 0 }, { "error", F_LOG, L_ERROR, 0 },
    { "status", F_LOG, L_STATUS, 0 }, { "time", F_LOG, L_TIME, 0 },
    { "remote", F_LOG, L_REMOTE, 0 }, { "remote_user", F_LOG, L_REMOTE_USER, 0 },
    { "bytes", F_LOG, L_BYTES, 0 }, { "user_agent", F_LOG, L_USER_AGENT, 0 },
    { "referer", F_LOG, L_REFERER, 0 }, { "referer.error", F_LOG, L_REFERER_ERROR, 0 },
};
#define NNAMES (sizeof names / sizeof names[0])

/* One piece of a compiled template: text, or a field. */
struct piece {
    int         is_field;
    enum field  field;
    int         item;        /* F_LOG */
    int         referer;     /* "referer.NAME": the referer's */
    unsigned    mods;
    char       *text;        /* the text; a field's KEY, or as written */
    size_t      len;
    char       *written;     /* a field as the template writes it: "{must:query}" */
};

struct template {
    struct piece *v;
    size_t        n;
    char         *scratch;   /* {puny:url}, {default:url}, {origin} */
    size_t        cap;
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

/* The field written s[0 .. n) (between the brackets); -1 and why for a
 * name that is none, or a modifier the name does not take. */
/* Which fields a command's template takes: get's (a URI's), request's
 * (those of a request line, and its target's), log's (all). */
enum fields { FIELDS_URI, FIELDS_REQUEST, FIELDS_LOG };

/* The fields of a request line: the log's first six items. */
static int is_request_item(int item)
{
    return item == L_METHOD || item == L_FORM || item == L_TARGET || item == L_VERSION
        || item == L_REQUEST || item == L_ERROR;
}

static int compile_field(const char *s, size_t n, enum fields fields, struct piece *p,
                         const char **why)
{
    memset(p, 0, sizeof *p);
    p->is_field = 1;
    if (n > 0 && s[0] == ':') {                 /* {:name} is {url:name} */
        p->mods |= M_RAW;
        s++, n--;
    }
    for (;;) {                                  /* the modifiers, "WORD:" each */
        const char *colon = memchr(s, ':', n);
        size_t m, k = colon ? (size_t)(colon - s) : 0;
        for (m = 0; colon && m < sizeof modifiers / sizeof modifiers[0]; m++)
            if (strlen(modifiers[m].name) == k && memcmp(s, modifiers[m].name, k) == 0)
                break;
        if (colon == NULL || m == sizeof modifiers / sizeof modifiers[0])
            break;
        p->mods |= modifiers[m].mod;
        s += k + 1, n -= k + 1;
    }
    if (fields == FIELDS_LOG && n > 8 && memcmp(s, "referer.", 8) == 0
        && !(n == 13 && memcmp(s + 8, "error", 5) == 0)) {
        p->referer = 1;
        s += 8, n -= 8;
    }
    if (n >= 6 && memcmp(s, "query:", 6) == 0) {
        p->field = F_QUERY_KEY;
        p->text = copy_of(s + 6, n - 6);        /* an empty KEY: the pairs "=v" */
        p->len = n - 6;
    } else if (n >= 10 && memcmp(s, "query-all:", 10) == 0) {
        p->field = F_QUERY_ALL;
        p->text = copy_of(s + 10, n - 10);
        p->len = n - 10;
    } else {
        size_t i;
        for (i = 0; i < NNAMES; i++)
            if (strlen(names[i].name) == n && memcmp(s, names[i].name, n) == 0)
                break;
        if (i == NNAMES || (names[i].field == F_LOG
                            && (p->referer || fields == FIELDS_URI
                                || (fields == FIELDS_REQUEST && !is_request_item(names[i].item))))) {
            *why = i == NNAMES || p->referer ? "unknown component"
                 : is_request_item(names[i].item) ? "a field of request lines (lluri request, log)"
                 : "a field of log lines (lluri log)";
            return -1;
        }
        p->field = names[i].field;
        p->item = names[i].item;
        if (p->mods & (M_DEFAULT | M_PUNY | M_IDN) & ~names[i].mods) {
            *why = (p->mods & M_DEFAULT & ~names[i].mods) ? "default: takes port and url"
                 : (p->mods & M_PUNY & ~names[i].mods) ? "puny: takes host, url and origin"
                 : "idn: takes host";
            return -1;
        }
    }
    if ((p->field == F_QUERY_KEY || p->field == F_QUERY_ALL)
        && (p->mods & (M_DEFAULT | M_PUNY | M_IDN))) {
        *why = "the query's pairs take url:, strict: and must: only";
        return -1;
    }
    if ((p->mods & M_PUNY) && (p->mods & M_IDN)) {
        *why = "puny: and idn: exclude each other";
        return -1;
    }
    if ((p->mods & (M_PUNY | M_IDN)) && !lluri_idn_supported()) {
        *why = "needs IDN support: this lluri is built without libidn2 (configure --with-idn)";
        return -1;
    }
    return 0;
}

/* Whether the template s[0 .. n) holds a "{" that no backslash escapes. */
static int has_brace(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '\\' && i + 1 < n)
            i++;
        else if (s[i] == '{')
            return 1;
    }
    return 0;
}

/* Compile the template; 0, or -1 with a message and the offset. A field
 * is {NAME}; a template without a "{" (but an escaped one) may write it
 * [NAME] instead (trurl's brackets), and then a "[" that no "]" closes is
 * text (trurl's "[host"), where a "{" that no "}" closes is an error. */
static int compile(const char *s, enum fields fields, struct template *t, const char **why,
                   size_t *at)
{
    size_t n = strlen(s), i = 0, lit = 0;
    char open = has_brace(s, n) ? '{' : '[', close = open == '{' ? '}' : ']';
    char *buf = malloc(n + 1);   /* the literal text being gathered */

    if (buf == NULL)
        out_of_memory();
    while (i < n) {
        char c = s[i];
        if (c == '\\' && i + 1 < n && strchr("tnr\\{[", s[i + 1]) != NULL) {
            char e = s[i + 1];
            buf[lit++] = e == 't' ? '\t' : e == 'n' ? '\n' : e == 'r' ? '\r' : e;
            i += 2;
            continue;
        }
        if (c != open) {
            buf[lit++] = c;
            i++;
        } else if (i + 1 < n && s[i + 1] == open) {
            buf[lit++] = open;
            i += 2;
        } else {
            const char *end = memchr(s + i + 1, close, n - i - 1);
            struct piece p;
            if (end == NULL && open == '[') {
                buf[lit++] = c;
                i++;
                continue;
            }
            if (end == NULL) {
                *why = "no '}' closes the '{'";
                *at = i;
                free(buf);
                return -1;
            }
            if (compile_field(s + i + 1, (size_t)(end - s) - i - 1, fields, &p, why) < 0) {
                free(p.text);
                *at = i;
                free(buf);
                return -1;
            }
            p.written = copy_of(s + i, (size_t)(end - s) - i + 1);
            if (lit > 0)
                add(t, (struct piece){ 0, F_URL, 0, 0, 0, copy_of(buf, lit), lit, NULL });
            lit = 0;
            add(t, p);
            i = (size_t)(end - s) + 1;
        }
    }
    if (lit > 0)
        add(t, (struct piece){ 0, F_URL, 0, 0, 0, copy_of(buf, lit), lit, NULL });
    free(buf);
    return 0;
}

static void free_pieces(struct template *t)
{
    for (size_t i = 0; i < t->n; i++) {
        free(t->v[i].text);
        free(t->v[i].written);
    }
    free(t->v);
    free(t->scratch);
    free(t);
}

void template_needs(const struct run *r, int *request, int *referer)
{
    const struct template *t = r->template;

    *request = *referer = 0;
    for (size_t i = 0; t != NULL && i < t->n; i++) {
        const struct piece *p = &t->v[i];
        if (!p->is_field)
            continue;
        if (p->referer || (p->field == F_LOG && p->item == L_REFERER_ERROR))
            *referer = 1;
        else if (p->field != F_LOG || p->item == L_METHOD || p->item == L_FORM
                 || p->item == L_TARGET || p->item == L_VERSION || p->item == L_ERROR)
            *request = 1;
    }
}

void template_free(struct run *r)
{
    if (r->template != NULL)
        free_pieces(r->template);
    r->template = NULL;
}

int template_set(struct run *r, const char *text)
{
    struct template *t = calloc(1, sizeof *t);
    const char *why = NULL;
    size_t at = 0;
    enum fields fields = r->cmd->handle == handle_log ? FIELDS_LOG
                       : r->cmd->handle == handle_request ? FIELDS_REQUEST : FIELDS_URI;

    if (t == NULL) {
        out_of_memory();
        return -1;
    }
    if (compile(text, fields, t, &why, &at) < 0) {
        fputs("lluri: bad template '", stderr);
        err_cstr(text);
        fprintf(stderr, "': %s at offset %zu\n", why, at);
        free_pieces(t);
        return -1;
    }
    r->template = t;
    return 0;
}

/* ---- one URI ---------------------------------------------------------------- */

/* Whether s[0 .. n) percent-decodes ("+" a space too when form) to text:
 * valid %XX, no control byte (what out_pct_controls() writes as %XX). */
static int decodes_to_text(const char *s, size_t n, int form)
{
    char stack[512], *buf = n + 1 > sizeof stack ? malloc(n + 1) : stack;
    ptrdiff_t m;
    int ok = 1;

    if (buf == NULL)
        out_of_memory();
    m = lluri_pct_decode(s, n, form ? LLURI_PCT_FORM : 0, buf, n + 1, NULL);
    if (m < 0)
        ok = 0;
    for (ptrdiff_t i = 0; ok && i < m; i++)
        if ((unsigned char)buf[i] < 0x20 || buf[i] == 0x7f)
            ok = 0;
    if (buf != stack)
        free(buf);
    return ok;
}

/* s[0 .. n) percent-decoded ('+' a space too when form), or as written. */
static void put_component(const char *s, size_t n, int raw, int form)
{
    char stack[512], *buf;
    ptrdiff_t m;

    /* a parsed component holds only URI characters (RFC 3986 §2), no
     * control byte: as written, or with nothing to decode, it goes out
     * as it is */
    if (raw || (memchr(s, '%', n) == NULL && (!form || memchr(s, '+', n) == NULL))) {
        out_pct_controls(s, n);
        return;
    }
    buf = n + 1 > sizeof stack ? malloc(n + 1) : stack;
    if (buf == NULL)
        out_of_memory();
    m = lluri_pct_decode(s, n, form ? LLURI_PCT_FORM : 0, buf, n + 1, NULL);
    if (m >= 0)
        out_pct_controls(buf, (size_t)m);
    else
        out_pct_controls(s, n);                  /* a lenient parse's bad "%": as written */
    if (buf != stack)
        free(buf);
}

/* Whether s's first strlen(lower) bytes are lower's, in any case. */
static int same_nocase(const char *s, const char *lower)
{
    for (size_t i = 0; lower[i] != '\0'; i++)
        if ((s[i] >= 'A' && s[i] <= 'Z' ? s[i] + 32 : s[i]) != lower[i])
            return 0;
    return 1;
}

/* The pieces of u's userinfo: user, password, options. The options are
 * the part after a ";" for the mail schemes whose URLs carry them (IMAP,
 * RFC 5092 §3.2 ";AUTH="; POP, RFC 2384; SMTP as curl reads it); for any
 * other scheme a ";" is data. */
static int has_options(const lluri *u)
{
    static const char *const mail[] = { "imap", "imaps", "pop", "pop3", "pop3s", "smtp", "smtps" };
    if (!(u->present & LLURI_HAS_SCHEME))
        return 0;
    for (size_t i = 0; i < sizeof mail / sizeof mail[0]; i++)
        if (strlen(mail[i]) == u->scheme.len && same_nocase(u->src + u->scheme.off, mail[i]))
            return 1;
    return 0;
}

struct userinfo {
    lluri_span user, password, options;
    int has_password, has_options;
};

static struct userinfo split_userinfo(const lluri *u)
{
    struct userinfo ui;
    const char *s = u->src + u->userinfo.off;
    const char *semi = has_options(u) ? memchr(s, ';', u->userinfo.len) : NULL;
    uint32_t end = semi ? (uint32_t)(semi - s) : u->userinfo.len;
    const char *colon = memchr(s, ':', end);
    uint32_t ulen = colon ? (uint32_t)(colon - s) : end;

    memset(&ui, 0, sizeof ui);
    ui.user = (lluri_span){ u->userinfo.off, ulen };
    ui.has_password = colon != NULL;
    if (colon != NULL)
        ui.password = (lluri_span){ u->userinfo.off + ulen + 1, end - ulen - 1 };
    ui.has_options = semi != NULL;
    if (semi != NULL)
        ui.options = (lluri_span){ u->userinfo.off + end + 1, u->userinfo.len - end - 1 };
    return ui;
}

/* The first pair with the piece's KEY ({query:KEY}), or every one
 * ({query-all:KEY}), through fn; the pairs split at --query-separator's
 * byte (default "&"), keys compared form-decoded. Returns how many. */
typedef void pair_fn(const char *value, size_t n, int has_value, void *arg);
static size_t query_values(struct run *r, const lluri *u, const struct piece *p, pair_fn *fn,
                           void *arg)
{
    const lluri_span *pairs;
    size_t npairs, found = 0;

    if (!(u->present & LLURI_HAS_QUERY))
        return 0;
    const char *q = u->src + u->query.off;
    npairs = query_split(r, q, u->query.len, &pairs);
    for (size_t i = 0; i < npairs; i++) {
        const char *pair = q + pairs[i].off, *eq = memchr(pair, '=', pairs[i].len);
        if (!query_key_is(r, q, pairs[i], p->text, p->len))
            continue;
        found++;
        if (fn != NULL) {
            if (eq != NULL)
                fn(eq + 1, pairs[i].len - (size_t)(eq - pair) - 1, 1, arg);
            else
                fn(pair + pairs[i].len, 0, 0, arg);
        }
        if (p->field == F_QUERY_KEY)
            break;
    }
    return found;
}

struct put_values { int first, raw; };

static void put_value(const char *v, size_t n, int has_value, void *arg)
{
    struct put_values *pv = arg;
    (void)has_value;
    if (!pv->first)
        out_char(' ');
    pv->first = 0;
    put_component(v, n, pv->raw, 1);
}

struct all_text { int ok; };

static void value_is_text(const char *v, size_t n, int has_value, void *arg)
{
    struct all_text *at = arg;
    (void)has_value;
    if (!decodes_to_text(v, n, 1))
        at->ok = 0;
}

/* {address}, {address_class}, {fetch_safe}. */
static void put_address(const struct run *r, const lluri *u, enum field f)
{
    lluri_address a;
    enum lluri_fetch_reason why = LLURI_FETCH_SAFE;

    if (f == F_FETCH_SAFE) {
        int rc = fetch_verdict(r, u, &why, NULL);
        out_str(rc == 1 ? "safe" : rc == 0 ? lluri_fetch_reason_name(why) : "not http");
        return;
    }
    if (lluri_fetch_address(u, &a, NULL) != 0)
        return;
    if (f == F_ADDRESS_CLASS) {
        out_str(lluri_address_class_name(a.net));
    } else {
        char text[ADDRESS_TEXT_MAX];
        out_pct_controls(text, address_text(&a, text, sizeof text));
    }
}

/* The host h[0 .. n) (a reg-name) as A-labels or U-labels into buf;
 * its length, or -1 and the code with the offset into h. */
static ptrdiff_t idn_host(const char *h, size_t n, unsigned mods, char *buf, size_t cap,
                          lluri_error *e)
{
    ptrdiff_t m = ((mods & M_PUNY) ? lluri_host_to_ascii : lluri_host_to_unicode)(
        h, n, buf, cap, e);
    if (m >= 0 && (size_t)m >= cap) {       /* a decoded host is under 1024 bytes */
        e->code = LLURI_ETOOLONG;
        e->offset = 0;
        m = -1;
    }
    return m < 0 ? -1 : m;
}

/* {puny:host}, {idn:host}: a reg-name's A-labels or U-labels (an IP
 * literal or address as it is); 0, or -1 when the host cannot be
 * converted (its code in *e, and the offset in the URI, as every offset
 * the tool prints: the host's own plus where it begins). */
static int put_idn(const lluri *u, unsigned mods, lluri_error *e)
{
    char buf[4096];
    ptrdiff_t n;

    if (!(u->present & LLURI_HAS_AUTHORITY))
        return 0;
    if (u->host_kind != LLURI_HOST_REG_NAME) {
        out(u->src + u->host.off, u->host.len);
        return 0;
    }
    n = idn_host(u->src + u->host.off, u->host.len, mods, buf, sizeof buf, e);
    if (n < 0) {
        e->offset += u->host.off;
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

/* The scheme's default port of u, or -1. */
static int default_port(const lluri *u)
{
    if (!(u->present & LLURI_HAS_SCHEME))
        return -1;
    int port = lluri_default_port(u->src + u->scheme.off, u->scheme.len);
    return port >= 0 ? port : -1;
}

/* p written by lluri_recompose() into t's scratch buffer; its length, or
 * -1 with the code and offset. */
static ptrdiff_t recompose(struct template *t, const lluri_parts *p, lluri *res, lluri_error *e)
{
    for (;;) {
        ptrdiff_t n = lluri_recompose(p, t->scratch, t->cap, res, e);
        if (n < 0 || (size_t)n < t->cap)
            return n < 0 ? -1 : n;
        grow(&t->scratch, &t->cap, (size_t)n + 1);
    }
}

/* {puny:url}, {default:url}: u with its host's A-labels, a port the
 * scheme defaults to written out; 0 or -1 (*e). */
static int put_url_with(struct template *t, const lluri *u, unsigned mods, lluri_error *e)
{
    lluri_parts p;
    int dp = default_port(u);

    if (lluri_get_parts(u, &p) < 0) {
        e->code = LLURI_ESPAN;          /* a parse's spans: cannot happen */
        e->offset = 0;
        return -1;
    }
    /* cppcheck-suppress variableScope ; p.host and p.port point here */
    char host[1024], port[8];
    if ((mods & M_PUNY) && u->host_kind == LLURI_HOST_REG_NAME) {
        ptrdiff_t n = idn_host(p.host.ptr, p.host.len, mods, host, sizeof host, e);
        if (n < 0) {
            e->offset += u->host.off;
            return -1;
        }
        p.host = (lluri_text){ host, (size_t)n };
    }
    if ((mods & M_DEFAULT) && (u->present & LLURI_HAS_AUTHORITY) && p.port.len == 0 && dp >= 0)
        p.port = (lluri_text){ port, (size_t)snprintf(port, sizeof port, "%d", dp) };
    if (recompose(t, &p, NULL, e) < 0)
        return -1;
    out_pct_controls(t->scratch, strlen(t->scratch));
    return 0;
}

/* {origin}: RFC 6454 §6.2's ASCII serialization: scheme "://" host, and
 * ":" port unless it is the scheme's default, scheme and host in lower
 * case (lluri_normalize()'s §6.2.2.1 and §6.2.3 steps, on the scheme and
 * the host and port alone); "null" for a URI without a scheme and a host
 * (§4: a globally unique identifier). */
static int put_origin(struct template *t, const lluri *u, unsigned mods, lluri_error *e)
{
    lluri v = *u, nu;

    if ((u->present & (LLURI_HAS_SCHEME | LLURI_HAS_AUTHORITY))
            != (LLURI_HAS_SCHEME | LLURI_HAS_AUTHORITY) || u->host.len == 0) {
        OUT_LIT("null");
        return 0;
    }
    /* the scheme and the authority without its userinfo: an edited
     * struct, which the writers recompose (a lenient parse's tolerated
     * path is none of the origin's business) */
    v.present &= LLURI_HAS_SCHEME | LLURI_HAS_AUTHORITY | LLURI_HAS_PORT | LLURI_HAS_ZONE_ID;
    v.path.len = 0;
    v.tolerated = 0;
    for (;;) {
        ptrdiff_t n = lluri_normalize(&v, LLURI_NORM_CASE | LLURI_NORM_SCHEME, t->scratch,
                                      t->cap, &nu, e);
        if (n < 0)
            return -1;
        if ((size_t)n < t->cap)
            break;
        grow(&t->scratch, &t->cap, (size_t)n + 1);
    }
    out(nu.src + nu.scheme.off, nu.scheme.len);
    OUT_LIT("://");
    if ((mods & M_PUNY) && nu.host_kind == LLURI_HOST_REG_NAME) {
        char host[1024];
        ptrdiff_t n = idn_host(nu.src + nu.host.off, nu.host.len, mods, host, sizeof host, e);
        if (n < 0) {
            e->offset += u->host.off;
            return -1;
        }
        out(host, (size_t)n);
    } else {
        out_pct_controls(nu.src + nu.host.off, nu.host.len);
    }
    if ((nu.present & LLURI_HAS_PORT) && nu.port.len > 0) {
        out_char(':');
        out(nu.src + nu.port.off, nu.port.len);
    }
    return 0;
}

/* The URI a piece reads: the record's, or its referer's. */
static const lluri *uri_of(const struct record *rec, const struct piece *p)
{
    return p->referer ? rec->referer : rec->uri;
}

/* Whether the piece's component is there (for must:), and with strict:
 * decodes to text. 0, or -1 and why. */
static int piece_ok(struct run *r, const struct record *rec, const struct piece *p,
                    const char **why)
{
    const lluri *u = uri_of(rec, p);
    lluri_span sp = { 0, 0 };
    int there = 0, decoded = 1;

    if (p->field == F_LOG) {
        there = rec->item != NULL && rec->item[p->item].ptr != NULL;
        decoded = 0;
    } else if (u != NULL) {
        uint32_t has = u->present;
        struct userinfo ui;
        lluri_span host, zone;
        switch (p->field) {
        case F_SCHEME:   there = has & LLURI_HAS_SCHEME, decoded = 0; break;
        case F_USERINFO: there = has & LLURI_HAS_USERINFO, sp = u->userinfo; break;
        case F_USER:
        case F_PASSWORD:
        case F_OPTIONS:
            if (!(has & LLURI_HAS_USERINFO))
                break;
            ui = split_userinfo(u);
            there = p->field == F_USER ? 1 : p->field == F_PASSWORD ? ui.has_password
                                                                      : ui.has_options;
            sp = p->field == F_USER ? ui.user : p->field == F_PASSWORD ? ui.password
                                                                         : ui.options;
            break;
        case F_HOST:     there = has & LLURI_HAS_AUTHORITY, sp = u->host; break;
        case F_PORT:
            there = ((has & LLURI_HAS_PORT) && u->port.len > 0)
                 || ((p->mods & M_DEFAULT) && default_port(u) >= 0);
            decoded = 0;
            break;
        case F_PATH:     there = u->path.len > 0, sp = u->path; break;
        case F_QUERY:    there = has & LLURI_HAS_QUERY, sp = u->query; break;
        case F_FRAGMENT: there = has & LLURI_HAS_FRAGMENT, sp = u->fragment; break;
        case F_ZONEID:
            there = lluri_host_address(u, &host, &zone) == 0 && zone.len > 0, sp = zone;
            break;
        case F_QUERY_KEY:
        case F_QUERY_ALL: {
            struct all_text at = { 1 };
            there = query_values(r, u, p, (p->mods & M_STRICT) && !(p->mods & M_RAW)
                                 ? value_is_text : NULL, &at) > 0;
            decoded = 0;
            if (!at.ok) {
                *why = "does not decode to text";
                return -1;
            }
            break;
        }
        case F_ADDRESS:
        case F_ADDRESS_CLASS:
            there = has & LLURI_HAS_AUTHORITY, decoded = 0;
            break;
        case F_URL: case F_ORIGIN: case F_FETCH_SAFE: case F_LOG:
            there = 1, decoded = 0;
            break;
        }
    }
    if (!there && (p->mods & M_MUST)) {
        *why = "missing";
        return -1;
    }
    if (there && decoded && (p->mods & M_STRICT) && !(p->mods & M_RAW)
        && !decodes_to_text(u->src + sp.off, sp.len, 0)) {
        *why = "does not decode to text";
        return -1;
    }
    return 0;
}

/* One field; 0, or -1 when it could not be written ({puny:host},
 * {puny:url}, {origin}: its code and offset in *e). */
static int put_field(struct run *r, const struct record *rec, const struct piece *p,
                     lluri_error *e)
{
    const lluri *u = uri_of(rec, p);
    int raw = (p->mods & M_RAW) != 0;
    struct userinfo ui;
    lluri_span host, zone;

    if (p->field == F_LOG) {
        if (rec->item != NULL && rec->item[p->item].ptr != NULL)
            out_pct_controls(rec->item[p->item].ptr, rec->item[p->item].len);
        return 0;
    }
    if (u == NULL)
        return 0;
    const char *s = u->src;
    switch (p->field) {
    case F_SCHEME:
        if (u->present & LLURI_HAS_SCHEME)
            out(s + u->scheme.off, u->scheme.len);
        break;
    case F_USERINFO:
        if (u->present & LLURI_HAS_USERINFO)
            put_component(s + u->userinfo.off, u->userinfo.len, raw, 0);
        break;
    case F_USER:
    case F_PASSWORD:
    case F_OPTIONS:
        if (!(u->present & LLURI_HAS_USERINFO))
            break;
        ui = split_userinfo(u);
        if (p->field == F_USER)
            put_component(s + ui.user.off, ui.user.len, raw, 0);
        else if (p->field == F_PASSWORD && ui.has_password)
            put_component(s + ui.password.off, ui.password.len, raw, 0);
        else if (p->field == F_OPTIONS && ui.has_options)
            put_component(s + ui.options.off, ui.options.len, raw, 0);
        break;
    case F_HOST:
        if (p->mods & (M_PUNY | M_IDN))
            return put_idn(u, p->mods, e);
        if (u->present & LLURI_HAS_AUTHORITY)
            put_component(s + u->host.off, u->host.len, raw, 0);
        break;
    case F_PORT:
        if ((u->present & LLURI_HAS_PORT) && u->port.len > 0)
            out_pct_controls(s + u->port.off, u->port.len);
        else if ((p->mods & M_DEFAULT) && default_port(u) >= 0)
            out_u64((unsigned long long)default_port(u));
        break;
    case F_PATH:
        put_component(s + u->path.off, u->path.len, raw, 0);
        break;
    case F_QUERY:
        if (u->present & LLURI_HAS_QUERY)
            put_component(s + u->query.off, u->query.len, raw, 0);
        break;
    case F_FRAGMENT:
        if (u->present & LLURI_HAS_FRAGMENT)
            put_component(s + u->fragment.off, u->fragment.len, raw, 0);
        break;
    case F_ZONEID:
        if (lluri_host_address(u, &host, &zone) == 0 && zone.len > 0)
            put_component(s + zone.off, zone.len, raw, 0);
        break;
    case F_URL:
        if (p->mods & (M_PUNY | M_DEFAULT))
            return put_url_with(r->template, u, p->mods, e);
        put_url(u);
        break;
    case F_ORIGIN:
        return put_origin(r->template, u, p->mods, e);
    case F_QUERY_KEY:
    case F_QUERY_ALL: {
        struct put_values pv = { 1, raw };
        query_values(r, u, p, put_value, &pv);
        break;
    }
    case F_ADDRESS:
    case F_ADDRESS_CLASS:
    case F_FETCH_SAFE:
        put_address(r, u, p->field);
        break;
    case F_LOG:
        break;
    }
    return 0;
}

int template_check(struct run *r, const struct record *rec, const char **what,
                   const char **why)
{
    const struct template *t = r->template;

    for (size_t i = 0; i < t->n; i++)
        if (t->v[i].is_field && (t->v[i].mods & (M_MUST | M_STRICT))
            && piece_ok(r, rec, &t->v[i], why) < 0) {
            *what = t->v[i].written;
            return -1;
        }
    return 0;
}

int template_put(struct run *r, const struct record *rec, lluri_error *e, const char **what)
{
    const struct template *t = r->template;
    int rc = 0;

    for (size_t i = 0; i < t->n; i++) {
        const struct piece *p = &t->v[i];
        if (!p->is_field)
            out(p->text, p->len);
        else if (put_field(r, rec, p, e) < 0 && rc == 0) {
            rc = -1;                    /* the field stays empty */
            *what = p->field == F_HOST ? "host" : p->written;
        }
    }
    return rc;
}

void report_where(const struct run *r, const char *s, size_t len, unsigned long long lineno)
{
    err_begin();                        /* after stdout's lines before it */
    if (r->source != NULL) {
        err_cstr(r->source);
        err_printf(":%llu: ", lineno);
    } else {
        err_write("'", 1);
        err_text(s, len);
        err_write("': ", 3);
    }
}

void get_report(struct run *r, const char *s, size_t len, unsigned long long lineno,
                const char *what, const lluri_error *e, int stop)
{
    r->any_invalid = 1;
    report_where(r, s, len, lineno);
    if (what != NULL) {
        err_cstr(what);
        err_write(": ", 2);
    }
    err_printf("%s at offset %zu%s\n", lluri_strerror(e->code), e->offset,
               what ? "" : iri_hint(r, s, len, e->offset)); /* (an offset into s) */
    if (stop && r->verify)
        exit_now(EXIT_INVALID);
}

void get_report_why(struct run *r, const char *s, size_t len, unsigned long long lineno,
                    const char *what, const char *why)
{
    r->any_invalid = 1;
    report_where(r, s, len, lineno);
    err_cstr(what);
    err_write(": ", 2);
    err_cstr(why);
    err_write("\n", 1);
    if (r->verify)
        exit_now(EXIT_INVALID);
}

void handle_get(struct run *r, const char *s, size_t len, unsigned long long lineno)
{
    lluri u;
    lluri_error e = { LLURI_OK, 0 }, f = { LLURI_OK, 0 };
    struct record rec = { &u, NULL, NULL };
    const char *what = NULL, *why = NULL;

    if (parse_input(r, &u, s, len, &e) < 0) {
        /* an empty line keeps stdout aligned, or with --partial the
         * fields complete before the error; the report on stderr */
        if ((u.present & LLURI_HAS_PARTIAL) && template_check(r, &rec, &what, &why) == 0)
            (void)template_put(r, &rec, &f, &what);
        out_char('\n');
        get_report(r, s, len, lineno, NULL, &e, 1);
        return;
    }
    template_line(r, &rec, s, len, lineno);
}

void template_line(struct run *r, const struct record *rec, const char *s, size_t len,
                   unsigned long long lineno)
{
    lluri_error f = { LLURI_OK, 0 };
    const char *what = NULL, *why = NULL;

    if (template_check(r, rec, &what, &why) < 0) {
        out_char('\n');                 /* {must:...}, {strict:...}: nothing of it */
        get_report_why(r, s, len, lineno, what, why);
        return;
    }
    int rc = template_put(r, rec, &f, &what);
    out_char('\n');
    if (rc < 0)
        get_report(r, s, len, lineno, what, &f, 0);
}
