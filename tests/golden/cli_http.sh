#!/bin/sh
# SPDX-License-Identifier: MIT
# cli_http.sh — the tool's HTTP side: request (request lines, and bare
# targets with --target), parse --request-target, --max-target, and
# parse/check --fetch-safe. The JSON of request (tests/golden/cli_request.*)
# and of parse --fetch-safe over the fetch table of doc/proxies.md
# (tests/golden/cli_fetch.*) are golden files, reviewed by hand.
. "${top_srcdir:-.}/tests/golden/common.sh"
same() { # description want-file got-file
    if cmp -s "$2" "$3"; then ok; else bad "$1"; diff -u "$2" "$3" >&2; fi
}

# 1. request --json: every form, every error with its offset
"$LLURI" request --json <"$srcdir/tests/golden/cli_request.in" >"$tmp/req"
same "request --json differs from tests/golden/cli_request.out" \
    "$srcdir/tests/golden/cli_request.out" "$tmp/req"
[ "$(wc -l <"$tmp/req")" -eq "$(wc -l <"$srcdir/tests/golden/cli_request.in")" ] &&
    ok || bad "one output line per request line"

# 2. CRLF as it comes from a capture: the same answer
printf 'GET //x HTTP/1.1\r\n' | "$LLURI" request --json >"$tmp/crlf"
grep -qx '{"line":"GET //x HTTP/1.1","valid":true,"method":"GET","form":"origin-form","version":"HTTP/1.1","scheme":null,"userinfo":null,"host":null,"host_kind":null,"port":null,"path":"//x","query":null,"verdict":"ok","confusions":\["double-slash"\]}' "$tmp/crlf" &&
    ok || bad "a CRLF-ended request line"

# 3. the dump: offsets into the line
"$LLURI" request 'CONNECT a.example:443 HTTP/1.1' >"$tmp/dump"
cat >"$tmp/want" <<'END'
line      CONNECT a.example:443 HTTP/1.1
method    CONNECT         off 0 len 7
form      authority-form
target    a.example:443   off 8 len 13
version   HTTP/1.1        off 22 len 8
scheme    (absent)
userinfo  (absent)
host      a.example       off 8 len 9   reg-name
port      443             off 18 len 3
path      ""              off 21 len 0
query     (absent)
verdict   ok
END
same "request dump" "$tmp/want" "$tmp/dump"
"$LLURI" request 'GET /a b HTTP/1.1' >"$tmp/dump"
printf 'line      GET /a b HTTP/1.1\nerror     invalid HTTP version at offset 7\nverdict   lenient\n' >"$tmp/want"
same "request dump of an error" "$tmp/want" "$tmp/dump"
# the verdict and the confusions, on the bytes between the first and the
# last space, as nginx's module judges them
"$LLURI" request 'GET /a/../%2Fb HTTP/1.1' | tail -n 1 >"$tmp/dump"
printf 'verdict   ok dot-segment,encoded-slash\n' >"$tmp/want"
same "request's confusions" "$tmp/want" "$tmp/dump"
"$LLURI" request --json --target=GET '/a\\b' | grep -q '"verdict":"lenient","confusions":\["backslash"\]}$' &&
    ok || bad "request --target=GET: a lenient target's verdict"

# 4. bare targets: request --target, parse --request-target
"$LLURI" request --json --target=CONNECT 'h:1' '/x' >"$tmp/bare"
sed -n 1p "$tmp/bare" | grep -q '"method":"CONNECT","form":"authority-form","version":null,.*"host":"h",.*"port":"1"' &&
    ok || bad "request --target=CONNECT h:1"
sed -n 2p "$tmp/bare" | grep -qx '{"line":"/x","valid":false,"error":"request-target form not allowed for the method","offset":0,"verdict":"invalid","confusions":\[\]}' &&
    ok || bad "request --target=CONNECT /x"
"$LLURI" parse --json --request-target=GET '//x?y' | grep -qx '{"uri":"//x?y","valid":true,"form":"origin-form","scheme":null,"userinfo":null,"host":null,"host_kind":null,"port":null,"path":"//x","query":"y","fragment":null}' &&
    ok || bad "parse --request-target=GET //x?y: a path"
"$LLURI" parse --json --request-target OPTIONS '*' | grep -q '"form":"asterisk-form"' && ok || bad "OPTIONS *"
"$LLURI" check --request-target=GET '*' >"$tmp/chk"
printf '*:0: request-target form not allowed for the method\n*\n^\n' >"$tmp/want"
same "check --request-target" "$tmp/want" "$tmp/chk"
# get and parse --get: the fields of targets; a refused one an empty line
printf '/a/b?x=1&y=2\n//w/p\n*\nhttp://h/q?y=3\n/a b\n' |
    "$LLURI" get --request-target=GET '{path}|{query:y}|{host}' >"$tmp/get" 2>"$tmp/geterr"
echo $? >"$tmp/getst"
printf '/a/b|2|\n//w/p||\n\n/q|3|h\n\n1\n' >"$tmp/want"
cat "$tmp/getst" >>"$tmp/get"
same "get --request-target" "$tmp/want" "$tmp/get"
printf 'lluri: <stdin>:3: request-target form not allowed for the method at offset 0\nlluri: <stdin>:5: invalid character in path at offset 2\n' >"$tmp/want"
same "get --request-target's reports" "$tmp/want" "$tmp/geterr"
"$LLURI" get --target=CONNECT '{host} {port}' 'h.example:443' >"$tmp/get"
printf 'h.example 443\n' >"$tmp/want"
same "get --target=CONNECT" "$tmp/want" "$tmp/get"
"$LLURI" parse --request-target=GET --get '{path}' '//w/p?x' >"$tmp/get"
printf '//w/p\n' >"$tmp/want"
same "parse --request-target --get" "$tmp/want" "$tmp/get"

# 5. --max-target: the limit and the offset of its first byte over
"$LLURI" request --json --max-target=4 'GET /abc HTTP/1.1' 'GET /abcd HTTP/1.1' >"$tmp/max"
sed -n 1p "$tmp/max" | grep -q '"valid":true' && ok || bad "a target at the limit"
sed -n 2p "$tmp/max" | grep -q '"valid":false,"error":"input too long","offset":8,"verdict"' &&
    ok || bad "a target over the limit"
# --max-method (by default 32 bytes): the offset of its first byte over
m32=$(printf 'M%.0s' $(seq 32))
"$LLURI" request --json "$m32 / HTTP/1.1" "${m32}M / HTTP/1.1" >"$tmp/max"
sed -n 1p "$tmp/max" | grep -q '"valid":true' && ok || bad "a method of 32 bytes"
sed -n 2p "$tmp/max" | grep -q '"valid":false,"error":"input too long","offset":32,"verdict":"ok","confusions":\[\]}$' &&
    ok || bad "a method of 33 bytes: $(sed -n 2p "$tmp/max")"
"$LLURI" request --json --max-method=3 'GET / HTTP/1.1' 'POST / HTTP/1.1' >"$tmp/max"
sed -n 1p "$tmp/max" | grep -q '"valid":true' && ok || bad "--max-method=3: GET"
sed -n 2p "$tmp/max" | grep -q '"valid":false,"error":"input too long","offset":3,"verdict":"ok","confusions":\[\]}$' &&
    ok || bad "--max-method=3: POST"
expect_status 0 "--max-method=33" "$LLURI" request --max-method=33 "${m32}M / HTTP/1.1"
expect_status 2 "--max-method=0" "$LLURI" request --max-method=0 'GET / HTTP/1.1'

# 5b. request --get: the line's fields and its target's components
got=$("$LLURI" request --get '{method}|{form}|{target}|{version}|{host}|{path}|{query:a}|{error}' \
      'GET http://h.example/p?a=1 HTTP/1.1' 'CONNECT h:443 HTTP/1.1' 'GET /a b HTTP/1.1' 2>"$tmp/err"); st=$?
want='GET|absolute-form|http://h.example/p?a=1|HTTP/1.1|h.example|/p|1|
CONNECT|authority-form|h:443|HTTP/1.1|h|||
|||||||invalid HTTP version'
[ "$st" -eq 1 ] && [ "$got" = "$want" ] && [ ! -s "$tmp/err" ] && ok || bad "request --get: status $st, '$got'"
got=$("$LLURI" request --target=OPTIONS --get '{method}|{form}|{path}|{version}|{request}' '*')
[ "$got" = 'OPTIONS|asterisk-form|*||' ] && ok || bad "request --target --get: '$got'"
"$LLURI" request --get '{referer.host}' 'GET / HTTP/1.1' >"$tmp/out" 2>"$tmp/err"; st=$?
[ "$st" -eq 2 ] && grep -q "unknown component" "$tmp/err" && ok || bad "request --get {referer.host}: $st"
"$LLURI" request --get '{status}' 'GET / HTTP/1.1' >"$tmp/out" 2>"$tmp/err"; st=$?
[ "$st" -eq 2 ] && grep -q "a field of log lines (lluri log)" "$tmp/err" && ok || bad "request --get {status}: $st"
"$LLURI" get '{form}' 'http://h/' >"$tmp/out" 2>"$tmp/err"; st=$?
[ "$st" -eq 2 ] && grep -q "a field of request lines (lluri request, log)" "$tmp/err" && ok || bad "get {form}: $st"
expect_status 2 "request --get --json" "$LLURI" request --json --get '{form}' 'GET / HTTP/1.1'

# 6. exit statuses and usage errors
expect_status 0 "request: all valid" "$LLURI" request 'GET / HTTP/1.1'
expect_status 1 "request: one invalid" "$LLURI" request 'GET / HTTP/1.1' 'GET * HTTP/1.1'
expect_status 2 "--target with a method that is no token" "$LLURI" request --target='G T' /
grep -q "not an HTTP method" "$tmp/err" && ok || bad "the message for a bad METHOD"
expect_status 2 "--request-target with --uri" "$LLURI" parse --request-target=GET --uri /
expect_status 2 "--request-target with --partial" "$LLURI" parse --request-target=GET --partial /
grep -q "^lluri: --request-target and --partial cannot be combined" "$tmp/err" &&
    ok || bad "the message for --request-target with --partial"
expect_status 2 "get --request-target with an edit" "$LLURI" get --request-target=GET --set path=/x '{path}' /
grep -q "^lluri: --request-target and the edits" "$tmp/err" &&
    ok || bad "the message for --request-target with an edit"
expect_status 2 "--request-target on edit" "$LLURI" edit --request-target=GET /
expect_status 2 "--max-target=0" "$LLURI" request --max-target=0
expect_status 2 "--max-target=x" "$LLURI" request --max-target=x
expect_status 2 "--max-target on parse" "$LLURI" parse --max-target=3 /
expect_status 2 "--fetch-safe on request" "$LLURI" request --fetch-safe 'GET / HTTP/1.1'

# 7. --fetch-safe over the table of doc/proxies.md (cli_fetch_table.sh
# runs each of its rows through check too)
"$LLURI" parse --json --zone-id --fetch-safe <"$srcdir/tests/golden/cli_fetch.in" >"$tmp/fetch"
same "parse --fetch-safe differs from tests/golden/cli_fetch.out" \
    "$srcdir/tests/golden/cli_fetch.out" "$tmp/fetch"
expect_status 0 "parse --fetch-safe: safe" "$LLURI" parse --fetch-safe http://example.com/
expect_status 1 "parse --fetch-safe: not safe" "$LLURI" parse --fetch-safe http://127.1/
expect_status 1 "parse --fetch-safe: not http" "$LLURI" parse --fetch-safe ftp://a/
printf 'http://example.com/\nhttp://0x7f000001/\nhttp:evil.com\nhttp://a:99999/\nmailto:x\n' |
    "$LLURI" check --fetch-safe >"$tmp/chk"; st=$?
cat >"$tmp/want" <<'END'
<stdin>:2:7: not fetch-safe: deny:numeric-obfuscated (numeric host read as an address)
http://0x7f000001/
       ^
<stdin>:3:5: not fetch-safe: deny:no-authority (no authority)
http:evil.com
     ^
<stdin>:4:9: not fetch-safe: deny:port-range (port out of range)
http://a:99999/
         ^
<stdin>:5:0: not an http, https, ws or wss URL
mailto:x
^
END
same "check --fetch-safe" "$tmp/want" "$tmp/chk"
[ "$st" -eq 1 ] && ok || bad "check --fetch-safe: exit $st, want 1"
# what --lenient or --iri took is no URI, and WHATWG reads it its own way
# (a backslash before "@": host evil.com; a full-width "." in 127.0.0.1)
printf 'http://evil.com\\@good.com/\nhttp://example.com/\n' |
    "$LLURI" check --fetch-safe --lenient >"$tmp/chk"; st=$?
cat >"$tmp/want" <<'END'
<stdin>:1:17: not fetch-safe: deny:not-uri (not a URI (lenient or IRI))
http://evil.com\\@good.com/
                  ^
END
same "check --fetch-safe --lenient" "$tmp/want" "$tmp/chk"
[ "$st" -eq 1 ] && ok || bad "check --fetch-safe --lenient: exit $st, want 1"
expect_status 1 "parse --fetch-safe --iri: full-width dots" \
    "$LLURI" parse --fetch-safe --iri "$(printf 'http://127\343\200\2020.0.1/')"
"$LLURI" parse --fetch-safe 'http://[::ffff:10.0.0.1]/' | tail -n 2 >"$tmp/dump"
printf 'fetch     deny:private (address class not allowed)\naddress   10.0.0.1 private\n' >"$tmp/want"
same "parse --fetch-safe dump" "$tmp/want" "$tmp/dump"
"$LLURI" parse --fetch-safe 'http://example.com/' | tail -n 2 >"$tmp/dump"
printf 'fetch     allow\naddress   example.com name\n' >"$tmp/want"
same "parse --fetch-safe dump of an allowed URL" "$tmp/want" "$tmp/dump"

echo "$passed passed, $failures failed"
[ "$failures" -eq 0 ]
