#!/bin/sh
# SPDX-License-Identifier: MIT
# cli_hostile.sh — the lluri tool fed hostile input on standard input:
# binary garbage, NUL bytes, invalid UTF-8, CR without LF, a last line
# without LF, a single 100 MB line, an empty file. For each: the exit status
# lluri(1) documents, exactly one output line per input line, and every
# invalid line reported by `check` with its line number, the same offset and
# reason as `parse --json` gives on that output line. Then the CLI's answer
# to a few inputs of the table of doc/conformance.md ("Inputs that make
# parsers disagree").
#
# Environment: LLURI_CLI, the command to test (default src/cli/lluri; the
# valgrind run of `make check-valgrind` points it at a wrapper);
# LLURI_TEST_QUICK=1 makes the long line 1 MB instead of 100 MB.
. "${top_srcdir:-.}/tests/golden/common.sh"

# Lines in a file as lluri counts them: one per LF, plus a last line
# without LF.
input_lines() {
    n=$(tr -dc '\n' <"$1" | wc -c)
    if [ -s "$1" ] && [ "$(tail -c 1 "$1" | tr -d '\n' | wc -c)" -eq 1 ]; then
        n=$((n + 1))
    fi
    echo $((n + 0))
}

# The contract on one input file ($1, named $2; $3 the expected exit
# status of parse and check):
#   parse --json, normalize: one output line per input line, status $3;
#   check: status $3, and for each invalid line "<stdin>:LINE:OFFSET:
#   REASON" with the reason and offset that parse --json gives on line LINE.
contract() {
    f=$1 what=$2 want=$3
    lines=$(input_lines "$f")

    "$LLURI" parse --json <"$f" >"$tmp/json" 2>"$tmp/err"; st=$?
    [ "$st" -eq "$want" ] && ok || bad "$what: parse --json exit $st, want $want"
    [ ! -s "$tmp/err" ] && ok || bad "$what: parse --json wrote to stderr: $(head -c 200 "$tmp/err")"
    got=$(wc -l <"$tmp/json")
    [ "$got" -eq "$lines" ] && ok || bad "$what: parse --json gave $got lines for $lines"
    # every output line is one whole object
    n=$(grep -c '^{"uri":".*}$' "$tmp/json")
    [ "$n" -eq "$lines" ] && ok || bad "$what: $n of $lines lines are JSON objects"

    "$LLURI" check <"$f" >"$tmp/check" 2>"$tmp/err"; st=$?
    [ "$st" -eq "$want" ] && ok || bad "$what: check exit $st, want $want"
    # check prints three lines per invalid input: the report, the input
    # (escaped, so it holds no LF), the caret; the report of an input that
    # is an IRI ends in a hint that parse --json does not give.
    awk 'NR % 3 == 1' "$tmp/check" | sed 's/ (an IRI: --iri reads it, RFC 3987)$//' >"$tmp/check.reports"
    grep -n '' "$tmp/json" >"$tmp/json.n"
    sed -n 's/^\([0-9]*\):.*"valid":false,"error":"\([^"]*\)","offset":\([0-9]*\)}$/<stdin>:\1:\3: \2/p' \
        "$tmp/json.n" >"$tmp/json.reports"
    if cmp -s "$tmp/json.reports" "$tmp/check.reports"; then ok; else
        bad "$what: check's line numbers, offsets and reasons differ from parse --json's"
        diff "$tmp/json.reports" "$tmp/check.reports" | head -n 5 >&2
    fi
    [ $(($(wc -l <"$tmp/check") % 3)) -eq 0 ] && ok || bad "$what: check output is not 3 lines per report"

    "$LLURI" normalize <"$f" >"$tmp/norm" 2>"$tmp/err"; st=$?
    [ "$st" -eq "$want" ] && ok || bad "$what: normalize exit $st, want $want"
    got=$(wc -l <"$tmp/norm")
    [ "$got" -eq "$lines" ] && ok || bad "$what: normalize gave $got lines for $lines"
}

# ---- 1. binary garbage: 1 MiB of every byte value, deterministic ---------
# A linear congruential generator in awk writes octal escapes, 64 a line,
# which printf turns into bytes (no /dev/urandom: the same bytes each run).
awk 'BEGIN { x = 12345
    for (i = 0; i < 16384; i++) {
        s = ""
        for (j = 0; j < 64; j++) {
            x = (x * 1103515245 + 12345) % 2147483648
            s = s sprintf("\\%03o", int(x / 65536) % 256)
        }
        print s
    } }' >"$tmp/garbage.oct"
while IFS= read -r l; do printf "$l"; done <"$tmp/garbage.oct" >"$tmp/garbage"
[ "$(wc -c <"$tmp/garbage")" -eq 1048576 ] && ok || bad "garbage generator: not 1 MiB"
contract "$tmp/garbage" "binary garbage" 1
# garbage ending in a URI that is valid: the lines stay apart
{ cat "$tmp/garbage"; printf '\nhttp://a/\n'; } >"$tmp/garbage2"
"$LLURI" parse --json <"$tmp/garbage2" | tail -n 1 | grep -q '^{"uri":"http://a/","valid":true,' \
    && ok || bad "a valid line after garbage"

# ---- 2. NUL bytes inside lines ---------------------------------------------
printf 'http://a/\000b\n\000\nhttp://a\000/\nhttp://a/\n' >"$tmp/nul"
contract "$tmp/nul" "NUL bytes" 1
printf '<stdin>:1:9: invalid character in path\n<stdin>:2:0: invalid character in path\n<stdin>:3:8: invalid character in host\n' >"$tmp/want"
cmp -s "$tmp/want" "$tmp/check.reports" && ok || bad "NUL bytes: reports"

# ---- 3. invalid UTF-8 --------------------------------------------------------
# a lone 0xFF, an overlong "/", a UTF-16 surrogate, a truncated sequence,
# and valid UTF-8 (still not a URI character: RFC 3986 §2 is ASCII)
printf 'http://a/\377\n\300\257\nhttp://\355\240\200/\nhttp://a/\342\202\nhttp://a/\303\251\n' >"$tmp/utf8"
contract "$tmp/utf8" "invalid UTF-8" 1
printf '<stdin>:1:9: invalid character in path\n<stdin>:2:0: invalid character in path\n<stdin>:3:7: invalid character in host\n<stdin>:4:9: invalid character in path\n<stdin>:5:9: invalid character in path\n' >"$tmp/want"
cmp -s "$tmp/want" "$tmp/check.reports" && ok || bad "invalid UTF-8: reports"
[ "$(grep -c 'an IRI: --iri' "$tmp/check")" -eq 1 ] && grep -q '^<stdin>:5:9: .*(an IRI: --iri reads it, RFC 3987)$' "$tmp/check" &&
    ok || bad "invalid UTF-8: the --iri hint for the valid UTF-8 alone"
# JSON stays valid: invalid bytes as \u00XX, valid UTF-8 as it is
sed -n 1p "$tmp/json" | grep -q '^{"uri":"http://a/\\u00ff",' && ok || bad "0xFF as \\u00ff"
sed -n 3p "$tmp/json" | grep -q '^{"uri":"http://\\u00ed\\u00a0\\u0080/",' && ok || bad "surrogate bytes escaped"
sed -n 5p "$tmp/json" | grep -q "^{\"uri\":\"http://a/$(printf '\303\251')\"," && ok || bad "valid UTF-8 kept"

# ---- 4. CR without LF ------------------------------------------------------
# A CR is part of the line unless an LF follows it: no line is split at a
# bare CR, none merged.
printf 'http://a/\rhttp://b/\r\nhttp://c/\r\r\n\r\rx' >"$tmp/cr"
contract "$tmp/cr" "CR without LF" 1
[ "$(input_lines "$tmp/cr")" -eq 3 ] && ok || bad "CR file has 3 lines"
printf '<stdin>:1:9: invalid character in path\n<stdin>:2:9: invalid character in path\n<stdin>:3:0: invalid character in path\n' >"$tmp/want"
cmp -s "$tmp/want" "$tmp/check.reports" && ok || bad "CR without LF: reports"
sed -n 1p "$tmp/json" | grep -q '^{"uri":"http://a/\\rhttp://b/","valid":false' && ok || bad "CRLF: only the CR before LF dropped"

# ---- 5. a last line without LF ---------------------------------------------
printf 'http://a/\nhttp://b/' >"$tmp/nolf"
contract "$tmp/nolf" "last line without LF" 0
sed -n 2p "$tmp/json" | grep -q '^{"uri":"http://b/","valid":true' && ok || bad "last line without LF parsed"
printf 'http://a/\nhttp://b c/' >"$tmp/nolf2"
contract "$tmp/nolf2" "invalid last line without LF" 1
printf '<stdin>:2:8: invalid character in host\n' >"$tmp/want"
cmp -s "$tmp/want" "$tmp/check.reports" && ok || bad "invalid last line without LF: report"

# ---- 6. an empty file, and one empty line ----------------------------------
: >"$tmp/empty"
contract "$tmp/empty" "empty file" 0
[ ! -s "$tmp/json" ] && [ ! -s "$tmp/check" ] && ok || bad "empty file: no output"
printf '\n' >"$tmp/emptyline"
contract "$tmp/emptyline" "one empty line" 0 # "" is a relative-ref (§4.2)

# ---- 7. a single 100 MB line -----------------------------------------------
# The reader's buffer doubles until the line fits (128 MiB for 100 MB);
# parse and check add nothing per line, normalize one result buffer of the
# line's size: about 104 MB resident for parse and check, 206 MB for
# normalize. Under a 256 MiB address-space limit all of it must work, and
# under 64 MiB the tool must stop with status 2 and a message, not crash.
# Sanitizer and valgrind builds reserve far more address space than they
# use, so the limit applies only to a plain build of the tool.
mb=100
[ -n "${LLURI_TEST_QUICK:-}" ] && mb=1
bytes=$((mb * 1024 * 1024))
{ printf 'http://h/'; head -c "$bytes" /dev/zero | tr '\0' 'a'; printf '\n'; } >"$tmp/long"
{ printf 'http://h/'; head -c "$bytes" /dev/zero | tr '\0' 'a'; printf ' \nhttp://a/\n'; } >"$tmp/longbad"
limit=""
if [ -z "${LLURI_CLI:-}" ] && ! grep -q __asan_ "$LLURI" 2>/dev/null; then
    limit=262144 # KiB
fi
long() { # command-args...: the tool under the limit (stdin from the caller)
    ( [ -n "$limit" ] && ulimit -v "$limit"; exec "$LLURI" "$@" )
}
t0=$(date +%s)
long parse --json <"$tmp/long" >"$tmp/out" 2>"$tmp/err"; st=$?
[ "$st" -eq 0 ] && ok || bad "$mb MB line: parse exit $st ($(head -c 200 "$tmp/err"))"
[ "$(wc -l <"$tmp/out")" -eq 1 ] && ok || bad "$mb MB line: parse gave not 1 line"
[ "$(wc -c <"$tmp/out")" -eq $((2 * bytes + 151)) ] && ok || bad "$mb MB line: parse output size $(wc -c <"$tmp/out")"
tail -c 110 "$tmp/out" | grep -q 'aaa","query":null,"fragment":null}$' && ok || bad "$mb MB line: the path runs to the end"
long check <"$tmp/longbad" >"$tmp/out" 2>"$tmp/err"; st=$?
[ "$st" -eq 1 ] && ok || bad "$mb MB bad line: check exit $st"
head -n 1 "$tmp/out" | grep -qx "<stdin>:1:$((bytes + 9)): invalid character in path" \
    && ok || bad "$mb MB bad line: check report $(head -c 100 "$tmp/out")"
[ "$(wc -l <"$tmp/out")" -eq 3 ] && ok || bad "$mb MB bad line: one report, then nothing for line 2"
long normalize <"$tmp/long" >"$tmp/out" 2>"$tmp/err"; st=$?
[ "$st" -eq 0 ] && ok || bad "$mb MB line: normalize exit $st ($(head -c 200 "$tmp/err"))"
cmp -s "$tmp/long" "$tmp/out" && ok || bad "$mb MB line: normalize changed a normal URI"
t1=$(date +%s)
echo "long line: $mb MB, limit ${limit:-none} KiB, $((t1 - t0)) s for parse, check and normalize"
if [ -n "$limit" ] && [ "$mb" -eq 100 ]; then
    limit=65536
    long parse --json <"$tmp/long" >"$tmp/out" 2>"$tmp/err"; st=$?
    [ "$st" -eq 2 ] && grep -qx 'lluri: standard input, line 1: Cannot allocate memory' "$tmp/err" \
        && ok || bad "$mb MB line in 64 MiB: exit $st, $(head -c 200 "$tmp/err")"
fi
rm -f "$tmp/long" "$tmp/longbad" "$tmp/out"

# ---- 8. exit status 2: I/O errors -------------------------------------------
"$LLURI" parse --json http://a/ >/dev/full 2>"$tmp/err"; st=$?
[ "$st" -eq 2 ] && grep -q 'error writing standard output' "$tmp/err" && ok || bad "write error: exit $st"
"$LLURI" check <"$builddir" >"$tmp/out" 2>"$tmp/err"; st=$?
[ "$st" -eq 2 ] && grep -q '^lluri: standard input, line 1: ' "$tmp/err" && ok || bad "read error (a directory): exit $st"

# the statuses are documented in --help
"$LLURI" --help >"$tmp/help"
grep -q '^  1  at least one input was invalid' "$tmp/help" &&
    grep -q '^  2  usage error, an error reading input or writing output, or$' "$tmp/help" \
    && ok || bad "--help documents exit statuses 1 and 2"

# ---- 9. a few rows of doc/conformance.md's table of hostile inputs ---------
row() { # expected-output command-args...
    want=$1; shift
    got=$("$LLURI" "$@" 2>&1)
    [ "$got" = "$want" ] && ok || bad "lluri $*: got '$got', want '$want'"
}
row '{"uri":"http://a@b@c/","valid":false,"error":"invalid character in host","offset":10}' parse --json 'http://a@b@c/'
row '{"uri":"http://a\\@b/","valid":false,"error":"invalid character in host","offset":8}' parse --json 'http://a\@b/'
row '{"uri":"http://a#@b/","valid":true,"scheme":"http","userinfo":null,"host":"a","host_kind":"reg-name","port":null,"path":"","query":null,"fragment":"@b/"}' parse --json 'http://a#@b/'
row '{"uri":"http://a:80@b/","valid":true,"scheme":"http","userinfo":"a:80","host":"b","host_kind":"reg-name","port":null,"path":"/","query":null,"fragment":null}' parse --json 'http://a:80@b/'
row '{"uri":"http://[::1]x/","valid":false,"error":"invalid character in host","offset":12}' parse --json 'http://[::1]x/'
row '{"uri":"http:/\\/a","valid":false,"error":"invalid character in path","offset":6}' parse --json 'http:/\/a'
row 'http://a/' normalize 'http://a/%2e%2e/'
row 'http://a%00b/' normalize 'http://a%00b/'
row 'http://a/%2e%2e/x' resolve 'http://a/b/c' '/%2e%2e/x'
printf 'http://a/\nhttp://a@b@c/\nhttp://[::1%%25eth0]/\n' | "$LLURI" check >"$tmp/out"; st=$?
printf '<stdin>:2:10: invalid character in host\nhttp://a@b@c/\n          ^\n<stdin>:3:11: invalid IP literal\nhttp://[::1%%25eth0]/\n           ^\n' >"$tmp/want"
[ "$st" -eq 1 ] && cmp -s "$tmp/want" "$tmp/out" && ok || bad "check with line numbers"
row '' check --zone-id 'http://[::1%25eth0]/'

# ---- 10. what the user gave, quoted on standard error, is escaped -----------
# as check escapes it: printable ASCII as is, a backslash doubled, any other
# byte \xNN; so a message is one line of printable ASCII
esc=$(printf '\033')
nl='
'
stderr_is() { # expected-stderr description command-args...
    want=$1 what=$2; shift 2
    "$LLURI" "$@" >/dev/null 2>"$tmp/err" </dev/null
    got=$(head -n 1 "$tmp/err")
    [ "$got" = "$want" ] && [ "$(LC_ALL=C tr -d '\n -~' <"$tmp/err" | wc -c)" -eq 0 ] && ok ||
        bad "$what: got '$(LC_ALL=C cat -A "$tmp/err")', want '$want'"
}
stderr_is "lluri: 'http://a/\\x1b[31m\\x0aX\\\\': invalid character in path at offset 9" "get, an argument" \
    get '{host}' "http://a/$esc[31m${nl}X\\"
stderr_is "lluri: BASE 'a\\x1bb': invalid character in path at offset 1" "resolve's BASE" resolve "a${esc}b" x
stderr_is "lluri: bad template '{\\x1b': no '}' closes the '{' at offset 0" "a bad template" get "{$esc" x
stderr_is "lluri: --set 'x\\x1b': needs COMPONENT=VALUE" "a bad --set" edit --set "x$esc" http://a/
stderr_is "lluri: --iterate 'port=1  \\x0a': an empty value (the values are separated by single spaces)" \
    "a bad --iterate" edit --iterate "port=1  $nl" http://a/
stderr_is "lluri: --redirect '\\x1b': invalid character in path at offset 0" "a bad --redirect" \
    edit --redirect "$esc" http://a/
stderr_is "lluri: unknown command 'frob\\x1b'" "an unknown command" "frob$esc"
stderr_is "lluri: unknown option '--x\\x1b'" "an unknown option" parse "--x$esc"
stderr_is "lluri: unknown component '\\x1b'" "an unknown component" encode "--component=$esc" x
bad_name="$tmp/a${esc}b"
printf 'http://a b\n' >"$bad_name"
stderr_is "lluri: $tmp/a\\x1bb:1: invalid character in host at offset 8" "get -f FILE" get '{url}' -f "$bad_name"
stderr_is "lluri: warning: '$tmp/a\\x1bb' is taken as a URI, not as a file to read (use -f '$tmp/a\\x1bb' for its lines)" \
    "a file name taken as a URI" parse "$bad_name"
stderr_is "lluri: $tmp/n\\x1bb: No such file or directory" "a missing -f FILE" parse -f "$tmp/n${esc}b"
stderr_is "lluri: $tmp/n\\x1bb: No such file or directory" "a missing extract FILE" extract "$tmp/n${esc}b"

echo "$passed passed, $failures failed"
[ "$failures" -eq 0 ]
