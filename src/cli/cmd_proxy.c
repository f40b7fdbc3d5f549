/* SPDX-License-Identifier: MIT */
/* cmd_proxy.c — the proxy layer in the tool (lluri/proxy.h): cache-key,
 * the key of each request target, as the nginx module computes it; the
 * verdict on a request line or target that request prints; and
 * --fetch-allow, the policy --fetch-safe judges by (lluri/fetch.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "lluri/proxy.h"

/* ---- the options ---------------------------------------------------------------- */

struct proxy {
    lluri_cache_key_options key;
    lluri_text *globs[2];           /* --query-keep, --query-drop */
    size_t      nglobs[2];
    const char *host;               /* --host */
    lluri_fetch_policy policy;      /* --fetch-allow */
    lluri_fetch_net *nets;          /* its networks, policy.nnets of them */
};

const lluri_fetch_policy *fetch_policy(const struct run *r)
{
    return r->proxy != NULL ? &r->proxy->policy : NULL;    /* NULL: the default */
}

static struct proxy *proxy_of(struct run *r)
{
    if (r->proxy == NULL) {
        r->proxy = calloc(1, sizeof *r->proxy);
        if (r->proxy == NULL)
            out_of_memory();
    }
    return r->proxy;
}

static void add_glob(struct proxy *p, int which, const char *glob)
{
    lluri_text *g = realloc(p->globs[which], (p->nglobs[which] + 1) * sizeof *g);
    if (g == NULL) {
        out_of_memory();                /* does not return */
        return;
    }
    g[p->nglobs[which]++] = (lluri_text){ glob, strlen(glob) };
    p->globs[which] = g;
}

int proxy_option(struct run *r, const char *name, const char *val)
{
    struct proxy *p = proxy_of(r);

    if (strcmp(name, "--host") == 0) {
        p->host = val;
    } else if (strcmp(name, "--key-scheme") == 0) {
        if (lluri_match(LLURI_RULE_SCHEME, val, strlen(val), 0, NULL) != 0) {
            fputs("lluri: --key-scheme: not a scheme: '", stderr);
            err_cstr(val);
            fputs("'\n", stderr);
            return -1;
        }
        p->key.scheme = (lluri_text){ val, strlen(val) };
    } else if (strcmp(name, "--query-sort") == 0) {
        p->key.query.flags |= LLURI_QUERY_SORT;
    } else if (strcmp(name, "--query-keep") == 0) {
        add_glob(p, 0, val);
    } else if (strcmp(name, "--query-drop") == 0) {
        add_glob(p, 1, val);
    } else if (strcmp(name, "--merge-slashes") == 0) {
        p->key.flags |= LLURI_KEY_MERGE_SLASHES;
    } else if (strcmp(name, "--fetch-allow") == 0) {
        int c = lluri_address_class_parse(val, strlen(val));
        lluri_error e;
        if (c > LLURI_NET_GLOBAL) {
            p->policy.allow |= LLURI_FETCH_ALLOW(c);
            return 0;
        }
        lluri_fetch_net *grown = realloc(p->nets, (p->policy.nnets + 1) * sizeof *grown);
        if (grown == NULL) {
            out_of_memory();            /* does not return */
            return -1;
        }
        p->nets = grown;
        if (lluri_fetch_net_parse(&p->nets[p->policy.nnets], val, strlen(val), &e) < 0) {
            fputs("lluri: --fetch-allow: '", stderr);
            err_cstr(val);
            fprintf(stderr, "' is no address class (loopback, private, link-local, "
                    "unique-local, multicast, unspecified, documentation, shared, "
                    "reserved) and no network: %s at offset %zu\n",
                    lluri_strerror(e.code), e.offset);
            return -1;
        }
        p->policy.nets = p->nets;
        p->policy.nnets++;
    }
    return 0;
}

void proxy_free(struct run *r)
{
    if (r->proxy != NULL) {
        free(r->proxy->globs[0]);
        free(r->proxy->globs[1]);
        free(r->proxy->nets);
        free(r->proxy);
        r->proxy = NULL;
    }
}

/* ---- cache-key ---------------------------------------------------------------------- */

/* A target of --request-target's method (GET by default), as a proxy
 * reads it (lluri_target_check), and its key: a line each, or the
 * failure; JSON {"target","key"}. A target that is not valid (lenient
 * ones too: the key is the normal form's) fails with the strict reading's
 * code and offset. */
void handle_cache_key(struct run *r, const char *s, size_t len,
                      unsigned long long lineno)
{
    struct proxy *p = proxy_of(r);
    const char *method = r->method ? r->method : "GET";
    const char *host = p->host;
    size_t hlen = host ? strlen(host) : 0;
    lluri_target_report t;
    lluri_cache_key_options o = p->key;
    char stack[4096], *res = stack;
    lluri_error e = { LLURI_OK, 0 };
    ptrdiff_t n;

    (void)lineno;
    o.query.keep = p->globs[0];
    o.query.nkeep = p->nglobs[0];
    o.query.drop = p->globs[1];
    o.query.ndrop = p->nglobs[1];
    o.query.flags |= r->wflags & (LLURI_QUERY_SEMICOLON | LLURI_PCT_FORM);
    if (2 * (len + hlen + 64) > LLURI_CACHE_KEY_STACK) {
        o.query.scratch_size = LLURI_CACHE_KEY_SCRATCH(len + hlen + 64);
        o.query.scratch = malloc(o.query.scratch_size);
        if (o.query.scratch == NULL)
            out_of_memory();
    }
    lluri_target_check(&t, method, strlen(method), s, len, host, hlen, r->flags & LLURI_ZONE_ID);
    if (t.verdict != LLURI_VERDICT_OK) {
        n = t.error.code;
        e = t.error;
    } else {
        n = lluri_cache_key(&t.uri, t.form, host, hlen, &o, stack, sizeof stack, &e);
        if (n >= (ptrdiff_t)sizeof stack) {
            res = malloc((size_t)n + 1);
            if (res == NULL)
                out_of_memory();
            n = lluri_cache_key(&t.uri, t.form, host, hlen, &o, res, (size_t)n + 1, &e);
        }
    }
    if (r->json)
        json_member(1, "target", s, len);
    if (n < 0) {
        r->any_invalid = 1;
        out_failure(r, (int)n, e.offset);
    } else {
        out_result(r, "key", res, (size_t)n);
    }
    if (res != stack)
        free(res);
    free(o.query.scratch);
}

/* ---- the verdict request prints --------------------------------------------------- */

/* The verdict on a request line s[0 .. len) (or, with --request-target,
 * on the bare target), as the nginx module's $lluri_verdict and
 * $lluri_flags give it. */
static void verdict_of(const struct run *r, const char *s, size_t len, lluri_target_report *t)
{
    if (r->method != NULL)
        lluri_target_check(t, r->method, strlen(r->method), s, len, NULL, 0,
                           r->flags & LLURI_ZONE_ID);
    else
        lluri_target_check_line(t, s, len, NULL, 0, r->flags & LLURI_ZONE_ID);
}

/* ,"verdict":V,"confusions":[...] */
void json_target_verdict(const struct run *r, const char *s, size_t len)
{
    lluri_target_report t;
    const char *sep = "";

    verdict_of(r, s, len, &t);
    OUT_LIT(",\"verdict\":");
    json_cstr(lluri_verdict_name(t.verdict));
    OUT_LIT(",\"confusions\":[");
    for (unsigned bit = 1; bit != 0; bit <<= 1)
        if (t.confusions & bit) {
            out_str(sep);
            json_cstr(lluri_confusion_name(bit));
            sep = ",";
        }
    out_char(']');
}

/* verdict   ok dot-segment,encoded-slash */
void dump_target_verdict(const struct run *r, const char *s, size_t len)
{
    lluri_target_report t;
    const char *sep = " ";

    verdict_of(r, s, len, &t);
    dump_label("verdict");
    out_str(lluri_verdict_name(t.verdict));
    for (unsigned bit = 1; bit != 0; bit <<= 1)
        if (t.confusions & bit) {
            out_str(sep);
            out_str(lluri_confusion_name(bit));
            sep = ",";
        }
    out_char('\n');
}
