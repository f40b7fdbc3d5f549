/* SPDX-License-Identifier: MIT */
/* target.rl — RFC 9112 request targets (grammar/rfc9112.rl) at work:
 * lluri_parse_request_target(), which reads a target in the form its
 * method takes: the origin-form and the authority-form by their own
 * machines here (the origin-form's "//x" is a path, which no RFC 3986 start
 * rule reads so), the absolute-form by lluri_parse(LLURI_START_ABSOLUTE).
 * Each rule on its own entry point (lluri_match from 300) is in
 * target_rules.rl. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "http/target.h"
#include "parse/parse.h"
#include "parse/classes.h"
#include "lluri/http.h"
#include "parse/machine.h"

/* The grammar's run hooks (parse/machine.h), with RFC 3986's byte
 * classes; 16 bytes at a time in this file's SSSE3 copy (target_ssse3.c,
 * which holds the machine alone), as the parser does. */
#if defined(LLURI_RUNS_SSSE3)
#include "parse/nibbles.h"
#define RUN(self_loop, cls) \
    LLURI_RUN16(self_loop, buf, lluri__byte_class, lluri__byte_nibbles, cls)
#else
#define RUN(self_loop, cls) LLURI_RUN(self_loop, lluri__byte_class, cls)
#endif

%%{
machine lluri_http;

action scheme_run      { RUN(fcurs == ftargs, LLURI__C_SCHEME); }
action path_run        { RUN(fcurs == ftargs, LLURI__C_SEGMENT); }
action query_run       { RUN(fcurs == ftargs, LLURI__C_QUERY); }
action fragment_run    { RUN(fcurs == ftargs, LLURI__C_QUERY); }
action host_run        { RUN(fcurs == ftargs, LLURI__C_UNRESERVED); }
action scheme_end      {}
action authority_start {}
action userinfo_end    {}
action authority_end   {}
action fragment_start  {}
action query_start     { query = p - buf; }
action host_end        { host_end = p - buf; }
action zone_ok         { (flags & LLURI_ZONE_ID) != 0 }
action method_end      {}
action target_start    {}
action target_end      {}
action version_start   {}

include rfc3986 "rfc3986.rl";
include rfc9112 "rfc9112.rl";

# The forms lluri_parse_request_target() reads itself.
target_origin    := origin_form;
target_authority := authority_form;
}%%

%% write data;

/* Run the machine from entry state cs over s[0 .. len), the whole input.
 * Returns 1 on a match, else 0 and *fail (the first byte it could not
 * take, or len); *query and *host_end: the marks (or ~0u). */
static int run_machine(int cs, const char *s, size_t len, unsigned flags, size_t *fail,
                       size_t *query_out, size_t *host_end_out)
{
    const char *buf = s ? s : "";
    const char *p = buf, *pe = buf + len, *eof = pe;
    ptrdiff_t query = -1, host_end = -1;

    %% write exec;

    *query_out = query < 0 ? (size_t)-1 : (size_t)query;
    *host_end_out = host_end < 0 ? (size_t)-1 : (size_t)host_end;
    if (cs == lluri_http_error) {
        *fail = (size_t)(p - buf);
        return 0;
    }
    if (cs < lluri_http_first_final) {
        *fail = len;
        return 0;
    }
    return 1;
}

#if defined(LLURI_RUNS_SSSE3)
/* This copy's way in (target_ssse3.c), for run() of the other. */
int lluri__target_run_ssse3(int cs, const char *s, size_t len, unsigned flags, size_t *fail,
                            size_t *query_out, size_t *host_end_out)
{
    return run_machine(cs, s, len, flags, fail, query_out, host_end_out);
}
#else
/* The machine: the copy with 16-byte runs when the processor has SSSE3,
 * else this file's. */
static int run(int cs, const char *s, size_t len, unsigned flags, size_t *fail,
               size_t *query_out, size_t *host_end_out)
{
#if defined(LLURI_RUNS16)
    if (__builtin_cpu_supports("ssse3"))
        return lluri__target_run_ssse3(cs, s, len, flags, fail, query_out, host_end_out);
#endif
    return run_machine(cs, s, len, flags, fail, query_out, host_end_out);
}

const char *lluri_target_form_name(enum lluri_target_form form)
{
    switch (form) {
    case LLURI_FORM_ORIGIN:    return "origin-form";
    case LLURI_FORM_ABSOLUTE:  return "absolute-form";
    case LLURI_FORM_AUTHORITY: return "authority-form";
    case LLURI_FORM_ASTERISK:  return "asterisk-form";
    }
    return NULL;
}

static int is_method(const char *m, size_t n, const char *name)
{
    return strlen(name) == n && memcmp(m, name, n) == 0;
}

/* Why the form's machine failed at `at`: RFC 3986's code for the part. */
static int target_code(enum lluri_target_form form, const char *s, size_t len,
                       size_t at, size_t host_end)
{
    if (at > 0 && s[at - 1] == '%')
        return LLURI_EPCT;
    if (at > 1 && s[at - 2] == '%')
        return LLURI_EPCT;
    if (form == LLURI_FORM_AUTHORITY) {
        if (host_end != (size_t)-1)
            return LLURI_EPORT;
        if (len > 0 && s[0] == '[')
            return LLURI_EIPLITERAL;
        return at < len ? LLURI_EHOST : LLURI_EPORT;   /* no ":" port */
    }
    return memchr(s, '?', at) ? LLURI_EQUERY : LLURI_EPATH;
}

/* The target of a request whose method is a token and whose arguments
 * are checked (the request line has read the method, and bounds the
 * target itself): lluri_parse_request_target() from the form on. */
int lluri__request_target(lluri *u, enum lluri_target_form *form, const char *method,
                          size_t mlen, const char *s, size_t len, unsigned flags,
                          lluri_error *err)
{
    enum lluri_target_form f;
    size_t fail = 0, query, host_end;
    int connect = is_method(method, mlen, "CONNECT");
    int options = is_method(method, mlen, "OPTIONS");

    /* RFC 9112 §3.2: the form the target is in */
    if (connect)
        f = LLURI_FORM_AUTHORITY;
    else if (len == 1 && s[0] == '*')
        f = LLURI_FORM_ASTERISK;
    else if (len > 0 && s[0] == '/')
        f = LLURI_FORM_ORIGIN;
    else
        f = LLURI_FORM_ABSOLUTE;
    *form = 0;
    if (f != LLURI_FORM_ABSOLUTE) {     /* (lluri_parse() fills *u itself) */
        memset(u, 0, sizeof *u);
        u->src = s;
    }
    if ((f == LLURI_FORM_ASTERISK && !options) || (connect && len == 1 && s[0] == '*'))
        return lluri__fail(err, LLURI_EFORM, 0);
    switch (f) {
    case LLURI_FORM_ASTERISK:
        u->path = (lluri_span){ 0, 1 };
        break;
    case LLURI_FORM_ABSOLUTE: {
        lluri_error e;
        int rc = lluri_parse(u, s, len, LLURI_START_ABSOLUTE | (flags & LLURI_ZONE_ID), &e);
        if (rc < 0) {
            /* a target that is no URI but would be an origin-form or an
             * authority-form here is in a form the method does not take */
            if (rc == LLURI_ENOSCHEME || (rc == LLURI_ESCHEME && e.offset == 0))
                return lluri__fail(err, LLURI_EFORM, 0);
            return lluri__fail(err, rc, e.offset);
        }
        break;
    }
    case LLURI_FORM_ORIGIN:
        if (!run(lluri_http_en_target_origin, s, len, flags, &fail, &query, &host_end))
            return lluri__fail(err, target_code(f, s, len, fail, host_end), fail);
        u->len = (uint32_t)len;
        if (query != (size_t)-1) {
            u->present |= LLURI_HAS_QUERY;
            u->query = (lluri_span){ (uint32_t)query, (uint32_t)(len - query) };
            u->path = (lluri_span){ 0, (uint32_t)(query - 1) };
        } else {
            u->path = (lluri_span){ 0, (uint32_t)len };
        }
        break;
    case LLURI_FORM_AUTHORITY:
        if (!run(lluri_http_en_target_authority, s, len, flags, &fail, &query, &host_end)) {
            /* an origin- or absolute-form is no authority-form */
            if (len > 0 && (s[0] == '/' || (memchr(s, '/', len) && fail < len)))
                return lluri__fail(err, LLURI_EFORM, 0);
            return lluri__fail(err, target_code(f, s, len, fail, host_end), fail);
        }
        u->len = (uint32_t)len;
        u->present = LLURI_HAS_AUTHORITY | LLURI_HAS_PORT;
        u->host = (lluri_span){ 0, (uint32_t)host_end };
        u->port = (lluri_span){ (uint32_t)host_end + 1, (uint32_t)(len - host_end - 1) };
        u->path = (lluri_span){ (uint32_t)len, 0 };
        u->host_kind = lluri__host_kind(s, (uint32_t)host_end);
        if (u->host_kind == LLURI_HOST_IPV6 && memchr(s, '%', host_end))
            u->present |= LLURI_HAS_ZONE_ID;
        break;
    }
    *form = f;
    u->src = s;
    u->len = (uint32_t)len;
    return lluri__fail(err, LLURI_OK, 0);
}

/* lluri_parse_request_target()'s own refusals: *u zeroed but for src, no
 * form (lluri__request_target() and lluri_parse() do the same for theirs). */
static int refuse(lluri *u, enum lluri_target_form *form, const char *s,
                  lluri_error *err, int code, size_t off)
{
    memset(u, 0, sizeof *u);
    u->src = s;
    *form = 0;
    return lluri__fail(err, code, off);
}

int lluri_parse_request_target(lluri *u, enum lluri_target_form *form,
                               const char *method, size_t mlen, const char *s,
                               size_t len, size_t max_len, unsigned flags,
                               lluri_error *err)
{
    size_t m = 0;

    if (u == NULL || form == NULL || (method == NULL && mlen > 0) || (s == NULL && len > 0))
        return lluri__fail(err, LLURI_EINVAL, 0);
    if (flags & ~LLURI_ZONE_ID)
        return refuse(u, form, s, err, LLURI_EFLAGS, 0);
    if (max_len == 0 || max_len > UINT32_MAX)
        max_len = UINT32_MAX;
    if (len > max_len)
        return refuse(u, form, s, err, LLURI_ETOOLONG, max_len);
    /* method = token = 1*tchar (RFC 9110 §9.1, §5.6.2), by tchar's class
     * (classes.c, checked against the rule by tests/props/test_runs.c) */
    while (m < mlen && (lluri__byte_class[(uint8_t)method[m]] & LLURI__C_TCHAR))
        m++;
    if (m < mlen || mlen == 0)
        return refuse(u, form, s, err, LLURI_EMETHOD, m);
    /* lluri__request_target() zeroes *u itself */
    return lluri__request_target(u, form, method, mlen, s, len, flags, err);
}
#endif /* the API: in the other copy */
