#!/bin/sh
# SPDX-License-Identifier: MIT
# cli_fetch_table.sh — every row of the fetch verdict table of
# doc/proxies.md (between its fetch-table markers), through the tool:
# `lluri check --fetch-safe` exits 0 for an "allow" row and 1, naming the
# row's verdict, for a "deny:" one; `lluri parse --json --fetch-safe` gives
# the row's verdict, address and class. A "CONNECT host:port" row is a
# target of that method (--request-target=CONNECT); a row with "%25" in an
# IP literal is parsed with --zone-id. Then --fetch-allow: classes and
# networks let through what the policy names, never a parser confusion.
. "${top_srcdir:-.}/tests/golden/common.sh"

doc="$srcdir/doc/proxies.md"
sed -n '/<!-- fetch-table-begin -->/,/<!-- fetch-table-end -->/p' "$doc" |
    grep '^| `' >"$tmp/rows"
[ "$(wc -l <"$tmp/rows")" -ge 60 ] && ok || bad "doc/proxies.md: only $(wc -l <"$tmp/rows") rows in the fetch table"

# | `URL` | `verdict` | `address` or — or (empty) | class or — |
while IFS='|' read -r _ url verdict address class _; do
    url=$(printf '%s' "$url" | sed 's/^ *`//; s/` *$//')
    verdict=$(printf '%s' "$verdict" | sed 's/^ *`//; s/` *$//')
    address=$(printf '%s' "$address" | sed 's/^ *//; s/ *$//')
    class=$(printf '%s' "$class" | sed 's/^ *//; s/ *$//')
    case $address in
    —) address=null ;;
    "(empty)") address='""' ;;
    *) address=$(printf '"%s"' "$(printf '%s' "$address" | sed 's/^`//; s/`$//')") ;;
    esac
    case $class in —) class=null ;; *) class="\"$class\"" ;; esac
    set --
    case $url in
    "CONNECT "*) url=${url#CONNECT }; set -- --request-target=CONNECT ;;
    *"%25"*) set -- --zone-id ;;
    esac
    "$LLURI" check --fetch-safe "$@" -- "$url" >"$tmp/out" 2>&1; st=$?
    if [ "$verdict" = allow ]; then
        [ "$st" = 0 ] && [ ! -s "$tmp/out" ] && ok || { bad "check --fetch-safe $url: exit $st, want 0"; cat "$tmp/out" >&2; }
    else
        [ "$st" = 1 ] && grep -q -F "not fetch-safe: $verdict " "$tmp/out" && ok ||
            { bad "check --fetch-safe $url: exit $st, want 1 and $verdict"; cat "$tmp/out" >&2; }
    fi
    "$LLURI" parse --json --fetch-safe "$@" -- "$url" >"$tmp/json"
    grep -q -F "\"fetch_verdict\":\"$verdict\"" "$tmp/json" && ok ||
        { bad "parse --fetch-safe $url: not $verdict"; cat "$tmp/json" >&2; }
    grep -q -F "\"address\":$address,\"address_class\":$class" "$tmp/json" && ok ||
        { bad "parse --fetch-safe $url: not $address $class"; cat "$tmp/json" >&2; }
done <"$tmp/rows"

# no verdict for another scheme: not fetch-safe all the same
expect_status 1 "check --fetch-safe ftp://127.0.0.1/" "$LLURI" check --fetch-safe ftp://127.0.0.1/
grep -q -F "not an http, https, ws or wss URL" "$tmp/out" && ok || bad "ftp: why"

# --fetch-allow: a class, a network; never a confusion or an IPv4-compatible literal
expect_status 0 "--fetch-allow=private 10.1.2.3" \
    "$LLURI" check --fetch-safe --fetch-allow=private http://10.1.2.3/
expect_status 0 "--fetch-allow=loopback localhost" \
    "$LLURI" check --fetch-safe --fetch-allow=loopback http://localhost:8080/
expect_status 1 "--fetch-allow=private: link-local still denied" \
    "$LLURI" check --fetch-safe --fetch-allow=private http://169.254.169.254/
grep -q -F "not fetch-safe: deny:link-local " "$tmp/out" && ok || bad "--fetch-allow=private: link-local's reason"
expect_status 0 "--fetch-allow=169.254.169.0/24" \
    "$LLURI" check --fetch-safe --fetch-allow=169.254.169.0/24 http://169.254.169.254/
expect_status 1 "--fetch-allow=169.254.169.0/24: 169.254.170.1 still denied" \
    "$LLURI" check --fetch-safe --fetch-allow=169.254.169.0/24 http://169.254.170.1/
expect_status 0 "--fetch-allow=fd00::/8" \
    "$LLURI" check --fetch-safe '--fetch-allow=[fd00::]/8' 'http://[fd12::1]/'
expect_status 1 "--fetch-allow=loopback: 2130706433 still a confusion" \
    "$LLURI" check --fetch-safe --fetch-allow=loopback http://2130706433/
grep -q -F "not fetch-safe: deny:numeric-obfuscated " "$tmp/out" && ok || bad "numeric under --fetch-allow"
expect_status 1 "--fetch-allow=loopback: [::127.0.0.1] still denied" \
    "$LLURI" check --fetch-safe --fetch-allow=loopback 'http://[::127.0.0.1]/'
expect_status 2 "--fetch-allow=bogus" "$LLURI" check --fetch-safe --fetch-allow=bogus http://a/
grep -q "is no address class" "$tmp/err" && ok || bad "--fetch-allow=bogus: the message"
expect_status 2 "--fetch-allow=10.0.0.0/33" "$LLURI" check --fetch-safe --fetch-allow=10.0.0.0/33 http://a/

echo "$passed passed, $failures failed"
[ "$failures" -eq 0 ]
