-- SPDX-License-Identifier: MIT
-- nginx/bench/sortkey.lua — the benchmark's cache key in Lua, as
-- sortkey.js makes it: pairs split at "&", empty ones dropped, keys
-- decoded, utm_*, fbclid and gclid dropped, a stable sort by decoded key,
-- after scheme, host and nginx's normalized $uri.
local args = ngx.var.args or ""
local pairs_, n = {}, 0
local i = 0
for p in string.gmatch(args, "[^&]+") do
    i = i + 1
    local k = ngx.unescape_uri(string.match(p, "^[^=]*"))
    if not (string.sub(k, 1, 4) == "utm_" or k == "fbclid" or k == "gclid") then
        n = n + 1
        pairs_[n] = { p = p, k = k, i = i }
    end
end
table.sort(pairs_, function(a, b)
    if a.k ~= b.k then return a.k < b.k end
    return a.i < b.i
end)
local key = ngx.var.scheme .. "://" .. ngx.var.host .. ngx.var.uri
if n > 0 then
    local out = {}
    for j = 1, n do out[j] = pairs_[j].p end
    key = key .. "?" .. table.concat(out, "&")
end
return key
