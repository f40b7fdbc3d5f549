#!/bin/sh
# SPDX-License-Identifier: MIT
# Runs tests/proofs/check_entry.py (skipped, exit 77, without python3 or ragel).
command -v python3 >/dev/null 2>&1 || { echo "no python3: skipped"; exit 77; }
exec python3 "${top_srcdir:-.}/tests/proofs/check_entry.py" "${top_srcdir:-.}/grammar" \
    "${top_srcdir:-.}/src/parse/parse.rl"
