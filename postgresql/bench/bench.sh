#!/bin/sh
# SPDX-License-Identifier: MIT
# postgresql/bench/bench.sh [ROUNDS]: the PostgreSQL benchmark of
# bench/RESULTS.md — the operations over 1,000,000 URLs built from the
# shipped lists, lluri's uri against pguri, a regular expression and
# split_part, on one server started here (pg_virtualenv -t), ROUNDS rounds
# (5) after a warm-up one, medians of per-round ratios (bench.py).
#
# pguri is a peer: never built from this tree. Point PGURI_STAGE at a
# staged install of it (make install DESTDIR=$PGURI_STAGE in its source,
# built against the same PostgreSQL); without it its column is skipped.
# The lists: LLURI_URL_DATA (default: what configure found).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
rounds=${1:-5}

make -C "$top/postgresql" --no-print-directory stage
stage=$(mktemp -d /tmp/lluri-pg-bench.XXXXXX)
trap 'rm -rf "$stage"' EXIT
cp -a "$top/postgresql/tmp_install/." "$stage/"
if [ -n "${PGURI_STAGE:-}" ]; then
    cp -a "$PGURI_STAGE/." "$stage/"
else
    echo "bench.sh: PGURI_STAGE not set: pguri skipped" >&2
fi
chmod -R a+rX "$stage"
pkglibdir=$(pg_config --pkglibdir)
major=$(pg_config --version | sed 's/^PostgreSQL \([0-9]*\).*/\1/')
: "${LLURI_URL_DATA:=$(sed -n 's/^URL_DATA = //p' "$top/Makefile")}"
export LLURI_URL_DATA
# a server for the measurement: 1 GB for sorts and index builds in memory,
# no JIT; parallel query only where the script asks for it
pg_virtualenv -t -v "$major" \
    -o extension_destdir="$stage" \
    -o dynamic_library_path="$stage$pkglibdir:$pkglibdir" \
    -o shared_buffers=512MB -o work_mem=1GB -o maintenance_work_mem=1GB \
    -o jit=off -o max_parallel_workers_per_gather=0 \
    -o max_parallel_maintenance_workers=0 \
    /usr/bin/python3 "$here/bench.py" --rounds "$rounds"
