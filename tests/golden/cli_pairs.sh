#!/bin/sh
# SPDX-License-Identifier: MIT
# cli_pairs.sh — resolve --pairs and relativize --pairs: BASE<TAB>REF lines,
# one output line each, a failure naming its side (base or ref/target) with
# the offset into that side, a line without a TAB reported at its end; and
# normalize's step options and cache-key drops.
. "${top_srcdir:-.}/tests/golden/common.sh"

printf 'http://a/b/c/d;p?q\t../g\nhttp://a/b\thttp://x y\nrel\tg\nno tab here\nhttp://a b/\tg\nhttp://a/b/c/d;p?q\t?y\n' >"$tmp/in"
"$LLURI" resolve --pairs <"$tmp/in" >"$tmp/out"; st=$?
cat >"$tmp/want" <<'END'
http://a/b/g
error: ref: invalid character in host at offset 8
error: base: base is not an absolute URI at offset 0
error: no TAB between the two URIs at offset 11
error: base: invalid character in host at offset 8
http://a/b/c/d;p?y
END
cmp -s "$tmp/want" "$tmp/out" && ok || { bad "resolve --pairs"; diff -u "$tmp/want" "$tmp/out" >&2; }
[ "$st" -eq 1 ] && ok || bad "resolve --pairs with failures: exit $st, want 1"
"$LLURI" resolve --pairs --json <"$tmp/in" >"$tmp/out"
cat >"$tmp/want" <<'END'
{"base":"http://a/b/c/d;p?q","ref":"../g","target":"http://a/b/g"}
{"base":"http://a/b","ref":"http://x y","valid":false,"side":"ref","error":"invalid character in host","offset":8}
{"base":"rel","ref":"g","valid":false,"side":"base","error":"base is not an absolute URI","offset":0}
{"line":"no tab here","valid":false,"error":"no TAB between the two URIs","offset":11}
{"base":"http://a b/","ref":"g","valid":false,"side":"base","error":"invalid character in host","offset":8}
{"base":"http://a/b/c/d;p?q","ref":"?y","target":"http://a/b/c/d;p?y"}
END
cmp -s "$tmp/want" "$tmp/out" && ok || { bad "resolve --pairs --json"; diff -u "$tmp/want" "$tmp/out" >&2; }
printf 'http://a/b/c\thttp://a/b/g\nhttp://a/b/c\thttp://h/x\n' | "$LLURI" relativize --pairs --json >"$tmp/out"
printf '{"base":"http://a/b/c","target":"http://a/b/g","relative":"g"}\n{"base":"http://a/b/c","target":"http://h/x","relative":"//h/x"}\n' >"$tmp/want"
cmp -s "$tmp/want" "$tmp/out" && ok || { bad "relativize --pairs --json"; diff -u "$tmp/want" "$tmp/out" >&2; }
# a target without a scheme: named, at its offset 0 (it said "invalid argument")
printf 'http://a/b\trel\n' | "$LLURI" relativize --pairs --json >"$tmp/out"
printf '{"base":"http://a/b","target":"rel","valid":false,"side":"target","error":"missing scheme","offset":0}\n' >"$tmp/want"
cmp -s "$tmp/want" "$tmp/out" && ok || { bad "relativize: a target without a scheme"; diff -u "$tmp/want" "$tmp/out" >&2; }
printf 'http://a/b\tg\n' | "$LLURI" resolve --pairs >/dev/null && ok || bad "resolve --pairs all valid: exit 0"
"$LLURI" resolve --pairs --compat "$(printf 'http://a/b/c\thttp:g')" | grep -qx 'http://a/b/g' && ok || bad "--pairs with --compat, as an argument"

# A BASE argument that cannot be a base: one message and status 2, no
# output, whether it does not parse or has no scheme
for cmd in resolve relativize; do
    expect_status 2 "$cmd: a BASE that does not parse" "$LLURI" $cmd 'not a base' g
    [ ! -s "$tmp/out" ] && [ "$(cat "$tmp/err")" = "lluri: BASE 'not a base': invalid character in path at offset 3" ] &&
        ok || bad "$cmd: the message for a BASE that does not parse: $(cat "$tmp/err")"
    expect_status 2 "$cmd: a BASE without a scheme" "$LLURI" $cmd rel g
    [ ! -s "$tmp/out" ] && [ "$(cat "$tmp/err")" = "lluri: BASE 'rel': base is not an absolute URI at offset 0" ] &&
        ok || bad "$cmd: the message for a BASE without a scheme: $(cat "$tmp/err")"
done

# normalize: the steps given (default all) and the cache-key drops
u='HTTP://A:80/%7e/./b?#f'
[ "$("$LLURI" normalize "$u")" = 'http://a/~/b?#f' ] && ok || bad "normalize: all steps"
[ "$("$LLURI" normalize --case "$u")" = 'http://a:80/%7E/./b?#f' ] && ok || bad "normalize --case"
[ "$("$LLURI" normalize --dots --pct "$u")" = 'HTTP://A:80/~/b?#f' ] && ok || bad "normalize --dots --pct"
[ "$("$LLURI" normalize --scheme-based --ipv6 "$u")" = 'HTTP://A/%7e/./b?#f' ] && ok || bad "normalize --scheme-based --ipv6"
[ "$("$LLURI" normalize --drop-fragment --drop-empty-query "$u")" = 'http://a/~/b' ] && ok || bad "normalize: cache key"
[ "$("$LLURI" normalize --drop-empty-query "$u")" = 'http://a/~/b#f' ] && ok || bad "normalize --drop-empty-query"
"$LLURI" normalize --drop-fragment --json "$u" | grep -qx '{"uri":"HTTP://A:80/%7e/./b?#f","normalized":"http://a/~/b?"}' && ok || bad "normalize --drop-fragment --json"
"$LLURI" resolve --case http://a/ g >/dev/null 2>&1; [ $? -eq 2 ] && ok || bad "--case is normalize's only"

echo "$passed passed, $failures failed"
[ "$failures" -eq 0 ]
