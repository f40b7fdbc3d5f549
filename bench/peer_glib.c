/* SPDX-License-Identifier: MIT */
/* peer_glib.c — GLib's g_uri_split (RFC 3986; allocates each component). */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include <glib.h>

#include "bench.h"

#define STR_(x) #x
#define STR(x) STR_(x)

BENCH_NOINLINE static size_t bench_pass_parse_glib(const void *input, size_t *failed)
{
    const dataset *d = input;
    size_t i, acc = 0, rej = 0;
    for (i = 0; i < d->n; i++) {
        gchar *scheme, *userinfo, *host, *path, *query, *fragment;
        gint port;
        if (g_uri_split(d->v[i].p, G_URI_FLAGS_NONE, &scheme, &userinfo, &host, &port,
                        &path, &query, &fragment, NULL)) {
            acc += host ? strlen(host) : 0;
            g_free(scheme), g_free(userinfo), g_free(host);
            g_free(path), g_free(query), g_free(fragment);
        } else {
            rej++;
        }
    }
    *failed = rej;
    return acc;
}

const struct peer peer_glib = {
    "glib", "GLib's g_uri_split (RFC 3986, allocates each component)",
    STR(GLIB_MAJOR_VERSION) "." STR(GLIB_MINOR_VERSION) "." STR(GLIB_MICRO_VERSION),
    bench_pass_parse_glib, NULL, NULL, NULL, NULL, NULL, NULL,
    NULL, NULL,
};
