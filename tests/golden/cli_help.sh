#!/bin/sh
# SPDX-License-Identifier: MIT
# cli_help.sh — the documentation keeps up with the tool: every command and
# every option `lluri --help` lists appears in the README's CLI section
# (between its <!-- cli-begin --> and <!-- cli-end --> markers) and in the
# man page lluri(1); and the man page renders without a warning.
set -u
builddir=${top_builddir:-.}
srcdir=${top_srcdir:-.}
LLURI=${LLURI_CLI:-$builddir/src/cli/lluri}
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
failures=0 passed=0
ok() { passed=$((passed + 1)); }
bad() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

"$LLURI" --help >"$tmp/help" || { echo "FAIL: lluri --help"; exit 1; }
sed -n '/^Commands:/,/^$/p' "$tmp/help" | awk 'NR > 1 && $1 != "" { print $1 }' >"$tmp/commands"
sed -n '/^Options:/,/^$/p' "$tmp/help" | grep -o -- '--[a-z-]*\|^  -[a-z]' | sed 's/^  //' | sort -u >"$tmp/options"
[ "$(wc -l <"$tmp/commands")" -ge 9 ] && ok || bad "found only $(wc -l <"$tmp/commands") commands in --help"
[ "$(wc -l <"$tmp/options")" -ge 15 ] && ok || bad "found only $(wc -l <"$tmp/options") options in --help"

sed -n '/<!-- cli-begin -->/,/<!-- cli-end -->/p' "$srcdir/README.md" >"$tmp/readme"
[ -s "$tmp/readme" ] && ok || bad "README.md has no <!-- cli-begin --> ... <!-- cli-end --> section"
man1="$srcdir/doc/lluri.1"
for word in $(cat "$tmp/commands" "$tmp/options"); do
    grep -q -F -- "$word" "$tmp/readme" && ok || bad "README's CLI section lacks $word"
    if [ -f "$man1" ]; then
        # in roff, "-" is written "\-"
        pat=$(printf '%s' "$word" | sed 's/-/\\\\-/g')
        grep -q -F -- "$pat" "$man1" && ok || bad "lluri(1) lacks $word"
    fi
done
if [ -f "$man1" ] && command -v man >/dev/null 2>&1; then
    LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$man1" >"$tmp/man" 2>"$tmp/warn"
    [ -s "$tmp/man" ] && [ ! -s "$tmp/warn" ] && ok || { bad "man --warnings -l doc/lluri.1"; cat "$tmp/warn"; }
fi

echo "$passed passed, $failures failed"
[ "$failures" -eq 0 ]
