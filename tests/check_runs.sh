#!/bin/sh
# Runs tests/check_runs.py (skipped, exit 77, without python3 or ragel).
command -v python3 >/dev/null 2>&1 || { echo "no python3: skipped"; exit 77; }
exec python3 "${top_srcdir:-.}/tests/check_runs.py" "${top_srcdir:-.}/grammar" \
    "${top_srcdir:-.}/src/parse.rl" "${top_builddir:-.}/tests/test_runs"
