/* SPDX-License-Identifier: MIT */
/* resolve_links.c — resolve the links found on a page against the page's
 * URL (RFC 3986 §5.2), sizing each result first and writing it into a
 * buffer of exactly that size: the writers never allocate.
 *
 *   examples/resolve_links BASE LINK...
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <lluri.h>

int main(int argc, char **argv)
{
    lluri base;
    lluri_error err;
    int status = 0;

    if (argc < 2) {
        fprintf(stderr, "usage: resolve_links BASE LINK...\n");
        return 2;
    }
    if (lluri_parse(&base, argv[1], strlen(argv[1]), LLURI_START_URI, &err) < 0) {
        fprintf(stderr, "%s: %s at offset %zu\n", argv[1], lluri_strerror(err.code),
                err.offset);
        return 2;
    }
    for (int i = 2; i < argc; i++) {
        lluri ref, target;
        ptrdiff_t n;
        char *out;

        if (lluri_parse(&ref, argv[i], strlen(argv[i]), 0, &err) < 0
            || (n = lluri_resolve(&base, &ref, 0, NULL, 0, NULL, &err)) < 0) {
            printf("%s: %s at offset %zu\n", argv[i], lluri_strerror(err.code), err.offset);
            status = 1;
            continue;
        }
        out = malloc((size_t)n + 1);              /* the caller's buffer */
        if (out == NULL)
            return 2;
        lluri_resolve(&base, &ref, 0, out, (size_t)n + 1, &target, &err);
        printf("%s -> %s (path %.*s)\n", argv[i], out, (int)target.path.len,
               lluri_ptr(&target, target.path));
        free(out);
    }
    return status;
}
