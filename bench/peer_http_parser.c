/* SPDX-License-Identifier: MIT */
/* peer_http_parser.c — Node's http-parser (Debian libhttp-parser-dev):
 * http_parser_parse_url, a request target's splitter. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <http_parser.h>

#include "bench.h"

#define STR_(x) #x
#define STR(x) STR_(x)

BENCH_NOINLINE static size_t bench_pass_parse_http_parser(const void *input, size_t *failed)
{
    const dataset *d = input;
    size_t i, acc = 0, rej = 0;
    for (i = 0; i < d->n; i++) {
        struct http_parser_url u;
        http_parser_url_init(&u);
        if (http_parser_parse_url(d->v[i].p, d->v[i].n, 0, &u) == 0)
            acc += u.field_data[UF_HOST].len;
        else
            rej++;
    }
    *failed = rej;
    return acc;
}

const struct peer peer_http_parser = {
    "http_parser", "request-target splitter, validates little (http_parser_parse_url)",
    STR(HTTP_PARSER_VERSION_MAJOR) "." STR(HTTP_PARSER_VERSION_MINOR) "."
        STR(HTTP_PARSER_VERSION_PATCH),
    bench_pass_parse_http_parser, NULL, NULL, NULL, NULL, NULL, NULL,
    NULL,
};
