// SPDX-License-Identifier: MIT
// peer_boost.cpp — Boost.URL's parse_uri_reference (RFC 3986; a url_view of
// offsets into the input, no allocation).
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <boost/url/parse.hpp>
#include <boost/version.hpp>

#include "bench.h"

BENCH_NOINLINE static size_t bench_pass_parse_boost(const void *input, size_t *failed)
{
    const dataset *d = static_cast<const dataset *>(input);
    size_t acc = 0, rej = 0;
    for (size_t i = 0; i < d->n; i++) {
        auto r = boost::urls::parse_uri_reference(boost::core::string_view(d->v[i].p, d->v[i].n));
        if (r)
            acc += r->encoded_host().size();
        else
            rej++;
    }
    *failed = rej;
    return acc;
}

extern "C" const struct peer peer_boost = {
    "boost_url", "Boost.URL parse_uri_reference (RFC 3986, offsets, no allocation)",
    BOOST_LIB_VERSION, bench_pass_parse_boost, nullptr, nullptr, nullptr, nullptr, nullptr,
    nullptr, nullptr, nullptr,
};
