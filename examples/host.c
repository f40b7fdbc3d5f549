/* SPDX-License-Identifier: MIT */
/* host.c — print the host of each URL read from standard input, one per
 * line (an empty line for a URL without one); invalid URLs are reported on
 * standard error with their line number and the reason.
 *
 *   examples/host < urls.txt
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <sys/types.h>

#include <lluri.h>

int main(void)
{
    char *line = NULL;
    size_t cap = 0, lineno = 0;
    ssize_t n;
    int status = 0;

    while ((n = getline(&line, &cap, stdin)) >= 0) {
        lluri u;
        lluri_error err;
        size_t len = (size_t)n;

        lineno++;
        if (len > 0 && line[len - 1] == '\n')
            len--;
        if (lluri_parse(&u, line, len, LLURI_START_REFERENCE, &err) < 0) {
            fprintf(stderr, "line %zu: %s at offset %zu\n", lineno,
                    lluri_strerror(err.code), err.offset);
            putchar('\n');
            status = 1;
            continue;
        }
        if (u.present & LLURI_HAS_AUTHORITY)
            printf("%.*s", (int)u.host.len, lluri_ptr(&u, u.host));
        putchar('\n');
    }
    free(line);
    return status;
}
