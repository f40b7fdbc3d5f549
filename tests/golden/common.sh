# SPDX-License-Identifier: MIT
# common.sh — how every golden script begins (sourced, not run): the source
# and build trees, the tool (LLURI_CLI: make check-valgrind points it at a
# wrapper), a scratch folder removed at exit, the tally (ok, bad) and
# expect_status. A script ends with its tally and [ "$failures" -eq 0 ].
set -u
srcdir=${top_srcdir:-.}
builddir=${top_builddir:-.}
LLURI=${LLURI_CLI:-$builddir/src/cli/lluri}
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
