/* SPDX-License-Identifier: MIT */
/* cmd_http.c — request: HTTP request lines (RFC 9112 §3), or with
 * --target=METHOD bare request targets, each as a dump or one JSON object
 * a line, with the verdict a proxy gives it (cmd_proxy.c); and
 * --fetch-safe for parse and check (where a fetch of the URL goes, and
 * whether it may: lluri/fetch.h's verdict). */
#define _POSIX_C_SOURCE 200809L /* inet_ntop(3) */

#include <arpa/inet.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* ------------------------------------------------------------- request */

void shift_spans(lluri *u, const char *line, size_t len, uint32_t off)
{
    lluri_span *sp[] = { &u->scheme, &u->userinfo, &u->host, &u->port,
                         &u->path, &u->query, &u->fragment };

    for (size_t i = 0; i < sizeof sp / sizeof sp[0]; i++)
        sp[i]->off += off;
    u->src = line;
    u->len = (uint32_t)len; /* the line parsed: len < UINT32_MAX */
}

/* One request line s[0 .. len) (the reader took its CRLF off), read
 * whole: its target into *u, its spans counting from the line. */
static ptrdiff_t read_request_line(const struct run *r, const char *s, size_t len,
                                   lluri_request_line *rl, lluri *u, lluri_error *e)
{
    lluri_request_parser p;
    ptrdiff_t n;

    if (lluri_request_parser_init(&p, r->max_method, r->max_target, r->flags & LLURI_ZONE_ID) < 0)
        return LLURI_EINVAL;
    n = lluri_request_parser_finish(&p, s, len, rl, e);
    if (n > 0) {
        lluri_request_line_uri(rl, s, u);
        shift_spans(u, s, len, rl->target.off);
    }
    return n;
}

/* request --get: the line through the template, its fields those of
 * log's request ({method}, {form}, {target}, {version}, {request},
 * {error}) and its target's components. */
static void put_request(struct run *r, const char *s, size_t len, unsigned long long lineno,
                        ptrdiff_t rc, const lluri_request_line *rl, const lluri *u)
{
    lluri_text item[L_NITEMS];

    memset(item, 0, sizeof item);
    if (r->method == NULL)
        item[L_REQUEST] = (lluri_text){ s, len };
    if (rc < 0) {
        item[L_ERROR] = text_cstr(lluri_strerror((int)rc));
    } else {
        item[L_METHOD] = r->method ? text_cstr(r->method)
                                   : (lluri_text){ s + rl->method.off, rl->method.len };
        item[L_FORM] = text_cstr(lluri_target_form_name(rl->form));
        item[L_TARGET] = (lluri_text){ s + rl->target.off, rl->target.len };
        if (r->method == NULL)
            item[L_VERSION] = (lluri_text){ s + rl->version.off, rl->version.len };
    }
    struct record rec = { rc >= 0 ? u : NULL, NULL, item };
    template_line(r, &rec, s, len, lineno);
}

void handle_request(struct run *r, const char *s, size_t len,
                    unsigned long long lineno)
{
    lluri_request_line rl;
    lluri u;
    lluri_error e = { LLURI_OK, 0 };
    int bare = r->method != NULL;
    ptrdiff_t rc;

    memset(&rl, 0, sizeof rl);
    if (bare) {
        rc = lluri_parse_request_target(&u, &rl.form, r->method, strlen(r->method),
                                        s, len, r->max_target,
                                        r->flags & LLURI_ZONE_ID, &e);
        rl.target.len = (uint32_t)len;
    } else {
        rc = read_request_line(r, s, len, &rl, &u, &e);
    }
    if (rc < 0)
        r->any_invalid = 1;
    if (r->template != NULL) {
        put_request(r, s, len, lineno, rc, &rl, &u);
        return;
    }
    if (r->mode == MODE_JSON) {
        OUT_LIT("{\"line\":");
        json_string(s, len);
        if (rc < 0) {
            OUT_LIT(",\"valid\":false");
            json_error((int)rc, e.offset);
            json_target_verdict(r, s, len);
            OUT_LIT("}\n");
            return;
        }
        OUT_LIT(",\"valid\":true,\"method\":");
        if (bare)
            json_cstr(r->method);
        else
            json_string(s + rl.method.off, rl.method.len);
        OUT_LIT(",\"form\":");
        json_cstr(lluri_target_form_name(rl.form));
        OUT_LIT(",\"version\":");
        if (bare)
            OUT_LIT("null");
        else
            json_string(s + rl.version.off, rl.version.len);
        json_components(s, len, &u, 0);
        json_target_verdict(r, s, len);
        OUT_LIT("}\n");
        return;
    }
    if (r->printed)
        out_char('\n');
    r->printed = 1;
    dump_label("line");
    text_string(s, len);
    out_char('\n');
    if (rc < 0) {
        dump_error((int)rc, e.offset);
        dump_target_verdict(r, s, len);
        return;
    }
    if (!bare)
        dump_span("method", s, rl.method), out_char('\n');
    dump_label("form");
    out_str(lluri_target_form_name(rl.form));
    out_char('\n');
    if (!bare) {
        dump_span("target", s, rl.target), out_char('\n');
        dump_span("version", s, rl.version), out_char('\n');
    }
    dump_components(s, len, &u, 0);
    dump_target_verdict(r, s, len);
}

/* -------------------------------------------------------- --fetch-safe */

int fetch_verdict(const struct run *r, const lluri *u, enum lluri_fetch_reason *why,
                  lluri_address *a)
{
    enum lluri_fetch_reason w;
    lluri_address addr;

    return lluri_fetch_check(u, fetch_policy(r), why ? why : &w, a ? a : &addr, NULL);
}

size_t address_text(const lluri_address *a, char *buf, size_t cap)
{
    if (a->kind == LLURI_ADDRESS_NAME)
        snprintf(buf, cap, "%s", a->name);
    else if (inet_ntop(a->kind == LLURI_ADDRESS_IPV4 ? AF_INET : AF_INET6, a->ip,
                       buf, (socklen_t)cap) == NULL)
        snprintf(buf, cap, "?");
    return strlen(buf);
}

struct fetch_answer {
    int rc;
    enum lluri_fetch_reason why;
    int has_address;
    lluri_address a;
    char text[ADDRESS_TEXT_MAX];
};

static void fetch_answer(const struct run *r, const lluri *u, struct fetch_answer *f)
{
    f->why = LLURI_FETCH_SAFE;
    f->rc = fetch_verdict(r, u, &f->why, &f->a);
    /* the address, when the URL has a host (whatever its scheme) */
    f->has_address = lluri_fetch_address(u, &f->a, NULL) == 0;
    if (f->has_address)
        address_text(&f->a, f->text, sizeof f->text);
}

/* ,"fetch_safe":B,"fetch_reason":R|null,"fetch_verdict":V|null,"address":A|null,
 * "address_class":C|null (fetch_safe and fetch_verdict null for a URL that
 * is not http, https, ws or wss) */
void json_fetch(const struct run *r, const lluri *u)
{
    struct fetch_answer f;

    fetch_answer(r, u, &f);
    OUT_LIT(",\"fetch_safe\":");
    if (f.rc < 0)
        OUT_LIT("null,\"fetch_reason\":null,\"fetch_verdict\":null");
    else if (f.rc == 1)
        OUT_LIT("true,\"fetch_reason\":null,\"fetch_verdict\":\"allow\"");
    else {
        OUT_LIT("false,\"fetch_reason\":");
        json_cstr(lluri_fetch_reason_name(f.why));
        OUT_LIT(",\"fetch_verdict\":");
        json_cstr(lluri_fetch_verdict_name(f.why, f.a.net));
    }
    OUT_LIT(",\"address\":");
    if (f.has_address) {
        json_string(f.text, strlen(f.text));
        OUT_LIT(",\"address_class\":");
        json_cstr(lluri_address_class_name(f.a.net));
    } else {
        OUT_LIT("null,\"address_class\":null");
    }
}

void dump_fetch(const struct run *r, const lluri *u)
{
    struct fetch_answer f;

    fetch_answer(r, u, &f);
    dump_label("fetch");
    if (f.rc < 0)
        out_str(lluri_strerror(f.rc));
    else if (f.rc == 1)
        OUT_LIT("allow");
    else {
        out_str(lluri_fetch_verdict_name(f.why, f.a.net));
        OUT_LIT(" (");
        out_str(lluri_fetch_reason_name(f.why));
        out_char(')');
    }
    out_char('\n');
    if (f.has_address) {
        dump_label("address");
        text_string(f.text, strlen(f.text));
        out_char(' ');
        out_str(lluri_address_class_name(f.a.net));
        out_char('\n');
    }
}

/* check --fetch-safe: a valid URL that is not fetch-safe is reported at
 * its host (or where a host would begin). */
void check_fetch(struct run *r, const char *s, size_t len,
                 unsigned long long lineno, const lluri *u)
{
    enum lluri_fetch_reason why = LLURI_FETCH_SAFE;
    lluri_address a;
    int rc = fetch_verdict(r, u, &why, &a);
    char msg[128];
    size_t at;

    if (rc == 1)
        return;
    r->any_invalid = 1;
    if (rc < 0) {
        check_report(r, s, len, lineno, lluri_strerror(rc), 0);
        return;
    }
    at = (u->present & LLURI_HAS_AUTHORITY) ? u->host.off
       : (u->present & LLURI_HAS_SCHEME) ? u->scheme.len + 1 : 0;
    if (why == LLURI_FETCH_PORT)
        at = u->port.off;
    snprintf(msg, sizeof msg, "not fetch-safe: %s (%s)", lluri_fetch_verdict_name(why, a.net),
             lluri_fetch_reason_name(why));
    check_report(r, s, len, lineno, msg, at);
}
