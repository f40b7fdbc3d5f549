#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/cli.sh — the tool in a pipeline (bench/RESULTS.md, "The tool"), two
# sets of commands, each side by side, ROUNDS rounds (default 5), each
# command once a round in turn; printed: each command's median wall time
# and the median of its per-round ratios to the set's first command.
#  1. pulling the host out of N lines (default 1,000,000, the shipped URL
#     lists repeated) with `lluri get '{host}'`, against `lluri check` on
#     the same file (the floor: parse and print nothing), get with its
#     messages in a file of their own (stderr apart from stdout), `lluri
#     parse --json | jq -r .host` and Python's
#     urllib.parse.urlsplit(l).hostname;
#  2. N lines of a Combined Log made from the lists' http(s) URLs (each a
#     GET of the URL's path and query, the URL its referer, Apache's \"
#     for a quote), read by `lluri log`, against `lluri request` on the
#     same request lines alone: with the same template, and with --json
#     (log's object holds the referer's components too).
#   [SETS="urls log"] bench/cli.sh [URL-LIST-DIR [N [ROUNDS]]]
# jq and python3 are optional: a missing one is skipped, and said.
set -eu
srcdir=$(cd "$(dirname "$0")/.." && pwd)
LLURI=${LLURI_CLI:-$srcdir/src/cli/lluri}
data=${1:-$srcdir/../shared/data/urls}
n=${2:-1000000}
rounds=${3:-5}
PY=${PYTHON:-/usr/bin/python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

[ -x "$LLURI" ] || { echo "bench/cli.sh: build $LLURI first (make)" >&2; exit 2; }
cat "$data"/*.txt > "$tmp/one"
[ -s "$tmp/one" ] || { echo "bench/cli.sh: no URL lists in $data" >&2; exit 2; }
: > "$tmp/all"
while [ "$(wc -l < "$tmp/all")" -lt "$n" ]; do
    cat "$tmp/one" >> "$tmp/all"
done
head -n "$n" "$tmp/all" > "$tmp/urls"
bytes=$(wc -c < "$tmp/urls")
# the log and its request lines: the http(s) URLs, repeated to N lines
grep -a -E '^https?://' "$tmp/one" | awk -v n="$n" '
    { u[++k] = $0 }
    END {
        for (i = 0; i < n; i++) {
            url = u[i % k + 1]; t = url
            sub(/^https?:\/\/[^\/?#]*/, "", t); sub(/#.*/, "", t)
            if (t == "" || substr(t, 1, 1) != "/") t = "/" t
            req = "GET " t " HTTP/1.1"
            print req > "'"$tmp"'/requests"
            gsub(/\\/, "\\\\\\\\", req); gsub(/"/, "\\\"", req)
            ref = url; gsub(/\\/, "\\\\\\\\", ref); gsub(/"/, "\\\"", ref)
            printf "10.0.%d.%d - - [10/Oct/2000:13:55:36 -0700] \"%s\" 200 %d \"%s\" \"bench\"\n", i % 250, i % 200, req, i % 5000, ref
        }
    }' > "$tmp/log"

cat > "$tmp/urlsplit.py" <<'PY'
import sys
from urllib.parse import urlsplit
out = sys.stdout.write
for l in sys.stdin.buffer:
    try:
        h = urlsplit(l.rstrip(b"\r\n").decode("utf-8", "surrogateescape")).hostname
    except ValueError:
        h = None
    out((h or "") + "\n")
PY

# set<TAB>name<TAB>command, run by sh -c with $U the URLs, $G the log, $Q
# its request lines, $E a file for messages
{
    printf 'urls\tget\t"$L" get {host} -f "$U"\n'
    printf 'urls\tcheck\t"$L" check -f "$U"\n'
    printf 'urls\tget 2>file\t"$L" get {host} -f "$U" 2>"$E"\n'
    if command -v jq >/dev/null 2>&1; then
        printf 'urls\tparse|jq\t"$L" parse --json -f "$U" | jq -r .host\n'
    else
        echo "bench/cli.sh: no jq, 'parse --json | jq' skipped" >&2
    fi
    if [ -x "$PY" ]; then
        printf 'urls\turlsplit\t"%s" "%s" < "$U"\n' "$PY" "$tmp/urlsplit.py"
    else
        echo "bench/cli.sh: no $PY, urlsplit skipped" >&2
    fi
    printf 'log\trequest {method} {form} {path}\t"$L" request --get "{method} {form} {path}" -f "$Q"\n'
    printf 'log\tlog {method} {form} {path}\t"$L" log "{method} {form} {path}" -f "$G"\n'
    printf 'log\trequest --json\t"$L" request --json -f "$Q"\n'
    printf 'log\tlog --json\t"$L" log --json -f "$G"\n'
    printf 'log\tlog {referer.host}\t"$L" log "{referer.host}" -f "$G"\n'
    printf 'log\tlog --lenient {referer.host}\t"$L" log --lenient "{referer.host}" -f "$G"\n'
} | awk -F '\t' -v sets="${SETS:-urls log}" 'BEGIN { n = split(sets, a, " "); for (i = 1; i <= n; i++) want[a[i]] = 1 }
                                          $1 in want' > "$tmp/cmds"

now() { date +%s%N; }
r=1
while [ "$r" -le "$rounds" ]; do
    while IFS="$(printf '\t')" read -r set name cmd; do
        t0=$(now)
        L="$LLURI" U="$tmp/urls" G="$tmp/log" Q="$tmp/requests" E="$tmp/err" \
            sh -c "$cmd" > /dev/null 2>&1 || true
        t1=$(now)
        printf '%s\t%s\t%s\t%s\n' "$r" "$set" "$name" "$(( (t1 - t0) / 1000 ))" >> "$tmp/times"
    done < "$tmp/cmds"
    r=$((r + 1))
done

echo "lluri in a pipeline: $n lines, $bytes bytes of URLs, $(wc -c < "$tmp/log") bytes of log," \
     "$rounds rounds ($(date -u +%Y-%m-%d), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg))"
awk -F '\t' '
    { t[$1, $3] = $4; if (!(($2, $3) in seen)) { seen[$2, $3] = 1; order[++N] = $3; setof[N] = $2
                                                 if (!($2 in base)) base[$2] = $3 }
      if ($1 > R) R = $1 }
    function median(a, k,   i, j, x) {
        for (i = 2; i <= k; i++) { x = a[i]; for (j = i - 1; j >= 1 && a[j] > x; j--) a[j + 1] = a[j]; a[j + 1] = x }
        return k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2
    }
    END {
        for (c = 1; c <= N; c++) {
            nm = order[c]; b = base[setof[c]]
            if (c == 1 || setof[c] != setof[c - 1])
                printf "\n%-30s %10s %12s\n", setof[c] ": command", "median s", "ratio to " b
            for (r = 1; r <= R; r++) { s[r] = t[r, nm] / 1e6; q[r] = t[r, nm] / t[r, b] }
            printf "%-30s %10.3f %11.2fx\n", nm, median(s, R), median(q, R)
        }
    }' "$tmp/times"
