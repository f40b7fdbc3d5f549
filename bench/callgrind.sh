#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/callgrind.sh — instructions per operation of one workload's pass,
# counted by callgrind: the stable figure beside bench/bench's times, which
# the shared machines make noisy.
#
#   bench/callgrind.sh BENCH WORKLOAD PEER [LINES] FILE...
#
# For each FILE (its first LINES lines, 3000 by default), the pass
# bench_pass_WORKLOAD_PEER is counted with --runs 1 and with --runs 2
# (--reps 1); the difference is exactly one pass, without the harness's
# preparation and checks. Prints FILE, operations, instructions per
# operation.
set -eu
[ $# -ge 4 ] || { echo "usage: $0 BENCH WORKLOAD PEER [LINES] FILE..." >&2; exit 2; }
bench=$1 workload=$2 peer=$3
shift 3
lines=3000
case $1 in *[!0-9]*) ;; *) lines=$1; shift ;; esac
command -v valgrind >/dev/null 2>&1 || { echo "$0: valgrind is needed" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
count() { # runs file -> total Ir of the pass
    valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" --collect-atstart=no \
        --toggle-collect="bench_pass_${workload}_${peer}" \
        "$bench" --workload "$workload" --only "$peer" --reps 1 --runs "$1" "$2" \
        >"$tmp/bench.txt" 2>"$tmp/vg.txt"
    sed -n 's/^summary: *//p' "$tmp/cg.out"
}
printf '%-18s %8s %10s\n' file ops Ir/op
for f in "$@"; do
    head -n "$lines" "$f" >"$tmp/list.txt"
    one=$(count 1 "$tmp/list.txt")
    two=$(count 2 "$tmp/list.txt")
    ops=$(sed -n 's/^ *[0-9]* runs of `reps` passes over \([0-9]*\) .*/\1/p' "$tmp/bench.txt" | head -n 1)
    [ -n "$ops" ] && [ "$ops" -gt 0 ] || { echo "$0: no operations for $f" >&2; exit 1; }
    awk -v f="$(basename "$f" .txt)" -v ops="$ops" -v a="$one" -v b="$two" \
        'BEGIN { printf "%-18s %8d %10.1f\n", f, ops, (b - a) / ops }'
done
