/* SPDX-License-Identifier: MIT */
/* cache_key.c — a cache key for each URL: its RFC 3986 §6 normal form
 * (case, percent-encoding, dot segments, default port), written into a stack
 * buffer. Equivalent URLs get the same key.
 *
 *   examples/cache_key URL...
 */
#include <stdio.h>
#include <string.h>

#include <lluri.h>

int main(int argc, char **argv)
{
    int status = 0;

    for (int i = 1; i < argc; i++) {
        char key[2048];
        lluri u;
        lluri_error err;
        ptrdiff_t n;

        if (lluri_parse(&u, argv[i], strlen(argv[i]), LLURI_START_URI, &err) < 0
            || (n = lluri_normalize(&u, LLURI_NORM_ALL, key, sizeof key, NULL, &err)) < 0) {
            printf("%s: %s at offset %zu\n", argv[i], lluri_strerror(err.code), err.offset);
            status = 1;
        } else if ((size_t)n >= sizeof key) {
            printf("%s: key of %td bytes is too long for this example\n", argv[i], n);
            status = 1;
        } else {
            printf("%s\n", key);
        }
    }
    return status;
}
