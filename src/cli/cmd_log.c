/* SPDX-License-Identifier: MIT */
/* cmd_log.c — log: access-log lines read by a log format (lluri/log.h):
 * the request line through the RFC 9112 reader (the four target forms
 * told apart), the referer through the URI parser (strict, or
 * --lenient), each line through get's template or as one JSON object.
 *
 * A line not in the format gives an empty line (or {"valid":false,...})
 * and a message with its line number, and the tool goes on. A request
 * line or a referer that does not parse is data, not the tool's failure:
 * {error} and {referer.error} say why, the JSON says why and where. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "lluri/log.h"

/* One line's work: its unescaped fields, its parses. */
struct log_line {
    lluri_log_line     fields;
    const char        *text[LLURI_LOG_NFIELDS];  /* the field's bytes (NULL: none) */
    size_t             len[LLURI_LOG_NFIELDS];
    int                req_rc;                  /* 0, a code, or 1: no request line */
    lluri_error        req_err;
    lluri_request_line req;
    lluri              target;
    int                ref_rc;                  /* 0, a code, or 1: no referer */
    lluri_error        ref_err;
    lluri              referer;
};

struct log_state {
    lluri_log_format format;
    char  *scratch;      /* the line's unescaped fields, each at its offset */
    size_t cap;
    int    need_request, need_referer;
};

static const struct {
    const char *name, *format;
} presets[] = {
    { "combined", LLURI_LOG_COMBINED }, { "common", LLURI_LOG_COMMON },
    { "nginx", LLURI_LOG_NGINX },
};

int log_set_format(struct run *r, const char *text)
{
    struct log_state *L = r->log;
    lluri_error e;
    int rc;

    if (L == NULL) {
        L = calloc(1, sizeof *L);
        if (L == NULL)
            out_of_memory();
        r->log = L;
    }
    for (size_t i = 0; i < sizeof presets / sizeof presets[0]; i++)
        if (strcmp(text, presets[i].name) == 0)
            text = presets[i].format;
    rc = lluri_log_format_compile(&L->format, text, strlen(text), 0, &e);
    if (rc < 0) {
        err_write("lluri: --format '", 17);
        err_cstr(text);
        err_printf("': %s at offset %zu\n", lluri_strerror(rc), e.offset);
        return -1;
    }
    return 0;
}

void log_free(struct run *r)
{
    if (r->log != NULL)
        free(r->log->scratch);
    free(r->log);
    r->log = NULL;
}

int log_start(struct run *r)
{
    if (r->log == NULL && log_set_format(r, "combined") < 0)
        return -1;
    if (r->json)
        r->log->need_request = r->log->need_referer = 1;
    else
        template_needs(r, &r->log->need_request, &r->log->need_referer);
    return 0;
}

/* Field k of the line s, unescaped into the scratch at its own offset
 * (a field's bytes are never more than its escaped text). */
static void field_bytes(struct log_state *L, struct log_line *ll, const char *s, int k)
{
    lluri_span sp = ll->fields.field[k];

    ll->text[k] = NULL;
    ll->len[k] = 0;
    if (!(ll->fields.present & LLURI_LOG_BIT(k)))
        return;
    ll->text[k] = s + sp.off;
    ll->len[k] = sp.len;
    if (ll->fields.escaped & LLURI_LOG_BIT(k)) {
        ptrdiff_t n = lluri_log_unescape(s + sp.off, sp.len, L->scratch + sp.off,
                                         (size_t)sp.len + 1, NULL);
        if (n >= 0) {                   /* else as written: a bad escape is data */
            ll->text[k] = L->scratch + sp.off;
            ll->len[k] = (size_t)n;
        }
    }
}

/* Read the line; 0, or the code of a line not in the format (*e). */
static int read_log_line(struct run *r, const char *s, size_t len, struct log_line *ll,
                         lluri_error *e)
{
    struct log_state *L = r->log;
    int rc = lluri_log_read(&L->format, s, len, &ll->fields, e);

    if (rc < 0)
        return rc;
    if (ll->fields.escaped)
        grow(&L->scratch, &L->cap, len + 1);
    for (int k = 0; k < LLURI_LOG_NFIELDS; k++)
        field_bytes(L, ll, s, k);
    ll->req_rc = ll->ref_rc = 1;
    if (L->need_request && ll->text[LLURI_LOG_REQUEST] != NULL) {
        lluri_request_parser p;
        ll->req_rc = lluri_request_parser_init(&p, r->max_method, r->max_target,
                                               r->flags & LLURI_ZONE_ID);
        if (ll->req_rc == 0) {
            ptrdiff_t n = lluri_request_parser_finish(&p, ll->text[LLURI_LOG_REQUEST],
                                                      ll->len[LLURI_LOG_REQUEST], &ll->req,
                                                      &ll->req_err);
            ll->req_rc = n < 0 ? (int)n : 0;
        }
        if (ll->req_rc == 0)
            lluri_request_line_uri(&ll->req, ll->text[LLURI_LOG_REQUEST], &ll->target);
    }
    if (L->need_referer && ll->text[LLURI_LOG_REFERER] != NULL)
        ll->ref_rc = lluri_parse(&ll->referer, ll->text[LLURI_LOG_REFERER],
                                 ll->len[LLURI_LOG_REFERER], r->flags, &ll->ref_err);
    return 0;
}

static lluri_text text_of(const char *s, size_t n)
{
    return (lluri_text){ s, n };
}


/* The template's items of the line. */
static void items_of(const struct log_line *ll, lluri_text item[L_NITEMS])
{
    const char *rq = ll->text[LLURI_LOG_REQUEST];
    static const struct { int item, field; } direct[] = {
        { L_REQUEST, LLURI_LOG_REQUEST }, { L_STATUS, LLURI_LOG_STATUS },
        { L_TIME, LLURI_LOG_TIME }, { L_REMOTE, LLURI_LOG_REMOTE },
        { L_REMOTE_USER, LLURI_LOG_USER }, { L_BYTES, LLURI_LOG_BYTES },
        { L_USER_AGENT, LLURI_LOG_USER_AGENT }, { L_REFERER, LLURI_LOG_REFERER },
    };

    memset(item, 0, L_NITEMS * sizeof *item);
    for (size_t i = 0; i < sizeof direct / sizeof direct[0]; i++)
        if (ll->text[direct[i].field] != NULL)
            item[direct[i].item] = text_of(ll->text[direct[i].field], ll->len[direct[i].field]);
    if (ll->req_rc == 0) {
        item[L_METHOD] = text_of(rq + ll->req.method.off, ll->req.method.len);
        item[L_FORM] = text_cstr(lluri_target_form_name(ll->req.form));
        item[L_TARGET] = text_of(rq + ll->req.target.off, ll->req.target.len);
        item[L_VERSION] = text_of(rq + ll->req.version.off, ll->req.version.len);
    } else if (ll->req_rc < 0) {
        item[L_ERROR] = text_cstr(lluri_strerror(ll->req_rc));
    }
    if (ll->ref_rc < 0)
        item[L_REFERER_ERROR] = text_cstr(lluri_strerror(ll->ref_rc));
}

/* A JSON member "NAME":"TEXT"|null for field k. */
static void json_field(const struct log_line *ll, int k, const char *key)
{
    OUT_LIT(",\"");
    out_str(key);
    OUT_LIT("\":");
    if (ll->text[k] != NULL)
        json_string(ll->text[k], ll->len[k]);
    else
        OUT_LIT("null");
}

static void json_log_line(const struct run *r, const struct log_line *ll)
{
    const char *rq = ll->text[LLURI_LOG_REQUEST];

    OUT_LIT("{\"valid\":true");
    json_field(ll, LLURI_LOG_REMOTE, "remote");
    json_field(ll, LLURI_LOG_USER, "remote_user");
    json_field(ll, LLURI_LOG_TIME, "time");
    OUT_LIT(",\"request\":");
    if (rq == NULL) {
        OUT_LIT("null");
    } else {
        size_t n = ll->len[LLURI_LOG_REQUEST];
        OUT_LIT("{\"line\":");
        json_string(rq, n);
        if (ll->req_rc < 0) {
            OUT_LIT(",\"valid\":false");
            json_error(ll->req_rc, ll->req_err.offset);
        } else {
            lluri u = ll->target;
            OUT_LIT(",\"valid\":true,\"method\":");
            json_string(rq + ll->req.method.off, ll->req.method.len);
            OUT_LIT(",\"form\":");
            json_cstr(lluri_target_form_name(ll->req.form));
            OUT_LIT(",\"version\":");
            json_string(rq + ll->req.version.off, ll->req.version.len);
            shift_spans(&u, rq, n, ll->req.target.off);
            json_components(rq, n, &u, 0);
        }
        out_char('}');
    }
    json_field(ll, LLURI_LOG_STATUS, "status");
    json_field(ll, LLURI_LOG_BYTES, "bytes");
    OUT_LIT(",\"referer\":");
    if (ll->text[LLURI_LOG_REFERER] == NULL)
        OUT_LIT("null");
    else
        json_uri(r, ll->text[LLURI_LOG_REFERER], ll->len[LLURI_LOG_REFERER], ll->ref_rc,
                 &ll->referer, &ll->ref_err);
    json_field(ll, LLURI_LOG_USER_AGENT, "user_agent");
    OUT_LIT("}\n");
}

void handle_log(struct run *r, const char *s, size_t len, unsigned long long lineno)
{
    struct log_line ll;
    lluri_error e = { LLURI_OK, 0 };

    if (read_log_line(r, s, len, &ll, &e) < 0) {
        if (r->json) {
            OUT_LIT("{\"valid\":false");
            json_error(e.code, e.offset);
            OUT_LIT("}\n");
        } else {
            out_char('\n');
        }
        get_report(r, s, len, lineno, NULL, &e, 1);
        return;
    }
    if (r->json) {
        json_log_line(r, &ll);
        return;
    }
    {
        lluri_text item[L_NITEMS];
        struct record rec = { ll.req_rc == 0 ? &ll.target : NULL,
                              ll.ref_rc == 0 ? &ll.referer : NULL, item };
        items_of(&ll, item);
        template_line(r, &rec, s, len, lineno);
    }
}
