#!/bin/sh
# SPDX-License-Identifier: MIT
# cli_edit.sh — the edits (--set, --append, --redirect, --sort-query,
# --qtrim, --replace, --query-separator) through edit, get and normalize:
# every component, encoded and as written, set only when not there (?=),
# the order of edits, edit and normalize --lenient (the input repaired),
# edit --json's parts and params, and every error path (an edit the URI
# cannot hold: its line, the exit status; a bad option: status 2).
. "${top_srcdir:-.}/tests/golden/common.sh"
# expect DESCRIPTION WANT-STDOUT WANT-STATUS lluri-arguments...
expect() {
    what=$1 want=$2 wst=$3; shift 3
    got=$("$LLURI" "$@" 2>"$tmp/err"); st=$?
    if [ "$got" = "$want" ] && [ "$st" = "$wst" ]; then ok
    else bad "$what: got '$got' (status $st), want '$want' (status $wst)"; fi
}
# experr DESCRIPTION WANT-STDERR-SUBSTRING lluri-arguments... (status 2)
experr() {
    what=$1 want=$2; shift 2
    "$LLURI" "$@" >"$tmp/out" 2>"$tmp/err"; st=$?
    if [ "$st" = 2 ] && grep -qF -- "$want" "$tmp/err" && [ ! -s "$tmp/out" ]; then ok
    else bad "$what: status $st, stderr '$(cat "$tmp/err")'"; fi
}

u='http://u:p@a.b:81/x/y?q=1#f'
# --set, each component: encoded for it, or as written with ":="
expect "scheme" 'https://u:p@a.b:81/x/y?q=1#f' 0 edit --set scheme=https "$u"
expect "user" 'http://a%3Ab%20c:p@a.b:81/x/y?q=1#f' 0 edit --set 'user=a:b c' "$u"
expect "user:=" 'http://a%41:p@a.b:81/x/y?q=1#f' 0 edit --set 'user:=a%41' "$u"
expect "user empty" 'http://a.b:81/x/y?q=1#f' 0 edit --set user= "$u"
expect "password" 'http://u:p%40ss%2F@a.b:81/x/y?q=1#f' 0 edit --set 'password=p@ss/' "$u"
expect "password empty" 'http://u@a.b:81/x/y?q=1#f' 0 edit --set password= "$u"
expect "password, no user" 'http://:pw@h/' 0 edit --set password=pw 'http://h/'
expect "userinfo" 'http://x:y%20z@a.b:81/x/y?q=1#f' 0 edit --set 'userinfo=x:y z' "$u"
expect "host" 'http://u:p@ex%C3%A4mple.com:81/x/y?q=1#f' 0 edit --set 'host=exämple.com' "$u"
expect "host IP literal" 'http://u:p@[::1]:81/x/y?q=1#f' 0 edit --set 'host=[::1]' "$u"
expect "port" 'http://u:p@a.b:8080/x/y?q=1#f' 0 edit --set port=8080 "$u"
expect "port empty" 'http://u:p@a.b/x/y?q=1#f' 0 edit --set port= "$u"
expect "path" 'http://u:p@a.b:81/a%20b/c?q=1#f' 0 edit --set 'path=/a b/c' "$u"
expect "path without /" 'http://u:p@a.b:81/rel?q=1#f' 0 edit --set path=rel "$u"
expect "path empty" 'http://u:p@a.b:81?q=1#f' 0 edit --set path= "$u"
expect "path // no authority" 'urn:/.//x' 0 edit --set path=//x urn:a
expect "query" 'http://u:p@a.b:81/x/y?a=1&b=%20%23#f' 0 edit --set 'query=a=1&b= #' "$u"
expect "query empty" 'http://u:p@a.b:81/x/y#f' 0 edit --set query= "$u"
expect "query:=" 'http://u:p@a.b:81/x/y?a%2Fb#f' 0 edit --set 'query:=a%2Fb' "$u"
expect "fragment" 'http://u:p@a.b:81/x/y?q=1#a%23b' 0 edit --set 'fragment=a#b' "$u"
expect "fragment empty" 'http://u:p@a.b:81/x/y?q=1' 0 edit --set fragment= "$u"
expect "scheme on a relative ref" 'http:/p' 0 edit --set scheme=http /p
expect "host on a relative ref" '//h/p' 0 edit --set host=h /p

# --append
expect "append path" 'http://h/dir/a%20b%2Fc' 0 edit --append 'path=a b/c' http://h/dir
expect "append path after /" 'http://h/dir/x' 0 edit --append path=x http://h/dir/
expect "append path, empty path" 'http://h/x' 0 edit --append path=x http://h
expect "append path, twice" 'http://h/a/b' 0 edit --append path=a --append path=b http://h
expect "append query" 'http://h/?a=1&k=v+w%26x' 0 edit --append 'query=k=v w&x' 'http://h/?a=1'
expect "append query, none yet" 'http://h/?k' 0 edit --append query=k http://h/
expect "append query, empty one" 'http://h/?k=' 0 edit --append query=k= 'http://h/?'

# --redirect (RFC 3986 5.2)
expect "redirect" 'http://h/a/up?z' 0 edit --redirect '../up?z' http://h/a/b/c
expect "redirect absolute" 'ftp://x/' 0 edit --redirect ftp://x/ http://h/a
expect "redirect then set" 'http://h:1/a/up' 0 edit --redirect ../up --set port=1 http://h/a/b/c

# the query's pairs
expect "sort-query (stable, by key)" 'http://h/?a=1&a=0&b=2&b=1&c' 0 edit --sort-query 'http://h/?b=2&a=1&b=1&c&a=0'
expect "sort-query, no query" 'http://h/' 0 edit --sort-query http://h/
expect "trim glob" 'http://h/?a=1' 0 edit --trim 'query=utm_*' 'http://h/?utm_source=x&a=1&utm_medium=y'
expect "trim=" 'http://h/?a=1' 0 edit '--trim=query=utm_*' 'http://h/?utm_source=x&a=1'
expect "trim every pair" 'http://h/#f' 0 edit --trim 'query=*' 'http://h/?x&y=1#f'
expect "trim keeps an empty query" 'http://h/?' 0 edit --trim 'query=*' 'http://h/?'
expect "trim on decoded key" 'http://h/?b' 0 edit --trim 'query=a b' 'http://h/?a+b=1&b&a%20b'
expect "replace: the first pair, the others dropped" 'http://h/?a=Z+z&b=2' 0 edit --replace 'a=Z z' 'http://h/?a=1&b=2&a=3'
expect "replace, key absent" 'http://h/?b=2' 0 edit --replace a=Z 'http://h/?b=2'
expect "replace without value" 'http://h/?a&b' 0 edit --replace a 'http://h/?a=1&b'
expect "query-separator" 'http://h/?a=1;b=2;c=3' 0 edit '--query-separator=;' --append query=c=3 'http://h/?a=1;b=2'
expect "query-separator sorts" 'http://h/?a&b=1;z=2' 0 edit --query-separator ';' --sort-query 'http://h/?z=2;a&b=1'
expect "--trim still trims" 'http://h/?c' 0 edit --trim query=a --trim '  http://h/?a&c  '
expect "qtrim" 'http://h/?a=1' 0 edit --qtrim 'utm_*' 'http://h/?utm_source=x&a=1&utm_medium=y'
expect "qtrim=" 'http://h/?a=1' 0 edit '--qtrim=utm_*' 'http://h/?utm_source=x&a=1'
expect "qtrim and --trim: two options" 'http://h/?c' 0 edit --qtrim a --trim '  http://h/?a&c  '
expect "qtrim on get" '1' 0 get --qtrim b '{query-all:a}' 'http://h/?b=2&a=1'

# ?= (and ?:=): set only what is not there
expect "port?= kept" 'http://h:88/' 0 edit --set 'port?=99' 'http://h:88/'
expect "port?= set" 'http://h:99/' 0 edit --set 'port?=99' 'http://h/'
expect "port?= set, empty port" 'http://h:99/' 0 edit --set 'port?=99' 'http://h:/'
expect "scheme?= kept" 'ftp://h' 0 edit --set 'scheme?=https' 'ftp://h'
expect "scheme?= set" 'https://h' 0 edit --set 'scheme?=https' '//h'
expect "query?:= set" 'http://h/?a%20b' 0 edit --set 'query?:=a%20b' 'http://h/'
expect "query?= kept (empty query is there)" 'http://h/?' 0 edit --set 'query?=x' 'http://h/?'
expect "fragment?= set" 'http://h/#a%20b' 0 edit --set 'fragment?=a b' 'http://h/'
expect "user?= kept" 'http://u@h/' 0 edit --set 'user?=v' 'http://u@h/'
expect "password?= set" 'http://u:p@h/' 0 edit --set 'password?=p' 'http://u@h/'
expect "host?= kept" 'http://h/' 0 edit --set 'host?=x' 'http://h/'
expect "path?= set" 'http://h/p' 0 edit --set 'path?=p' 'http://h'

# --lenient: edit and normalize write what the lenient profile read as RFC
# 3986 has it, and say what that changed
expect "edit --lenient" 'http://a.example/x%20y?q=%3C1%3E' 0 edit --lenient ' http://a.example/x y?q=<1> '
[ "$(cat "$tmp/err")" = "lluri: ' http://a.example/x y?q=<1> ': repaired (space, angle, whitespace)" ] &&
    ok || bad "edit --lenient's message: $(cat "$tmp/err")"
expect "normalize --lenient" 'http://a.example/x%20y/%25zz%C3%BC' 0 normalize --lenient 'HTTP://A.example/a/../x y/%zzü'
expect "normalize --lenient, the userinfo's @ and the fragment's #" 'http://u:p%40s@h/#a%23b' 0     normalize --lenient 'http://u:p@s@h/#a#b'
expect "edit --lenient then an edit" 'http://a.example/x%20y?k=v' 0 edit --lenient --append query=k=v 'http://a.example/x y'
expect "edit --lenient, a valid URI" 'http://h/a' 0 edit --lenient 'http://h/a'
[ ! -s "$tmp/err" ] && ok || bad "edit --lenient says nothing of a valid URI"
expect "edit --lenient --json" '{"uri":"http://h/a b","repaired":["space"],"valid":true,"url":"http://h/a%20b","parts":{"scheme":"http","host":"h","path":"/a b"},"params":[]}' 0     edit --lenient --json 'http://h/a b'
[ ! -s "$tmp/err" ] && ok || bad "edit --lenient --json: the message is in the object"
expect "normalize --lenient --json" '{"uri":"http://H/a b","repaired":["space"],"normalized":"http://h/a%20b"}' 0     normalize --lenient --json 'http://H/a b'
expect "normalize --lenient --json, valid" '{"uri":"http://h/","repaired":[],"normalized":"http://h/"}' 0     normalize --lenient --json 'http://h/'
expect "normalize --lenient, what it refuses" 'error: invalid port at offset 9' 1 normalize --lenient 'http://h:x/a b'
expect "normalize without --lenient" 'error: invalid character in path at offset 18' 1 normalize 'http://a.example/x y'

# the order of edits: each works on the result of the one before
expect "order: set then append" 'http://h/new/x' 0 edit --set path=/new --append path=x http://h/old
expect "order: append then set" 'http://h/new' 0 edit --append path=x --set path=/new http://h/old

# errors on an input's line; the others stay aligned
expect "bad port value" 'error: --set port=8x: invalid port at offset 10' 1 edit --set port=8x http://h/
expect "host removed under a port" 'error: --set host=: components do not fit together at offset 5' 1 edit --set host= 'http://h:1/'
expect "bad scheme" 'error: --set scheme=1x: invalid character in scheme at offset 0' 1 edit --set scheme=1x http://h/
expect "bad raw query" 'error: --set query:=a#b: invalid character in query at offset 11' 1 edit --set 'query:=a#b' http://h/
expect "redirect from a relative ref" 'error: --redirect x: base is not an absolute URI at offset 0' 1 edit --redirect x /rel
expect "invalid input" 'error: invalid character in path at offset 1' 1 edit --set port=1 'a b'
printf 'http://a/\nhttp://b:1/\nnot a uri\nhttp://c/\n' > "$tmp/in"
expect "alignment" 'http://a:2/
http://b:2/
error: invalid character in path at offset 3
http://c:2/' 1 edit --set port=2 -f "$tmp/in"
expect "json error" '{"uri":"http://h/","valid":false,"edit":"--set port=x","error":"invalid port","offset":9}' 1 edit --json --set port=x http://h/
# a result lluri_recompose() takes that the command's own parse refuses (a
# zone id without --zone-id) is the edit's failure too, named as the others
z='host=[fe80::2%25en1]'
expect "result refused: the edit named" "error: --set $z: invalid IP literal at offset 15" 1 edit --set "$z" http://a/
expect "result refused: the first edit whose result is" "error: --set $z: invalid IP literal at offset 15" 1 \
    edit --set "$z" --set path=/x http://a/
expect "result refused, --json" "{\"uri\":\"http://a/\",\"valid\":false,\"edit\":\"--set $z\",\"error\":\"invalid IP literal\",\"offset\":15}" 1 \
    edit --json --set "$z" http://a/
expect "result refused, then mended" 'http://b/' 0 edit --set "$z" --set host=b http://a/
expect "with --zone-id, taken" 'http://[fe80::2%25en1]/' 0 edit --zone-id --set "$z" http://a/
expect "result refused, normalize" "error: --set $z: invalid IP literal at offset 15" 1 normalize --set "$z" http://a/
"$LLURI" get --set "$z" '{host}' http://a/ >"$tmp/out" 2>"$tmp/err"; st=$?
[ "$st" = 1 ] && [ "$(cat "$tmp/err")" = "lluri: 'http://a/': --set $z: invalid IP literal at offset 15" ] && ok ||
    bad "get, result refused: status $st, stderr '$(cat "$tmp/err")'"
# an edit without an argument is named without a trailing space
"$LLURI" get --lenient --sort-query '{url}' 'http://a/?b=1 2&a=1' >"$tmp/out" 2>"$tmp/err"; st=$?
[ "$st" = 1 ] && [ "$(cat "$tmp/err")" = "lluri: 'http://a/?b=1 2&a=1': --sort-query: invalid character in query at offset 17" ] && ok ||
    bad "get --sort-query's failure: status $st, stderr '$(cat "$tmp/err")'"
expect "json invalid input" '{"uri":"a b","valid":false,"error":"invalid character in path","offset":1}' 1 edit --json 'a b'

# edit --json: the input, the result, parts decoded, params in order
expect "json" '{"uri":"http://u:p%20w@h:8/p%20a?a=1&b=%20+x#fr","valid":true,"url":"https://u:p%20w@h:8/p%20a?a=1&b=%20+x#fr","parts":{"scheme":"https","user":"u","password":"p w","host":"h","port":"8","path":"/p a","query":"a=1&b= +x","fragment":"fr"},"params":[{"key":"a","value":"1"},{"key":"b","value":"  x"}]}' 0 edit --json --set scheme=https 'http://u:p%20w@h:8/p%20a?a=1&b=%20+x#fr'
expect "json zone id" '{"uri":"http://[fe80::1%25eth0]/","valid":true,"url":"http://[fe80::1%25eth0]/","parts":{"scheme":"http","host":"[fe80::1%25eth0]","zoneid":"eth0","path":"/"},"params":[]}' 0 edit --json --zone-id 'http://[fe80::1%25eth0]/'
expect "json params, separator" '{"uri":"x?a;b=1","valid":true,"url":"x?a;b=1","parts":{"path":"x","query":"a;b=1"},"params":[{"key":"a","value":null},{"key":"b","value":"1"}]}' 0 edit --json --query-separator ';' 'x?a;b=1'

# get and normalize take the edits
expect "get with edits" 'zz b' 0 get '{host} {query:a}' --set host=zz --append query=a=b http://h/
# get's {query:KEY} splits at --query-separator's byte, as the edits do
expect "get {query:KEY}, separator" '2&z=3|1|' 0 get --query-separator ';' '{query:y}|{query:x}|{query:z}' 'http://h/?x=1;y=2&z=3'
expect "get {query:KEY}, default &" '1;y=2|3' 0 get '{query:x}|{query:z}' 'http://h/?x=1;y=2&z=3'
expect "get {query-all:KEY}, separator" 'a b c' 0 get --query-separator=: '{query-all:k}' 'x?k=a:k=b::k=c'
k600=$(printf '%600s' '' | tr ' ' k); k200=$(printf '%200s' '' | tr ' ' k)
expect "get {query:KEY}, a key of 600 bytes" '[1]' 0 get "[{query:$k600}]" "http://h/?$k600=1"
expect "get {query:KEY}, a key of 600 bytes encoded" '[1|2]' 0 get "[{query:$k200}|{query:x}]" \
    "http://h/?$(printf '%s' "$k200" | sed 's/k/%6B/g')=1&x=2"
"$LLURI" get '{host}' --set port=x http://a/ http://b/ >"$tmp/out" 2>"$tmp/err"; st=$?
if [ "$st" = 1 ] && [ "$(cat "$tmp/out")" = "$(printf '\n\n')" ] \
   && grep -qF "'http://a/': --set port=x: invalid port at offset 9" "$tmp/err"; then ok
else bad "get, failing edit: status $st, stderr '$(cat "$tmp/err")'"; fi
expect "get --verify stops" '' 1 get --verify '{host}' --set port=x http://a/ http://b/
expect "normalize a cache key" 'http://h/?a&b=a' 0 normalize --sort-query --qtrim x 'HTTP://H/?x=1&b=%61&a'
expect "normalize a cache key, --trim query=" 'http://h/?a&b=a' 0 normalize --sort-query --trim query=x 'HTTP://H/?x=1&b=%61&a'
expect "normalize sorts normalized keys" 'http://h/?a&b=2&z=1' 0 normalize --sort-query 'http://h/?%7A=1&b=2&&a'
expect "edit sorts keys as written" 'http://h/?%7A=1&a&b=2' 0 edit --sort-query 'http://h/?%7A=1&b=2&&a'
# normalize sorts "&" pairs only: another separator is refused, not ignored
experr "normalize sorts & pairs" 'normalize --sort-query sorts the query' normalize --sort-query --query-separator ';' 'http://h/?b=1;a=2'
experr "normalize sorts & pairs, either order" 'then normalize' normalize --query-separator=';' --sort-query 'http://h/?b=1;a=2'
expect "normalize --sort-query, separator &" 'http://h/?a=2&b=1' 0 normalize --sort-query --query-separator '&' 'http://h/?b=1&a=2'
expect "normalize, separator for an edit" 'http://h/?b=1;a=2;c=3' 0 normalize --query-separator ';' --append query=c=3 'http://h/?b=1;a=2'
expect "normalize, only the steps, sorted" 'HTTP://h/?A&b' 0 normalize --dots --sort-query 'HTTP://h/a/../?b&A'
# a rootless path after a scheme loses its dot segments unless that would
# make it absolute; a relative-path reference keeps them (doc/lluri.3)
expect "normalize, rootless" 'scheme:path1:/path2' 0 normalize 'scheme:./path1:/path2'
expect "normalize, rootless kept" 'urn:a/../b' 0 normalize 'URN:a/%2E%2E/b'
expect "normalize, relative kept" './a:b' 0 normalize './a:b'

# --iterate: --set with each value, a result per combination, the first
# --iterate given varying slowest, each input in turn
nl='
'
expect "iterate, two components" "ftp://h:1/x${nl}https://h:1/x${nl}ftp://h:22/x${nl}https://h:22/x${nl}ftp://g:1/${nl}https://g:1/${nl}ftp://g:22/${nl}https://g:22/" 0 \
    edit --iterate 'port=1 22' --iterate 'scheme=ftp https' http://h/x http://g/
expect "iterate, encoded" "http://h/a%5Eb${nl}http://h/c" 0 edit --iterate 'path=/a^b /c' http://h/
expect "iterate as written" "http://h/%41${nl}http://h/b" 0 edit --iterate 'path:=/%41 /b' http://h/
expect "iterate among edits, in order" "http://a/?k=1&x=y${nl}http://b/?k=1&x=y" 0 \
    edit --append query=k=1 --iterate 'host=a b' --append query=x=y http://h/
expect "get iterates" "a 1${nl}a 2${nl}b 1${nl}b 2" 0 get --iterate 'host=a b' --iterate 'port=1 2' '{host} {port}' http://h/
expect "normalize iterates" "http://a/${nl}http://b/" 0 normalize --iterate 'host=A B' 'http://h:80/'
expect "iterate --json" '{"uri":"x","valid":true,"url":"x#1","parts":{"path":"x","fragment":"1"},"params":[]}
{"uri":"x","valid":true,"url":"x#2","parts":{"path":"x","fragment":"2"},"params":[]}' 0 edit --json --iterate 'fragment=1 2' x
expect "iterate, a failing value" "http://h:1/${nl}error: --iterate port=x: invalid port at offset 9${nl}http://h:2/" 1 \
    edit --iterate 'port=1 x 2' http://h/
expect "iterate, an input that does not parse: once" "error: invalid character in host at offset 8${nl}http://b:1/${nl}http://b:2/" 1 \
    edit --iterate 'port=1 2' 'http://a b/' http://b/
expect "normalize --json: the input as read" '{"uri":"HTTP://A/","normalized":"http://a:1/"}
{"uri":"HTTP://A/","valid":false,"edit":"--iterate port=x","error":"invalid port","offset":9}' 1 \
    normalize --json --iterate 'port=1 x' 'HTTP://A/'
experr "iterate, an empty value" "an empty value" edit --iterate 'host=a  b' http://h/
experr "iterate, a trailing space" "an empty value" edit --iterate 'host=a ' http://h/
experr "iterate, nothing" "an empty value" edit --iterate 'host=' http://h/
experr "iterate, twice a component" "a second --iterate of the component" edit --iterate 'host=a' --iterate 'host=b' http://h/
experr "iterate without =" "needs COMPONENT=VALUE" edit --iterate host http://h/

# bad options: a message, status 2, nothing on stdout
experr "set without =" "needs COMPONENT=VALUE" edit --set host http://h/
experr "unknown component" "unknown component" edit --set bogus=1 http://h/
experr "bad append" "takes path=SEGMENT or query=KEY=VALUE" edit --append x=1 http://h/
experr "append query without key" "the query pair needs a KEY" edit --append query==1 http://h/
experr "unparsable redirect" "--redirect 'a b': invalid character in path at offset 1" edit --redirect 'a b' http://h/
experr "bad trim" "takes query=PATTERN" edit --trim=path=x http://h/
experr "qtrim without a pattern" "takes a PATTERN" edit --qtrim= http://h/
experr "replace without key" "needs KEY=VALUE" edit --replace =1 http://h/
experr "bad separator" "needs one of" edit --query-separator == http://h/
experr "separator of two bytes" "needs one of" edit --query-separator '&&' http://h/
experr "set not taken by check" "option not taken by this command" check --set port=1 http://h/
experr "set without argument" "option needs an argument" edit --set

echo "cli_edit: $passed passed, $failures failed"
[ "$failures" -eq 0 ]
