/* SPDX-License-Identifier: MIT */
/* cmd_edit.c — editing URIs, trurl's edits: --set COMPONENT=VALUE (":="
 * for a value already encoded, "?=" to set only what is not there),
 * --iterate COMPONENT="V1 V2 ...", --append path=SEGMENT, --append
 * query=KEY=VALUE, --redirect REF, --sort-query, --qtrim PATTERN,
 * --replace KEY=VALUE, with --query-separator C.
 * Edits apply in the order given, each to the result of the one before,
 * before the command runs: `edit` prints the result, `get` and `normalize`
 * work on it. --iterate is --set with each of its values in turn: the
 * command runs once per combination of the --iterate options' values
 * (the first one given varies slowest).
 *
 * Each edit puts one component together and hands all of them to
 * lluri_recompose() (RFC 3986 §5.3), which checks every component against
 * its rule, so the result is always a valid URI; an edit that cannot be
 * written is an error naming the edit, the component's code and the
 * offset in the URI that would have been written. --redirect is
 * lluri_resolve() (§5.2). */
#define _GNU_SOURCE /* qsort_r(3); fnmatch(3) */

#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

enum edit_kind {
    E_SET, E_APPEND_PATH, E_APPEND_QUERY, E_REDIRECT, E_SORT_QUERY,
    E_TRIM_QUERY, E_REPLACE
};

/* The components --set takes. */
enum part {
    P_SCHEME, P_USER, P_PASSWORD, P_USERINFO, P_HOST, P_PORT, P_PATH,
    P_QUERY, P_FRAGMENT
};

static const char *const part_names[] = {
    "scheme", "user", "password", "userinfo", "host", "port", "path",
    "query", "fragment"
};
#define NPARTS (sizeof part_names / sizeof part_names[0])

struct edit {
    enum edit_kind kind;
    enum part   part;       /* E_SET */
    int         raw;        /* E_SET with ":=": VALUE as already encoded */
    int         if_unset;   /* E_SET with "?=": only when the component is not there */
    const char *option;     /* "--set", ... */
    const char *arg;        /* its argument as given */
    const char *key, *val;  /* KEY (or the PATTERN), VALUE; val NULL: none */
    size_t      klen, vlen;
    lluri       ref;        /* E_REDIRECT: REF parsed */
    lluri_text *items;      /* --iterate: its values (val, vlen: the current one) */
    size_t      nitems, at;
};

/* A growing byte buffer. */
struct buf {
    char  *p;
    size_t n, cap;
};

struct edits {
    struct edit *v;
    size_t       n;
    char         sep;        /* between query pairs: '&' or --query-separator */
    struct buf   cur, next;  /* the URI so far, and the one being written */
    struct buf   comp, dec;  /* a component being built; a decoded key */
    lluri_span  *pieces;     /* the pairs of a query */
    size_t       npieces, cap_pieces;
};

/* ---- buffers ----------------------------------------------------------------- */

static void reserve(struct buf *b, size_t need)
{
    if (need <= b->cap)
        return;
    size_t cap = b->cap ? b->cap : 256;
    while (cap < need)
        cap *= 2;
    char *p = realloc(b->p, cap);
    if (p == NULL)
        out_of_memory();
    b->p = p;
    b->cap = cap;
}

static void put(struct buf *b, const char *s, size_t n)
{
    reserve(b, b->n + n + 1);
    if (n > 0)
        memcpy(b->p + b->n, s, n);
    b->n += n;
}

/* Append s[0 .. n) percent-encoded for component c: lluri_pct_encode()
 * into the space left, once more when that was too small. */
static void put_encoded(struct buf *b, const char *s, size_t n, enum lluri_component c)
{
    for (;;) {
        ptrdiff_t m = lluri_pct_encode(s, n, c, b->p + b->n, b->cap - b->n, NULL);
        if (m < 0)
            out_of_memory();            /* cannot fail for a valid c */
        if ((size_t)m < b->cap - b->n) {
            b->n += (size_t)m;
            return;
        }
        reserve(b, b->n + (size_t)m + 1);
    }
}

/* s[0 .. n) percent-decoded ("+" a space too when form) into b (from
 * empty); -1 when it does not decode. */
static int decode_into(struct buf *b, const char *s, size_t n, int form)
{
    b->n = 0;
    reserve(b, n + 1);
    ptrdiff_t m = lluri_pct_decode(s, n, form ? LLURI_PCT_FORM : 0, b->p, b->cap, NULL);
    if (m < 0)
        return -1;
    b->n = (size_t)m;
    return 0;
}

/* ---- the options ---------------------------------------------------------------- */

static struct edits *edits_of(struct run *r)
{
    struct edits *E = r->edits;

    if (E == NULL) {
        E = calloc(1, sizeof *E);
        if (E == NULL)
            out_of_memory();            /* does not return */
        else
            E->sep = '&';
        r->edits = E;
    }
    return E;
}

static int bad_edit(const char *option, const char *arg, const char *why)
{
    fprintf(stderr, "lluri: %s '", option);
    err_cstr(arg ? arg : "");
    fprintf(stderr, "': %s\n", why);
    return -1;
}

/* An --iterate option's value number `at` made current. */
static void iterate_to(struct edit *e, size_t at)
{
    e->at = at;
    e->val = e->items[at].ptr;
    e->vlen = e->items[at].len;
}

/* --iterate COMPONENT=LIST: LIST's values, split at single spaces, into
 * e->items (the first one current); 0, or -1 after a message for an empty
 * value or a component another --iterate took already. */
static int iterate_items(struct edits *E, struct edit *e)
{
    const char *v = e->val, *end = v + e->vlen;

    for (size_t i = 0; i < E->n; i++)
        if (E->v[i].items != NULL && E->v[i].part == e->part)
            return bad_edit(e->option, e->arg, "a second --iterate of the component");
    e->items = malloc((e->vlen / 2 + 1) * sizeof *e->items);
    if (e->items == NULL)
        out_of_memory();
    for (;;) {
        const char *sp = memchr(v, ' ', (size_t)(end - v));
        size_t n = sp ? (size_t)(sp - v) : (size_t)(end - v);
        if (n == 0) {
            free(e->items);
            e->items = NULL;
            return bad_edit(e->option, e->arg,
                            "an empty value (the values are separated by single spaces)");
        }
        e->items[e->nitems++] = (lluri_text){ v, n };
        if (sp == NULL)
            break;
        v = sp + 1;
    }
    iterate_to(e, 0);
    return 0;
}

int edit_add(struct run *r, const char *option, const char *arg)
{
    struct edits *E = edits_of(r);
    struct edit e;
    const char *eq = arg ? strchr(arg, '=') : NULL;

    memset(&e, 0, sizeof e);
    e.option = option;
    e.arg = arg ? arg : "";
    if (strcmp(option, "--set") == 0 || strcmp(option, "--iterate") == 0) {
        size_t n;
        e.kind = E_SET;
        if (eq == NULL)
            return bad_edit(option, arg, "needs COMPONENT=VALUE");
        n = (size_t)(eq - arg);
        e.raw = n > 0 && arg[n - 1] == ':';
        n -= (size_t)e.raw;
        e.if_unset = n > 0 && arg[n - 1] == '?';     /* "?=", "?:=" (trurl's) */
        n -= (size_t)e.if_unset;
        for (e.part = 0; e.part < NPARTS; e.part++)
            if (strlen(part_names[e.part]) == n && memcmp(arg, part_names[e.part], n) == 0)
                break;
        if (e.part == NPARTS)
            return bad_edit(option, arg, "unknown component (scheme, user, password, "
                            "userinfo, host, port, path, query, fragment)");
        e.val = eq + 1;
        e.vlen = strlen(e.val);
        if (strcmp(option, "--iterate") == 0 && iterate_items(E, &e) < 0)
            return -1;
    } else if (strcmp(option, "--append") == 0) {
        if (strncmp(arg, "path=", 5) == 0) {
            e.kind = E_APPEND_PATH;
            e.val = arg + 5;
            e.vlen = strlen(e.val);
        } else if (strncmp(arg, "query=", 6) == 0) {
            e.kind = E_APPEND_QUERY;
            e.key = arg + 6;
            eq = strchr(e.key, '=');
            e.klen = eq ? (size_t)(eq - e.key) : strlen(e.key);
            e.val = eq ? eq + 1 : NULL;
            e.vlen = eq ? strlen(e.val) : 0;
            if (e.klen == 0)
                return bad_edit(option, arg, "the query pair needs a KEY");
        } else {
            return bad_edit(option, arg, "takes path=SEGMENT or query=KEY=VALUE");
        }
    } else if (strcmp(option, "--redirect") == 0) {
        lluri_error err = { LLURI_OK, 0 };
        e.kind = E_REDIRECT;
        if (lluri_parse(&e.ref, arg, strlen(arg), 0, &err) < 0) {
            fputs("lluri: --redirect '", stderr);
            err_cstr(arg);
            fprintf(stderr, "': %s at offset %zu\n", lluri_strerror(err.code), err.offset);
            return -1;
        }
    } else if (strcmp(option, "--sort-query") == 0) {
        e.kind = E_SORT_QUERY;
    } else if (strcmp(option, "--qtrim") == 0) {
        e.kind = E_TRIM_QUERY;
        if (arg[0] == '\0')
            return bad_edit(option, arg, "takes a PATTERN (a glob on the decoded key)");
        e.key = arg;
        e.klen = strlen(e.key);
    } else if (strcmp(option, "--replace") == 0) {
        e.kind = E_REPLACE;
        e.key = arg;
        e.klen = eq ? (size_t)(eq - arg) : strlen(arg);
        e.val = eq ? eq + 1 : NULL;
        e.vlen = eq ? strlen(e.val) : 0;
        if (e.klen == 0)
            return bad_edit(option, arg, "needs KEY=VALUE");
    } else if (strcmp(option, "--query-separator") == 0) {
        /* a byte a query holds unencoded that is not "=" or "+" */
        if (strlen(arg) != 1 || strchr("&;,!$'()*:@/?", arg[0]) == NULL)
            return bad_edit(option, arg, "needs one of & ; , ! $ ' ( ) * : @ / ?");
        E->sep = arg[0];
        return 0;
    } else {
        return bad_edit(option, arg, "not an edit");
    }
    struct edit *grown = realloc(E->v, (E->n + 1) * sizeof *E->v);
    if (grown == NULL)
        out_of_memory();
    E->v = grown;
    E->v[E->n++] = e;
    return 0;
}

void edits_free(struct run *r)
{
    struct edits *E = r->edits;
    if (E == NULL)
        return;
    for (size_t i = 0; i < E->n; i++)
        free(E->v[i].items);
    free(E->v);
    free(E->cur.p);
    free(E->next.p);
    free(E->comp.p);
    free(E->dec.p);
    free(E->pieces);
    free(E);
    r->edits = NULL;
}

/* ---- the query's pairs -------------------------------------------------------- */

/* Split the query q[0 .. n) at the separator into E->pieces, skipping
 * empty pieces (as lluri_query_next() does). */
static void split_query(struct edits *E, const char *q, size_t n)
{
    size_t i = 0;

    E->npieces = 0;
    while (i <= n) {
        const char *end = memchr(q + i, E->sep, n - i);
        size_t j = end ? (size_t)(end - q) : n;
        if (j > i) {
            if (E->npieces == E->cap_pieces) {
                size_t cap = E->cap_pieces ? 2 * E->cap_pieces : 16;
                lluri_span *p = realloc(E->pieces, cap * sizeof *p);
                if (p == NULL)
                    out_of_memory();
                E->pieces = p;
                E->cap_pieces = cap;
            }
            E->pieces[E->npieces++] = (lluri_span){ (uint32_t)i, (uint32_t)(j - i) };
        }
        i = j + 1;
    }
}

size_t query_split(struct run *r, const char *q, size_t n, const lluri_span **pairs)
{
    struct edits *E = edits_of(r);
    split_query(E, q, n);
    *pairs = E->pieces;
    return E->npieces;
}

/* A piece's key: up to its first "=". */
static size_t key_len(const char *q, lluri_span p)
{
    const char *eq = memchr(q + p.off, '=', p.len);
    return eq ? (size_t)(eq - (q + p.off)) : p.len;
}

/* For qsort_r(): by the key's bytes as written (up to the first "="),
 * then by position, so that equal keys keep their order. */
static int by_key(const void *a, const void *b, void *text)
{
    const char *q = text;
    const lluri_span *x = a, *y = b;
    size_t kx = key_len(q, *x), ky = key_len(q, *y);
    int c = memcmp(q + x->off, q + y->off, kx < ky ? kx : ky);
    if (c == 0)
        c = kx < ky ? -1 : kx > ky;
    if (c == 0)
        c = x->off < y->off ? -1 : x->off > y->off;
    return c;
}

/* Does the piece's key, form-decoded, equal (or, glob, match: key is then
 * NUL-terminated) key[0 .. klen)? */
static int key_matches(struct edits *E, const char *q, lluri_span p,
                       const char *key, size_t klen, int glob)
{
    if (decode_into(&E->dec, q + p.off, key_len(q, p), 1) < 0)
        return 0;
    if (glob) {
        if (memchr(E->dec.p, '\0', E->dec.n) != NULL)
            return 0;
        E->dec.p[E->dec.n] = '\0';
        return fnmatch(key, E->dec.p, 0) == 0;
    }
    return E->dec.n == klen && memcmp(E->dec.p, key, klen) == 0;
}

int query_key_is(struct run *r, const char *q, lluri_span pair, const char *key, size_t klen)
{
    return key_matches(edits_of(r), q, pair, key, klen, 0);
}

/* KEY[=VALUE], each form-encoded. */
static void put_pair(struct buf *b, const struct edit *e)
{
    put_encoded(b, e->key, e->klen, LLURI_COMPONENT_FORM);
    if (e->val != NULL) {
        put(b, "=", 1);
        put_encoded(b, e->val, e->vlen, LLURI_COMPONENT_FORM);
    }
}

/* The new query of a query edit into E->comp; 0 when there is none. */
static int edit_query(struct edits *E, const lluri_parts *p, const struct edit *e)
{
    const char *q = p->query.ptr;
    size_t n = 0;
    int any = q != NULL;

    if (q != NULL)
        split_query(E, q, p->query.len);
    else
        E->npieces = 0;
    if (e->kind == E_SORT_QUERY && E->npieces > 1)
        qsort_r(E->pieces, E->npieces, sizeof *E->pieces, by_key, (void *)q);
    int replaced = 0;
    for (size_t i = 0; i < E->npieces; i++) {
        lluri_span sp = E->pieces[i];
        int match = e->kind == E_TRIM_QUERY ? key_matches(E, q, sp, e->key, e->klen, 1)
                  : e->kind == E_REPLACE ? key_matches(E, q, sp, e->key, e->klen, 0) : 0;
        /* --qtrim drops its pairs; --replace gives the first pair with KEY
         * the value and drops the others (one key, one value, as trurl) */
        if (match && (e->kind == E_TRIM_QUERY || replaced))
            continue;
        if (n++ > 0)
            put(&E->comp, &E->sep, 1);
        if (match) {
            put_pair(&E->comp, e);
            replaced = 1;
        } else {
            put(&E->comp, q + sp.off, sp.len);
        }
    }
    if (e->kind == E_APPEND_QUERY) {
        if (n++ > 0)
            put(&E->comp, &E->sep, 1);
        put_pair(&E->comp, e);
        any = 1;
    }
    /* a query that had pairs and has none left goes; an empty one stays */
    return any && !(n == 0 && E->npieces > 0);
}

/* ---- one edit ----------------------------------------------------------------- */

/* A user name or a password into the userinfo: encoded unless raw; a
 * user's ":" encoded all the same (it would begin the password). */
static void put_userinfo_piece(struct buf *c, const char *v, size_t n, int raw,
                               int user)
{
    size_t from = c->n;

    if (raw)
        put(c, v, n);
    else
        put_encoded(c, v, n, LLURI_COMPONENT_USERINFO);
    for (size_t i = from; user && i < c->n; i++)
        if (c->p[i] == ':') {
            reserve(c, c->n + 3);
            memmove(c->p + i + 3, c->p + i + 1, c->n - i - 1);
            memcpy(c->p + i, "%3A", 3);
            c->n += 2;
        }
}

/* --set: the component's new text into E->comp, and where it goes in *p
 * (an empty VALUE removes the component; the path becomes empty). */
static void edit_set(struct edits *E, lluri_parts *p, const struct edit *e)
{
    struct buf *c = &E->comp;
    const char *v = e->val;
    size_t n = e->vlen;
    lluri_text ui = p->userinfo;
    const char *colon = ui.ptr ? memchr(ui.ptr, ':', ui.len) : NULL;
    size_t ulen = colon ? (size_t)(colon - ui.ptr) : ui.len;
    lluri_text *slot = NULL;
    enum lluri_component enc = 0;

    if (e->if_unset) {                  /* "?=": not when it is there */
        int there = e->part == P_SCHEME ? p->scheme.ptr != NULL
                  : e->part == P_USER || e->part == P_USERINFO ? ui.ptr != NULL
                  : e->part == P_PASSWORD ? colon != NULL
                  : e->part == P_HOST ? p->host.ptr != NULL
                  : e->part == P_PORT ? p->port.len > 0      /* "h:" has an empty one */
                  : e->part == P_PATH ? p->path.len > 0
                  : e->part == P_QUERY ? p->query.ptr != NULL
                  : p->fragment.ptr != NULL;
        if (there)
            return;
    }
    switch (e->part) {
    case P_SCHEME:   slot = &p->scheme; break;
    case P_USERINFO: slot = &p->userinfo, enc = LLURI_COMPONENT_USERINFO; break;
    case P_HOST:     slot = &p->host, enc = n > 0 && v[0] == '[' ? 0 : LLURI_COMPONENT_REG_NAME; break;
    case P_PORT:     slot = &p->port; break;
    case P_PATH:     slot = &p->path, enc = LLURI_COMPONENT_PATH; break;
    case P_QUERY:    slot = &p->query, enc = LLURI_COMPONENT_QUERY; break;
    case P_FRAGMENT: slot = &p->fragment, enc = LLURI_COMPONENT_FRAGMENT; break;
    case P_USER:
    case P_PASSWORD:
        if (e->part == P_USER && n == 0) {
            p->userinfo = (lluri_text){ NULL, 0 };  /* no user: no userinfo */
            return;
        }
        if (e->part == P_USER)
            put_userinfo_piece(c, v, n, e->raw, 1);
        else if (ui.ptr != NULL)
            put(c, ui.ptr, ulen);
        if (e->part == P_USER && colon != NULL)
            put(c, colon, ui.len - ulen);       /* the password kept */
        if (e->part == P_PASSWORD && n > 0) {
            put(c, ":", 1);
            put_userinfo_piece(c, v, n, e->raw, 0);
        }
        p->userinfo = c->n > 0 ? (lluri_text){ c->p, c->n } : (lluri_text){ NULL, 0 };
        return;
    }
    if (n == 0) {
        *slot = e->part == P_PATH ? (lluri_text){ "", 0 } : (lluri_text){ NULL, 0 };
        return;
    }
    /* after an authority a path begins with "/" (RFC 3986 §3.3) */
    if (e->part == P_PATH && p->host.ptr != NULL && v[0] != '/')
        put(c, "/", 1);
    if (e->raw || enc == 0)
        put(c, v, n);
    else
        put_encoded(c, v, n, enc);
    *slot = (lluri_text){ c->p, c->n };
}

/* Write the parts (or, for --redirect, the target of e->ref against u)
 * into E->next, growing it until the result fits; its parse into *nu. */
static ptrdiff_t write_next(struct edits *E, const lluri_parts *p, const lluri *u,
                            const struct edit *e, lluri *nu, lluri_error *err)
{
    reserve(&E->next, 256);
    for (;;) {
        ptrdiff_t n = e->kind == E_REDIRECT
            ? lluri_resolve(u, &e->ref, 0, E->next.p, E->next.cap, nu, err)
            : lluri_recompose(p, E->next.p, E->next.cap, nu, err);
        if (n < 0 || (size_t)n < E->next.cap)
            return n;
        reserve(&E->next, (size_t)n + 1);
    }
}

/* One edit of u (its text in u->src) into E->next and *nu. */
static int apply_one(struct edits *E, const lluri *u, const struct edit *e, lluri *nu,
                     lluri_error *err)
{
    lluri_parts p;
    lluri_text path;

    int rc = lluri_get_parts(u, &p);

    if (rc < 0) {                       /* a parse's spans: cannot happen */
        err->code = rc;
        err->offset = 0;
        return -1;
    }
    E->comp.n = 0;
    reserve(&E->comp, 1);
    switch (e->kind) {
    case E_SET:
        edit_set(E, &p, e);
        break;
    case E_APPEND_PATH:
        path = p.path.ptr ? p.path : (lluri_text){ "", 0 };
        put(&E->comp, path.ptr, path.len);
        if (path.len > 0 ? path.ptr[path.len - 1] != '/' : p.host.ptr != NULL)
            put(&E->comp, "/", 1);
        put_encoded(&E->comp, e->val, e->vlen, LLURI_COMPONENT_SEGMENT);
        p.path = (lluri_text){ E->comp.p, E->comp.n };
        break;
    case E_APPEND_QUERY:
    case E_SORT_QUERY:
    case E_TRIM_QUERY:
    case E_REPLACE:
        p.query = edit_query(E, &p, e) ? (lluri_text){ E->comp.p, E->comp.n }
                                       : (lluri_text){ NULL, 0 };
        break;
    case E_REDIRECT:
        break;
    }
    return write_next(E, &p, u, e, nu, err) < 0 ? -1 : 0;
}

/* An edit that failed, on its input's line: "error: --set port=x: REASON
 * at offset N" (the offset in the URI that would have been written); with
 * --json the object {"uri":...,"valid":false,"edit":...,"error","offset"};
 * for get, get's report on stderr, and an empty line out. */
static void edit_failure(struct run *r, const struct edit *e, const lluri_error *err,
                         const char *s, size_t len, unsigned long long lineno)
{
    struct buf *b = &r->edits->comp;

    b->n = 0;
    put(b, e->option, strlen(e->option));
    if (e->items != NULL) {             /* --iterate COMPONENT=the value that failed */
        put(b, " ", 1);
        put(b, e->arg, (size_t)(e->items[0].ptr - e->arg));
        put(b, e->val, e->vlen);
    } else if (e->arg[0] != '\0') {     /* --sort-query has none */
        put(b, " ", 1);
        put(b, e->arg, strlen(e->arg));
    }
    if (r->template != NULL) {
        out_char('\n');
        b->p[b->n] = '\0';
        get_report(r, s, len, lineno, b->p, err, 1);
        return;
    }
    r->any_invalid = 1;
    if (r->json)
        json_member(1, "uri", s, len);
    out_failure_at(r, "edit", b->p, b->n, lluri_strerror(err->code), err->offset);
}

int edits_any(const struct run *r)
{
    return r->edits != NULL && r->edits->n > 0;
}

char edits_separator(const struct run *r)
{
    return r->edits != NULL ? r->edits->sep : '&';
}

/* The --iterate options as an odometer: the last one given turns first. */
int edits_next_combination(struct run *r)
{
    struct edits *E = r->edits;

    for (size_t i = E ? E->n : 0; i-- > 0;) {
        struct edit *e = &E->v[i];
        if (e->items == NULL)
            continue;
        if (e->at + 1 < e->nitems) {
            iterate_to(e, e->at + 1);
            return 1;
        }
        iterate_to(e, 0);                           /* and carry */
    }
    return 0;                                       /* back at the first */
}

/* The edits on *u (the input's parse), each on the result of the one
 * before, the last result in E->cur and *u. With `reparse`, each result
 * is also parsed as the command parses its input (r->flags), and the first
 * one refused stops them. Returns the index of the edit that failed (its
 * error in *err), or E->n. */
static size_t run_edits(struct run *r, lluri *u, int reparse, lluri_error *err)
{
    struct edits *E = r->edits;
    lluri nu;

    for (size_t i = 0; i < E->n; i++) {
        struct buf t;
        if (apply_one(E, u, &E->v[i], &nu, err) < 0)
            return i;
        t = E->cur, E->cur = E->next, E->next = t;
        *u = nu;
        if (reparse && lluri_parse(&nu, E->cur.p, u->len, r->flags, err) < 0)
            return i;
    }
    return E->n;
}

int edits_apply(struct run *r, const char *s, size_t len, unsigned long long lineno,
                const char **res, size_t *rlen)
{
    struct edits *E = r->edits;
    lluri u, nu;
    lluri_error err = { LLURI_OK, 0 }, last = { LLURI_OK, 0 };
    size_t i;

    *res = s;
    *rlen = len;
    if (E->n == 0)
        return 1;                       /* --query-separator alone */
    if (lluri_parse(&u, s, len, r->flags, &err) < 0)
        return 0;                       /* the command reports it */
    i = run_edits(r, &u, 0, &err);
    if (i == E->n && lluri_parse(&nu, E->cur.p, u.len, r->flags, &last) < 0) {
        /* a URI lluri_recompose() takes that the command's own parse
         * refuses (a zone id without --zone-id, a relative-ref with
         * --uri): an edit's failure too, that of the first edit whose
         * result is refused, found by running them again */
        (void)lluri_parse(&u, s, len, r->flags, &err);
        i = run_edits(r, &u, 1, &err);
        if (i == E->n)                  /* cannot happen: they run alike */
            i = E->n - 1, err = last;
    }
    if (i < E->n) {
        edit_failure(r, &E->v[i], &err, s, len, lineno);
        return -1;
    }
    *res = E->cur.p;
    *rlen = u.len;
    return 1;
}

/* ---- the edit command ------------------------------------------------------------ */

/* s[0 .. n) as a JSON string, percent-decoded ("+" a space too when
 * form); as written when it does not decode. */
static void json_decoded(struct edits *E, const char *s, size_t n, int form)
{
    if (decode_into(&E->dec, s, n, form) < 0)
        json_string(s, n);
    else
        json_string(E->dec.p, E->dec.n);
}

static void json_part(struct edits *E, int *first, const char *name, const lluri *u,
                      lluri_span sp, uint32_t bit, int decode)
{
    if (bit != 0 && !(u->present & bit))
        return;
    out_str(*first ? "{\"" : ",\"");
    out_str(name);
    OUT_LIT("\":");
    if (decode)
        json_decoded(E, u->src + sp.off, sp.len, 0);
    else
        json_string(u->src + sp.off, sp.len);
    *first = 0;
}

/* "parts": the components, percent-decoded, the absent ones left out (as
 * trurl --json); "params": the query's pairs in order, form-decoded,
 * split at the query separator. */
static void json_parts(struct edits *E, const lluri *u)
{
    int first = 1;
    lluri_span host, zone;

    OUT_LIT(",\"parts\":");
    json_part(E, &first, "scheme", u, u->scheme, LLURI_HAS_SCHEME, 0);
    if (u->present & LLURI_HAS_USERINFO) {
        const char *ui = u->src + u->userinfo.off;
        const char *colon = memchr(ui, ':', u->userinfo.len);
        uint32_t ulen = colon ? (uint32_t)(colon - ui) : u->userinfo.len;
        json_part(E, &first, "user", u, (lluri_span){ u->userinfo.off, ulen }, 0, 1);
        if (colon != NULL)
            json_part(E, &first, "password", u,
                      (lluri_span){ u->userinfo.off + ulen + 1, u->userinfo.len - ulen - 1 },
                      0, 1);
    }
    /* an IP literal as written: "%25" in it begins the zone id */
    json_part(E, &first, "host", u, u->host, LLURI_HAS_AUTHORITY,
              u->host_kind == LLURI_HOST_REG_NAME);
    if (lluri_host_address(u, &host, &zone) == 0 && zone.len > 0)
        json_part(E, &first, "zoneid", u, zone, 0, 1);
    json_part(E, &first, "port", u, u->port, LLURI_HAS_PORT, 0);
    json_part(E, &first, "path", u, u->path, 0, 1);
    json_part(E, &first, "query", u, u->query, LLURI_HAS_QUERY, 1);
    json_part(E, &first, "fragment", u, u->fragment, LLURI_HAS_FRAGMENT, 1);
    out_char('}');

    OUT_LIT(",\"params\":[");
    if (u->present & LLURI_HAS_QUERY) {
        const char *q = u->src + u->query.off;
        split_query(E, q, u->query.len);
        for (size_t i = 0; i < E->npieces; i++) {
            lluri_span sp = E->pieces[i];
            size_t k = key_len(q, sp);
            out_str(i ? ",{\"key\":" : "{\"key\":");
            json_decoded(E, q + sp.off, k, 1);
            OUT_LIT(",\"value\":");
            if (k < sp.len)
                json_decoded(E, q + sp.off + k + 1, sp.len - k - 1, 1);
            else
                OUT_LIT("null");
            out_char('}');
        }
    }
    out_char(']');
}

/* edit: the edited URI a line; with --json {"uri":INPUT,"valid":true,
 * "url":EDITED,"parts":{...},"params":[...]}. An input that does not
 * parse is out_failure()'s line. */
void handle_edit(struct run *r, const char *s, size_t len, unsigned long long lineno)
{
    lluri u;
    lluri_error err = { LLURI_OK, 0 };
    int rc = lluri_parse(&u, s, len, r->flags, &err);

    (void)lineno;
    if (r->json) {
        json_member(1, "uri", r->input, r->input_len);
        json_repaired(r);
    }
    if (rc < 0) {
        r->any_invalid = 1;
        out_failure(r, rc, err.offset);
        return;
    }
    if (!r->json) {
        out(s, len);
        out_char('\n');
        return;
    }
    OUT_LIT(",\"valid\":true");
    json_member(0, "url", s, len);
    json_parts(edits_of(r), &u);
    OUT_LIT("}\n");
}
