// SPDX-License-Identifier: MIT
// nginx/bench/sortkey.js — the benchmark's cache key in njs: the query's
// pairs split at "&", empty ones dropped, keys decoded, utm_*, fbclid and
// gclid dropped, a stable sort by decoded key, after scheme, host and
// nginx's normalized $uri.
function decoded(k) {
    try {
        return decodeURIComponent(k);
    } catch (e) {
        return k;
    }
}

function key(r) {
    var args = r.variables.args || "";
    var pairs = [];
    var parts = args.split("&");
    for (var i = 0; i < parts.length; i++) {
        var p = parts[i];
        if (p.length == 0)
            continue;
        var eq = p.indexOf("=");
        var k = decoded(eq < 0 ? p : p.substring(0, eq));
        if (k.startsWith("utm_") || k == "fbclid" || k == "gclid")
            continue;
        pairs.push({ p: p, k: k, i: i });
    }
    pairs.sort(function (a, b) {
        return a.k < b.k ? -1 : a.k > b.k ? 1 : a.i - b.i;
    });
    var key = r.variables.scheme + "://" + r.variables.host + r.variables.uri;
    if (pairs.length > 0)
        key += "?" + pairs.map(function (x) { return x.p; }).join("&");
    return key;
}

export default { key };
