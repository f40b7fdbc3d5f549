#!/bin/sh
# cli_golden.sh — the lluri tool's stable interfaces: the --json output
# (golden file, reviewed by hand), exit statuses, `check` messages, and line
# handling (CRLF, no final newline, NUL bytes, empty input).
set -u
srcdir=${top_srcdir:-.}
builddir=${top_builddir:-.}
LLURI="$builddir/src/cli/lluri"
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
failures=0 passed=0

ok() { passed=$((passed + 1)); }
bad() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
expect_status() { # expected-status description command...
    want=$1 what=$2; shift 2
    "$@" >"$tmp/out" 2>"$tmp/err"; got=$?
    if [ "$got" -eq "$want" ]; then ok; else bad "$what: exit $got, want $want"; fi
}

# 1. the JSON contract, line for line
"$LLURI" parse --json <"$srcdir/tests/cli_golden.in" >"$tmp/golden" 2>&1
if diff -u "$srcdir/tests/cli_golden.out" "$tmp/golden"; then ok; else bad "--json differs from tests/cli_golden.out"; fi

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

echo "$passed passed, $failures failed"
[ "$failures" -eq 0 ]
