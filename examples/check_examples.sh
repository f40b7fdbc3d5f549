#!/bin/sh
# SPDX-License-Identifier: MIT
# check_examples.sh — run each program of examples/ and compare its output
# with what the example promises.
set -u
builddir=${top_builddir:-.}
ex=$builddir/examples
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
failures=0 passed=0

check() { # description, expected output file, actual output file
    if cmp -s "$2" "$3"; then passed=$((passed + 1)); else
        echo "FAIL: $1"; diff -u "$2" "$3"; failures=$((failures + 1)); fi
}

printf 'http://user@example.com:8080/a\nurn:isbn:0451450523\n//cdn.example.net/x.js\nhttp://a b/\nhttps://[::1]/\n' |
    "$ex/host" >"$tmp/out" 2>"$tmp/err"; st=$?
printf 'example.com\n\ncdn.example.net\n\n[::1]\n' >"$tmp/want"
check "host: hosts" "$tmp/want" "$tmp/out"
printf 'line 4: invalid character in host at offset 8\n' >"$tmp/want"
check "host: the invalid line" "$tmp/want" "$tmp/err"
[ "$st" -eq 1 ] && passed=$((passed + 1)) || { echo "FAIL: host exit $st"; failures=$((failures + 1)); }

"$ex/resolve_links" http://a/b/c/d\;p?q ../g '?y' '#s' g\;x=1/../y 'a b' >"$tmp/out"
cat >"$tmp/want" <<'W'
../g -> http://a/b/g (path /b/g)
?y -> http://a/b/c/d;p?y (path /b/c/d;p)
#s -> http://a/b/c/d;p?q#s (path /b/c/d;p)
g;x=1/../y -> http://a/b/c/y (path /b/c/y)
a b: invalid character in path at offset 1
W
check "resolve_links: RFC 3986 §5.4.1 rows and an invalid link" "$tmp/want" "$tmp/out"

"$ex/cache_key" 'HTTP://www.Example.COM:80/a/./b/../c/%7euser' 'http://www.example.com/a/c/~user' >"$tmp/out"
printf 'http://www.example.com/a/c/~user\nhttp://www.example.com/a/c/~user\n' >"$tmp/want"
check "cache_key: two spellings, one key" "$tmp/want" "$tmp/out"

"$ex/query" 'http://h/s?q=caf%C3%A9+au+lait&flag&empty=&q=second' q >"$tmp/out"
printf 'q = caf\303\251 au lait\n  q = caf\303\251 au lait\n  flag\n  empty = \n  q = second\n' >"$tmp/want"
check "query: lookup and pairs" "$tmp/want" "$tmp/out"
"$ex/query" 'http://h/s?a=1' b >"$tmp/out"
printf 'b: not in the query\n  a = 1\n' >"$tmp/want"
check "query: a missing key" "$tmp/want" "$tmp/out"

"$ex/build" example.com 'my file.txt' 'q' 'a&b=c d' >"$tmp/out"
printf 'https://example.com/my%%20file.txt?q=a%%26b%%3Dc+d\nhost example.com, path /my%%20file.txt, query q=a%%26b%%3Dc+d\n' >"$tmp/want"
check "build: parts encoded per component" "$tmp/want" "$tmp/out"

printf 'GET /a/b?c HTTP/1.1\r\nCONNECT h.example:443 HTTP/1.1\r\nGET http://2130706433/ HTTP/1.1\r\nOPTIONS * HTTP/1.0\nGET http://x.example/y HTTP/1.1\r\nGET /a b HTTP/1.1\r\nGET /never HTTP/1.1\r\n' |
    "$ex/request" >"$tmp/out"; st=$?
cat >"$tmp/want" <<'W'
GET origin-form path /a/b HTTP/1.1
CONNECT authority-form host h.example HTTP/1.1
GET absolute-form host 2130706433 HTTP/1.1 numeric host read as an address
OPTIONS asterisk-form path * HTTP/1.0
GET absolute-form host x.example HTTP/1.1 fetch-safe
error: invalid HTTP version at offset 7
W
check "request: forms, a fetch check, and the first bad line stops" "$tmp/want" "$tmp/out"
[ "$st" -eq 1 ] && passed=$((passed + 1)) || { echo "FAIL: request exit $st"; failures=$((failures + 1)); }
printf 'GET /%09000d HTTP/1.1\r\n' 0 | "$ex/request" >"$tmp/out"
printf 'error: input too long at offset 8196\n' >"$tmp/want"
check "request: a target over 8 KiB" "$tmp/want" "$tmp/out"

echo "$passed passed, $failures failed"
[ "$failures" -eq 0 ]
