#!/bin/sh
# SPDX-License-Identifier: MIT
# cli_get.sh — get TEMPLATE: every template name, raw and decoded, the
# escapes, query lookups, the address of a fetch, and every error path
# (invalid URI: an empty line and a diagnostic; --verify; a bad template;
# an unknown component).
. "${top_srcdir:-.}/tests/golden/common.sh"
expect() { # description want template uri...
    what=$1 want=$2; shift 2
    got=$("$LLURI" get "$@" 2>"$tmp/err")
    if [ "$got" = "$want" ]; then ok; else bad "$what: got '$got', want '$want'"; fi
}

u='https://us%65r:p%40ss@Ex%41mple.com:8443/a%20b/c?x=1&y=%2F&x=a+b#fr%61g'
expect "{scheme}" 'https' '{scheme}' "$u"
expect "{user}" 'user' '{user}' "$u"
expect "{:user}" 'us%65r' '{:user}' "$u"
expect "{password}" 'p@ss' '{password}' "$u"
expect "{userinfo}" 'user:p@ss' '{userinfo}' "$u"
expect "{:userinfo}" 'us%65r:p%40ss' '{:userinfo}' "$u"
expect "{host}" 'ExAmple.com' '{host}' "$u"
expect "{:host}" 'Ex%41mple.com' '{:host}' "$u"
expect "{port}" '8443' '{port}' "$u"
expect "{path}" '/a b/c' '{path}' "$u"
expect "{:path}" '/a%20b/c' '{:path}' "$u"
expect "{query}" 'x=1&y=/&x=a+b' '{query}' "$u"
expect "{fragment}" 'frag' '{fragment}' "$u"
expect "{url}" "$u" '{url}' "$u"
# --lenient: {url} is the URI, without what was taken around it (the
# spans' extent: whitespace, "<" ">", quotes, a byte order mark left out)
expect "{url} --lenient, quoted" 'http://h/a b?q#f|http' --lenient '{url}|{scheme}' ' "http://h/a b?q#f" '
expect "{url} --lenient, <> and no scheme" '//u@h:80' --lenient '{url}' '<//u@h:80>'
expect "{url} --lenient, a path alone" 'a/b' --lenient '{url}' ' a/b '
expect "{url} --lenient, a byte order mark" 'http://bom/' --lenient '{url}' "$(printf '\357\273\277http://bom/ ')"
expect "{url} --lenient, an opening quote alone" 'http://x/' --lenient '{url}' '"http://x/'
expect "{url} --lenient, nothing around it" 'http://h/%zz' --lenient '{url}' 'http://h/%zz'
expect "{query:x}" '1' '{query:x}' "$u"
expect "{query-all:x}" '1 a b' '{query-all:x}' "$u"
expect "{:query-all:x}" '1 a+b' '{:query-all:x}' "$u"
expect "{query:y}" '/' '{query:y}' "$u"
expect "{query:none}" '' '{query:none}' "$u"
expect "{default:port} given" '8443' '{default:port}' "$u"
expect "{default:port} http" '80' '{default:port}' 'http://h/'
expect "{default:port} unknown scheme" '' '{default:port}' 'foo://h/'
expect "absent components are empty" '|||/p||' '{user}|{password}|{port}|{path}|{query}|{fragment}' 'http://h/p'
expect "{zoneid}" 'eth0' --zone-id '{zoneid}' 'http://[fe80::1%25eth0]/'
expect "{zoneid} none" '' '{zoneid}' 'http://[::1]/'
expect "escapes" "$(printf '{a}\tb\\c')" '{{a}\tb\\c' 'http://h/'
expect "several on one line" 'h 80 /' '{host} {default:port} {path}' 'http://h/'
expect "control bytes stay encoded" '/a%0Ab%00' '{path}' 'http://h/a%0Ab%00'
expect "{address}" '127.0.0.1 loopback numeric host read as an address' \
    '{address} {address_class} {fetch_safe}' 'http://0x7f000001/'
expect "{fetch_safe} safe" 'example.com name safe' '{address} {address_class} {fetch_safe}' 'http://example.com/'
# a name as a resolver is given it: up to a decoded NUL (lluri_fetch_address,
# as lluri(1) says), its control bytes %XX as the other fields'
expect "{address} ends at a decoded NUL" 'a name percent-encoded host' '{address} {address_class} {fetch_safe}' 'http://a%00b/'
expect "{address}, a control byte" 'a%0Ab%7F' '{address}' 'http://A%0Ab%7f/'
grep -q -F 'up to a decoded NUL' "${top_srcdir:-.}/doc/lluri.1" && ok || bad "lluri(1): the address ends at a decoded NUL"
expect "{fetch_safe} other scheme" '10.0.0.1 private not http' '{address} {address_class} {fetch_safe}' 'ftp://10.0.0.1/'

# one output line per input line, an invalid one included (empty), and a
# diagnostic with its line on stderr; exit 1
printf 'http://a/\nhttp://b c/\nhttp://d/\n' | "$LLURI" get '{host}' >"$tmp/out" 2>"$tmp/err"; st=$?
printf 'a\n\nd\n' | cmp -s - "$tmp/out" && ok || bad "an invalid URI keeps the lines aligned"
grep -qx "lluri: <stdin>:2: invalid character in host at offset 8" "$tmp/err" && ok || bad "the diagnostic: $(cat "$tmp/err")"
[ "$st" -eq 1 ] && ok || bad "exit $st with an invalid URI, want 1"
printf 'http://a/\nhttp://b c/\nhttp://d/\n' | "$LLURI" get --verify '{host}' >"$tmp/out" 2>/dev/null; st=$?
printf 'a\n\n' | cmp -s - "$tmp/out" && ok || bad "--verify stops at the first invalid URI"
[ "$st" -eq 1 ] && ok || bad "--verify: exit $st, want 1"
"$LLURI" get '{host}' http://a/ >/dev/null 2>&1 && ok || bad "exit 0 when all are valid"

# bad templates: exit 2 before any input, with the offset
"$LLURI" get '{host}{nope}' http://a/ >"$tmp/out" 2>"$tmp/err"; st=$?
[ "$st" -eq 2 ] && [ ! -s "$tmp/out" ] && ok || bad "unknown component: exit $st"
grep -q "bad template '{host}{nope}': unknown component at offset 6" "$tmp/err" && ok || bad "unknown component message: $(cat "$tmp/err")"

# parse --get=TEMPLATE is get TEMPLATE, with parse's start rule
got=$("$LLURI" parse --get '{host}:{port}' http://a:1/ 2>&1) && [ "$got" = "a:1" ] && ok || bad "parse --get: '$got'"
got=$("$LLURI" parse --uri --get='{scheme}' http:y x 2>"$tmp/err"); st=$?
[ "$st" -eq 1 ] && [ "$got" = "$(printf 'http\n')" ] && grep -q "'x': missing scheme" "$tmp/err" && ok \
    || bad "parse --uri --get: status $st, '$got', '$(cat "$tmp/err")'"
"$LLURI" parse --get '{host}' --json x >"$tmp/out" 2>"$tmp/err"; st=$?
[ "$st" -eq 2 ] && [ ! -s "$tmp/out" ] && grep -q "not with --json" "$tmp/err" && ok || bad "parse --get --json: status $st"
"$LLURI" parse --get '{nope}' x >"$tmp/out" 2>"$tmp/err"; st=$?
[ "$st" -eq 2 ] && grep -q "unknown component" "$tmp/err" && ok || bad "parse --get with a bad template: status $st"

# --partial (LLURI_PARTIAL): an invalid URI's components complete before
# the error, still with its diagnostic and status 1
"$LLURI" get --partial '{scheme}|{host}|{path}' 'http://h/a b' 'x y' 'http://u:p@ss@h/' http://ok/p \
    >"$tmp/out" 2>"$tmp/err"; st=$?
[ "$st" -eq 1 ] && [ "$(cat "$tmp/out")" = "$(printf 'http|h|\n\nhttp||\nhttp|ok|/p')" ] \
    && [ "$(grep -c 'invalid character' "$tmp/err")" -eq 3 ] && ok \
    || bad "get --partial: status $st, out '$(cat "$tmp/out")'"
got=$("$LLURI" parse --json --partial 'http://h/a b' 'x y')
want='{"uri":"http://h/a b","valid":false,"error":"invalid character in path","offset":10,"partial":{"length":8,"scheme":"http","userinfo":null,"host":"h","host_kind":"reg-name","port":null,"path":"","query":null,"fragment":null}}
{"uri":"x y","valid":false,"error":"invalid character in path","offset":1,"partial":null}'
[ "$got" = "$want" ] && ok || bad "parse --json --partial: '$got'"
got=$("$LLURI" parse --partial 'http://h/p?a b' | sed -n 3,4p)
[ "$got" = "$(printf 'partial   10 bytes\nscheme    http            off 0 len 4')" ] && ok || bad "parse --partial dump: '$got'"

# {puny:host} and {idn:host}: with libidn2, the host's A-labels and
# U-labels; without it, a usage error before any input is read
if "$LLURI" get '{puny:host}' http://a/ >"$tmp/out" 2>"$tmp/err"; then
    expect "{puny:host}, percent-encoded UTF-8" 'xn--bcher-kva.de' '{puny:host}' 'http://b%C3%BCcher.de/'
    expect "{puny:host}, mapped" 'xn--bcher-kva.de' '{puny:host}' 'http://B%C3%9CCHER.de/'
    expect "{puny:host}, ASCII lower-cased" 'example.com' '{puny:host}' 'http://Example.COM/'
    expect "{idn:host}" "$(printf 'b\303\274cher.de')" '{idn:host}' 'http://xn--bcher-kva.de/x'
    expect "{idn:host}, IP literal as is" '[::1] [::1]' '{idn:host} {puny:host}' 'http://[::1]/'
    expect "{puny:host}, IPv4 as is" '127.0.0.1' '{puny:host}' 'http://127.0.0.1/'
    expect "{puny:host}, no host" '' '{puny:host}' 'mailto:x'
    got=$("$LLURI" get --partial '{puny:host}' 'http://b%C3%BCcher.de/a b' 2>/dev/null); st=$?
    [ "$st" -eq 1 ] && [ "$got" = 'xn--bcher-kva.de' ] && ok || bad "--partial {puny:host}: status $st, '$got'"
    "$LLURI" get '{:host}|{puny:host}|' 'http://%EF%BF%BD.com/' 'http://a.b/' >"$tmp/out" 2>"$tmp/err"; st=$?
    if [ "$st" -eq 1 ] && [ "$(cat "$tmp/out")" = "$(printf '%%EF%%BF%%BD.com||\na.b|a.b|')" ] \
       && grep -qF "'http://%EF%BF%BD.com/': host: code point not allowed in a host name at offset 7" "$tmp/err"; then ok
    else bad "{puny:host} of a disallowed name: status $st, out '$(cat "$tmp/out")', err '$(cat "$tmp/err")'"; fi
    # the offset counts from the input's first byte, as iri-to-uri's does
    iri=$(printf 'http://u@a\315\270.de/')
    "$LLURI" get --iri '{puny:host}' "$iri" >/dev/null 2>"$tmp/err"
    grep -qF ": host: code point not allowed in a host name at offset 10" "$tmp/err" && ok ||
        bad "{puny:host}'s offset: get '$(cat "$tmp/err")'"
else
    st=$?
    [ "$st" -eq 2 ] && [ ! -s "$tmp/out" ] && grep -q "needs IDN support" "$tmp/err" && ok \
        || bad "{puny:host} without libidn2: status $st, '$(cat "$tmp/err")'"
fi
"$LLURI" get 'x{host' http://a/ >/dev/null 2>"$tmp/err"; st=$?
[ "$st" -eq 2 ] && grep -q "no '}' closes the '{' at offset 1" "$tmp/err" && ok || bad "unclosed '{': exit $st"
expect "{query:}: the empty key" 'v' '{query:}' 'http://a/?x=1&=v'
expect "{query:} none" '' '{query:}' 'http://a/?x=1'

# [component]: in a template without a "{" (but an escaped one)
expect "[brackets]" 'h {host} 80' '[host] \{host} [default:port]' 'http://h/'
expect "{braces} and [text]" '[host] h [default:port]' '[host] {host} [default:port]' 'http://h/'
expect "{braces}, [ is text" '[h]' '[{host}]' 'http://h/'
expect "\[ first, then {braces}" '[h' '\[{host}' 'http://h/'
expect "[[ is a [" '[h' '[[[host]' 'http://h/'
expect "an unclosed [ is text" 'h [host' '[host] [host' 'http://h/'
expect "\r" "$(printf 'h\r')" '{host}\r' 'http://h/'
# modifiers
expect "{url:path} is {:path}" '/a%20b|/a%20b|/a b' '{url:path}|{:path}|{path}' 'http://h/a%20b'
expect "{default:url}" "$(printf 'http://h:80/a\nhttps://u@h:8443/')" '{default:url}' 'http://h/a' 'https://u@h:8443/'
expect "{default:url}, no default port" 'foo://h/' '{default:url}' 'foo://h/'
expect "{default:url}, no authority" 'mailto:a@b' '{default:url}' 'mailto:a@b'
expect "{default:port}, imap, sftp, redis" "$(printf '143\n22\n6379')" '{default:port}' 'imap://h/' 'sftp://h/' 'redis://h/'
expect "{origin}" "$(printf 'http://h.example\nhttps://[::1]:8443\nnull\nnull')" '{origin}' 'HTTP://H.Example:80/a' \
    'https://[::1]:8443/' 'file:///etc' '/relative'
expect "{origin}, userinfo and a port of leading zeros" 'http://h' '{origin}' 'http://u:p@h:0080/'
expect "{origin}, lenient: what is around the host is no matter" 'http://h' --lenient '{origin}' 'http://h/a b'
expect "{strict:path}" '/a b' '{strict:path}' 'http://h/a%20b'
expect "{strict:query:KEY}" 'x y' '{strict:query:a}' 'http://h/?a=x+y'
expect "{must:host}" 'h' '{must:host}' 'http://h/'
expect "{must:default:port}" '80' '{must:default:port}' 'http://h/'
expect "{:strict:path}: as written decodes nothing" '/a%00' '{:strict:path}' 'http://h/a%00'
printf 'http://h/a%%00\nhttp://h/b\n' | "$LLURI" get '{strict:path}' >"$tmp/out" 2>"$tmp/err"; st=$?
[ "$st" -eq 1 ] && [ "$(cat "$tmp/out")" = "$(printf '\n/b')" ] &&
    [ "$(cat "$tmp/err")" = "lluri: <stdin>:1: {strict:path}: does not decode to text" ] &&
    ok || bad "{strict:path} of %00: status $st, '$(cat "$tmp/out")', '$(cat "$tmp/err")'"
printf 'http://h/?a=%%01\n' | "$LLURI" get '{strict:query:a}' >/dev/null 2>"$tmp/err"; st=$?
[ "$st" -eq 1 ] && grep -q "{strict:query:a}: does not decode to text" "$tmp/err" && ok || bad "{strict:query:a}: $st"
"$LLURI" get --lenient '{strict:path}' 'http://h/%zz' >/dev/null 2>"$tmp/err"; st=$?
[ "$st" -eq 1 ] && grep -q "{strict:path}: does not decode to text" "$tmp/err" && ok || bad "{strict:path}, lenient %zz: $st"
"$LLURI" get '{host}|{must:port}' http://h/ http://h:1/ >"$tmp/out" 2>"$tmp/err"; st=$?
[ "$st" -eq 1 ] && [ "$(cat "$tmp/out")" = "$(printf '\nh|1')" ] &&
    [ "$(cat "$tmp/err")" = "lluri: 'http://h/': {must:port}: missing" ] && ok || bad "{must:port}: $st, $(cat "$tmp/err")"
printf 'http://h/\nhttp://x/?q\n' | "$LLURI" get --verify '{must:query}' >"$tmp/out" 2>/dev/null; st=$?
[ "$st" -eq 1 ] && [ "$(cat "$tmp/out")" = "" ] && ok || bad "{must:...} with --verify stops: $st"
for t in '{default:host}|default: takes port and url' '{puny:path}|puny: takes host, url and origin' \
         '{idn:url}|idn: takes host' '{puny:idn:host}|puny: and idn: exclude each other' \
         '{default:query:a}|the query'"'"'s pairs take url:, strict: and must: only' '{bogus:host}|unknown component' \
         '{referer.host}|unknown component'; do
    tpl=${t%%|*} why=${t#*|}
    "$LLURI" get "$tpl" http://h/ >"$tmp/out" 2>"$tmp/err"; st=$?
    [ "$st" -eq 2 ] && grep -qF "': $why at offset 0" "$tmp/err" && ok || bad "$tpl: status $st, $(cat "$tmp/err")"
done
"$LLURI" get >/dev/null 2>&1; st=$?
[ "$st" -eq 2 ] && ok || bad "get without TEMPLATE: exit $st"
# a report follows the lines printed before it, in one stream too
got=$(printf 'http://a/\nhttp://a/ b\nhttp://c/\n' | "$LLURI" get '{host}' 2>&1 | tr '\n' '|')
want='a||lluri: <stdin>:2: invalid character in path at offset 9|c|'
[ "$got" = "$want" ] && ok || bad "get's report among its lines: '$got', want '$want'"

echo "$passed passed, $failures failed"
[ "$failures" -eq 0 ]
