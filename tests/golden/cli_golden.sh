#!/bin/sh
# SPDX-License-Identifier: MIT
# cli_golden.sh — the lluri tool's stable interfaces: the --json output
# (golden file, reviewed by hand), exit statuses, `check` messages, line
# handling (CRLF, no final newline, NUL bytes, empty input), and the
# commands encode, decode, query, resolve, normalize, relative, extract
# and parse --scheme.
. "${top_srcdir:-.}/tests/golden/common.sh"

# 1. the JSON contract, line for line
"$LLURI" parse --json <"$srcdir/tests/golden/cli_golden.in" >"$tmp/golden" 2>&1
if diff -u "$srcdir/tests/golden/cli_golden.out" "$tmp/golden"; then ok; else bad "--json differs from tests/golden/cli_golden.out"; fi

# 2. exit statuses
expect_status 0 "all valid" "$LLURI" parse --json http://a/ b
expect_status 1 "one invalid" "$LLURI" parse --json http://a/ 'http://a b/'
expect_status 0 "check valid" "$LLURI" check http://a/
expect_status 1 "check invalid" "$LLURI" check 'http://a b/'
expect_status 2 "unknown option" "$LLURI" parse --bogus
expect_status 2 "unknown command" "$LLURI" frobnicate
expect_status 2 "no command" "$LLURI"
expect_status 0 "--help" "$LLURI" --help
expect_status 0 "--version" "$LLURI" --version
grep -q '^lluri [0-9]' "$tmp/out" && ok || bad "--version prints 'lluri VERSION'"

# 3. check: input:offset: reason, the input, a caret under the byte
printf 'http://ok/\nhttp://a b/\n' | "$LLURI" check >"$tmp/check"
printf '<stdin>:2:8: invalid character in host\nhttp://a b/\n        ^\n' >"$tmp/want"
if cmp -s "$tmp/want" "$tmp/check"; then ok; else bad "check output"; diff -u "$tmp/want" "$tmp/check"; fi

# 4. start rules and zone ids
"$LLURI" parse --json --absolute 'a:b#c' | grep -q '"error":"fragment not allowed in an absolute URI","offset":3' && ok || bad "--absolute"
"$LLURI" parse --json --relative 'http://a' | grep -q '"offset":4' && ok || bad "--relative"
"$LLURI" parse --json --zone-id 'http://[fe80::1%25eth0]/' | grep -q '"valid":true' && ok || bad "--zone-id"

# 5. lines: CRLF stripped, a bare CR kept (and invalid), no final newline,
#    a NUL byte inside a line, an empty file, one line per input line
printf 'a\r\nb\rc\nd' | "$LLURI" parse --json >"$tmp/lines"
[ "$(wc -l <"$tmp/lines")" -eq 3 ] && ok || bad "3 input lines give 3 output lines"
sed -n 1p "$tmp/lines" | grep -q '^{"uri":"a","valid":true' && ok || bad "CRLF stripped"
sed -n 2p "$tmp/lines" | grep -q '^{"uri":"b\\rc","valid":false,"error":"invalid character in path","offset":1}' && ok || bad "bare CR kept and rejected"
sed -n 3p "$tmp/lines" | grep -q '^{"uri":"d","valid":true' && ok || bad "last line without newline"
printf 'a\000b\n' | "$LLURI" parse --json | grep -q '^{"uri":"a\\u0000b","valid":false,"error":"invalid character in path","offset":1}$' && ok || bad "NUL inside a line"
: | "$LLURI" parse --json >"$tmp/empty"; st=$?
[ "$st" -eq 0 ] && [ ! -s "$tmp/empty" ] && ok || bad "empty input: no output, exit 0"

# 6. encode and decode: one output line per input line, round trips,
#    decode errors on their own line (exit 1)
"$LLURI" encode --component=form 'a b&c=d~*' | grep -qx 'a+b%26c%3Dd%7E\*' && ok || bad "encode form"
"$LLURI" encode --component=path '/a b/c?d#e%' | grep -qx '/a%20b/c%3Fd%23e%25' && ok || bad "encode path"
"$LLURI" encode --component=segment 'a/b:c@d' | grep -qx 'a%2Fb:c@d' && ok || bad "encode segment"
"$LLURI" encode --component=userinfo 'u:p@x' | grep -qx 'u:p%40x' && ok || bad "encode userinfo"
"$LLURI" encode --component=reg-name 'a:b' | grep -qx 'a%3Ab' && ok || bad "encode reg-name"
"$LLURI" encode --component=query 'a=b/c?d#e' | grep -qx 'a=b/c?d%23e' && ok || bad "encode query"
"$LLURI" encode --component=fragment 'x?y#z' | grep -qx 'x?y%23z' && ok || bad "encode fragment"
"$LLURI" encode --component=path --json '/a b' | grep -qx '{"input":"/a b","encoded":"/a%20b"}' && ok || bad "encode --json"
printf 'caf\303\251 au lait\na+b=c&d\n100%%\n' >"$tmp/plain"
for c in userinfo reg-name segment path query fragment; do
    "$LLURI" encode --component=$c <"$tmp/plain" | "$LLURI" decode >"$tmp/rt"
    if cmp -s "$tmp/plain" "$tmp/rt"; then ok; else bad "encode --component=$c | decode is not the identity"; fi
done
"$LLURI" encode --component=form <"$tmp/plain" | "$LLURI" decode --form >"$tmp/rt"
if cmp -s "$tmp/plain" "$tmp/rt"; then ok; else bad "encode --component=form | decode --form is not the identity"; fi
"$LLURI" decode --form 'a+b%41' | grep -qx 'a bA' && ok || bad "decode --form"
"$LLURI" decode 'a+b' | grep -qx 'a+b' && ok || bad "decode keeps '+'"
"$LLURI" decode --json '%00%e9' | grep -qx '{"input":"%00%e9","decoded":"\\u0000\\u00e9"}' && ok || bad "decode --json"
printf '%%41\n%%4\nok\n%%%%41\n' | "$LLURI" decode >"$tmp/dec"; st=$?
printf 'A\nerror: invalid percent-encoding at offset 0\nok\nerror: invalid percent-encoding at offset 0\n' >"$tmp/want"
if cmp -s "$tmp/want" "$tmp/dec" && [ "$st" -eq 1 ]; then ok; else bad "decode errors keep line alignment, exit 1"; diff -u "$tmp/want" "$tmp/dec"; fi
"$LLURI" decode --json 'ab%G1' | grep -qx '{"input":"ab%G1","valid":false,"error":"invalid percent-encoding","offset":2}' && ok || bad "decode --json error"
# a control byte decoding gives stays %XX, as get keeps it: one input, one
# line, no control byte on the terminal; JSON escapes it
printf 'a%%0Ab\n%%1B%%5B1m%%09%%00%%7F%%7E\n' | "$LLURI" decode >"$tmp/dec"
printf 'a%%0Ab\n%%1B[1m%%09%%00%%7F~\n' >"$tmp/want"
if cmp -s "$tmp/want" "$tmp/dec"; then ok; else bad "decode keeps control bytes %XX"; diff -u "$tmp/want" "$tmp/dec"; fi
"$LLURI" decode --json 'a%0Ab' | grep -qx '{"input":"a%0Ab","decoded":"a\\nb"}' && ok || bad "decode --json escapes a control byte"
expect_status 2 "encode without --component" "$LLURI" encode x
expect_status 2 "encode, unknown component" "$LLURI" encode --component=authority x
"$LLURI" encode --component=host 'a:b' | grep -qx 'a%3Ab' && ok || bad "encode: host is reg-name"
expect_status 2 "decode --compat" "$LLURI" decode --compat x

# 7. query: decoded pairs, KEY<TAB>VALUE or KEY alone; JSON with null
"$LLURI" query 'http://a/?a=1&&b&c=x+y%26z&d=&e=f=g#h=i' >"$tmp/q"
printf 'a\t1\nb\nc\tx y&z\nd\t\ne\tf=g\n' >"$tmp/want"
if cmp -s "$tmp/want" "$tmp/q"; then ok; else bad "query"; diff -u "$tmp/want" "$tmp/q"; fi
# with --json one object per input, tied to it: the URI and its pairs
"$LLURI" query --json 'http://a/?k=v&flag&e=' 'http://a/' >"$tmp/q"
printf '{"uri":"http://a/?k=v&flag&e=","valid":true,"pairs":[{"key":"k","value":"v"},{"key":"flag","value":null},{"key":"e","value":""}]}\n{"uri":"http://a/","valid":true,"pairs":[]}\n' >"$tmp/want"
if cmp -s "$tmp/want" "$tmp/q"; then ok; else bad "query --json"; diff -u "$tmp/want" "$tmp/q"; fi
"$LLURI" query --json --semicolon '?a=1;b=2' | grep -qx '{"uri":"?a=1;b=2","valid":true,"pairs":\[{"key":"a","value":"1"},{"key":"b","value":"2"}\]}' && ok || bad "query --semicolon"
# a decoded control byte stays %XX: KEY<TAB>VALUE stays one line, one TAB
printf 'http://a/?k%%09x=v%%0Aw&e=%%1B%%5B1m\n' | "$LLURI" query >"$tmp/q"
printf 'k%%09x\tv%%0Aw\ne\t%%1B[1m\n' >"$tmp/want"
if cmp -s "$tmp/want" "$tmp/q"; then ok; else bad "query keeps control bytes %XX"; diff -u "$tmp/want" "$tmp/q"; fi
"$LLURI" query --json 'http://a/?k%09x=v%0Aw' | grep -qxF '{"uri":"http://a/?k%09x=v%0Aw","valid":true,"pairs":[{"key":"k\tx","value":"v\nw"}]}' &&
    ok || bad "query --json escapes control bytes"
"$LLURI" query 'http://a/' 'http://a/?' >"$tmp/q"; st=$?
[ "$st" -eq 0 ] && [ ! -s "$tmp/q" ] && ok || bad "query: no query or an empty one gives no pairs"
printf '?a=1\nhttp://a b/?x\n?b=2\n' | "$LLURI" query --json >"$tmp/q"; st=$?
printf '{"uri":"?a=1","valid":true,"pairs":[{"key":"a","value":"1"}]}\n{"uri":"http://a b/?x","valid":false,"error":"invalid character in host","offset":8}\n{"uri":"?b=2","valid":true,"pairs":[{"key":"b","value":"2"}]}\n' >"$tmp/want"
if cmp -s "$tmp/want" "$tmp/q" && [ "$st" -eq 1 ]; then ok; else bad "query: invalid URI gives an error line, exit 1"; diff -u "$tmp/want" "$tmp/q"; fi

# 8. resolve, normalize, relative (src/write/resolve.c, src/write/normalize.c):
#    RFC 3986 §5.4.1 examples, the §6 example, and line alignment
base='http://a/b/c/d;p?q'
printf 'g:h\ng\n./g\ng/\n/g\n//g\n?y\ng?y\n#s\n\n../..\n../../../g\n' >"$tmp/refs"
printf 'g:h\nhttp://a/b/c/g\nhttp://a/b/c/g\nhttp://a/b/c/g/\nhttp://a/g\nhttp://g\nhttp://a/b/c/d;p?y\nhttp://a/b/c/g?y\nhttp://a/b/c/d;p?q#s\nhttp://a/b/c/d;p?q\nhttp://a/\nhttp://a/g\n' >"$tmp/want"
"$LLURI" resolve "$base" <"$tmp/refs" >"$tmp/res"
if cmp -s "$tmp/want" "$tmp/res"; then ok; else bad "resolve RFC 3986 5.4.1"; diff -u "$tmp/want" "$tmp/res"; fi
"$LLURI" resolve --json "$base" '../g' | grep -qx '{"base":"http://a/b/c/d;p?q","ref":"../g","target":"http://a/b/g"}' && ok || bad "resolve --json"
"$LLURI" resolve "$base" 'http:g' | grep -qx 'http:g' && ok || bad "resolve strict: http:g"
"$LLURI" resolve --compat "$base" 'http:g' | grep -qx 'http://a/b/c/g' && ok || bad "resolve --compat: http:g"
printf 'g\nhttp://a b/\n../x\n' | "$LLURI" resolve "$base" >"$tmp/res"; st=$?
printf 'http://a/b/c/g\nerror: invalid character in host at offset 8\nhttp://a/b/x\n' >"$tmp/want"
if cmp -s "$tmp/want" "$tmp/res" && [ "$st" -eq 1 ]; then ok; else bad "resolve: error line keeps alignment, exit 1"; diff -u "$tmp/want" "$tmp/res"; fi
printf 'http://a b/\n' | "$LLURI" resolve --json "$base" | grep -qx '{"base":"http://a/b/c/d;p?q","ref":"http://a b/","valid":false,"error":"invalid character in host","offset":8}' && ok || bad "resolve --json error"
expect_status 2 "resolve without BASE" "$LLURI" resolve
expect_status 2 "resolve, BASE does not parse" "$LLURI" resolve 'http://a b/' g
"$LLURI" normalize 'HTTP://Example.COM:80/a/../b/%7euser' | grep -qx 'http://example.com/b/~user' && ok || bad "normalize"
"$LLURI" normalize --json 'HTTP://Example.COM:80/a/../b/%7euser' | grep -qx '{"uri":"HTTP://Example.COM:80/a/../b/%7euser","normalized":"http://example.com/b/~user"}' && ok || bad "normalize --json"
printf 'http://a/./b\nhttp://a b/\n' | "$LLURI" normalize --json >"$tmp/norm"; st=$?
printf '{"uri":"http://a/./b","normalized":"http://a/b"}\n{"uri":"http://a b/","valid":false,"error":"invalid character in host","offset":8}\n' >"$tmp/want"
if cmp -s "$tmp/want" "$tmp/norm" && [ "$st" -eq 1 ]; then ok; else bad "normalize: error line keeps alignment, exit 1"; diff -u "$tmp/want" "$tmp/norm"; fi
"$LLURI" relative "$base" 'http://a/b/c/g' | grep -qx 'g' && ok || bad "relative: sibling"
"$LLURI" relative "$base" 'http://a/b/c/d;p?y' | grep -qx '?y' && ok || bad "relative: query"
"$LLURI" relative "$base" 'ftp://a/b' | grep -qx 'ftp://a/b' && ok || bad "relative: another scheme"
"$LLURI" relative --json "$base" 'http://a/b/c/g' | grep -qx '{"base":"http://a/b/c/d;p?q","target":"http://a/b/c/g","relative":"g"}' && ok || bad "relative --json"
# relative, then resolve: back to the target, byte for byte
printf 'http://a/b/c/g\nhttp://a/g\nhttp://a/b/c/d;p?q\nhttp://a/b/c/d;p?q#f\nhttp://a/b/\nhttp://a/b/c/g:h\nhttp://x/y\nhttp://a\n' >"$tmp/targets"
"$LLURI" relative "$base" <"$tmp/targets" | "$LLURI" resolve "$base" >"$tmp/back"
if cmp -s "$tmp/targets" "$tmp/back"; then ok; else bad "resolve(base, relative(base, t)) != t"; diff -u "$tmp/targets" "$tmp/back"; fi

# 9. extract (src/text/extract.rl): URIs in free text. The JSON contract, line for
#    line (RFC 1738's appendix example and a reference broken across lines,
#    uri(7)'s quotes and brackets, punctuation, false positives, any byte,
#    CRLF, no final newline); plain output; standard input; exit statuses
"$LLURI" extract --json "$srcdir/tests/golden/cli_golden_extract.in" >"$tmp/ext" 2>&1
if diff -u "$srcdir/tests/golden/cli_golden_extract.out" "$tmp/ext"; then ok; else bad "extract --json differs from tests/golden/cli_golden_extract.out"; fi
"$LLURI" extract <"$srcdir/tests/golden/cli_golden_extract.in" >"$tmp/ext"; st=$?
sed 's/^{"uri":"\([^"]*\)".*/\1/' "$srcdir/tests/golden/cli_golden_extract.out" >"$tmp/want"
if cmp -s "$tmp/want" "$tmp/ext" && [ "$st" -eq 0 ]; then ok; else bad "extract (plain, stdin): one URI per line, exit 0"; diff -u "$tmp/want" "$tmp/ext"; fi
printf 'a <URL:http://x/\n  y> b\n' | "$LLURI" extract --json - | grep -qx '{"uri":"http://x/y","line":1,"column":8,"offset":7,"length":13}' && ok || bad "extract: whitespace removed, span as in the input"
printf 'at 10:30 note: x <xsl:t>\n' | "$LLURI" extract >"$tmp/ext"; st=$?
[ "$st" -eq 1 ] && [ ! -s "$tmp/ext" ] && ok || bad "extract: no URI, no output, exit 1"
printf '<xsl:t> re:x\n' | "$LLURI" extract --any-scheme >"$tmp/ext"
printf 'xsl:t\nre:x\n' >"$tmp/want"
if cmp -s "$tmp/want" "$tmp/ext"; then ok; else bad "extract --any-scheme"; diff -u "$tmp/want" "$tmp/ext"; fi
printf 'x http://a/\n' >"$tmp/f1"; printf '\n\nmailto:b@c.\n' >"$tmp/f2"
"$LLURI" extract --json "$tmp/f1" "$tmp/f2" >"$tmp/ext"
printf '{"file":"%s","uri":"http://a/","line":1,"column":3,"offset":2,"length":9}\n{"file":"%s","uri":"mailto:b@c","line":3,"column":1,"offset":2,"length":10}\n' "$tmp/f1" "$tmp/f2" >"$tmp/want"
if cmp -s "$tmp/want" "$tmp/ext"; then ok; else bad "extract: each FILE counts from its start, and is named"; diff -u "$tmp/want" "$tmp/ext"; fi
# one file: no "file"; several, standard input among them: "-"
"$LLURI" extract --json "$tmp/f1" | grep -qx '{"uri":"http://a/","line":1,"column":3,"offset":2,"length":9}' && ok || bad "extract --json, one file: no file member"
printf 'y <ftp://h/>\n' | "$LLURI" extract --json - "$tmp/f1" >"$tmp/ext"
printf '{"file":"-","uri":"ftp://h/","line":1,"column":4,"offset":3,"length":8}\n{"file":"%s","uri":"http://a/","line":1,"column":3,"offset":2,"length":9}\n' "$tmp/f1" >"$tmp/want"
if cmp -s "$tmp/want" "$tmp/ext"; then ok; else bad "extract --json - FILE: standard input is \"-\""; diff -u "$tmp/want" "$tmp/ext"; fi
expect_status 2 "extract, missing file" "$LLURI" extract "$tmp/no-such-file"
expect_status 2 "extract, unknown option" "$LLURI" extract --uri
expect_status 0 "extract --help" "$LLURI" extract --help
# 10. parse --scheme (RFC 1738 5): the JSON "parts" contract, line for line
#    (tests/golden/cli_golden_scheme.*), --decode, the dump, exit statuses
"$LLURI" parse --scheme --json <"$srcdir/tests/golden/cli_golden_scheme.in" >"$tmp/scheme" 2>&1
if diff -u "$srcdir/tests/golden/cli_golden_scheme.out" "$tmp/scheme"; then ok; else bad "--scheme --json differs from tests/golden/cli_golden_scheme.out"; fi
"$LLURI" parse --scheme --decode --json 'ftp://my%20name@h/%2Fetc/motd;type=a' | grep -q '"parts":{"user":"my name","password":null,"host":"h","port":null,"path":"/etc/motd","type":"a"}}$' && ok || bad "--scheme --decode"
"$LLURI" parse --scheme --decode --json 'news:a%00b@h' | grep -q '"article":"a\\u0000b@h"' && ok || bad "--decode: a decoded NUL in JSON"
"$LLURI" parse --scheme 'ftp://h/f;type=x' >"$tmp/dump"; st=$?
tail -n 2 "$tmp/dump" >"$tmp/got"
printf 'scheme-kind   ftp\nscheme-error  invalid ftp type code at offset 15\n' >"$tmp/want"
if cmp -s "$tmp/want" "$tmp/got" && [ "$st" -eq 1 ]; then ok; else bad "--scheme dump of an error, exit 1"; diff -u "$tmp/want" "$tmp/got"; fi
"$LLURI" parse --scheme --decode 'gopher://h/1a%20b%09c' | tail -n 7 >"$tmp/got"
printf 'scheme-kind   gopher\n.host         h               off 9 len 1\n.port         (absent)\n.gtype        1               off 11 len 1\n.selector     a b             off 12 len 5\n.search       c               off 20 len 1\n.gopher_plus  (absent)\n' >"$tmp/want"
if cmp -s "$tmp/want" "$tmp/got"; then ok; else bad "--scheme --decode dump"; diff -u "$tmp/want" "$tmp/got"; fi
expect_status 0 "--scheme, all valid" "$LLURI" parse --scheme --json 'http://h/' 'news:*'
expect_status 1 "--scheme: valid URI, invalid for its scheme" "$LLURI" parse --scheme --json 'http://h:/'
expect_status 1 "--scheme: no grammar" "$LLURI" parse --scheme --json 'foo:bar'
expect_status 2 "--decode without --scheme" "$LLURI" parse --decode 'http://h/'
expect_status 2 "--scheme is for parse" "$LLURI" check --scheme 'http://h/'

echo "$passed passed, $failures failed"
[ "$failures" -eq 0 ]
