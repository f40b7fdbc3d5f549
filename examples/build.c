/* SPDX-License-Identifier: MIT */
/* build.c — build a URL from parts (RFC 3986 §5.3): each part
 * percent-encoded for its component, then put together and checked.
 *
 *   examples/build HOST PATH-SEGMENT QUERY-KEY QUERY-VALUE
 */
#include <stdio.h>
#include <string.h>

#include <lluri.h>

/* Encode s for component c into buf; returns its length, or -1. */
static ptrdiff_t encode(const char *s, enum lluri_component c, char *buf, size_t cap)
{
    lluri_error err;
    ptrdiff_t n = lluri_pct_encode(s, strlen(s), c, buf, cap, &err);
    return n >= 0 && (size_t)n < cap ? n : -1;
}

int main(int argc, char **argv)
{
    char host[256], seg[512], key[256], value[512], path[520], query[800], url[2048];
    lluri_parts p = { 0 };
    lluri result;
    lluri_error err;
    ptrdiff_t n;

    if (argc != 5) {
        fprintf(stderr, "usage: build HOST PATH-SEGMENT QUERY-KEY QUERY-VALUE\n");
        return 2;
    }
    if (encode(argv[1], LLURI_COMPONENT_REG_NAME, host, sizeof host) < 0
        || encode(argv[2], LLURI_COMPONENT_SEGMENT, seg, sizeof seg) < 0
        || encode(argv[3], LLURI_COMPONENT_FORM, key, sizeof key) < 0
        || encode(argv[4], LLURI_COMPONENT_FORM, value, sizeof value) < 0) {
        fprintf(stderr, "a part is too long for this example\n");
        return 2;
    }
    snprintf(path, sizeof path, "/%s", seg);
    snprintf(query, sizeof query, "%s=%s", key, value);
    p.scheme = (lluri_text){ "https", 5 };
    p.host = (lluri_text){ host, strlen(host) };
    p.path = (lluri_text){ path, strlen(path) };
    p.query = (lluri_text){ query, strlen(query) };
    n = lluri_recompose(&p, url, sizeof url, &result, &err);
    if (n < 0 || (size_t)n >= sizeof url) {
        fprintf(stderr, "%s at offset %zu\n", lluri_strerror(err.code), err.offset);
        return 1;
    }
    printf("%s\nhost %.*s, path %.*s, query %.*s\n", url, (int)result.host.len,
           lluri_ptr(&result, result.host), (int)result.path.len,
           lluri_ptr(&result, result.path), (int)result.query.len,
           lluri_ptr(&result, result.query));
    return 0;
}
