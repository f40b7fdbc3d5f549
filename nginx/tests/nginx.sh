#!/bin/sh
# SPDX-License-Identifier: MIT
# nginx.sh — the nginx module's suite (test_nginx.py, cases.txt) against a
# real nginx on 127.0.0.1, which the suite starts and stops itself; run by
# make check. Skipped (77), saying why, where configure found no nginx-dev
# or no pytest.
set -u
srcdir=${top_srcdir:-.}
if [ -z "${LLURI_NGINX_HAVE:-}" ]; then
    echo "skipped: configure found no nginx-dev (apt-get install nginx nginx-dev, or ./bootstrap --with-nginx)"
    exit 77
fi
py=${LLURI_PYTHON:-}
[ -n "$py" ] || py=/usr/bin/python3
if ! "$py" -c 'import pytest' >/dev/null 2>&1; then
    echo "skipped: no pytest for $py (apt-get install python3-pytest, or ./bootstrap --with-python)"
    exit 77
fi
exec env LLURI_CLI="${LLURI_CLI:-${top_builddir:-.}/src/cli/lluri}" PYTHONDONTWRITEBYTECODE=1 \
    "$py" -m pytest -q -p no:cacheprovider "$srcdir/nginx/tests/test_nginx.py"
