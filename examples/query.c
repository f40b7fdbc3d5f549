/* SPDX-License-Identifier: MIT */
/* query.c — look up query parameters: the first value of KEY (decoded as a
 * form value), then every pair of the query in order.
 *
 *   examples/query URL KEY
 */
#include <stdio.h>
#include <string.h>

#include <lluri.h>

/* Print a raw key or value form-decoded ("+" is a space). */
static void print_decoded(const lluri *u, lluri_span s)
{
    char buf[1024];
    lluri_error err;
    ptrdiff_t n = lluri_pct_decode(lluri_ptr(u, s), s.len, LLURI_PCT_FORM, buf,
                                   sizeof buf, &err);
    if (n < 0)
        printf("(%s)", lluri_strerror(err.code));
    else
        printf("%.*s", (int)((size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1), buf);
}

int main(int argc, char **argv)
{
    lluri u;
    lluri_error err;
    lluri_query_pair pair;
    lluri_query_iter it;

    if (argc != 3) {
        fprintf(stderr, "usage: query URL KEY\n");
        return 2;
    }
    if (lluri_parse(&u, argv[1], strlen(argv[1]), 0, &err) < 0) {
        fprintf(stderr, "%s: %s at offset %zu\n", argv[1], lluri_strerror(err.code),
                err.offset);
        return 2;
    }
    switch (lluri_query_get(&u, argv[2], strlen(argv[2]), LLURI_PCT_FORM, &pair, &err)) {
    case 1:
        printf("%s = ", argv[2]);
        print_decoded(&u, pair.value);
        printf("\n");
        break;
    case 0:
        printf("%s: not in the query\n", argv[2]);
        break;
    default:
        printf("%s\n", lluri_strerror(err.code));
        return 1;
    }
    lluri_query_begin(&it, &u, 0);
    while (lluri_query_next(&it, &pair) == 1) {
        printf("  ");
        print_decoded(&u, pair.key);
        if (pair.has_value) {
            printf(" = ");
            print_decoded(&u, pair.value);
        }
        printf("\n");
    }
    return 0;
}
