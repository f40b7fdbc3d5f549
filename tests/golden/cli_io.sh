#!/bin/sh
# SPDX-License-Identifier: MIT
# cli_io.sh — how the lluri tool reads and writes: -f FILE (and -f -),
# arguments that name files, --trim, --line-buffered (a result leaves as
# soon as its line came in, in extract too), and extract reading as it goes: the same URIs
# whatever the window, and a file larger than the memory it may use.
. "${top_srcdir:-.}/tests/golden/common.sh"
trap 'rm -rf "$tmp"; kill $pid 2>/dev/null' EXIT
pid=

# 1. -f FILE: the file's lines are the inputs; check names the file and line
printf 'http://a/\nhttp://a b/\n' >"$tmp/urls"
"$LLURI" check -f "$tmp/urls" >"$tmp/out"; st=$?
printf '%s:2:8: invalid character in host\nhttp://a b/\n        ^\n' "$tmp/urls" >"$tmp/want"
if cmp -s "$tmp/want" "$tmp/out" && [ "$st" -eq 1 ]; then ok; else bad "check -f FILE"; diff -u "$tmp/want" "$tmp/out"; fi
#    arguments first, then each -f in order; "-f -" is standard input
printf 'c\n' | "$LLURI" parse --json x --url-file "$tmp/urls" -f - >"$tmp/out"
[ "$(sed 's/^{"uri":"\([^"]*\)".*/\1/' "$tmp/out" | tr '\n' ' ')" = "x http://a/ http://a b/ c " ] && ok || bad "inputs: arguments, then -f files in order"
"$LLURI" parse -f "$tmp/no-such" >"$tmp/out" 2>"$tmp/err"; st=$?
[ "$st" -eq 2 ] && grep -q 'no-such' "$tmp/err" && ok || bad "-f of a missing file: status 2 and a message"
"$LLURI" parse -f >"$tmp/out" 2>&1; [ $? -eq 2 ] && ok || bad "-f without FILE is a usage error"
#    resolve: BASE is the first argument, the references come from -f
printf '../g\n?y\n' >"$tmp/refs"
"$LLURI" resolve 'http://a/b/c/d;p?q' -f "$tmp/refs" >"$tmp/out"
printf 'http://a/b/g\nhttp://a/b/c/d;p?y\n' >"$tmp/want"
cmp -s "$tmp/want" "$tmp/out" && ok || bad "resolve BASE -f REFS"

# 2. an argument that names a file is still a URI, but not silently
"$LLURI" check "$tmp/urls" >"$tmp/out" 2>"$tmp/err"; st=$?
[ "$st" -eq 0 ] && grep -q "is taken as a URI, not as a file to read (use -f" "$tmp/err" && ok || bad "a file argument warns"
"$LLURI" check 'http://a/' 2>"$tmp/err" >/dev/null; [ ! -s "$tmp/err" ] && ok || bad "no warning for a plain URI"
#    the -f it suggests is one shell word: a name with a space or a quote
#    in single quotes, which the shell reads back to the name
cp "$tmp/urls" "$tmp/it's a list"
"$LLURI" check "$tmp/it's a list" >/dev/null 2>"$tmp/err"
grep -qF "(use -f '$tmp/it'\''s a list' for its lines)" "$tmp/err" && ok || bad "the -f hint, shell-quoted: $(cat "$tmp/err")"
word=$(sed -n "s/.*(use -f \(.*\) for its lines)\$/\1/p" "$tmp/err")
eval "set -- $word"
[ "$#" -eq 1 ] && [ "$1" = "$tmp/it's a list" ] && ok || bad "the -f hint does not read back as the name: $word"

# 3. --trim
"$LLURI" check ' http://a/	' >/dev/null; [ $? -eq 1 ] && ok || bad "surrounding spaces are invalid without --trim"
"$LLURI" parse --json --trim ' http://a/	' | grep -q '^{"uri":"http://a/","valid":true' && ok || bad "--trim"
printf '  http://a/ \r\n' | "$LLURI" check --trim >/dev/null && ok || bad "--trim on standard input"

# 4. --line-buffered: each result leaves as soon as its line came in
mkfifo "$tmp/in"
"$LLURI" parse --json --line-buffered <"$tmp/in" >"$tmp/lb" &
pid=$!
exec 3>"$tmp/in"
printf 'http://first/\n' >&3
n=0
while [ "$n" -lt 50 ] && [ ! -s "$tmp/lb" ]; do sleep 0.1; n=$((n + 1)); done
grep -q '"uri":"http://first/"' "$tmp/lb" && ok || bad "--line-buffered: the first result before the second line"
printf 'http://second/\n' >&3
exec 3>&-
wait $pid; pid=
[ "$(wc -l <"$tmp/lb")" -eq 2 ] && ok || bad "--line-buffered: both results"
#    extract too: a hit leaves with its line, but an angle-bracket form that
#    a line break leaves open waits for the line that closes it
mkfifo "$tmp/xin"
"$LLURI" extract --line-buffered <"$tmp/xin" >"$tmp/xlb" &
pid=$!
exec 3>"$tmp/xin"
printf 'see http://first/ and <URL:ftp://f.
' >&3
n=0
while [ "$n" -lt 50 ] && [ ! -s "$tmp/xlb" ]; do sleep 0.1; n=$((n + 1)); done
sleep 0.2 # (time for a wrong second hit to show)
[ "$(cat "$tmp/xlb")" = "http://first/" ] && ok ||
    bad "extract --line-buffered: the first line's hit alone before the second line: $(cat "$tmp/xlb")"
printf '  example/x> then http://third/\n' >&3
n=0
while [ "$n" -lt 50 ] && [ "$(wc -l <"$tmp/xlb")" -lt 3 ]; do sleep 0.1; n=$((n + 1)); done
[ "$(tr '\n' ' ' <"$tmp/xlb")" = "http://first/ ftp://f.example/x http://third/ " ] && ok ||
    bad "extract --line-buffered: the joined form and the next hit with the second line"
exec 3>&-
wait $pid; pid=

# 5. extract reads as it goes: the hits do not depend on the window...
gen() { # deterministic prose with URIs of every form, some across lines
    i=0
    while [ $i -lt 300 ]; do
        printf 'item %d see http://h%d.example/p/%d?q=%d, or <URL:ftp://f%d.\n  example/x%d> and "mailto:u%d@h" x.y-z:w svn+ssh://s/%d (http://w/Foo_(%d)).\n' \
            $i $i $i $i $i $i $i $i $i
        i=$((i + 1))
    done
}
gen >"$tmp/prose"
cat "$tmp/prose" "$srcdir/tests/golden/cli_golden_extract.in" >"$tmp/text"
"$LLURI" extract --json "$tmp/text" >"$tmp/whole"
for w in 16 37 64 200 1000; do
    LLURI_EXTRACT_WINDOW=$w "$LLURI" extract --json "$tmp/text" >"$tmp/win"
    if cmp -s "$tmp/whole" "$tmp/win"; then ok; else bad "extract with a $w-byte window"; diff "$tmp/whole" "$tmp/win" | head -5; fi
done
[ "$(wc -l <"$tmp/whole")" -gt 1500 ] && ok || bad "extract found the generated URIs"
#    and a result at a time: the prose coming in a line at a time (its
#    <URL:...> forms broken across lines; the shell's read keeps no NUL,
#    so not the golden input), or the text as the file's reads give it
"$LLURI" extract --json "$tmp/prose" >"$tmp/want"
while IFS= read -r l; do printf '%s\n' "$l"; done <"$tmp/prose" |
    "$LLURI" extract --json --line-buffered >"$tmp/lines"
if cmp -s "$tmp/want" "$tmp/lines"; then ok; else bad "extract --line-buffered, a line at a time"; diff "$tmp/want" "$tmp/lines" | head -5; fi
for w in 16 200; do
    LLURI_EXTRACT_WINDOW=$w "$LLURI" extract --json --line-buffered "$tmp/text" >"$tmp/lines"
    if cmp -s "$tmp/whole" "$tmp/lines"; then ok; else bad "extract --line-buffered with a $w-byte window"; diff "$tmp/whole" "$tmp/lines" | head -5; fi
done
#    ...and a file larger than the memory allowed. Sanitizer and valgrind
#    builds reserve far more address space than they use, so the limit
#    applies only to a plain build (and QUICK makes the file small).
mb=160 limit=65536
[ -n "${LLURI_TEST_QUICK:-}" ] && mb=8
if [ -n "${LLURI_CLI:-}" ] || grep -q __asan_ "$LLURI" 2>/dev/null; then limit=unlimited; fi
line='GET http://example.com/a?b=c "x" <URL:ftp://f/y> done'
yes "$line" | head -n $((mb * 1024 * 1024 / (${#line} + 1))) >"$tmp/big"
lines=$(wc -l <"$tmp/big")
( ulimit -v $limit; exec "$LLURI" extract "$tmp/big" >"$tmp/bigout" ); st=$?
[ "$st" -eq 0 ] && [ "$(wc -l <"$tmp/bigout")" -eq $((lines * 2)) ] && ok ||
    bad "extract of $mb MB under ulimit -v $limit KiB: status $st, $(wc -l <"$tmp/bigout") URIs, want $((lines * 2))"
rm -f "$tmp/big" "$tmp/bigout"

echo "$passed passed, $failures failed"
[ "$failures" -eq 0 ]
