/* SPDX-License-Identifier: MIT */
/*
 * lluri/http.h — URIs as HTTP carries them (RFC 9112 §3, RFC 9110 §4.1):
 * request targets read by the rules of their method, and request lines
 * read from a receive buffer as they arrive. Where a fetch of a URL goes
 * is <lluri/fetch.h>, which this header includes for one release, for
 * the programs that found it here.
 */
#ifndef LLURI_HTTP_H
#define LLURI_HTTP_H

#include <lluri.h>
#include <lluri/fetch.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The codes of this header, -60 .. -64 (lluri_strerror() knows them;
 * -65 .. -69 are <lluri/fetch.h>'s). */
#define LLURI_HTTP_ERRORS(X)                                                 \
    X(EMETHOD,    -60,  "invalid method")                                   \
    X(ESPACE,     -61,  "not exactly one space in the request line")        \
    X(EVERSION,   -62,  "invalid HTTP version")                             \
    X(EFORM,      -63,  "request-target form not allowed for the method")   \
    X(EEOL,       -64,  "invalid end of the request line")

enum lluri_http_errcode {
#define LLURI__HTTP_ERR_ENUM(name, num, text) LLURI_##name = num,
    LLURI_HTTP_ERRORS(LLURI__HTTP_ERR_ENUM)
#undef LLURI__HTTP_ERR_ENUM
    LLURI__HTTP_ERR_END = 0
};

/* The rules of grammar/rfc9112.rl, for lluri_match() and lluri_rule_name(). */
#define LLURI_RULES_RFC9112(X)                                               \
    X(RFC9112_TCHAR, 300, "tchar")                                           \
    X(RFC9112_TOKEN, 301, "token")                                           \
    X(RFC9112_METHOD, 302, "method")                                         \
    X(RFC9112_ABSOLUTE_PATH, 303, "absolute-path")                           \
    X(RFC9112_URI_HOST, 304, "uri-host")                                     \
    X(RFC9112_ORIGIN_FORM, 305, "origin-form")                               \
    X(RFC9112_ABSOLUTE_FORM, 306, "absolute-form")                           \
    X(RFC9112_AUTHORITY_FORM, 307, "authority-form")                         \
    X(RFC9112_ASTERISK_FORM, 308, "asterisk-form")                           \
    X(RFC9112_REQUEST_TARGET, 309, "request-target")                         \
    X(RFC9112_HTTP_NAME, 310, "HTTP-name")                                   \
    X(RFC9112_HTTP_VERSION, 311, "HTTP-version")                             \
    X(RFC9112_REQUEST_LINE, 312, "request-line")

enum lluri_http_rule {
#define LLURI__HTTP_RULE_ENUM(name, num, text) LLURI_RULE_##name = num,
    LLURI_RULES_RFC9112(LLURI__HTTP_RULE_ENUM)
#undef LLURI__HTTP_RULE_ENUM
    LLURI__HTTP_RULE_END = 0
};

/* ---- Request targets (RFC 9112 §3.2) ---------------------------------------- */

enum lluri_target_form {
    LLURI_FORM_ORIGIN    = 1, /* "/path?query": path and query; "//x" is a path */
    LLURI_FORM_ABSOLUTE  = 2, /* "http://h/p": an absolute-URI, as lluri_parse */
    LLURI_FORM_AUTHORITY = 3, /* "host:port" (CONNECT): host and port */
    LLURI_FORM_ASTERISK  = 4  /* "*" (OPTIONS): the path "*" */
};

/* "origin-form", "absolute-form", "authority-form", "asterisk-form"; NULL
 * for a value out of the enum. */
LLURI_API const char *lluri_target_form_name(enum lluri_target_form form);

/* Parse s[0 .. len) as the request target of a request with the method
 * method[0 .. mlen) (case-sensitive, RFC 9110 §9.1): CONNECT takes the
 * authority-form only; OPTIONS also "*"; every other method the
 * origin-form or the absolute-form (RFC 9112 §3.2). Fills *form and *u
 * (spans into s, as lluri_parse() fills them: the authority-form gives host
 * and port, the origin-form path and query). Returns 0, or a negative code
 * with the offset into s: the component's code (LLURI_EPATH, LLURI_EHOST,
 * ...), LLURI_EFORM (offset 0) for a form the method does not take,
 * LLURI_ETOOLONG past max_len bytes (0: no limit but UINT32_MAX); or
 * LLURI_EMETHOD, with the offset into method, for a method that is no
 * token; then *u is zeroed but for src (s), and *form is 0 (for
 * LLURI_EINVAL, a NULL argument, neither is touched). flags:
 * LLURI_ZONE_ID. */
LLURI_API int lluri_parse_request_target(lluri *u, enum lluri_target_form *form,
                                         const char *method, size_t mlen,
                                         const char *s, size_t len, size_t max_len,
                                         lluri_flags flags, lluri_error *err);

/* ---- Request lines (RFC 9112 §3) ----------------------------------------------
 *   request-line = method SP request-target SP HTTP-version
 * ended by CRLF (or a bare LF, which RFC 9112 §2.2 lets a recipient
 * take). A lluri_request_parser reads one line from a receive buffer as
 * it grows: call lluri_request_parser_execute() with the whole buffer and
 * its length each time bytes arrive; it resumes where it stopped (a call's
 * work is in the bytes that came since the last; none at or past len is
 * read), and returns 0 until the line is complete. The buffer may move
 * between calls; the bytes already passed must not change. A line that
 * is whole without its line end (a log's request field) is read by
 * lluri_request_parser_finish().
 *
 *   lluri_request_parser p; lluri_request_line line; lluri u;
 *   lluri_request_parser_init(&p, 0, 8192, 0);
 *   while ((n = lluri_request_parser_execute(&p, buf, len, &line, &err)) == 0)
 *       receive more into buf, len;
 *   if (n < 0) reply 400 (err.code at err.offset);
 *   lluri_request_line_uri(&line, buf, &u);    ... the target's components
 *   then the next line begins at buf + n: init again, and read from there.
 *
 * Every span of the result counts from the buffer's first byte (the
 * line's). The target's parse is a lluri, whose spans count from its own
 * text, as every lluri's do: lluri_request_line_uri() makes it against the
 * buffer where it is now, so that nothing in the result points into a
 * buffer that may move. */

/* The longest method lluri_request_parser_init() takes by default. A
 * method is a token (RFC 9110 §9.1) the server must know; the longest
 * registered ("UPDATEREDIRECTREF") has 17 bytes. */
#define LLURI_MAX_METHOD 32

typedef struct lluri_request_line {
    lluri_span method, target, version; /* into the buffer */
    enum lluri_target_form form;
    int        major, minor;            /* of HTTP-version */
    /* private: the target's parse, for lluri_request_line_uri() */
    lluri      _uri;
} lluri_request_line;

typedef struct lluri_request_parser {
    /* private: use the functions */
    int      _phase;
    uint32_t _off;           /* bytes read so far */
    uint32_t _method_end, _target_end, _version_end;
    uint32_t _max_method, _max_target;
    unsigned _flags;
    int      _error;
    uint32_t _error_off;
    int      _target_ok;     /* the target parsed before the line ended */
} lluri_request_parser;

/* Start reading a request line. max_method: the longest method taken (0:
 * LLURI_MAX_METHOD; SIZE_MAX: no limit but UINT32_MAX); max_target: the
 * longest request target taken (0: no limit but UINT32_MAX). A longer
 * one is LLURI_ETOOLONG, at the offset of its byte max + 1, as soon as
 * that byte arrives. flags: LLURI_ZONE_ID. Returns 0, or LLURI_EFLAGS /
 * LLURI_EINVAL (which execute and finish then return too). */
LLURI_API int lluri_request_parser_init(lluri_request_parser *p, size_t max_method,
                                        size_t max_target, lluri_flags flags);

/* Read buf[0 .. len). Returns the length of the line with its CRLF (or
 * LF) when it is complete, and fills *line; 0 when more bytes are needed;
 * or a negative code, with the offset into buf: LLURI_EMETHOD,
 * LLURI_ESPACE (no single SP after the method or the target),
 * LLURI_EVERSION, LLURI_EEOL (not CRLF or LF after the version), the
 * target's own code, LLURI_EFORM, LLURI_ETOOLONG. An error is final.
 * The error is the line's first in byte order, whatever the pieces it
 * came in: a target is parsed as soon as the SP after it has come (a
 * target that its method's form refuses fails then, before the version
 * arrives), and a line that ends without a version ("GET /a<b\r\n")
 * gets its target's error when a byte before the target's end is one,
 * else LLURI_ESPACE ("GET HTTP/1.1\r\n": no target). Only a method or
 * a target over its limit fails before it is whole. */
LLURI_API ptrdiff_t lluri_request_parser_execute(lluri_request_parser *p, const char *buf,
                                                 size_t len, lluri_request_line *line,
                                                 lluri_error *err);

/* The same, with the line ending at len: buf[0 .. len) is the whole line,
 * with or without its line end (a log's request field, a line read by
 * fgets()). Returns len, or the code and offset that an LF at len would
 * have given (never 0). */
LLURI_API ptrdiff_t lluri_request_parser_finish(lluri_request_parser *p, const char *buf,
                                                size_t len, lluri_request_line *line,
                                                lluri_error *err);

/* The target of a line read from buf (the buffer where it is now): *u as
 * lluri_parse_request_target() gives it, u->src = buf + line->target.off.
 * Returns 0, or LLURI_EINVAL for a NULL argument or a line that was not
 * read whole (*u is then not touched). */
LLURI_API int lluri_request_line_uri(const lluri_request_line *line, const char *buf,
                                     lluri *u);

#ifdef __cplusplus
}
#endif
#endif /* LLURI_HTTP_H */
