/* SPDX-License-Identifier: MIT */
/* ngx_http_lluri_module.c — lluri's proxy layer in nginx (nginx/README.md):
 * variables for one cache key, the normalized path and query, the verdict
 * on a request target and where a fetch of a URL goes; a rewrite-phase
 * check that answers a chosen status to targets it must not pass.
 *
 * Every answer is the library's (lluri/proxy.h, lluri/fetch.h): the module
 * reads nginx's request and configuration, hands them over, and writes the
 * results into variables. The source (the raw request target unless
 * lluri_source says otherwise) is checked once per request, when a
 * variable or the check first needs it, into the request's context; the
 * key and the fetch verdict are made when first asked for. Memory is the
 * request pool's; nothing else is allocated, and the request nginx
 * forwards is not changed. */
#include <ngx_config.h>
#include <ngx_core.h>
#include <ngx_http.h>

#include <lluri.h>
#include <lluri/fetch.h>
#include <lluri/proxy.h>

typedef struct {
    ngx_http_complex_value_t *source;   /* NULL: the request target */
    ngx_uint_t                profile;  /* what lluri_reject passes */
    ngx_array_t              *keep;     /* of lluri_text */
    ngx_array_t              *drop;
    ngx_flag_t                sort;
    ngx_flag_t                merge_slashes;
    ngx_flag_t                reject;
    ngx_uint_t                reject_flags;  /* LLURI_CONFUSE_* */
    ngx_uint_t                reject_status;
    ngx_array_t              *fetch_nets;    /* of lluri_fetch_net */
    ngx_uint_t                fetch_allow;   /* LLURI_FETCH_ALLOW() bits */
    lluri_fetch_policy        policy;        /* made of the two at merge */
} ngx_http_lluri_loc_conf_t;

/* The index of $request (set once, at configuration). */
static ngx_int_t ngx_http_lluri_request_index = NGX_ERROR;

#define LLURI_PROFILE_STRICT  1
#define LLURI_PROFILE_LENIENT 2

/* The key's pieces, offsets into key: scheme ":" ["//" host [":" port]]
 * path ["?" args]. */
typedef struct {
    size_t scheme_end, host, host_end, port, port_end, path, path_end, args;
} ngx_http_lluri_pieces_t;

typedef struct {
    ngx_http_lluri_loc_conf_t *conf;    /* the configuration it was made with */
    ngx_str_t                  source;
    lluri_target_report        report;
    unsigned                   keyed:1;
    unsigned                   key_ok:1;
    unsigned                   fetched:1;
    ngx_str_t                  key;
    ngx_http_lluri_pieces_t    at;
    int                        fetch_rc;
    enum lluri_fetch_reason    why;
    lluri_address              addr;
} ngx_http_lluri_ctx_t;

enum {
    V_PATH, V_ARGS, V_CACHE_KEY, V_VERDICT, V_FLAGS, V_SCHEME, V_HOST, V_PORT,
    V_FETCH_VERDICT, V_FETCH_ADDRESS
};

static ngx_int_t ngx_http_lluri_add_variables(ngx_conf_t *cf);
static ngx_int_t ngx_http_lluri_init(ngx_conf_t *cf);
static void *ngx_http_lluri_create_loc_conf(ngx_conf_t *cf);
static char *ngx_http_lluri_merge_loc_conf(ngx_conf_t *cf, void *parent, void *child);
static char *ngx_http_lluri_globs(ngx_conf_t *cf, ngx_command_t *cmd, void *conf);
static char *ngx_http_lluri_reject(ngx_conf_t *cf, ngx_command_t *cmd, void *conf);
static char *ngx_http_lluri_fetch_allow(ngx_conf_t *cf, ngx_command_t *cmd, void *conf);

static ngx_conf_enum_t ngx_http_lluri_profiles[] = {
    { ngx_string("strict"), LLURI_PROFILE_STRICT },
    { ngx_string("lenient"), LLURI_PROFILE_LENIENT },
    { ngx_null_string, 0 }
};

static ngx_conf_num_bounds_t ngx_http_lluri_status_bounds = {
    ngx_conf_check_num_bounds, 400, 599
};

#define LLURI_CONF (NGX_HTTP_MAIN_CONF | NGX_HTTP_SRV_CONF | NGX_HTTP_LOC_CONF)

static ngx_command_t ngx_http_lluri_commands[] = {
    { ngx_string("lluri_source"), LLURI_CONF | NGX_CONF_TAKE1,
      ngx_http_set_complex_value_slot, NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_lluri_loc_conf_t, source), NULL },
    { ngx_string("lluri_profile"), LLURI_CONF | NGX_CONF_TAKE1,
      ngx_conf_set_enum_slot, NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_lluri_loc_conf_t, profile), ngx_http_lluri_profiles },
    { ngx_string("lluri_query_keep"), LLURI_CONF | NGX_CONF_1MORE,
      ngx_http_lluri_globs, NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_lluri_loc_conf_t, keep), NULL },
    { ngx_string("lluri_query_drop"), LLURI_CONF | NGX_CONF_1MORE,
      ngx_http_lluri_globs, NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_lluri_loc_conf_t, drop), NULL },
    { ngx_string("lluri_query_sort"), LLURI_CONF | NGX_CONF_FLAG,
      ngx_conf_set_flag_slot, NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_lluri_loc_conf_t, sort), NULL },
    { ngx_string("lluri_merge_slashes"), LLURI_CONF | NGX_CONF_FLAG,
      ngx_conf_set_flag_slot, NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_lluri_loc_conf_t, merge_slashes), NULL },
    { ngx_string("lluri_reject"), LLURI_CONF | NGX_CONF_1MORE,
      ngx_http_lluri_reject, NGX_HTTP_LOC_CONF_OFFSET, 0, NULL },
    { ngx_string("lluri_reject_status"), LLURI_CONF | NGX_CONF_TAKE1,
      ngx_conf_set_num_slot, NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_lluri_loc_conf_t, reject_status), &ngx_http_lluri_status_bounds },
    { ngx_string("lluri_fetch_allow"), LLURI_CONF | NGX_CONF_1MORE,
      ngx_http_lluri_fetch_allow, NGX_HTTP_LOC_CONF_OFFSET, 0, NULL },
    ngx_null_command
};

static ngx_http_module_t ngx_http_lluri_module_ctx = {
    ngx_http_lluri_add_variables,       /* preconfiguration */
    ngx_http_lluri_init,                /* postconfiguration */
    NULL, NULL,                         /* main conf */
    NULL, NULL,                         /* server conf */
    ngx_http_lluri_create_loc_conf,
    ngx_http_lluri_merge_loc_conf
};

ngx_module_t ngx_http_lluri_module = {
    NGX_MODULE_V1,
    &ngx_http_lluri_module_ctx,
    ngx_http_lluri_commands,
    NGX_HTTP_MODULE,
    NULL, NULL, NULL, NULL, NULL, NULL, NULL,
    NGX_MODULE_V1_PADDING
};

/* ---- configuration ------------------------------------------------------------ */

static void *ngx_http_lluri_create_loc_conf(ngx_conf_t *cf)
{
    ngx_http_lluri_loc_conf_t *c = ngx_pcalloc(cf->pool, sizeof *c);
    if (c == NULL)
        return NULL;
    c->profile = NGX_CONF_UNSET_UINT;
    c->keep = NGX_CONF_UNSET_PTR;
    c->drop = NGX_CONF_UNSET_PTR;
    c->sort = NGX_CONF_UNSET;
    c->merge_slashes = NGX_CONF_UNSET;
    c->reject = NGX_CONF_UNSET;
    c->reject_flags = NGX_CONF_UNSET_UINT;
    c->reject_status = NGX_CONF_UNSET_UINT;
    c->fetch_nets = NGX_CONF_UNSET_PTR;
    c->fetch_allow = NGX_CONF_UNSET_UINT;
    return c;
}

static char *ngx_http_lluri_merge_loc_conf(ngx_conf_t *cf, void *parent, void *child)
{
    ngx_http_lluri_loc_conf_t *prev = parent, *c = child;

    (void) cf;
    if (c->source == NULL)
        c->source = prev->source;
    ngx_conf_merge_uint_value(c->profile, prev->profile, LLURI_PROFILE_STRICT);
    ngx_conf_merge_ptr_value(c->keep, prev->keep, NULL);
    ngx_conf_merge_ptr_value(c->drop, prev->drop, NULL);
    ngx_conf_merge_value(c->sort, prev->sort, 0);
    ngx_conf_merge_value(c->merge_slashes, prev->merge_slashes, 0);
    ngx_conf_merge_value(c->reject, prev->reject, 0);
    ngx_conf_merge_uint_value(c->reject_flags, prev->reject_flags, 0);
    ngx_conf_merge_uint_value(c->reject_status, prev->reject_status, NGX_HTTP_BAD_REQUEST);
    ngx_conf_merge_ptr_value(c->fetch_nets, prev->fetch_nets, NULL);
    ngx_conf_merge_uint_value(c->fetch_allow, prev->fetch_allow, 0);
    c->policy.allow = (unsigned) c->fetch_allow;
    c->policy.nets = c->fetch_nets ? c->fetch_nets->elts : NULL;
    c->policy.nnets = c->fetch_nets ? c->fetch_nets->nelts : 0;
    return NGX_CONF_OK;
}

/* lluri_query_keep / lluri_query_drop GLOB...: the globs as lluri_text. */
static char *ngx_http_lluri_globs(ngx_conf_t *cf, ngx_command_t *cmd, void *conf)
{
    ngx_array_t **a = (ngx_array_t **) ((char *) conf + cmd->offset);
    ngx_str_t *value = cf->args->elts;

    if (*a != NGX_CONF_UNSET_PTR)
        return "is duplicate";
    *a = ngx_array_create(cf->pool, cf->args->nelts - 1, sizeof(lluri_text));
    if (*a == NULL)
        return NGX_CONF_ERROR;
    for (ngx_uint_t i = 1; i < cf->args->nelts; i++) {
        lluri_text *t = ngx_array_push(*a);
        if (t == NULL)
            return NGX_CONF_ERROR;
        t->ptr = (const char *) value[i].data;
        t->len = value[i].len;
    }
    return NGX_CONF_OK;
}

/* lluri_reject off | on [CONFUSION...]: the confusions by their names. */
static char *ngx_http_lluri_reject(ngx_conf_t *cf, ngx_command_t *cmd, void *conf)
{
    ngx_http_lluri_loc_conf_t *c = conf;
    ngx_str_t *value = cf->args->elts;

    (void) cmd;
    if (c->reject != NGX_CONF_UNSET)
        return "is duplicate";
    if (ngx_strcmp(value[1].data, "off") == 0 && cf->args->nelts == 2) {
        c->reject = 0;
        c->reject_flags = 0;
        return NGX_CONF_OK;
    }
    if (ngx_strcmp(value[1].data, "on") != 0) {
        ngx_conf_log_error(NGX_LOG_EMERG, cf, 0, "\"lluri_reject\" takes \"off\", or \"on\""
                           " and confusion names, not \"%V\"", &value[1]);
        return NGX_CONF_ERROR;
    }
    c->reject = 1;
    c->reject_flags = 0;
    for (ngx_uint_t i = 2; i < cf->args->nelts; i++) {
        unsigned bit;
        for (bit = 1; bit != 0; bit <<= 1) {
            const char *name = lluri_confusion_name(bit);
            if (name != NULL && ngx_strcmp(value[i].data, name) == 0)
                break;
        }
        if (bit == 0) {
            ngx_conf_log_error(NGX_LOG_EMERG, cf, 0, "unknown confusion \"%V\"", &value[i]);
            return NGX_CONF_ERROR;
        }
        c->reject_flags |= bit;
    }
    return NGX_CONF_OK;
}

/* lluri_fetch_allow CLASS|NETWORK...: classes by name ("private"), networks
 * as lluri_fetch_net_parse() reads them ("10.0.0.0/8", "fd00::/8"). */
static char *ngx_http_lluri_fetch_allow(ngx_conf_t *cf, ngx_command_t *cmd, void *conf)
{
    ngx_http_lluri_loc_conf_t *c = conf;
    ngx_str_t *value = cf->args->elts;

    (void) cmd;
    if (c->fetch_allow != NGX_CONF_UNSET_UINT)
        return "is duplicate";
    c->fetch_allow = 0;
    c->fetch_nets = ngx_array_create(cf->pool, 2, sizeof(lluri_fetch_net));
    if (c->fetch_nets == NULL)
        return NGX_CONF_ERROR;
    for (ngx_uint_t i = 1; i < cf->args->nelts; i++) {
        int cls = lluri_address_class_parse((const char *) value[i].data, value[i].len);
        lluri_fetch_net *net;
        lluri_error err;
        if (cls > LLURI_NET_GLOBAL) {
            c->fetch_allow |= LLURI_FETCH_ALLOW(cls);
            continue;
        }
        net = ngx_array_push(c->fetch_nets);
        if (net == NULL)
            return NGX_CONF_ERROR;
        if (lluri_fetch_net_parse(net, (const char *) value[i].data, value[i].len, &err) < 0) {
            ngx_conf_log_error(NGX_LOG_EMERG, cf, 0, "\"%V\" is no address class and no"
                               " network: %s at offset %uz", &value[i],
                               lluri_strerror(err.code), err.offset);
            return NGX_CONF_ERROR;
        }
    }
    return NGX_CONF_OK;
}

/* ---- the request ------------------------------------------------------------------- */

/* The Host field's value, or NULL. */
static ngx_str_t *ngx_http_lluri_host(ngx_http_request_t *r)
{
    return r->headers_in.host ? &r->headers_in.host->value : NULL;
}

/* The source checked, once per request (and again when a rewrite moved the
 * request to a location with another configuration). NULL on no memory. */
static ngx_http_lluri_ctx_t *ngx_http_lluri_check(ngx_http_request_t *r)
{
    ngx_http_lluri_loc_conf_t *conf = ngx_http_get_module_loc_conf(r, ngx_http_lluri_module);
    ngx_http_lluri_ctx_t *ctx = ngx_http_get_module_ctx(r, ngx_http_lluri_module);
    ngx_str_t *host = ngx_http_lluri_host(r);

    if (ctx != NULL && ctx->conf == conf)
        return ctx;
    if (ctx == NULL) {
        ctx = ngx_palloc(r->pool, sizeof *ctx);
        if (ctx == NULL)
            return NULL;
        ngx_http_set_ctx(r, ctx, ngx_http_lluri_module);
    }
    ngx_memzero(ctx, sizeof *ctx);
    ctx->conf = conf;
    if (conf->source != NULL) {
        if (ngx_http_complex_value(r, conf->source, &ctx->source) != NGX_OK)
            return NULL;
        lluri_target_check(&ctx->report, "GET", 3, (const char *) ctx->source.data,
                           ctx->source.len, host ? (const char *) host->data : NULL,
                           host ? host->len : 0, 0);
    } else {
        /* the request line; one nginx could not read as $request gives it */
        ngx_str_t line = r->request_line;
        if (line.data == NULL) {
            ngx_http_variable_value_t *vv = ngx_http_get_indexed_variable(
                r, ngx_http_lluri_request_index);
            if (vv != NULL && !vv->not_found) {
                line.data = vv->data;
                line.len = vv->len;
            }
        }
        lluri_target_check_line(&ctx->report, (const char *) line.data, line.len,
                                host ? (const char *) host->data : NULL,
                                host ? host->len : 0, 0);
        /* the source is the target in the line */
        ctx->source.data = line.data + ctx->report.target.off;
        ctx->source.len = ctx->report.target.len;
    }
    return ctx;
}

static void ngx_http_lluri_pieces(const u_char *k, size_t n, ngx_http_lluri_pieces_t *at)
{
    size_t i = 0;

    while (i < n && k[i] != ':')
        i++;
    at->scheme_end = i;
    at->host = at->host_end = at->port = at->port_end = ++i;
    if (n - i >= 2 && k[i] == '/' && k[i + 1] == '/') {
        i += 2;
        at->host = i;
        if (i < n && k[i] == '[')
            while (i < n && k[i] != ']')
                i++;
        while (i < n && k[i] != ':' && k[i] != '/' && k[i] != '?' && k[i] != '*')
            i++;
        at->host_end = at->port = at->port_end = i;
        if (i < n && k[i] == ':') {
            at->port = ++i;
            while (i < n && k[i] >= '0' && k[i] <= '9')
                i++;
            at->port_end = i;
        }
    }
    at->path = i;
    while (i < n && k[i] != '?')
        i++;
    at->path_end = i;
    at->args = i < n ? i + 1 : n;
}

/* The cache key, once. */
static ngx_http_lluri_ctx_t *ngx_http_lluri_keyed(ngx_http_request_t *r)
{
    ngx_http_lluri_ctx_t *ctx = ngx_http_lluri_check(r);
    ngx_http_lluri_loc_conf_t *conf;
    lluri_cache_key_options o;
    ngx_str_t *host;
    size_t cap, n;
    ptrdiff_t got;

    if (ctx == NULL || ctx->keyed)
        return ctx;
    ctx->keyed = 1;
    conf = ctx->conf;
    host = ngx_http_lluri_host(r);
    ngx_memzero(&o, sizeof o);
    o.flags = conf->merge_slashes ? LLURI_KEY_MERGE_SLASHES : 0;
#if (NGX_HTTP_SSL)
    o.scheme = r->connection->ssl ? (lluri_text){ "https", 5 } : (lluri_text){ "http", 4 };
#else
    o.scheme = (lluri_text){ "http", 4 };
#endif
    o.query.flags = conf->sort ? LLURI_QUERY_SORT : 0;
    if (conf->keep) {
        o.query.keep = conf->keep->elts;
        o.query.nkeep = conf->keep->nelts;
    }
    if (conf->drop) {
        o.query.drop = conf->drop->elts;
        o.query.ndrop = conf->drop->nelts;
    }
    n = o.scheme.len + 3 + (host ? host->len : 0) + ctx->source.len + 8;
    if (2 * n > LLURI_CACHE_KEY_STACK) {    /* a long one: room from the pool */
        o.query.scratch_size = LLURI_CACHE_KEY_SCRATCH(n);
        o.query.scratch = ngx_palloc(r->pool, o.query.scratch_size);
        if (o.query.scratch == NULL)
            return NULL;
    }
    if (ctx->report.verdict == LLURI_VERDICT_OK) {
        cap = n + 1;
        ctx->key.data = ngx_pnalloc(r->pool, cap);
        if (ctx->key.data == NULL)
            return NULL;
        got = lluri_cache_key(&ctx->report.uri, ctx->report.form,
                              host ? (const char *) host->data : NULL, host ? host->len : 0,
                              &o, (char *) ctx->key.data, cap, NULL);
        if (got >= 0 && (size_t) got < cap) {
            ctx->key.len = (size_t) got;
            ctx->key_ok = 1;
            ngx_http_lluri_pieces(ctx->key.data, ctx->key.len, &ctx->at);
            return ctx;
        }
    }
    /* a target the layer does not key: "!" and the source as it came, a
     * key no other target shares and no keyed target can have */
    ctx->key.data = ngx_pnalloc(r->pool, ctx->source.len + 1);
    if (ctx->key.data == NULL)
        return NULL;
    ctx->key.data[0] = '!';
    ngx_memcpy(ctx->key.data + 1, ctx->source.data, ctx->source.len);
    ctx->key.len = ctx->source.len + 1;
    return ctx;
}

/* Where a fetch of the source goes, once. */
static ngx_http_lluri_ctx_t *ngx_http_lluri_fetched(ngx_http_request_t *r)
{
    ngx_http_lluri_ctx_t *ctx = ngx_http_lluri_check(r);

    if (ctx == NULL || ctx->fetched)
        return ctx;
    ctx->fetched = 1;
    if (ctx->report.verdict == LLURI_VERDICT_INVALID)
        ctx->fetch_rc = LLURI_ESYNTAX;
    else
        ctx->fetch_rc = lluri_fetch_check(&ctx->report.uri, &ctx->conf->policy, &ctx->why,
                                          &ctx->addr, NULL);
    return ctx;
}

/* ---- variables ----------------------------------------------------------------------- */

static ngx_int_t ngx_http_lluri_set(ngx_http_variable_value_t *v, const u_char *p, size_t n)
{
    if (n > 0xfffffff)                          /* v->len's 28 bits */
        return NGX_ERROR;
    v->data = (u_char *) p;
    v->len = (unsigned) n & 0xfffffff;
    v->valid = 1;
    v->no_cacheable = 0;
    v->not_found = 0;
    return NGX_OK;
}

static ngx_int_t ngx_http_lluri_cstr(ngx_http_variable_value_t *v, const char *s)
{
    return ngx_http_lluri_set(v, (const u_char *) s, ngx_strlen(s));
}

static ngx_int_t ngx_http_lluri_variable(ngx_http_request_t *r, ngx_http_variable_value_t *v,
                                         uintptr_t which)
{
    ngx_http_lluri_ctx_t *ctx;

    if (which == V_VERDICT || which == V_FLAGS) {
        if ((ctx = ngx_http_lluri_check(r)) == NULL)
            return NGX_ERROR;
        if (which == V_VERDICT)
            return ngx_http_lluri_cstr(v, lluri_verdict_name(ctx->report.verdict));
        {
            u_char *buf = ngx_pnalloc(r->pool, 256), *p = buf;
            if (buf == NULL)
                return NGX_ERROR;
            for (unsigned bit = 1; bit != 0; bit <<= 1)
                if (ctx->report.confusions & bit) {
                    const char *name = lluri_confusion_name(bit);
                    if (p != buf)
                        *p++ = ',';
                    p = ngx_cpymem(p, name, ngx_strlen(name));
                }
            return ngx_http_lluri_set(v, buf, (size_t) (p - buf));
        }
    }
    if (which == V_FETCH_VERDICT || which == V_FETCH_ADDRESS) {
        if ((ctx = ngx_http_lluri_fetched(r)) == NULL)
            return NGX_ERROR;
        if (which == V_FETCH_VERDICT) {
            if (ctx->fetch_rc >= 0)
                return ngx_http_lluri_cstr(v, lluri_fetch_verdict_name(ctx->why, ctx->addr.net));
            return ngx_http_lluri_cstr(v, ctx->fetch_rc == LLURI_ENOTHTTP ? "deny:not-http"
                                          : ctx->fetch_rc == LLURI_ESYNTAX ? "deny:invalid"
                                          : "deny:error");
        }
        if (ctx->fetch_rc < 0 || ctx->addr.kind == 0) {
            v->not_found = 1;
            return NGX_OK;
        }
        if (ctx->addr.kind == LLURI_ADDRESS_NAME)
            return ngx_http_lluri_set(v, (u_char *) ctx->addr.name, ctx->addr.name_len);
        {
            u_char *buf = ngx_pnalloc(r->pool, NGX_INET6_ADDRSTRLEN);
            size_t n;
            if (buf == NULL)
                return NGX_ERROR;
            n = ngx_inet_ntop(ctx->addr.kind == LLURI_ADDRESS_IPV4 ? AF_INET : AF_INET6,
                              ctx->addr.ip, buf, NGX_INET6_ADDRSTRLEN);
            return ngx_http_lluri_set(v, buf, n);
        }
    }
    if ((ctx = ngx_http_lluri_keyed(r)) == NULL)
        return NGX_ERROR;
    if (which == V_CACHE_KEY)
        return ngx_http_lluri_set(v, ctx->key.data, ctx->key.len);
    if (!ctx->key_ok) {
        v->not_found = 1;
        return NGX_OK;
    }
    switch (which) {
    case V_PATH:
        return ngx_http_lluri_set(v, ctx->key.data + ctx->at.path, ctx->at.path_end - ctx->at.path);
    case V_ARGS:
        return ngx_http_lluri_set(v, ctx->key.data + ctx->at.args, ctx->key.len - ctx->at.args);
    case V_SCHEME:
        return ngx_http_lluri_set(v, ctx->key.data, ctx->at.scheme_end);
    case V_HOST:
        return ngx_http_lluri_set(v, ctx->key.data + ctx->at.host, ctx->at.host_end - ctx->at.host);
    case V_PORT:
        if (ctx->at.port_end > ctx->at.port)
            return ngx_http_lluri_set(v, ctx->key.data + ctx->at.port,
                                      ctx->at.port_end - ctx->at.port);
        {   /* the default port the key left out */
            int port = lluri_default_port((const char *) ctx->key.data, ctx->at.scheme_end);
            u_char *buf;
            if (port < 0 || ctx->at.host_end == ctx->at.host) {
                v->not_found = 1;
                return NGX_OK;
            }
            buf = ngx_pnalloc(r->pool, NGX_INT_T_LEN);
            if (buf == NULL)
                return NGX_ERROR;
            return ngx_http_lluri_set(v, buf, (size_t) (ngx_sprintf(buf, "%d", port) - buf));
        }
    }
    v->not_found = 1;
    return NGX_OK;
}

/* $lluri_arg_NAME: the value of the source's first pair whose key, decoded,
 * is NAME, decoded ("+" a space, as forms write it). */
static ngx_int_t ngx_http_lluri_arg(ngx_http_request_t *r, ngx_http_variable_value_t *v,
                                    uintptr_t data)
{
    ngx_str_t *name = (ngx_str_t *) data;
    ngx_http_lluri_ctx_t *ctx = ngx_http_lluri_check(r);
    lluri_query_pair pair;
    const lluri *u;
    ptrdiff_t n;
    u_char *buf;
    size_t skip = sizeof("lluri_arg_") - 1;

    if (ctx == NULL)
        return NGX_ERROR;
    u = &ctx->report.uri;
    if (ctx->report.verdict == LLURI_VERDICT_INVALID
        || lluri_query_get(u, (const char *) name->data + skip, name->len - skip,
                           LLURI_PCT_FORM, &pair, NULL) != 1) {
        v->not_found = 1;
        return NGX_OK;
    }
    buf = ngx_pnalloc(r->pool, pair.value.len + 1);
    if (buf == NULL)
        return NGX_ERROR;
    /* a lenient source's bad "%" (which lluri_pct_decode refuses) as it is */
    n = lluri_pct_decode(u->src + pair.value.off, pair.value.len, LLURI_PCT_FORM,
                         (char *) buf, pair.value.len + 1, NULL);
    if (n < 0) {
        ngx_memcpy(buf, u->src + pair.value.off, pair.value.len);
        n = (ptrdiff_t) pair.value.len;
    }
    return ngx_http_lluri_set(v, buf, (size_t) n);
}

static ngx_http_variable_t ngx_http_lluri_vars[] = {
    { ngx_string("lluri_path"), NULL, ngx_http_lluri_variable, V_PATH, 0, 0 },
    { ngx_string("lluri_args"), NULL, ngx_http_lluri_variable, V_ARGS, 0, 0 },
    { ngx_string("lluri_cache_key"), NULL, ngx_http_lluri_variable, V_CACHE_KEY, 0, 0 },
    { ngx_string("lluri_verdict"), NULL, ngx_http_lluri_variable, V_VERDICT, 0, 0 },
    { ngx_string("lluri_flags"), NULL, ngx_http_lluri_variable, V_FLAGS, 0, 0 },
    { ngx_string("lluri_scheme"), NULL, ngx_http_lluri_variable, V_SCHEME, 0, 0 },
    { ngx_string("lluri_host"), NULL, ngx_http_lluri_variable, V_HOST, 0, 0 },
    { ngx_string("lluri_port"), NULL, ngx_http_lluri_variable, V_PORT, 0, 0 },
    { ngx_string("lluri_fetch_verdict"), NULL, ngx_http_lluri_variable, V_FETCH_VERDICT, 0, 0 },
    { ngx_string("lluri_fetch_address"), NULL, ngx_http_lluri_variable, V_FETCH_ADDRESS, 0, 0 },
    { ngx_string("lluri_arg_"), NULL, ngx_http_lluri_arg, 0, NGX_HTTP_VAR_PREFIX, 0 },
    ngx_http_null_variable
};

static ngx_int_t ngx_http_lluri_add_variables(ngx_conf_t *cf)
{
    for (ngx_http_variable_t *v = ngx_http_lluri_vars; v->name.len; v++) {
        ngx_http_variable_t *var = ngx_http_add_variable(cf, &v->name, v->flags);
        if (var == NULL)
            return NGX_ERROR;
        var->get_handler = v->get_handler;
        var->data = v->data;
    }
    return NGX_OK;
}

/* ---- lluri_reject --------------------------------------------------------------------- */

static ngx_int_t ngx_http_lluri_reject_handler(ngx_http_request_t *r)
{
    ngx_http_lluri_loc_conf_t *conf = ngx_http_get_module_loc_conf(r, ngx_http_lluri_module);
    ngx_http_lluri_ctx_t *ctx;
    lluri_target_report *t;

    if (!conf->reject)
        return NGX_DECLINED;
    if ((ctx = ngx_http_lluri_check(r)) == NULL)
        return NGX_HTTP_INTERNAL_SERVER_ERROR;
    t = &ctx->report;
    if (t->verdict == LLURI_VERDICT_INVALID
        || (t->verdict == LLURI_VERDICT_LENIENT && conf->profile == LLURI_PROFILE_STRICT)
        || (t->confusions & conf->reject_flags)) {
        ngx_log_error(NGX_LOG_INFO, r->connection->log, 0,
                      "lluri: rejected \"%V\": %s, confusions 0x%xi", &ctx->source,
                      lluri_verdict_name(t->verdict), (ngx_uint_t) t->confusions);
        return (ngx_int_t) conf->reject_status;
    }
    return NGX_DECLINED;
}

static ngx_int_t ngx_http_lluri_init(ngx_conf_t *cf)
{
    static ngx_str_t request = ngx_string("request");
    ngx_http_core_main_conf_t *cmcf = ngx_http_conf_get_module_main_conf(cf, ngx_http_core_module);
    ngx_http_lluri_request_index = ngx_http_get_variable_index(cf, &request);
    if (ngx_http_lluri_request_index == NGX_ERROR)
        return NGX_ERROR;
    /* the rewrite phase: after the location is found, before the rewrite
     * module's return (dynamic modules' handlers run first) and every access
     * and content handler */
    ngx_http_handler_pt *h = ngx_array_push(&cmcf->phases[NGX_HTTP_REWRITE_PHASE].handlers);
    if (h == NULL)
        return NGX_ERROR;
    *h = ngx_http_lluri_reject_handler;
    return NGX_OK;
}
