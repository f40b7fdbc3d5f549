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

/* The request line: http_parser_execute() (which stops at the end of the
 * line; on_url hands over the target) and http_parser_parse_url() of the
 * target, for the same answer as lluri's: method, version, components. */
struct hp_line {
    const char *url;
    size_t      len;
};

static int hp_on_url(http_parser *p, const char *at, size_t len)
{
    struct hp_line *l = p->data;
    l->url = at;
    l->len = len;
    return 0;
}

static const http_parser_settings hp_settings = { .on_url = hp_on_url };

BENCH_NOINLINE static size_t bench_pass_request_http_parser(const void *input, size_t *failed)
{
    const struct request_list *l = input;
    size_t i, acc = 0, rej = 0;
    for (i = 0; i < l->n; i++) {
        http_parser p;
        struct hp_line line = { NULL, 0 };
        struct http_parser_url u;
        http_parser_init(&p, HTTP_REQUEST);
        p.data = &line;
        if (http_parser_execute(&p, &hp_settings, l->v[i].p, l->v[i].n) != l->v[i].n
            || HTTP_PARSER_ERRNO(&p) != HPE_OK || line.url == NULL) {
            rej++;
            continue;
        }
        http_parser_url_init(&u);
        if (http_parser_parse_url(line.url, line.len, p.method == HTTP_CONNECT, &u) == 0)
            acc += u.field_data[UF_HOST].len + u.field_data[UF_PATH].len;
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
    NULL, bench_pass_request_http_parser,
};
