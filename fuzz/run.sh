#!/bin/sh
# SPDX-License-Identifier: MIT
# fuzz/run.sh — run each built fuzz target for a bounded time, one at a time.
#
#   fuzz/run.sh [SECONDS [NAME...]]      (from the build directory, after make fuzz)
#
# SECONDS defaults to 60; NAMEs to every fuzz-build/fuzz_* built. Each
# target starts from the generated seed corpus (fuzz/make_seeds.py: the test
# vectors and a sample of the URL lists in $LLURI_URL_DATA, when python3
# is there), the
# committed seeds and the regression inputs, with fuzz/uri.dict. New corpus
# entries go to fuzz-build/corpus-new/NAME, crashes to
# fuzz-build/artifacts/NAME-*, libFuzzer's log to fuzz-build/NAME.log.
# Each target runs for SECONDS with libFuzzer's default lengths, then for a
# quarter of that with inputs up to 1 MiB (-max_len=1048576). Prints each
# target's executions and the CPU time of all, and exits 1 if any target
# found anything.
set -u
secs=${1:-60}
[ $# -gt 0 ] && shift
srcdir=$(cd "$(dirname "$0")/.." && pwd)
test -d fuzz-build || { echo "fuzz/run.sh: no fuzz-build/ here; run make fuzz first" >&2; exit 2; }
if [ $# -eq 0 ]; then
    set --
    for b in fuzz-build/fuzz_*; do
        [ -x "$b" ] && set -- "$@" "${b#fuzz-build/fuzz_}"
    done
fi
if [ ! -d fuzz-build/corpus ] && command -v python3 >/dev/null 2>&1; then
    python3 "$srcdir/fuzz/make_seeds.py" "$srcdir" fuzz-build/corpus ${LLURI_URL_DATA:+"$LLURI_URL_DATA"}
fi
mkdir -p fuzz-build/artifacts
failed=0
for t in "$@"; do
    mkdir -p "fuzz-build/corpus-new/$t" "fuzz-build/corpus/$t"
    dirs="fuzz-build/corpus-new/$t fuzz-build/corpus/$t"
    for d in "$srcdir/fuzz/seeds/$t" "$srcdir/fuzz/regressions/$t"; do
        [ -d "$d" ] && dirs="$dirs $d"
    done
    # shellcheck disable=SC2086
    "fuzz-build/fuzz_$t" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 \
        -dict="$srcdir/fuzz/uri.dict" -print_final_stats=1 \
        -artifact_prefix="fuzz-build/artifacts/$t-" $dirs > "fuzz-build/$t.log" 2>&1
    rc=$?
    # then long inputs, up to 1 MiB, for a quarter of the time
    if [ $rc -eq 0 ]; then
        # shellcheck disable=SC2086
        "fuzz-build/fuzz_$t" -max_total_time="$(( (secs + 3) / 4 ))" -timeout=30 \
            -rss_limit_mb=2048 -max_len=1048576 -len_control=0 \
            -dict="$srcdir/fuzz/uri.dict" -print_final_stats=1 \
            -artifact_prefix="fuzz-build/artifacts/$t-long-" $dirs > "fuzz-build/$t-long.log" 2>&1
        rc=$?
        [ $rc -eq 0 ] || cat "fuzz-build/$t-long.log" >> "fuzz-build/$t.log"
    fi
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "fuzz-build/$t.log")
    if [ $rc -eq 0 ]; then
        echo "fuzz_$t: ${execs:-?} executions in $secs s, nothing found"
    else
        echo "fuzz_$t: FOUND SOMETHING (exit $rc); fuzz-build/$t.log:"
        grep -A12 'invariant failed\|ERROR:' "fuzz-build/$t.log" | head -n 40
        ls fuzz-build/artifacts/"$t"-* 2>/dev/null
        failed=1
    fi
done
# the CPU time of all the targets together (user, system)
# (times in this shell, not in a pipeline's subshell, which has no children)
times > fuzz-build/times.txt
printf 'CPU time of the targets (user, system): '; sed -n 2p fuzz-build/times.txt
exit $failed
