#!/bin/sh
# SPDX-License-Identifier: MIT
# url_data.sh — the real URL lists the tests loop over (tests/common/
# dataset.h): when configure found them (../shared/data/urls beside the
# tree, or --with-url-data=DIR), each is there and holds URLs; when it did
# not, this test is SKIPPED, so that the summary counts it, and make check
# says after the summary how many loops went without them.
set -u
dir=${LLURI_URL_DATA:-}
if [ -z "$dir" ]; then
    echo "no URL lists: every loop over them is skipped (./configure --with-url-data=DIR)"
    exit 77
fi
failures=0
for l in isaacs_files.txt kasztp.txt node_files.txt userbait.txt; do
    if [ ! -s "$dir/$l" ]; then
        echo "FAIL: $dir/$l is missing or empty: the loops over it skip"
        failures=$((failures + 1))
    elif [ "$(grep -c -E '^[A-Za-z][A-Za-z0-9+.-]*:' "$dir/$l")" -lt 100 ]; then
        echo "FAIL: $dir/$l holds fewer than 100 lines that begin with a scheme"
        failures=$((failures + 1))
    else
        echo "$dir/$l: $(wc -l <"$dir/$l") lines"
    fi
done
[ "$failures" -eq 0 ]
