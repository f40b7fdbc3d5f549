/* SPDX-License-Identifier: MIT */
/* io.c — the tool's output buffer and its line reader. */
#define _POSIX_C_SOURCE 200809L /* read(2), fstat(2), isatty(3) */

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

/* ---- output ------------------------------------------------------------------
 * Output collects here and goes to stdout in whole 256 KiB fwrite()s,
 * which stdio passes straight to write(2): a JSON line is some twenty
 * pieces, and a stdio call per piece cost more than the parse. The one
 * piece of mutable state in the program. */
static struct {
    char   buf[256 * 1024];
    size_t len;
    int    line_buffered;
    int    closed;          /* finish_output() closed stdout */
    enum { ERR_APART, ERR_TERMINAL, ERR_WITH_OUT } err;
} ob;

void out_flush(void)
{
    if (ob.len > 0)
        fwrite(ob.buf, 1, ob.len, stdout);
    ob.len = 0;
}

void out(const void *p, size_t n)
{
    if (n > sizeof ob.buf - ob.len) {
        out_flush();
        if (n >= sizeof ob.buf) {
            fwrite(p, 1, n, stdout);
            return;
        }
    }
    memcpy(ob.buf + ob.len, p, n);
    ob.len += n;
}

void out_str(const char *s)
{
    out(s, strlen(s));
}

void out_char(char c)
{
    if (ob.len == sizeof ob.buf)
        out_flush();
    ob.buf[ob.len++] = c;
}

void out_u64(unsigned long long v)
{
    char b[24];
    size_t i = sizeof b;

    do {
        b[--i] = (char)('0' + v % 10);
        v /= 10;
    } while (v > 0);
    out(b + i, sizeof b - i);
}

size_t digits(unsigned long long v)
{
    size_t n = 1;

    while (v >= 10) {
        v /= 10;
        n++;
    }
    return n;
}

void out_pct_controls(const char *p, size_t n)
{
    static const char hex[] = "0123456789ABCDEF";
    size_t from = 0;

    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)p[i];
        if (c < 0x20 || c == 0x7f) {
            out(p + from, i - from);
            out_char('%');
            out_char(hex[c >> 4]);
            out_char(hex[c & 15]);
            from = i + 1;
        }
    }
    out(p + from, n - from);
}

void out_spaces(size_t n)
{
    static const char sp[] = "                                ";

    while (n > 0) {
        size_t k = n < sizeof sp - 1 ? n : sizeof sp - 1;
        out(sp, k);
        n -= k;
    }
}

void out_set_line_buffered(int on)
{
    ob.line_buffered = on;
}

int out_line_buffered(void)
{
    return ob.line_buffered;
}

void out_input_done(void)
{
    if (ob.line_buffered) {
        out_flush();
        fflush(stdout);
    }
}

/* ---- messages -----------------------------------------------------------------
 * A message about an input follows the output of the inputs before it.
 * When stdout and stderr are one file, pipe or terminal (2>&1), messages
 * go into the output buffer, in order, with no write of their own; when
 * they are apart, no reader sees their order, and stderr is buffered (a
 * line at a time on a terminal). So a message costs no flush of stdout:
 * a write per message made a run over a million lines with 10,000 bad
 * ones cost twice what it cost without them. */

void err_setup(int line_buffered)
{
    static char buf[64 * 1024];
    struct stat so, se;

    if (fstat(STDOUT_FILENO, &so) == 0 && fstat(STDERR_FILENO, &se) == 0
        && so.st_dev == se.st_dev && so.st_ino == se.st_ino)
        ob.err = ERR_WITH_OUT;
    else if (isatty(STDERR_FILENO))
        ob.err = ERR_TERMINAL;
    else {
        ob.err = ERR_APART;         /* a line at a time for tail -f */
        setvbuf(stderr, buf, line_buffered ? _IOLBF : _IOFBF, sizeof buf);
    }
}

void err_write(const void *p, size_t n)
{
    if (ob.err == ERR_WITH_OUT && !ob.closed)
        out(p, n);
    else
        fwrite(p, 1, n, stderr);
}

void err_printf(const char *fmt, ...)
{
    char text[1024];
    va_list ap;
    int n;

    va_start(ap, fmt);
    n = vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    if (n > 0)
        err_write(text, (size_t)n < sizeof text ? (size_t)n : sizeof text - 1);
}

void err_begin(void)
{
    err_write("lluri: ", 7);
}

void err_file(const char *name, int err)
{
    err_begin();
    err_cstr(name);
    err_printf(": %s\n", strerror(err));
}

void out_warning(const char *fmt, ...)
{
    char text[1024];
    va_list ap;
    int n;

    err_begin();
    va_start(ap, fmt);
    n = vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    if (n > 0)
        err_write(text, (size_t)n < sizeof text ? (size_t)n : sizeof text - 1);
    err_write("\n", 1);
}

void grow(char **p, size_t *cap, size_t need)
{
    if (need <= *cap)
        return;
    char *grown = realloc(*p, need);
    if (grown == NULL)
        out_of_memory();
    *p = grown;
    *cap = need;
}

lluri_text text_cstr(const char *s)
{
    return (lluri_text){ s, s != NULL ? strlen(s) : 0 };
}

_Noreturn void exit_now(int status)
{
    exit(finish_output(status));
}

_Noreturn void out_of_memory(void)
{
    out_warning("out of memory");
    exit_now(EXIT_TROUBLE);
}

int finish_output(int status)
{
    int failed, err = 0;

    if (ob.closed)
        return status;
    out_flush();
    failed = ferror(stdout);
    ob.closed = 1;
    if (fclose(stdout) != 0) {
        failed = 1;
        err = errno;
    }
    fflush(stderr);
    if (failed) {
        fprintf(stderr, "lluri: error writing standard output%s%s\n",
                err ? ": " : "", err ? strerror(err) : "");
        return EXIT_TROUBLE;
    }
    return status;
}

/* ---- reading lines ------------------------------------------------------------
 * buf[start, end) holds unread bytes, of which [start, scan) are known to
 * hold no LF. */

enum { READ_CHUNK = 64 * 1024 };

void reader_init(struct reader *r, int fd)
{
    memset(r, 0, sizeof *r);
    r->fd = fd;
}

void reader_free(struct reader *r)
{
    free(r->buf);
    r->buf = NULL;
}

/* Make room after buf[end]: move the unread bytes to the front, and grow
 * the buffer when they fill it. Returns 0, or -1 (r->err set). */
static int reader_make_room(struct reader *r)
{
    char *nbuf;
    size_t ncap;

    if (r->start > 0) {
        memmove(r->buf, r->buf + r->start, r->end - r->start);
        r->end -= r->start;
        r->scan -= r->start;
        r->start = 0;
    }
    if (r->end < r->cap)
        return 0;
    if (r->cap > SIZE_MAX / 2) {
        r->err = ENOMEM;
        return -1;
    }
    ncap = r->cap > 0 ? r->cap * 2 : READ_CHUNK;
    nbuf = realloc(r->buf, ncap);
    if (nbuf == NULL) {
        r->err = ENOMEM;
        return -1;
    }
    r->buf = nbuf;
    r->cap = ncap;
    return 0;
}

int reader_fill(struct reader *r)
{
    ssize_t got;

    if (reader_make_room(r) < 0)
        return -1;
    do
        got = read(r->fd, r->buf + r->end, r->cap - r->end);
    while (got < 0 && errno == EINTR);
    if (got < 0) {
        r->err = errno;
        return -1;
    }
    if (got == 0)
        r->eof = 1;
    r->end += (size_t)got;
    return 0;
}

int read_line(struct reader *r, const char **line, size_t *len)
{
    for (;;) {
        char *nl = NULL;

        if (r->scan < r->end)
            nl = memchr(r->buf + r->scan, '\n', r->end - r->scan);
        if (nl != NULL) {
            size_t n = (size_t)(nl - (r->buf + r->start));

            if (n > 0 && nl[-1] == '\r')
                n--;
            *line = r->buf + r->start;
            *len = n;
            r->start = r->scan = (size_t)(nl - r->buf) + 1;
            return 1;
        }
        r->scan = r->end;
        if (r->eof) {
            if (r->start == r->end)
                return 0;
            *line = r->buf + r->start; /* a last line without LF */
            *len = r->end - r->start;
            r->start = r->scan = r->end;
            return 1;
        }
        if (reader_fill(r) < 0)
            return -1;
    }
}
