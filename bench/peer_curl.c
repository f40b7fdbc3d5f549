/* SPDX-License-Identifier: MIT */
/* peer_curl.c — libcurl's URL API (curl_url_set with CURLUPART_URL): a
 * URL as curl reads it (RFC 3986 plus what browsers take), the whole URL
 * parsed and copied into the handle. Needs a C string: the lists' URLs
 * are NUL-terminated. Without CURLU_NON_SUPPORT_SCHEME, schemes curl does
 * not speak are rejected. */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <curl/curl.h>

#include "bench.h"

BENCH_NOINLINE static size_t bench_pass_parse_curl(const void *input, size_t *failed)
{
    const dataset *d = input;
    CURLU *h = curl_url();
    size_t i, acc = 0, rej = 0;
    for (i = 0; i < d->n; i++) {
        if (curl_url_set(h, CURLUPART_URL, d->v[i].p, 0) == CURLUE_OK)
            acc += d->v[i].n;
        else
            rej++;
    }
    curl_url_cleanup(h);
    *failed = rej;
    return acc;
}

const struct peer peer_curl = {
    "curl", "curl's URL API (curl_url_set(CURLUPART_URL), copies the parts)", LIBCURL_VERSION,
    bench_pass_parse_curl, NULL, NULL, NULL, NULL, NULL, NULL,
    NULL, NULL,
};
