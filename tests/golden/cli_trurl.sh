#!/bin/sh
# SPDX-License-Identifier: MIT
# cli_trurl.sh — trurl's own test cases (curl/trurl tests.json) that lluri
# once could not run, translated to lluri as a user would (trurl's
# --url X is the argument X, -g/--get T is `get T`, the other options the
# same edit options), each with trurl's 1-based number. Where trurl's
# answer is a choice RFC 3986 does not share (it guesses "http://" for a
# bare host, adds "/" to an empty path, re-encodes what it prints), the
# input or the answer is written as RFC 3986 has it, and the comment says
# so; the feature under test is the same.
. "${top_srcdir:-.}/tests/golden/common.sh"
expect() { # description want command-arguments...
    what=$1 want=$2; shift 2
    got=$("$LLURI" "$@" 2>"$tmp/err")
    if [ "$got" = "$want" ]; then ok; else bad "$what: got '$got', want '$want'"; fi
}
fails() { # description message-want command-arguments...: an empty line, status 1
    what=$1 want=$2; shift 2
    got=$("$LLURI" "$@" 2>"$tmp/err"); st=$?
    if [ "$st" -eq 1 ] && [ "$got" = "" ] && [ "$(cat "$tmp/err")" = "$want" ]; then ok
    else bad "$what: status $st, out '$got', err '$(cat "$tmp/err")', want '$want'"; fi
}

# 30: {url:...} is {:...}, the component as written
expect "30 {url:port}" '55' get '{url:port}' 'https://curl.se:55/we/are.html'
expect "{url:path}" '/a%20b' get '{url:path}' 'https://h/a%20b'
# 37: {options}, the part after ";" of an IMAP userinfo (RFC 5092 ;AUTH=)
expect "37 {options}" 'crazy' get '{options}' 'imap://hello:secret;crazy@curl.se/we/are.html'
expect "37 user, password without the options" 'hello|secret' get '{user}|{password}' 'imap://hello:secret;crazy@curl.se/'
# 45, 118: imap's default port
expect "45 {default:port} imap" '143' get '{default:port}' 'imap://curl.se/we/are.html'
expect "118 port and default:port" 'port: , default:port: 143' \
    get 'port: {port}, default:port: {default:port}' 'imap://example.com/'
# 90, 91, 93: [component]; trurl guesses http:// for "localhost"
expect "90 [scheme] [host" 'http [host' get '[scheme] [host' 'http://localhost'
expect "91 \\{{scheme}\\[" '{http[' get '\{{scheme}\[' 'http://localhost'
expect "93 [scheme][user][password][query]" 'httpsusmoo' \
    get '[scheme][user][password][query]' 'https://u:s@foo?moo'
# 110: {query:} finds the pair with the empty key
expect "110 {query:}" 'bar' get '{query:}' 'http://localhost/?=bar'
# 114, 115: {puny:url}, {default:puny:url} (trurl adds "/" to the empty
# path: the input has it)
if "$LLURI" get '{puny:host}' http://a/ >/dev/null 2>&1; then
    expect "114 {default:puny:url}" 'https://xn--rksmrgs-5wao1o.se:443/' \
        get --iri '{default:puny:url}' 'https://räksmörgås.se/'
    expect "115 {puny:url}" 'https://xn--rksmrgs-5wao1o.se/' get --iri '{puny:url}' 'https://räksmörgås.se/'
    expect "{puny:url}, no slash added" 'https://xn--rksmrgs-5wao1o.se' get --iri '{puny:url}' 'https://räksmörgås.se'
else
    echo "built without libidn2: 114, 115 skipped"
fi
# 151: --replace gives the first pair the value, drops the others (trurl
# adds "/" to the empty path)
expect "151 --replace" 'https://example.com?a=123&b=foo' \
    edit --replace b=foo 'https://example.com?a=123&b=321&b=987'
# 160, 161, 168: ?= sets what is not there (trurl guesses http://)
expect "160 port?= kept" 'http://example.com:88' edit --set 'port?=99' 'http://example.com:88'
expect "161 port?= set" 'http://example.com:99' edit --set 'port?=99' 'http://example.com'
expect "168 scheme?= kept" 'ftp://example.com' edit --set 'scheme?=https' 'ftp://example.com'
# 166: {strict:...} (trurl: exit 10, nothing printed)
fails "166 {strict:query}" "lluri: 'https://curl.se?name=mr%00smith': {strict:query}: does not decode to text" \
    get '{strict:query}' 'https://curl.se?name=mr%00smith'
# 174, 176: {must:...}
fails "174 {must:query}" "lluri: 'https://example.com/': {must:query}: missing" get '{must:query}' 'https://example.com/'
fails "176 {must:fragment}" "lluri: 'https://example.com/': {must:fragment}: missing" \
    get '{must:fragment}' 'https://example.com/'
# 187, 188: [password]; for sftp a ";" is data (trurl's [:password] is
# libcurl's re-encoding, pwd%3bgiraffe; lluri writes it as written)
expect "187 [password]" 'pwd;giraffe' get '[password]' 'sftp://us%65r:pwd;giraffe@odd'
expect "188 [:password]" 'pwd;giraffe' get '[:password]' 'sftp://us%65r:pwd;giraffe@odd'
# {origin}: adaparse's -g origin, RFC 6454
expect "{origin}" 'https://example.com' get '{origin}' 'HTTPS://u:p@Example.COM:443/a?b#c'
expect "{origin} with a port" 'http://example.com:8080' get '{origin}' 'http://example.com:8080/x'
expect "{origin} of no authority" 'null' get '{origin}' 'mailto:a@b'

echo "$passed passed, $failures failed"
[ "$failures" -eq 0 ]
