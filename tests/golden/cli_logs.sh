#!/bin/sh
# SPDX-License-Identifier: MIT
# cli_logs.sh — logs as they are: --lenient on parse (JSON and dump), check
# and get, what it tolerates and refuses, the strict verdict beside it;
# --iri; iri-to-uri and uri-to-iri one per line, with their errors; and
# the usage errors.
. "${top_srcdir:-.}/tests/golden/common.sh"
expect() { # description want command-arguments...
    what=$1 want=$2; shift 2
    got=$("$LLURI" "$@" 2>"$tmp/err")
    if [ "$got" = "$want" ]; then ok; else bad "$what: got '$got', want '$want'"; fi
}

# parse --json --lenient: valid, tolerated names, the strict verdict
expect "lenient, valid" \
    '{"uri":"http://a/b","valid":true,"tolerated":[],"scheme":"http","userinfo":null,"host":"a","host_kind":"reg-name","port":null,"path":"/b","query":null,"fragment":null}' \
    parse --json --lenient 'http://a/b'
expect "lenient, junk" \
    '{"uri":"http://u:p@ss@h/a b?q=<1>#x#y","valid":true,"tolerated":["space","angle","hash","at"],"strict_error":"invalid character in host","strict_offset":13,"scheme":"http","userinfo":"u:p@ss","host":"h","host_kind":"reg-name","port":null,"path":"/a b","query":"q=<1>","fragment":"x#y"}' \
    parse --json --lenient 'http://u:p@ss@h/a b?q=<1>#x#y'
expect "lenient, quoted and UTF-8" \
    '{"uri":"\"http://bücher.de/\"","valid":true,"tolerated":["quote","utf8"],"strict_error":"invalid character in path","strict_offset":0,"scheme":"http","userinfo":null,"host":"bücher.de","host_kind":"reg-name","port":null,"path":"/","query":null,"fragment":null}' \
    parse --json --lenient '"http://bücher.de/"'
got=$("$LLURI" parse --json --lenient "$(printf '\357\273\277 http://u@v@h/a b"<>\\^`{}|[]\303\274\342\200\256\377%%zz#a#b ')" | sed 's/.*"tolerated":\(\[[^]]*\]\).*/\1/')
[ "$got" = '["space","quote","angle","backslash","caret","backtick","brace","pipe","bracket","utf8","non-utf8","percent","bom","whitespace","hash","at","bidi"]' ] \
    && ok || bad "every class: $got"
# refused: the port, the IP literal, the scheme, control bytes
expect "lenient refuses a bad port" \
    '{"uri":"http://a:8x/","valid":false,"error":"invalid port","offset":10}' \
    parse --json --lenient 'http://a:8x/'
expect "lenient refuses a tab" \
    '{"uri":"http://a/b\tc","valid":false,"error":"invalid character in path","offset":10}' \
    parse --json --lenient "$(printf 'http://a/b\tc')"
expect "lenient refuses a bad scheme" \
    '{"uri":"ht tp://a/","valid":false,"error":"invalid character in scheme","offset":2}' \
    parse --json --lenient 'ht tp://a/'
expect "lenient, partial of the strict parse" \
    '{"uri":"http://h/a\tb","valid":false,"error":"invalid character in path","offset":10,"partial":{"length":8,"scheme":"http","userinfo":null,"host":"h","host_kind":"reg-name","port":null,"path":"","query":null,"fragment":null}}' \
    parse --json --lenient --partial "$(printf 'http://h/a\tb')"
# the dump
expect "lenient dump" "$(printf 'uri       http://a/b c\ntolerated space\nstrict    invalid character in path at offset 10\nscheme    http            off 0 len 4\nuserinfo  (absent)\nhost      a               off 7 len 1   reg-name\nport      (absent)\npath      /b c            off 8 len 4\nquery     (absent)\nfragment  (absent)')" \
    parse --lenient 'http://a/b c'
# check: only what the profile refuses
expect "check --lenient" "$(printf 'http://a:8x/:10: invalid port\nhttp://a:8x/\n          ^')" \
    check --lenient 'http://a/b c' 'http://a:8x/'
expect_status 1 "check --lenient status" "$LLURI" check --lenient 'http://a/b c' 'http://a:8x/'
expect_status 0 "check --lenient, all read" "$LLURI" check --lenient 'http://a/b c' '<http://a/>'
expect_status 1 "check, strict" "$LLURI" check 'http://a/b c'
# get
expect "get --lenient" "$(printf 'h|/a b\nh|/x\n')" get --lenient '{host}|{:path}' 'http://h/a b' '  http://h/x'
expect "get --lenient host of the last @" 'evil.example' get --lenient '{host}' 'http://good.example:x@y@evil.example/'
# --iri
expect "--iri" '{"uri":"http://bücher.de/ü","valid":true,"scheme":"http","userinfo":null,"host":"bücher.de","host_kind":"reg-name","port":null,"path":"/ü","query":null,"fragment":null}' \
    parse --json --iri 'http://bücher.de/ü'
expect "--iri refuses an overlong form" '{"uri":"http://a/\u00c0\u00af","valid":false,"error":"invalid character in path","offset":9}' \
    parse --json --iri "$(printf 'http://a/\300\257')"
expect "strict refuses an IRI" '{"uri":"http://a/ü","valid":false,"error":"invalid character in path","offset":9}' \
    parse --json 'http://a/ü'
expect "check --iri" '' check --iri 'http://a/ü' 'http://a/%C3%BC'
expect "get --iri" 'bücher.de' get --iri '{host}' 'http://bücher.de/'
#    without --iri, an error at a byte that is not ASCII in what is an IRI
#    says what reads it (check's report, get's message); not for an ASCII
#    byte, nor for what is no IRI either, nor with --iri or --request-target
expect "check: the hint" "$(printf '%s\n%s\n%s' 'http://b\xc3\xbc/:8: invalid character in host (an IRI: --iri reads it, RFC 3987)' 'http://b\xc3\xbc/' '        ^')" \
    check 'http://bü/'
expect "check: no hint for an ASCII byte" "$(printf 'http://a b/:8: invalid character in host\nhttp://a b/\n        ^')" \
    check 'http://a b/'
expect "get: an empty line" '' get '{host}' 'http://bü/'
[ "$(cat "$tmp/err")" = "lluri: 'http://b\xc3\xbc/': invalid character in host at offset 8 (an IRI: --iri reads it, RFC 3987)" ] &&
    ok || bad "get: the hint: $(cat "$tmp/err")"
expect "check: no hint for what is no IRI" "$(printf '%s\n%s\n%s' 'http://b\xc3\xbc /:8: invalid character in host' 'http://b\xc3\xbc /' '        ^')" \
    check 'http://bü /'
expect "check --request-target: no hint (--iri does not go with it)" "$(printf '%s\n%s\n%s' '/\xc3\xbc:1: invalid character in path' '/\xc3\xbc' ' ^')" \
    check --request-target=GET '/ü'
expect "check --iri: no hint" "$(printf '%s\n%s\n%s' 'http://a/\xc3\xbc :11: invalid character in path' 'http://a/\xc3\xbc ' '                 ^')" \
    check --iri 'http://a/ü '
expect "--lenient --iri" '{"uri":"http://a/ü b","valid":true,"tolerated":["space"],"strict_error":"invalid character in path","strict_offset":11,"scheme":"http","userinfo":null,"host":"a","host_kind":"reg-name","port":null,"path":"/ü b","query":null,"fragment":null}' \
    parse --json --lenient --iri 'http://a/ü b'
# iri-to-uri, uri-to-iri
expect "iri-to-uri path" 'http://a/%C3%BC?%C3%BC#%C3%BC' iri-to-uri 'http://a/ü?ü#ü'
expect "iri-to-uri JSON" '{"iri":"/ü","uri":"/%C3%BC"}' iri-to-uri --json '/ü'
expect "iri-to-uri error" 'error: invalid character in path at offset 10' iri-to-uri "$(printf 'http://a/\355\240\200')"
expect "iri-to-uri error JSON" '{"iri":"http://a b/","valid":false,"error":"invalid character in host","offset":8}' iri-to-uri --json 'http://a b/'
expect "iri-to-uri --uri" 'error: missing scheme at offset 0' iri-to-uri --uri '/ü'
expect "uri-to-iri" '/ü%2F%25%E2%80%AE' uri-to-iri '/%C3%BC%2F%25%E2%80%AE'
expect "uri-to-iri JSON" '{"uri":"/%41","iri":"/A"}' uri-to-iri --json '/%41'
expect "uri-to-iri error" 'error: invalid character in path at offset 9' uri-to-iri 'http://a/ü'
if "$LLURI" get '{puny:host}' 'http://a/' >/dev/null 2>&1; then
    expect "iri-to-uri host" 'http://xn--bcher-kva.de/%C3%BC' iri-to-uri 'http://bücher.de/ü'
    expect "uri-to-iri host" 'http://bücher.de/' uri-to-iri 'http://xn--bcher-kva.de/'
else
    expect "iri-to-uri host without IDN" 'http://b%C3%BCcher.de/' iri-to-uri 'http://bücher.de/'
    expect "uri-to-iri host without IDN" 'http://xn--bcher-kva.de/' uri-to-iri 'http://xn--bcher-kva.de/'
fi
# every valid IRI has a URI (RFC 3987 3.1): a host with no A-labels, or
# under a scheme that does not use DNS, percent-encoded; the pair
# round-trips
expect "iri-to-uri, a host with no A-labels" 'http://%C3%A9!/' iri-to-uri 'http://é!/'
expect "iri-to-uri, a scheme without DNS" 'foo://%C3%A9/' iri-to-uri 'foo://é/'
expect "uri-to-iri, then back" 'http://%C3%A9*.com/' iri-to-uri "$("$LLURI" uri-to-iri 'http://%C3%A9*.com/')"
expect "iri-to-uri, a bidi formatting character" 'error: bidirectional formatting character in an IRI at offset 10' iri-to-uri "$(printf 'http://h/a\342\200\256')"
# extract: IRIs whole (--iri, --to-uri), the lenient profile (--lenient),
# and a candidate that is no URI reported, never printed in part
printf 'see https://b\303\274cher.de/ and http://h/b\303\274cher, http://u:p@ss@host/ ok\n' >"$tmp/prose"
expect "extract: no part of what is no URI" '' extract "$tmp/prose"
grep -c 'not a URI' "$tmp/err" | grep -qx 3 && ok || bad "extract: three candidates reported: $(cat "$tmp/err")"
grep -q 'prose:1:5: not a URI (invalid character in host at offset 9): https://b' "$tmp/err" && ok || bad "extract: the report names where: $(cat "$tmp/err")"
got=$("$LLURI" extract --json "$tmp/prose" 2>/dev/null | sed -n 1p)
[ "$got" = '{"uri":"https://bücher.de/","valid":false,"error":"invalid character in host","error_offset":9,"line":1,"column":5,"offset":4,"length":19}' ] \
    && ok || bad "extract --json: errors as objects: $got"
expect "extract --iri" "$(printf 'https://b\303\274cher.de/\nhttp://h/b\303\274cher')" extract --iri "$tmp/prose"
got=$("$LLURI" extract --iri --json "$tmp/prose" 2>/dev/null | sed -n 2p)
[ "$got" = '{"uri":"http://h/bücher","iri":true,"line":1,"column":29,"offset":28,"length":16}' ] \
    && ok || bad "extract --iri --json: the iri flag: $got"
got=$("$LLURI" extract --lenient --json "$tmp/prose" 2>/dev/null | sed -n 3p)
[ "$got" = '{"uri":"http://u:p@ss@host/","tolerated":["at"],"line":1,"column":47,"offset":46,"length":19}' ] \
    && ok || bad "extract --lenient --json: what it tolerated: $got"
expect_status 0 "extract --iri: some URI found" "$LLURI" extract --iri "$tmp/prose"
expect_status 1 "extract: none found" "$LLURI" extract "$tmp/prose"
expect_status 1 "iri-to-uri status" "$LLURI" iri-to-uri 'http://a b/'
# usage errors
expect_status 2 "--lenient with --request-target" "$LLURI" parse --lenient --request-target=GET /a
grep -q -- '--request-target and --lenient cannot be combined' "$tmp/err" && ok || bad "--lenient --request-target: $(cat "$tmp/err")"
expect_status 2 "--iri with --request-target" "$LLURI" check --iri --target=GET /a
expect_status 2 "--lenient on resolve" "$LLURI" resolve --lenient 'http://a/' b
expect_status 2 "--iri on iri-to-uri" "$LLURI" iri-to-uri --iri a

echo "$passed passed, $failures failed"
[ "$failures" -eq 0 ]
