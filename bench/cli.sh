#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/cli.sh — the tool in a pipeline (bench/RESULTS.md, "The tool"):
# pulling the host out of N lines (default 1,000,000, the shipped URL
# lists repeated) with `lluri get '{host}'`, against `lluri check` on the
# same file (the floor: parse and print nothing), `lluri parse --json | jq
# -r .host` and Python's urllib.parse.urlsplit(l).hostname, side by side,
# ROUNDS rounds (default 5), each command once a round in turn. Prints each
# command's median wall time and the median of the per-round ratios.
#   bench/cli.sh [URL-LIST-DIR [N [ROUNDS]]]
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

# name<TAB>command, run by sh -c with $U the file
{
    printf 'get\t"$L" get {host} -f "$U"\n'
    printf 'check\t"$L" check -f "$U"\n'
    if command -v jq >/dev/null 2>&1; then
        printf 'parse|jq\t"$L" parse --json -f "$U" | jq -r .host\n'
    else
        echo "bench/cli.sh: no jq, 'parse --json | jq' skipped" >&2
    fi
    if [ -x "$PY" ]; then
        printf 'urlsplit\t"%s" "%s" < "$U"\n' "$PY" "$tmp/urlsplit.py"
    else
        echo "bench/cli.sh: no $PY, urlsplit skipped" >&2
    fi
} > "$tmp/cmds"

now() { date +%s%N; }
r=1
while [ "$r" -le "$rounds" ]; do
    while IFS="$(printf '\t')" read -r name cmd; do
        t0=$(now)
        L="$LLURI" U="$tmp/urls" sh -c "$cmd" > /dev/null 2>&1 || true
        t1=$(now)
        echo "$r $name $(( (t1 - t0) / 1000 ))" >> "$tmp/times"
    done < "$tmp/cmds"
    r=$((r + 1))
done

echo "lluri in a pipeline: $n lines, $bytes bytes, $rounds rounds ($(date -u +%Y-%m-%d), $(nproc) cores)"
awk -v base=get '
    { t[$1, $2] = $3; if (!($2 in seen)) { seen[$2] = 1; order[++N] = $2 } if ($1 > R) R = $1 }
    function median(a, k,   i, j, x) {
        for (i = 2; i <= k; i++) { x = a[i]; for (j = i - 1; j >= 1 && a[j] > x; j--) a[j + 1] = a[j]; a[j + 1] = x }
        return k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2
    }
    END {
        printf "%-10s %12s %16s\n", "command", "median s", "ratio to get"
        for (c = 1; c <= N; c++) {
            nm = order[c]
            for (r = 1; r <= R; r++) { s[r] = t[r, nm] / 1e6; q[r] = t[r, nm] / t[r, base] }
            printf "%-10s %12.3f %15.2fx\n", nm, median(s, R), median(q, R)
        }
    }' "$tmp/times"
