#!/bin/sh
# SPDX-License-Identifier: MIT
# nginx/bench/run.sh — the cost of a cache key in nginx, measured with wrk
# against one nginx process on 127.0.0.1, pinned to one core (wrk on the
# other): no key at all, $lluri_cache_key (sort, drop lists), and the same
# sort and filter in njs and in Lua (nginx.conf.in). One run: ROUNDS rounds,
# each of the four for DURATION seconds in turn; the table gives each
# round's requests/s, the median of the per-round ratios to "no key", and
# the cost of the key per request, 1/rps - 1/rps(no key), in ns.
#
#   nginx/bench/run.sh [MODULE.so]     (default nginx/ngx_http_lluri_module.so)
#   ROUNDS=5 DURATION=10 CONNECTIONS=16 NGINX_CPU=1 WRK_CPU=0
set -eu
cd "$(dirname "$0")/../.."
module=$(readlink -f "${1:-nginx/ngx_http_lluri_module.so}")
rounds=${ROUNDS:-5}
duration=${DURATION:-10}
conns=${CONNECTIONS:-16}
ncpu=${NGINX_CPU:-1}
wcpu=${WRK_CPU:-0}
modules=${NGINX_MODULES:-/usr/lib/nginx/modules}
nginx=${NGINX:-/usr/sbin/nginx}
[ -f "$module" ] || { echo "no module $module: make nginx-module" >&2; exit 2; }
for m in ndk_http_module ngx_http_lua_module ngx_http_js_module; do
    [ -f "$modules/$m.so" ] || { echo "no $modules/$m.so: apt-get install libnginx-mod-http-js libnginx-mod-http-lua" >&2; exit 2; }
done
command -v wrk >/dev/null || { echo "no wrk: apt-get install wrk" >&2; exit 2; }

dir=$(mktemp -d /tmp/lluri-nginx-bench.XXXXXX)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
sed -e "s|@DIR@|$dir|g" -e "s|@PORT@|$port|g" -e "s|@MODULE@|$module|g" \
    -e "s|@MODULES@|$modules|g" nginx/bench/nginx.conf.in >"$dir/nginx.conf"
cp nginx/bench/sortkey.js nginx/bench/sortkey.lua "$dir/"
taskset -c "$ncpu" "$nginx" -p "$dir/" -c "$dir/nginx.conf" -e "$dir/error.log" \
    -g 'daemon off; master_process off;' &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$dir"' EXIT
i=0
until curl -s -o /dev/null "http://127.0.0.1:$port/none"; do
    i=$((i + 1)); [ $i -lt 100 ] || { cat "$dir/error.log" >&2; exit 1; }; sleep 0.1
done

# a product page with tracking parameters, reordered: what the key is for
tail='/shop/shoes/./boots/%7Eitem?size=42&utm_source=newsletter&color=red&utm_medium=email&fbclid=IwAR2x&page=2&sort=price&gclid=Cj0K'
echo "the keys of /show/*$tail:"
for v in lluri njs lua; do
    printf '  %-6s %s' "$v" "$(curl -s "http://127.0.0.1:$port/show/$v$tail")"; echo
done
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"

results="$dir/results"
: >"$results"
r=1
while [ $r -le "$rounds" ]; do
    for v in none lluri njs lua; do
        rps=$(taskset -c "$wcpu" wrk -t1 -c"$conns" -d"${duration}s" "http://127.0.0.1:$port/$v$tail" |
              awk '/^Requests\/sec:/ { print $2 }')
        echo "$r $v $rps" >>"$results"
    done
    r=$((r + 1))
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$results" <<'EOF'
import statistics, sys
rows = [l.split() for l in open(sys.argv[1])]
by = {}
for r, v, rps in rows:
    by.setdefault(int(r), {})[v] = float(rps)
names = ["none", "lluri", "njs", "lua"]
print("round  " + "  ".join(f"{n:>10}" for n in names))
for r in sorted(by):
    print(f"{r:5}  " + "  ".join(f"{by[r][n]:10.0f}" for n in names))
print("median ratio to none, and the key's cost per request:")
for n in names[1:]:
    ratios = [by[r][n] / by[r]["none"] for r in by]
    cost = [(1 / by[r][n] - 1 / by[r]["none"]) * 1e9 for r in by]
    print(f"  {n:6} {statistics.median(ratios):.4f}  ({min(ratios):.4f} .. {max(ratios):.4f})"
          f"  {statistics.median(cost):7.0f} ns")
EOF
