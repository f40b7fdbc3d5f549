/* SPDX-License-Identifier: MIT */
/* request.c — the request line (RFC 9112 §3), read from a receive buffer
 * as it grows:
 *
 *   request-line = method SP request-target SP HTTP-version   then CRLF
 *
 * The line is read in phases, each resumable where the last call stopped:
 * the method (tchar bytes, up to the SP), the target (up to the next SP:
 * it holds none), the version (the eight bytes "HTTP/" DIGIT "." DIGIT),
 * the line's end (CRLF, or a bare LF, which RFC 9112 §2.2 lets a
 * recipient take). The method and the version are matched by their rules
 * as they arrive; the target, once whole, by lluri_parse_request_target()
 * in the form its method takes (lluri__request_target(), its part after
 * the checks the line has made): when the line is whole, and before,
 * when a call ends with its target whole and the line not, or a later
 * part fails (the line's first fault in byte order is the error, however
 * the line came in pieces). Nothing is read at or past len. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "ascii.h"
#include "http/target.h"
#include "parse/classes.h"
#include "scan.h"

enum phase { P_METHOD, P_TARGET, P_VERSION, P_EOL, P_LF, P_DONE };

/* RFC 9110 §5.6.2 tchar (classes.c). */
static int is_tchar(unsigned char c)
{
    return (lluri__byte_class[c] & LLURI__C_TCHAR) != 0;
}

int lluri_request_parser_init(lluri_request_parser *p, size_t max_method, size_t max_target,
                              unsigned flags)
{
    if (p == NULL)
        return LLURI_EINVAL;
    memset(p, 0, sizeof *p);
    p->_max_method = max_method == 0 ? LLURI_MAX_METHOD
                   : max_method > UINT32_MAX ? UINT32_MAX : (uint32_t)max_method;
    p->_max_target = max_target == 0 || max_target > UINT32_MAX ? UINT32_MAX
                                                                 : (uint32_t)max_target;
    p->_flags = flags;
    if (flags & ~LLURI_ZONE_ID)
        p->_error = LLURI_EFLAGS;
    return p->_error;
}

int lluri_request_line_uri(const lluri_request_line *line, const char *buf, lluri *u)
{
    if (line == NULL || buf == NULL || u == NULL || line->form == 0)
        return LLURI_EINVAL;
    *u = line->_uri;
    u->src = buf + line->target.off;
    return 0;
}

/* Where the target that starts before i ends: the first SP or LF in
 * buf[i .. len), or len. A block at a time (scan.h) while one is left,
 * then the block that ends at len, its bytes before i dropped (they were
 * read already and do not change); byte by byte in a buffer shorter than a
 * block. */
static size_t target_stop(const char *buf, size_t i, size_t len)
{
#if LLURI_SCAN > 0
    for (; len - i >= SCAN_BLOCK; i += SCAN_BLOCK) {
        vec v = vload(buf + i);
        marks m = veq(v, ' ') | veq(v, '\n');
        if (m)
            return i + first_marked(m);
    }
    if (i < len && len >= SCAN_BLOCK) {
        vec v = vload(buf + len - SCAN_BLOCK);
        marks m = (veq(v, ' ') | veq(v, '\n')) >> (SCAN_BLOCK - (len - i)) * SCAN_PAIR_SHIFT;
        return m ? i + first_marked(m) : len;
    }
#endif
    while (i < len && buf[i] != ' ' && buf[i] != '\n')
        i++;
    return i;
}

/* HTTP-version = HTTP-name "/" DIGIT "." DIGIT, HTTP-name = %s"HTTP"
 * (RFC 9112 §2.3): the eight bytes at s. */
static int is_version(const char *s)
{
    return memcmp(s, "HTTP/", 5) == 0 && lluri__is_digit((unsigned char)s[5]) && s[6] == '.'
        && lluri__is_digit((unsigned char)s[7]);
}

static ptrdiff_t fail(lluri_request_parser *p, int code, size_t off, lluri_error *err)
{
    p->_error = code;
    p->_error_off = (uint32_t)off;
    return lluri__fail(err, code, off);
}

/* The target buf[ts .. ts + tlen) in the form the method takes
 * (lluri__request_target(): the method is read, the flags checked, the
 * target within the limit): 0, or its code with *off the offset in buf. */
static int target_fault(const lluri_request_parser *p, const char *buf, size_t tlen,
                        lluri *u, enum lluri_target_form *form, size_t *off)
{
    size_t ts = (size_t)p->_method_end + 1;
    lluri_error e;
    int rc = lluri__request_target(u, form, buf, p->_method_end, buf + ts, tlen, p->_flags, &e);
    *off = ts + e.offset;
    return rc < 0 ? rc : 0;
}

/* A fault (code, off) after the target's SP: the target's own, which
 * comes first, when it has one and was not parsed yet. */
static ptrdiff_t fail_after_target(lluri_request_parser *p, const char *buf, int code,
                                   size_t off, lluri_error *err)
{
    lluri u;
    enum lluri_target_form form;
    size_t at;
    int rc = p->_target_ok ? 0
                           : target_fault(p, buf, p->_target_end - p->_method_end - 1, &u,
                                          &form, &at);
    return rc < 0 ? fail(p, rc, at, err) : fail(p, code, off, err);
}

/* execute (at_end 0) and finish (at_end 1: the input ends at len, as if
 * an LF came there). */
static ptrdiff_t run(lluri_request_parser *p, const char *buf, size_t len,
                     lluri_request_line *line, lluri_error *err, int at_end)
{
    static const char version[] = "HTTP/D.D";  /* D: a digit */
    size_t i;

    if (p == NULL)
        return lluri__fail(err, LLURI_EINVAL, 0);
    if (p->_error < 0)
        return lluri__fail(err, p->_error, p->_error_off);
    if (line == NULL || (buf == NULL && len > 0) || len < p->_off)
        return fail(p, LLURI_EINVAL, p->_off, err);
    if (len > UINT32_MAX)
        return fail(p, LLURI_ETOOLONG, UINT32_MAX, err);
    i = p->_off;
    switch ((enum phase)p->_phase) {
    case P_METHOD: {
        size_t stop = len < p->_max_method ? len : p->_max_method;
        while (i < stop && is_tchar((unsigned char)buf[i]))
            i++;
        if (i == len && !at_end)
            break;
        if (i < len && i == p->_max_method && is_tchar((unsigned char)buf[i]))
            return fail(p, LLURI_ETOOLONG, i, err);     /* its byte max_method + 1 */
        if (i == len || buf[i] != ' ' || i == 0)
            return fail(p, LLURI_EMETHOD, i, err);
    }
        p->_method_end = (uint32_t)i++;
        p->_phase = P_TARGET;
        /* fall through */
    case P_TARGET: {
        uint32_t start = p->_method_end + 1;
        size_t end = target_stop(buf, i, len);  /* its SP, an LF, or len */
        int lf = end < len ? buf[end] == '\n' : at_end;
        /* the first fault in byte order, as a byte-by-byte reader meets
         * it: a target over the limit before the LF (a CR counts: it is
         * not known to end the line until the LF comes) */
        if (lf && end - start <= p->_max_target) {
            /* the line ends without a version: the target's own fault
             * first, when a byte before its end is one (not the form,
             * which "GET HTTP/1.1" would get: the target is missing) */
            size_t tend = end - (buf[end - 1] == '\r'), at;
            lluri u;
            enum lluri_target_form form;
            int rc = tend > start ? target_fault(p, buf, tend - start, &u, &form, &at) : 0;
            if (rc < 0 && rc != LLURI_EFORM && at < tend)
                return fail(p, rc, at, err);
            return fail(p, LLURI_ESPACE, tend, err);
        }
        if (lf || end - start > p->_max_target)
            return fail(p, LLURI_ETOOLONG, start + p->_max_target, err);
        if (end == len) {               /* (not at_end: that is lf) */
            i = len;
            break;
        }
        if (end == start)                       /* two SPs: no target */
            return fail(p, LLURI_ESPACE, end, err);
        p->_target_end = (uint32_t)end;
        i = end + 1;
        p->_phase = P_VERSION;
    }
        /* fall through */
    case P_VERSION: {
        const size_t from = (size_t)p->_target_end + 1, end = from + sizeof version - 1;
        if (i == from && len >= end && is_version(buf + from))
            i = end;                            /* all of it at once */
        for (const size_t stop = len < end ? len : end; i < stop; i++) {  /* byte by byte */
            char want = version[i - from];
            unsigned char c = (unsigned char)buf[i];
            if (want == 'D' ? !lluri__is_digit(c) : c != (unsigned char)want)
                return fail_after_target(p, buf, LLURI_EVERSION, i, err);
        }
        if (i < end && at_end)          /* the line ended inside the version */
            return fail_after_target(p, buf, LLURI_EVERSION, i, err);
        if (i < end)
            break;
        p->_version_end = (uint32_t)i;
        p->_phase = P_EOL;
    }
        /* fall through */
    case P_EOL:
        if (i < len && buf[i] == '\r') {
            i++;
            p->_phase = P_LF;
        }
        /* fall through */
    case P_LF:
        if (i == len && at_end) {
            p->_phase = P_DONE;         /* the input's end is the line's */
            break;
        }
        if (i == len)
            break;
        if (buf[i] != '\n')
            return fail_after_target(p, buf, LLURI_EEOL, i, err);
        i++;
        p->_phase = P_DONE;
        break;
    case P_DONE:
        break;
    }
    p->_off = (uint32_t)i;
    if (p->_phase != P_DONE) {
        /* the line in pieces, its target whole: parsed now, so that its
         * fault is not held until the line's end */
        if (p->_phase > P_TARGET && !p->_target_ok) {
            lluri u;
            enum lluri_target_form form;
            size_t at;
            int rc = target_fault(p, buf, p->_target_end - p->_method_end - 1, &u, &form, &at);
            if (rc < 0)
                return fail(p, rc, at, err);
            p->_target_ok = 1;
        }
        lluri__fail(err, LLURI_OK, 0);
        return 0;
    }
    /* the whole line: the target in the form its method takes */
    {
        uint32_t ts = p->_method_end + 1;
        lluri_error e;
        int rc;
        /* every field set (uri and form by lluri__request_target(): the
         * method is read, the flags checked, the target within the limit) */
        line->method = (lluri_span){ 0, p->_method_end };
        line->target = (lluri_span){ ts, p->_target_end - ts };
        line->version = (lluri_span){ p->_target_end + 1, p->_version_end - p->_target_end - 1 };
        line->major = buf[p->_version_end - 3] - '0';
        line->minor = buf[p->_version_end - 1] - '0';
        rc = lluri__request_target(&line->_uri, &line->form, buf, p->_method_end, buf + ts,
                                   line->target.len, p->_flags, &e);
        if (rc < 0) {
            memset(line, 0, sizeof *line);
            return fail(p, rc, ts + e.offset, err);
        }
        line->_uri.src = NULL;          /* lluri_request_line_uri() with the buffer */
    }
    lluri__fail(err, LLURI_OK, 0);
    return (ptrdiff_t)i;
}

ptrdiff_t lluri_request_parser_execute(lluri_request_parser *p, const char *buf, size_t len,
                                       lluri_request_line *line, lluri_error *err)
{
    return run(p, buf, len, line, err, 0);
}

ptrdiff_t lluri_request_parser_finish(lluri_request_parser *p, const char *buf, size_t len,
                                      lluri_request_line *line, lluri_error *err)
{
    return run(p, buf, len, line, err, 1);
}
