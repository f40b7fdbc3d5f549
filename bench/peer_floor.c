/* SPDX-License-Identifier: MIT */
/* peer_floor.c — the floor: strlen() and memchr() over each URL, what it
 * costs to look at every byte once (no parse does less). */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "bench.h"

BENCH_NOINLINE static size_t bench_pass_parse_strlen(const void *input, size_t *failed)
{
    const dataset *d = input;
    size_t i, acc = 0;
    for (i = 0; i < d->n; i++)
        acc += strlen(d->v[i].p);
    *failed = 0;
    return acc;
}

/* memchr of a byte no URL holds: the whole URL is scanned */
BENCH_NOINLINE static size_t bench_pass_parse_memchr(const void *input, size_t *failed)
{
    const dataset *d = input;
    size_t i, acc = 0;
    for (i = 0; i < d->n; i++)
        acc += memchr(d->v[i].p, '\n', d->v[i].n) == NULL;
    *failed = 0;
    return acc;
}

const struct peer peer_strlen = {
    "strlen", "floor: strlen() of each URL", "libc", bench_pass_parse_strlen,
    NULL, NULL, NULL, NULL, NULL, NULL,
    NULL, NULL,
};

const struct peer peer_memchr = {
    "memchr", "floor: memchr() over each URL", "libc", bench_pass_parse_memchr,
    NULL, NULL, NULL, NULL, NULL, NULL,
    NULL, NULL,
};
