/* parse.rl — the RFC 3986 parser: the grammar's hooks bound to actions that
 * record component boundaries, run as init / execute / finish over a
 * lluri_parser, with lluri_parse() a one-shot wrapper.
 *
 * The machine only records offsets (lluri_parser.mark); spans are derived
 * from them in fill() once the input is known to be complete. On a
 * failure, lluri__diagnose() (diag.c) names the component and the first
 * offending byte; that work is done only on the error path. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "internal.h"

#define MARK(i) (mark[i] = (uint32_t)(p - buf), seen |= 1u << (i))

/* Runs. While a component loops in one state, the machine spends a whole
 * switch on every byte; RUN steps over the bytes that would only take that
 * state back to itself, with one table look-up each.
 *
 * It is exact, not a heuristic: it fires only on a transition from a state
 * to itself (fcurs == ftargs), and every byte of the class it skips loops
 * on that state too, with no other action, in every state where the hook
 * sits. The classes below are chosen so:
 *   - a looping scheme state (in URI-reference also inside the first
 *     segment of a path-noscheme) takes every scheme character back;
 *   - in path-abempty, path-absolute and path-rootless a looping state is
 *     inside a segment, which takes every pchar but "%", and "/", back;
 *   - query and fragment loop on the same bytes and "?";
 *   - in reg-name (whose states it shares with userinfo, whose loop is
 *     wider, and with IPv4address, which has no loop) a looping state
 *     takes every unreserved byte back.
 * No run is hooked in IP literals: IPvFuture's 1*HEXDIG loops on hex
 * digits only. tests/check_runs.py proves all this on every state of the
 * generated machine; tests/test_runs.c checks the parser against itself
 * built without runs, and against the rules machine, on generated input. */
#ifndef LLURI_NO_RUNS
#define RUN(self_loop, cls)                                              \
    if (self_loop)                                                       \
        p = run_end(p, pe, cls)
#else /* the plain machine, one byte at a time (tests/test_runs.c) */
#define RUN(self_loop, cls) ((void)(self_loop), (void)(cls))
#endif

/* The last byte of the run of `cls` bytes that follows p (p itself if
 * none), never past pe - 1: the machine then steps to the byte after it. */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline const char *run_end(const char *p, const char *pe, unsigned cls)
{
    const uint8_t *t = lluri__byte_class;
    while (pe - p > 4) {
        if (!(t[(uint8_t)p[1]] & cls)) return p;
        if (!(t[(uint8_t)p[2]] & cls)) return p + 1;
        if (!(t[(uint8_t)p[3]] & cls)) return p + 2;
        if (!(t[(uint8_t)p[4]] & cls)) return p + 3;
        p += 4;
    }
    while (p + 1 < pe && (t[(uint8_t)p[1]] & cls))
        p++;
    return p;
}

%%{
machine lluri_uri;

action scheme_end      { MARK(LLURI__M_SCHEME_END); }
action authority_start { MARK(LLURI__M_AUTH_START); }
action userinfo_end    { MARK(LLURI__M_USERINFO_END); }
action host_end        { MARK(LLURI__M_HOST_END); }
action authority_end   { MARK(LLURI__M_AUTH_END); }
action query_start     { MARK(LLURI__M_QUERY); }
action fragment_start  { MARK(LLURI__M_FRAGMENT); }
action scheme_run      { RUN(fcurs == ftargs, LLURI__C_SCHEME); }
action path_run        { RUN(fcurs == ftargs, LLURI__C_SEGMENT); }
action query_run       { RUN(fcurs == ftargs, LLURI__C_QUERY); }
action fragment_run    { RUN(fcurs == ftargs, LLURI__C_QUERY); }
action host_run        { RUN(fcurs == ftargs, LLURI__C_UNRESERVED); }
action zone_ok         { (flags & LLURI_ZONE_ID) != 0 }

include rfc3986 "rfc3986.rl";

uri_reference := URI_reference;
uri           := URI;
absolute_uri  := absolute_URI;
relative      := relative_ref;

}%%

/* Ragel's output: its state tables fall through by design, and not every
 * constant it writes is used. */
#if defined(__GNUC__)
#pragma GCC diagnostic ignored "-Wimplicit-fallthrough"
#pragma GCC diagnostic ignored "-Wunused-const-variable"
#endif
%% write data;

#define LLURI__CS_FAILED (-1)

static int start_state(unsigned flags)
{
    switch (flags & LLURI_START_MASK) {
    case LLURI_URI:      return lluri_uri_en_uri;
    case LLURI_ABSOLUTE: return lluri_uri_en_absolute_uri;
    case LLURI_RELATIVE: return lluri_uri_en_relative;
    default:             return lluri_uri_en_uri_reference;
    }
}

void lluri_parser_init(lluri_parser *ps, unsigned flags)
{
    /* The marks need no clearing: `seen` says which are set. */
    ps->flags = flags;
    ps->off = 0;
    ps->seen = 0;
    ps->error = 0;
    ps->error_off = 0;
    ps->cs = start_state(flags);
    if (flags & ~LLURI_FLAGS_ALL) {
        ps->cs = LLURI__CS_FAILED;
        ps->error = LLURI_EFLAGS;
    }
}

static int fail(lluri_parser *ps, int code, size_t off, lluri_error *err)
{
    ps->cs = LLURI__CS_FAILED;
    ps->error = code;
    ps->error_off = (uint32_t)off;
    if (err) {
        err->code = code;
        err->offset = off;
    }
    return code;
}

static int check_args(lluri_parser *ps, const char *buf, size_t len,
                      lluri_error *err)
{
    if (ps->cs == LLURI__CS_FAILED) {
        if (err) {
            err->code = ps->error;
            err->offset = ps->error_off;
        }
        return ps->error;
    }
    if (len > UINT32_MAX)
        return fail(ps, LLURI_ETOOLONG, UINT32_MAX, err);
    if ((buf == NULL && len > 0) || len < ps->off)
        return fail(ps, LLURI_EINVAL, ps->off, err);
    return 0;
}

/* Run the machine over buf[ps->off .. len); at_eof also runs the
 * end-of-input actions. Returns 0, or the error (already recorded). */
static int run(lluri_parser *ps, const char *buf, size_t len, int at_eof,
               lluri_error *err)
{
    if (buf == NULL)     /* only with len == 0 (check_args) */
        buf = "";
    const char *p = buf + ps->off;
    const char *pe = buf + len;
    const char *eof = at_eof ? pe : NULL;
    const unsigned flags = ps->flags;
    uint32_t *mark = ps->mark;
    uint32_t seen = ps->seen;
    int cs = ps->cs;

    %% write exec;

    ps->seen = seen;
    if (cs == lluri_uri_error || (at_eof && cs < lluri_uri_first_final)) {
        size_t off = (cs == lluri_uri_error) ? (size_t)(p - buf) : len;
        size_t upto = off < len ? off + 1 : len;
        size_t where = off;
        int code = lluri__diagnose(buf, upto, flags, off, &where);
        return fail(ps, code, where, err);
    }
    ps->cs = cs;
    ps->off = (uint32_t)len;
    return 0;
}

int lluri_parser_execute(lluri_parser *ps, const char *buf, size_t len,
                         lluri_error *err)
{
    int rc = check_args(ps, buf, len, err);
    if (rc < 0)
        return rc;
    return run(ps, buf, len, 0, err);
}

/* The host kind: brackets mean an IP literal ("v" after "[" is IPvFuture,
 * RFC 3986 §3.2.2); otherwise first-match-wins makes a host that matches
 * IPv4address an IPv4 address, anything else a reg-name. */
static uint8_t host_kind(const char *h, uint32_t n)
{
    size_t unused;
    if (n > 0 && h[0] == '[')
        return (h[1] == 'v' || h[1] == 'V') ? LLURI_HOST_IPVFUTURE
                                             : LLURI_HOST_IPV6;
    if (n >= 7 && n <= 15 && h[0] >= '0' && h[0] <= '9'
        && lluri__rule_match(LLURI_RULE_IPV4ADDRESS, h, n, 0, &unused))
        return LLURI_HOST_IPV4;
    return LLURI_HOST_REG_NAME;
}

#define SEEN(i) (ps->seen & (1u << (i)))
#define SPAN(a, b) ((lluri_span){ (a), (uint32_t)((b) - (a)) })

/* Derive the spans from the recorded boundaries. */
static void fill(const lluri_parser *ps, lluri *u)
{
    const uint32_t *m = ps->mark;
    uint32_t len = u->len, path_start = 0, path_end = len;

    if (SEEN(LLURI__M_SCHEME_END)) {
        u->present |= LLURI_HAS_SCHEME;
        u->scheme = SPAN(0, m[LLURI__M_SCHEME_END]);
        path_start = m[LLURI__M_SCHEME_END] + 1;
    }
    if (SEEN(LLURI__M_AUTH_START)) {
        uint32_t host_start = m[LLURI__M_AUTH_START];
        uint32_t host_end = m[LLURI__M_HOST_END];
        uint32_t auth_end = m[LLURI__M_AUTH_END];
        u->present |= LLURI_HAS_AUTHORITY | LLURI_HAS_HOST;
        if (SEEN(LLURI__M_USERINFO_END)) {
            u->present |= LLURI_HAS_USERINFO;
            u->userinfo = SPAN(host_start, m[LLURI__M_USERINFO_END]);
            host_start = m[LLURI__M_USERINFO_END] + 1;
        }
        u->host = SPAN(host_start, host_end);
        if (auth_end > host_end) {
            u->present |= LLURI_HAS_PORT;
            u->port = SPAN(host_end + 1, auth_end);
        }
        u->host_kind = host_kind(u->src + host_start, host_end - host_start);
        if (u->host_kind == LLURI_HOST_IPV6
            && memchr(u->src + host_start, '%', host_end - host_start))
            u->present |= LLURI_HAS_ZONE_ID;
        path_start = auth_end;
    }
    if (SEEN(LLURI__M_FRAGMENT)) {
        u->present |= LLURI_HAS_FRAGMENT;
        u->fragment = SPAN(m[LLURI__M_FRAGMENT], len);
        path_end = m[LLURI__M_FRAGMENT] - 1;
    }
    if (SEEN(LLURI__M_QUERY)) {
        u->present |= LLURI_HAS_QUERY;
        u->query = SPAN(m[LLURI__M_QUERY], path_end);
        path_end = m[LLURI__M_QUERY] - 1;
    }
    u->path = SPAN(path_start, path_end);
}

int lluri_parser_finish(lluri_parser *ps, lluri *u, const char *buf,
                        size_t len, lluri_error *err)
{
    int rc;

    if (u == NULL)
        return fail(ps, LLURI_EINVAL, ps->off, err);
    memset(u, 0, sizeof *u);
    u->src = buf;
    rc = check_args(ps, buf, len, err);
    if (rc < 0)
        return rc;
    rc = run(ps, buf, len, 1, err);
    if (rc < 0)
        return rc;
    u->len = (uint32_t)len;
    fill(ps, u);
    if (err) {
        err->code = LLURI_OK;
        err->offset = 0;
    }
    return 0;
}

int lluri_parse(lluri *u, const char *s, size_t len, unsigned flags,
                lluri_error *err)
{
    lluri_parser ps;
    lluri_parser_init(&ps, flags);
    return lluri_parser_finish(&ps, u, s, len, err);
}
