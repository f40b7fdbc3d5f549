/* SPDX-License-Identifier: MIT */
/* request.c — what a proxy does with the first line of a request: read it
 * as the bytes arrive (here, from standard input, a few bytes at a time),
 * refuse a target longer than 8 KiB, and print the method, the target's
 * form, its host (absolute- and authority-form) or path (origin-form), and
 * for an absolute-form URL whether a fetch of it is safe. Each line of
 * input is one request line; an error is printed with its offset and the
 * reading stops, as a server closes the connection.
 *
 *   printf 'GET http://a/b HTTP/1.1\r\n' | examples/request
 */
#include <stdio.h>
#include <string.h>

#include <lluri.h>
#include <lluri/fetch.h>
#include <lluri/http.h>

enum { CHUNK = 7, BUF = 16384, MAX_TARGET = 8192 };

static void show(const char *buf, const lluri_request_line *rl)
{
    lluri target, *u = &target;
    enum lluri_fetch_reason why;

    lluri_request_line_uri(rl, buf, u);         /* the target, in buf */
    printf("%.*s %s", (int)rl->method.len, buf + rl->method.off,
           lluri_target_form_name(rl->form));
    if (u->present & LLURI_HAS_AUTHORITY)
        printf(" host %.*s", (int)u->host.len, lluri_ptr(u, u->host));
    else
        printf(" path %.*s", (int)u->path.len, lluri_ptr(u, u->path));
    printf(" HTTP/%d.%d", rl->major, rl->minor);
    if (rl->form == LLURI_FORM_ABSOLUTE) {
        int safe = lluri_fetch_check(u, NULL, &why, NULL, NULL);
        printf(" %s", safe == 1 ? "fetch-safe"
                      : safe == 0 ? lluri_fetch_reason_name(why) : "not http");
    }
    putchar('\n');
}

int main(void)
{
    static char buf[BUF];
    size_t len = 0;

    for (;;) {
        lluri_request_parser p;
        lluri_request_line rl;
        lluri_error err;
        ptrdiff_t n = 0;

        if (lluri_request_parser_init(&p, 0, MAX_TARGET, 0) < 0)
            return 2;
        /* the bytes of this line arrive CHUNK at a time */
        while (n == 0) {
            size_t got = len < BUF ? fread(buf + len, 1, len + CHUNK <= BUF ? CHUNK : BUF - len,
                                           stdin) : 0;
            if (got == 0 && len == 0)
                return 0;                       /* no more requests */
            len += got;
            n = lluri_request_parser_execute(&p, buf, len, &rl, &err);
            if (n == 0 && got == 0) {
                printf("incomplete request line\n");
                return 1;
            }
        }
        if (n < 0) {
            printf("error: %s at offset %zu\n", lluri_strerror(err.code), err.offset);
            return 1;
        }
        show(buf, &rl);
        memmove(buf, buf + n, len - (size_t)n); /* the next request's bytes */
        len -= (size_t)n;
    }
}
