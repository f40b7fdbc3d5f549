/* SPDX-License-Identifier: MIT */
/*
 * lluri/log.h — web server access logs: the fields of one log line, found
 * by a log format. The formats are the Common and Combined Log Formats,
 * nginx's default `log_format combined`, or one the caller gives in
 * Apache's LogFormat notation or nginx's log_format notation.
 *
 * The reader finds fields; it does not parse them. Hand the request line
 * to lluri_request_parser_finish() (<lluri/http.h>), which tells the four
 * target forms apart, and the referer to lluri_parse() (LLURI_LENIENT for
 * what real referers hold). Nothing is allocated: a compiled format is a
 * struct the caller owns (compile it once, read any number of lines with
 * it, from any number of threads), and a line's fields are spans into the
 * line.
 *
 *   lluri_log_format f; lluri_log_line l; lluri_error e;
 *   lluri_log_format_compile(&f, LLURI_LOG_COMBINED, strlen(LLURI_LOG_COMBINED), 0, &e);
 *   for each line:
 *       if (lluri_log_read(&f, line, len, &l, &e) < 0) report e.code at e.offset;
 *       else if (l.present & LLURI_LOG_BIT(LLURI_LOG_REFERER)) ... line + l.field[LLURI_LOG_REFERER].off
 *
 * Servers escape what they log. Apache writes '"' and '\' in a logged
 * header or request line as \" and \\, a control byte as \n, \t, ... and
 * other bytes outside printable ASCII as \xHH; nginx writes them all as
 * \xHH (its escape=json as \" \\ \n ... \u00HH). A quoted field ends at
 * its first '"' that no backslash escapes, so a request line with \" in
 * it is one field; lluri_log_unescape() gives a field's bytes as the
 * client sent them.
 */
#ifndef LLURI_LOG_H
#define LLURI_LOG_H

#include <lluri.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The codes of this header, -80 .. -84 (lluri_strerror() knows them). */
#define LLURI_LOG_ERRORS(X)                                                  \
    X(ELOGLINE,   -80,  "line not in the log format")                      \
    X(ELOGESCAPE, -81,  "invalid escape in a log field")                   \
    X(ELOGFORMAT, -82,  "invalid log format")

enum lluri_log_errcode {
#define LLURI__LOG_ERR_ENUM(name, num, text) LLURI_##name = num,
    LLURI_LOG_ERRORS(LLURI__LOG_ERR_ENUM)
#undef LLURI__LOG_ERR_ENUM
    LLURI__LOG_ERR_END = 0
};

/* The formats servers ship, as format strings for lluri_log_format_compile():
 * Apache's "common" and "combined" (the Common and Combined Log Formats),
 * and nginx's predefined "combined". */
#define LLURI_LOG_COMMON   "%h %l %u %t \"%r\" %>s %b"
#define LLURI_LOG_COMBINED LLURI_LOG_COMMON " \"%{Referer}i\" \"%{User-agent}i\""
#define LLURI_LOG_NGINX    "$remote_addr - $remote_user [$time_local] \"$request\" " \
                           "$status $body_bytes_sent \"$http_referer\" \"$http_user_agent\""

/* The fields the reader names. Any other directive of a format (%D,
 * $request_time, %{X-Forwarded-For}i, ...) is read past, unnamed. */
enum lluri_log_field {
    LLURI_LOG_REMOTE     = 0, /* %h %a, $remote_addr: the client */
    LLURI_LOG_USER       = 1, /* %u, $remote_user */
    LLURI_LOG_TIME       = 2, /* %t (without its brackets), %{FORMAT}t,
                                 $time_local, $time_iso8601: as written */
    LLURI_LOG_REQUEST    = 3, /* %r, $request: the request line, no CRLF */
    LLURI_LOG_STATUS     = 4, /* %s %>s, $status */
    LLURI_LOG_BYTES      = 5, /* %b %B, $body_bytes_sent $bytes_sent */
    LLURI_LOG_REFERER    = 6, /* %{Referer}i, $http_referer */
    LLURI_LOG_USER_AGENT = 7  /* %{User-Agent}i, $http_user_agent */
};
#define LLURI_LOG_NFIELDS 8
#define LLURI_LOG_BIT(field) (1u << (field))

/* "remote", "user", "time", "request", "status", "bytes", "referer",
 * "user_agent"; NULL for a value out of the enum. */
LLURI_API const char *lluri_log_field_name(enum lluri_log_field field);

/* Which notation lluri_log_format_compile() reads; neither: Apache's when
 * the text holds a "%" directive ("%" and a letter, "{", ">" or "<"),
 * else nginx's. */
#define LLURI_LOG_APACHE (1u << 24)  /* "%h %t \"%r\" %>s %{Referer}i" */
#define LLURI_LOG_NGINX_NOTATION (1u << 25) /* "$remote_addr [$time_local] \"$request\"" */
#define LLURI_LOG_FLAGS  (LLURI_LOG_APACHE | LLURI_LOG_NGINX_NOTATION)

/* A compiled format: at most LLURI_LOG_MAX_DIRECTIVES directives and
 * LLURI_LOG_MAX_TEXT bytes of text between them. */
#define LLURI_LOG_MAX_DIRECTIVES 32
#define LLURI_LOG_MAX_TEXT       256
typedef struct lluri_log_format {
    /* private: lluri_log_format_compile() fills it */
    uint32_t _n;                                  /* directives */
    uint8_t  _field[LLURI_LOG_MAX_DIRECTIVES];    /* enum lluri_log_field, or 0xff */
    uint8_t  _quoted[LLURI_LOG_MAX_DIRECTIVES];   /* between '"' and '"' */
    uint16_t _text_off[LLURI_LOG_MAX_DIRECTIVES + 1]; /* the text before directive i, */
    uint16_t _text_len[LLURI_LOG_MAX_DIRECTIVES + 1]; /* [_n]: after the last */
    char     _text[LLURI_LOG_MAX_TEXT];
} lluri_log_format;

/* Compile the format text[0 .. len).
 *
 * Apache's notation (mod_log_config's LogFormat): %h %a %l %u %t %r %s
 * %>s %<s %b %B and %{NAME}i name their fields; every other %X, %{...}X,
 * %>X or %<X is a field read past; %% is a "%". %t is written "[...]" by
 * Apache: its brackets are text, the field is what they hold.
 * nginx's notation (log_format): $remote_addr $remote_user $time_local
 * $time_iso8601 $request $status $body_bytes_sent $bytes_sent
 * $http_referer $http_user_agent name their fields, any other $name or
 * ${name} is read past.
 * In both, \" \\ \t \n are a quote, a backslash, a tab and a line feed
 * (so a format may be copied from a configuration file as it is quoted
 * there); other text must appear in the line as it is.
 *
 * Returns 0, or a negative code with the offset into text:
 * LLURI_ELOGFORMAT for a "%" or "$" that begins no directive, an
 * unclosed "%{" or "${", two directives with no text between them (where
 * one would end is unknown), or a text with no directive; LLURI_ETOOLONG
 * past the limits above; LLURI_EFLAGS; LLURI_EINVAL for a NULL f (or
 * text with len > 0). */
LLURI_API int lluri_log_format_compile(lluri_log_format *f, const char *text, size_t len,
                                       lluri_flags flags, lluri_error *err);

/* One line's fields: spans into the line. A field is present when the
 * format has it and it is not "-" (what servers log for a value they do
 * not have: no Referer header, no request line, no user). Its span is its
 * text: the "-", with its bit clear, or {0, 0} when the format lacks it.
 * When a format has a field twice, the first is kept. `escaped` marks the
 * fields whose text holds a backslash: lluri_log_unescape() gives their
 * bytes. */
typedef struct lluri_log_line {
    lluri_span field[LLURI_LOG_NFIELDS];
    uint32_t   present;   /* LLURI_LOG_BIT(field) */
    uint32_t   escaped;   /* LLURI_LOG_BIT(field) */
} lluri_log_line;

/* Read line[0 .. len) (without its line end) by the format f. A field
 * between '"' and '"' ends at its first '"' that no backslash escapes and
 * that the format's next text follows; any other field at the first place
 * the format's next text follows (a field last in the format: at the
 * line's end). Bytes after the format's last text are left unread, so
 * that a format may be a prefix of the log's ("combined" reads nginx's
 * "main", which adds "$http_x_forwarded_for").
 *
 * Returns 0 and fills *out; or LLURI_ELOGLINE, with the offset of the
 * first byte that differs from the format's text, or of the field that the
 * format's next text never follows (a Common line read as Combined: its
 * bytes field), and *out zeroed; LLURI_EINVAL for a NULL f or out (or
 * line with len > 0); LLURI_ETOOLONG for len over UINT32_MAX. */
LLURI_API int lluri_log_read(const lluri_log_format *f, const char *line, size_t len,
                             lluri_log_line *out, lluri_error *err);

/* A field's bytes as the client sent them: s[0 .. len) with \" \\ \b \f
 * \n \r \t \v, \xHH and \u00HH undone (the escapes of Apache and nginx,
 * either case of hex), into out (the writers' contract of <lluri.h>: the
 * length, and a NUL after it when it fits). Never longer than len.
 * LLURI_ELOGESCAPE, at the backslash's offset, for any other backslash. */
LLURI_API ptrdiff_t lluri_log_unescape(const char *s, size_t len, char *out, size_t cap,
                                       lluri_error *err);

#ifdef __cplusplus
}
#endif
#endif /* LLURI_LOG_H */
