// SPDX-License-Identifier: MIT
// peer_ada.cpp — ada (WHATWG URL, not RFC 3986), from an installation
// ada's own build made (configure --with-ada=PREFIX); nothing of ada is
// built or copied here: ada::can_parse (validity only) and ada::parse<url_aggregator> (the
// whole URL, one buffer and offsets). ada accepts and rewrites much that
// RFC 3986 rejects, and rejects relative references (no base): compare
// speed, and count its rejections apart.
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ada.h"

#include "bench.h"

BENCH_NOINLINE static size_t bench_pass_parse_ada_can_parse(const void *input, size_t *failed)
{
    const dataset *d = static_cast<const dataset *>(input);
    size_t acc = 0, rej = 0;
    for (size_t i = 0; i < d->n; i++) {
        if (ada::can_parse(std::string_view(d->v[i].p, d->v[i].n)))
            acc += d->v[i].n;
        else
            rej++;
    }
    *failed = rej;
    return acc;
}

BENCH_NOINLINE static size_t bench_pass_parse_ada_parse(const void *input, size_t *failed)
{
    const dataset *d = static_cast<const dataset *>(input);
    size_t acc = 0, rej = 0;
    for (size_t i = 0; i < d->n; i++) {
        auto u = ada::parse<ada::url_aggregator>(std::string_view(d->v[i].p, d->v[i].n));
        if (u)
            acc += u->get_host().size();
        else
            rej++;
    }
    *failed = rej;
    return acc;
}

extern "C" const struct peer peer_ada_can_parse = {
    "ada_can_parse", "ada::can_parse (WHATWG validity only)", ADA_VERSION,
    bench_pass_parse_ada_can_parse, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr,
    nullptr, nullptr,
};

extern "C" const struct peer peer_ada_parse = {
    "ada_parse", "ada::parse<url_aggregator> (WHATWG, the whole URL)", ADA_VERSION,
    bench_pass_parse_ada_parse, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr,
    nullptr, nullptr,
};
