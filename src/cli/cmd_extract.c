/* SPDX-License-Identifier: MIT */
/* cmd_extract.c — extract: the URIs in free text, read as it goes in
 * bounded memory; with --iri the IRIs too (--to-uri prints their URIs),
 * with --lenient what the lenient profile takes (and what it tolerated).
 * A candidate that is none of these is reported, never printed cut short:
 * on stderr, or with --json as an object with "valid":false.
 *
 * The text passes through a window: the extractor runs over the buffer
 * (up to two windows of text), and the hits that begin in its first half
 * are final — every form a URI takes in text (a bare URI, <...>, "...")
 * ends within a window of where it begins, as long as it is shorter than
 * a window — so they are printed, and the text before the next start is
 * dropped. The next start is moved past any scheme characters (letters,
 * digits, "+", "-", ".") so that the extractor, which looks back from a
 * ":" over them, sees the same word it would see in the whole text. So
 * the hits are those of the whole text, but for a URI or a bracketed form
 * longer than the window (1 MiB; LLURI_EXTRACT_WINDOW for the tests),
 * which may be cut at the window's end. */
#define _POSIX_C_SOURCE 200809L /* read(2) */

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

enum { DEFAULT_WINDOW = 1 << 20, READ_CHUNK = 64 * 1024 };

/* RFC 3986 §3.1 scheme characters: ALPHA / DIGIT / "+" / "-" / "." */
static int is_scheme_char(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
           || (c >= '0' && c <= '9') || c == '+' || c == '-' || c == '.';
}

/* Where the text is: the file's bytes [base, base + len) in buf, and the
 * line (1-based) and the offset of the line's first byte at buf[0]. */
struct stream {
    int    fd;
    char  *buf;
    size_t cap, len;
    size_t base;
    unsigned long long line;
    size_t line_start;        /* offset in the file */
    int    eof;
};

static size_t window_size(void)
{
    const char *w = getenv("LLURI_EXTRACT_WINDOW");
    long v = w ? strtol(w, NULL, 10) : 0;
    return v >= 16 ? (size_t)v : DEFAULT_WINDOW;
}

/* Read until len >= want or EOF; with `lines` (each result at once), also
 * after a read that brought a line's end. 0, or -1 with errno. */
static int fill(struct stream *st, size_t want, int lines)
{
    while (!st->eof && st->len < want) {
        ssize_t got;
        if (st->cap - st->len < READ_CHUNK) {
            size_t ncap = st->len + want + READ_CHUNK;
            char *nb = realloc(st->buf, ncap);
            if (nb == NULL) {
                errno = ENOMEM;
                return -1;
            }
            st->buf = nb;
            st->cap = ncap;
        }
        got = read(st->fd, st->buf + st->len, st->cap - st->len);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            return -1;
        if (got == 0)
            st->eof = 1;
        st->len += (size_t)got;
        if (lines && got > 0 && memchr(st->buf + st->len - (size_t)got, '\n', (size_t)got))
            break;
    }
    return 0;
}

/* The hits that begin before the offset this returns are those of the
 * whole text (the rest wait for more of it): those in the buffer's first
 * window, as every form ends within a window of where it begins. With
 * `lines`, also those before the end of the buffer's last complete line,
 * but not after a "<" that nothing closes yet: an angle-bracket form, the
 * one form a line break does not end, may begin there and take in the
 * lines that follow. */
static size_t final_before(const struct stream *st, size_t w, int lines)
{
    size_t limit = st->len > w ? st->len - w : 0, end = st->len;

    if (!lines)
        return limit;
    while (end > 0 && st->buf[end - 1] != '\n')    /* the last line's end */
        end--;
    for (size_t i = st->len; i > 0; i--) {          /* the last "<", if open */
        if (st->buf[i - 1] == '>')
            break;
        if (st->buf[i - 1] == '<') {
            if (i - 1 < end)
                end = i - 1;
            break;
        }
    }
    return end > limit ? end : limit;
}

/* The line and column of the hit's first byte: st->line and
 * st->line_start brought up to it (*scanned: how far they count). */
static void locate(struct stream *st, const lluri_extract_hit *h, size_t *scanned)
{
    const char *nl;
    while ((nl = memchr(st->buf + *scanned, '\n', h->off - *scanned)) != NULL) {
        st->line++;
        st->line_start = st->base + (size_t)(nl - st->buf) + 1;
        *scanned = (size_t)(nl - st->buf) + 1;
    }
    *scanned = h->off;
}

/* Print one hit (offsets into st->buf): its URI, or with --to-uri the URI
 * of an IRI; a candidate that is no URI (hit->error) on stderr, or as an
 * object with "valid":false. With --json, `file` (when not NULL: more
 * than one file is read) names the file it is in. Returns 1 for a URI
 * printed, 0 for an error. */
static int print_hit(const struct run *r, struct stream *st, const char *file,
                     const char *name, const lluri_extract_hit *h, const char *uri,
                     size_t *scanned)
{
    const char *text = uri;
    size_t n = h->uri_len;
    char *conv = NULL;

    if (r->json || h->error.code != LLURI_OK)
        locate(st, h, scanned);
    if (h->error.code != LLURI_OK && !r->json) {
        err_begin();
        err_cstr(name);
        fprintf(stderr, ":%llu:%llu: not a URI (%s at offset %zu): ", st->line,
                (unsigned long long)(st->base + h->off - st->line_start + 1),
                lluri_strerror(h->error.code), h->error.offset);
        err_text(uri, h->uri_len);
        fputc('\n', stderr);
        return 0;
    }
    if (r->to_uri && h->iri) {
        /* RFC 3987 3.1: sized, then written */
        ptrdiff_t need = lluri_iri_to_uri(uri, h->uri_len, LLURI_START_URI, NULL, 0, NULL,
                                          NULL);
        if (need >= 0 && (conv = malloc((size_t)need + 1)) == NULL)
            out_of_memory();
        if (need >= 0 && lluri_iri_to_uri(uri, h->uri_len, LLURI_START_URI, conv,
                                          (size_t)need + 1, NULL, NULL) == need) {
            text = conv;
            n = (size_t)need;
        }
    }
    if (!r->json) {
        out(text, n);
        out_char('\n');
        free(conv);
        return 1;
    }
    if (file != NULL) {
        json_member(1, "file", file, strlen(file));
        OUT_LIT(",\"uri\":");
    } else {
        OUT_LIT("{\"uri\":");
    }
    json_string(text, n);
    if (h->error.code != LLURI_OK) {
        OUT_LIT(",\"valid\":false,\"error\":");
        json_cstr(lluri_strerror(h->error.code));
        OUT_LIT(",\"error_offset\":");
        out_u64(h->error.offset);
    }
    if (r->flags & LLURI_IRI) {
        if (h->iri)
            OUT_LIT(",\"iri\":true");
        else
            OUT_LIT(",\"iri\":false");
    }
    if ((r->flags & LLURI_LENIENT) && h->error.code == LLURI_OK) {
        int first = 1;
        OUT_LIT(",\"tolerated\":[");
        for (unsigned bit = 1; bit != 0; bit <<= 1)
            if (h->tolerated & bit) {
                if (!first)
                    out_char(',');
                first = 0;
                json_cstr(lluri_tolerated_name(bit));
            }
        out_char(']');
    }
    OUT_LIT(",\"line\":");
    out_u64(st->line);
    OUT_LIT(",\"column\":");
    out_u64(st->base + h->off - st->line_start + 1);
    OUT_LIT(",\"offset\":");
    out_u64(st->base + h->off);
    OUT_LIT(",\"length\":");
    out_u64(h->len);
    OUT_LIT("}\n");
    free(conv);
    return h->error.code == LLURI_OK;
}

/* Print the URIs of one file; returns how many, or -1 after an error
 * (reported as about `name`). `file`: its name in --json output, or NULL. */
static long long extract_fd(const struct run *r, int fd, const char *name, const char *file)
{
    size_t w = window_size();
    int lines = out_line_buffered();
    struct stream st = { fd, NULL, 0, 0, 0, 1, 0, 0 };
    long long found = 0;

    for (;;) {
        lluri_extract_iter x;
        lluri_extract_hit h;
        char stack[1024];
        size_t limit, next, scanned = 0;

        if (fill(&st, 2 * w, lines) < 0) {
            err_file(name, errno);
            free(st.buf);
            return -1;
        }
        limit = st.eof ? st.len : final_before(&st, w, lines);
        next = limit;
        lluri_extract_begin(&x, st.buf, st.len,
                            r->wflags | LLURI_EXTRACT_ERRORS
                                | (r->flags & (LLURI_IRI | LLURI_LENIENT)));
        while (lluri_extract_next(&x, &h, stack, sizeof stack) == 1) {
            char *uri = stack;
            if (h.outer_off >= limit && !st.eof)
                break;                          /* the next window's */
            if (h.uri_len >= sizeof stack) {
                uri = malloc(h.uri_len + 1);
                if (uri == NULL)
                    out_of_memory();
                lluri_extract_copy(st.buf, st.len, &h, uri, h.uri_len + 1, NULL);
            }
            found += print_hit(r, &st, file, name, &h, uri, &scanned);
            if (uri != stack)
                free(uri);
            if (h.outer_off + h.outer_len > next)
                next = h.outer_off + h.outer_len;
            out_input_done();
        }
        if (st.eof)
            break;
        /* the next window starts at a word boundary: not inside the
         * scheme characters of a word (a "<" after a word stays) */
        while (next < st.len && next > 0
               && is_scheme_char((unsigned char)st.buf[next - 1])
               && is_scheme_char((unsigned char)st.buf[next]))
            next++;
        for (size_t i = scanned; i < next; i++)
            if (st.buf[i] == '\n') {
                st.line++;
                st.line_start = st.base + i + 1;
            }
        memmove(st.buf, st.buf + next, st.len - next);
        st.len -= next;
        st.base += next;
    }
    free(st.buf);
    return found;
}

int run_extract(struct run *r, int nargs, char **args, int nfiles,
                const char *const *files)
{
    long long found = 0;
    int trouble = 0;

    for (int i = 0; i < nargs + nfiles || (i == 0 && nargs + nfiles == 0); i++) {
        const char *name = nargs + nfiles == 0 ? "-"
                           : i < nargs ? args[i] : files[i - nargs];
        int is_stdin = strcmp(name, "-") == 0;
        int fd = is_stdin ? STDIN_FILENO : open(name, O_RDONLY);
        long long n;

        if (ferror(stdout))
            break;
        if (fd < 0) {
            err_file(name, errno);
            trouble = 1;
            continue;
        }
        /* the file's name in each object when there are several ("-"
         * for standard input, as given) */
        n = extract_fd(r, fd, is_stdin ? "standard input" : name,
                       nargs + nfiles > 1 ? name : NULL);
        if (n < 0)
            trouble = 1;
        else
            found += n;
        if (!is_stdin)
            close(fd);
    }
    return trouble ? EXIT_TROUBLE : found ? EXIT_VALID : EXIT_INVALID;
}
