#!/bin/sh
# SPDX-License-Identifier: MIT
# check_exports.sh — the shared library exports exactly the functions the
# installed headers declare (LLURI_API), no more (no internal lluri__*
# name, no helper) and no less. Skipped (77) in a build without a shared
# library or without nm.
set -u
srcdir=${top_srcdir:-.}
builddir=${top_builddir:-.}
lib=$(ls "$builddir"/src/.libs/liblluri.so.* 2>/dev/null | head -n 1)
[ -n "$lib" ] || { echo "no shared library: skipped"; exit 77; }
command -v nm >/dev/null 2>&1 || { echo "no nm: skipped"; exit 77; }
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT

# What the headers declare: every "LLURI_API <type> <name>(" in include/.
cat "$srcdir"/include/lluri.h "$srcdir"/include/lluri/*.h |
    tr '\n' ' ' | sed 's/LLURI_API/\nLLURI_API/g' |
    sed -n 's/^LLURI_API[^(]*[ *]\(lluri_[a-z0-9_]*\) *(.*/\1/p' | sort -u >"$tmp/declared"
# What the library exports: defined dynamic symbols.
nm -D --defined-only "$lib" | awk '$2 ~ /^[TtWDdBbRr]$/ { print $3 }' |
    sed 's/@.*//' | sort -u >"$tmp/exported"

n=$(wc -l <"$tmp/declared")
if [ "$n" -lt 40 ]; then
    echo "FAIL: only $n declarations found in include/: the scan is broken"; exit 1
fi
if cmp -s "$tmp/declared" "$tmp/exported"; then
    echo "$n functions declared, the same $n exported"
    exit 0
fi
echo "FAIL: declared (<) and exported (>) differ:"
diff "$tmp/declared" "$tmp/exported"
exit 1
