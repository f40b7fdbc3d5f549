#!/bin/sh
# SPDX-License-Identifier: MIT
# cli_help.sh — the documentation keeps up with the tool: every command and
# every option `lluri --help` lists appears in the man page lluri(1), which
# renders without a warning; every command and option the README names
# is one `lluri --help` lists; lluri(3) names every public function of the
# headers and renders without a warning.
. "${top_srcdir:-.}/tests/golden/common.sh"

"$LLURI" --help >"$tmp/help" || { echo "FAIL: lluri --help"; exit 1; }
sed -n '/^Commands:/,/^$/p' "$tmp/help" | awk 'NR > 1 && $1 != "" { print $1 }' >"$tmp/commands"
sed -n '/^Options:/,/^$/p' "$tmp/help" | grep -o -- '--[a-z-]*\|^  -[a-z]' | sed 's/^  //' | sort -u >"$tmp/options"
[ "$(wc -l <"$tmp/commands")" -ge 9 ] && ok || bad "found only $(wc -l <"$tmp/commands") commands in --help"
[ "$(wc -l <"$tmp/options")" -ge 15 ] && ok || bad "found only $(wc -l <"$tmp/options") options in --help"

man1="$srcdir/doc/lluri.1"
for word in $(cat "$tmp/commands" "$tmp/options"); do
    if [ -f "$man1" ]; then
        # in roff, "-" is written "\-"
        pat=$(printf '%s' "$word" | sed 's/-/\\-/g')
        grep -q -F -- "$pat" "$man1" && ok || bad "lluri(1) lacks $word"
    fi
done
if [ -f "$man1" ] && command -v man >/dev/null 2>&1; then
    LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$man1" >"$tmp/man" 2>"$tmp/warn"
    [ -s "$tmp/man" ] && [ ! -s "$tmp/warn" ] && ok || { bad "man --warnings -l doc/lluri.1"; cat "$tmp/warn"; }
fi

# lluri(3): every public function of the headers, and no warning
man3="$srcdir/doc/lluri.3"
if [ -f "$man3" ]; then
    fns=$(sed -n 's/.*LLURI_API[^(]*[ *]\(lluri_[a-z0-9_]*\)(.*/\1/p' \
        "$srcdir"/include/lluri.h "$srcdir"/include/lluri/*.h | sort -u)
    [ "$(printf '%s\n' "$fns" | wc -l)" -ge 40 ] && ok || bad "found only $(printf '%s\n' "$fns" | wc -l) functions in the headers"
    for f in $fns; do
        grep -q -F -- "$f" "$man3" && ok || bad "lluri(3) lacks $f"
    done
    if command -v man >/dev/null 2>&1; then
        LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$man3" >"$tmp/man3" 2>"$tmp/warn3"
        [ -s "$tmp/man3" ] && [ ! -s "$tmp/warn3" ] && ok || { bad "man --warnings -l doc/lluri.3"; cat "$tmp/warn3"; }
    fi
else
    bad "no doc/lluri.3"
fi
[ -f "$man1" ] && ok || bad "no doc/lluri.1"

# The README names commands and options in its examples (each line that
# runs ./src/cli/lluri) and in its feature list ("The `lluri` tool": a
# list of commands up to the ";"): each is one --help lists.
grep -F 'src/cli/lluri ' "$srcdir/README.md" >"$tmp/readme_runs"
[ -s "$tmp/readme_runs" ] && ok || bad "README.md runs no ./src/cli/lluri"
sed 's/.*src\/cli\/lluri \([a-z][a-z-]*\).*/\1/' "$tmp/readme_runs" >"$tmp/readme_words"
tr '\n' ' ' <"$srcdir/README.md" | sed -n 's/.*\*\*The `lluri` tool\*\*: \([^;]*\);.*/\1/p' |
    tr ',' '\n' | sed 's/^ *//; s/ *$//' >"$tmp/readme_list"
[ "$(wc -l <"$tmp/readme_list")" -ge 9 ] && ok || bad "README.md's feature list names only $(wc -l <"$tmp/readme_list") commands"
for word in $(cat "$tmp/readme_words" "$tmp/readme_list"); do
    grep -q -x -F -- "$word" "$tmp/commands" && ok || bad "README.md names a command '$word' that --help does not list"
done
for word in $(grep -o -- '--[a-z][a-z-]*' "$tmp/readme_runs" | sort -u); do
    grep -q -x -F -- "$word" "$tmp/options" && ok || bad "README.md uses an option $word that --help does not list"
done

# a usage error: the message, the synopsis of the command it was for (of
# every command when there is none), where to read more; status 2
"$LLURI" get --bogus '{host}' >"$tmp/out" 2>"$tmp/err"; st=$?
{ [ "$st" = 2 ] && [ ! -s "$tmp/out" ] && [ "$(sed -n 1p "$tmp/err")" = "lluri: unknown option '--bogus'" ] &&
  [ "$(grep -c '^Usage: lluri get ' "$tmp/err")" = 1 ] && [ "$(grep -c ' lluri parse ' "$tmp/err")" = 0 ] &&
  [ "$(tail -n 1 "$tmp/err")" = "Try 'lluri --help' for more information." ]; } &&
    ok || { bad "get's usage error"; cat "$tmp/err"; }
"$LLURI" frob >"$tmp/out" 2>"$tmp/err"; st=$?
[ "$st" = 2 ] && grep -q "^Usage: lluri parse " "$tmp/err" && grep -q "^       lluri extract " "$tmp/err" &&
    ok || { bad "an unknown command's usage error"; cat "$tmp/err"; }

# encode's --component is required: no brackets in the synopsis
grep -q '^       lluri encode \[--json\] --component=NAME \[STRING\.\.\.\]$' "$tmp/help" &&
    ok || bad "--help: encode's --component shown as optional"
# lluri COMMAND --help: that command's synopsis and its options only
"$LLURI" get --help >"$tmp/out" 2>"$tmp/err"; st=$?
{ [ "$st" = 0 ] && [ ! -s "$tmp/err" ] && grep -q '^Usage: lluri get ' "$tmp/out" &&
  ! grep -q 'lluri parse' "$tmp/out" && grep -q '^  --verify ' "$tmp/out" &&
  ! grep -q -- '--scheme ' "$tmp/out" && ! grep -q '^Commands:' "$tmp/out"; } &&
    ok || { bad "get --help"; cat "$tmp/out"; }
"$LLURI" encode --help | grep -q '^Usage: lluri encode \[--json\] --component=NAME ' &&
    ok || bad "encode --help (without --component)"
# lluri(1) documents: relativize --pairs in the synopsis and its sides, the
# template's escape \\, {fetch_safe}'s values, normalize --sort-query's limit
if [ -f "$man1" ]; then
    grep -q -F '.B lluri relativize \-\-pairs' "$man1" && ok || bad "lluri(1): no relativize --pairs synopsis"
    grep -q -F '""side"":""base""|""target""' "$man1" && ok || bad "lluri(1): relativize's sides"
    grep -q -F '.B \e\e' "$man1" && ok || bad "lluri(1): the template escape of a backslash"
    grep -q -F '.B not http' "$man1" && ok || bad "lluri(1): {fetch_safe}'s values"
    sed -n '/^\.B \\-\\-sort\\-query$/,/^\.TP/p' "$man1" | grep -q '4096 bytes' && ok ||
        bad "lluri(1): normalize --sort-query's limit"
fi

echo "$passed passed, $failures failed"
[ "$failures" -eq 0 ]
