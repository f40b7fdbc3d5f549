#!/bin/sh
# SPDX-License-Identifier: MIT
# cli_log.sh — log: access-log lines read by their format (combined, common,
# nginx's combined, a LogFormat or log_format string of the user's), the
# request line through the request reader, the referer through the URI
# parser (strict and --lenient); templates and JSON; a line not in the
# format reported with its line number while the tool goes on; the
# server's escapes undone. A generated combined log and an nginx log, each
# with a bad line, are read whole and their counts checked against what
# generated them.
. "${top_srcdir:-.}/tests/golden/common.sh"
expect() { # description want command-arguments...
    what=$1 want=$2; shift 2
    got=$("$LLURI" "$@" 2>"$tmp/err")
    if [ "$got" = "$want" ]; then ok; else bad "$what: got '$got', want '$want'"; fi
}

line='127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /a/b?q=1&x=%41 HTTP/1.0" 200 2326 "http://www.example.com/start.html?ref=1" "Mozilla/4.08 [en] (Win98; I ;Nav)"'

# 1. the template's fields: the request's, the target's components, the
#    referer's, the log's own
expect "request fields" 'GET|origin-form|/a/b?q=1&x=%41|HTTP/1.0|/a/b|q=1&x=A|1|A' \
    log '{method}|{form}|{target}|{version}|{path}|{query}|{query:q}|{query:x}' "$line"
expect "log fields" '127.0.0.1|frank|10/Oct/2000:13:55:36 -0700|200|2326|Mozilla/4.08 [en] (Win98; I ;Nav)' \
    log '{remote}|{remote_user}|{time}|{status}|{bytes}|{user_agent}' "$line"
expect "referer fields" 'http|www.example.com|/start.html|1|http://www.example.com' \
    log '{referer.scheme}|{referer.host}|{referer.path}|{referer.query:ref}|{referer.origin}' "$line"
expect "{request}, {referer}" 'GET /a/b?q=1&x=%41 HTTP/1.0|http://www.example.com/start.html?ref=1' \
    log '{request}|{referer}' "$line"
expect "[brackets] in log" 'GET www.example.com' log '[method] [referer.host]' "$line"
# the four forms
for t in 'GET http://h.example:8080/p?q HTTP/1.1|absolute-form|h.example|8080|/p' \
         'CONNECT h.example:443 HTTP/1.1|authority-form|h.example|443|' \
         'OPTIONS * HTTP/1.1|asterisk-form|||*' \
         'GET //wp-login.php HTTP/1.1|origin-form|||//wp-login.php'; do
    req=${t%%|*} want=${t#*|}
    expect "form of $req" "$want" log '{form}|{host}|{port}|{path}' "h - - [t] \"$req\" 200 1 \"-\" \"-\""
done

# 2. what servers write as "-", refused request lines and referers: data
expect "absent referer, request" '||' log '{referer}|{referer.host}|{method}' 'h - - [t] "-" 408 0 "-" "-"'
expect "{error}" '|invalid character in query|' \
    log '{method}|{error}|{path}' 'h - - [t] "GET /a?b|c HTTP/1.1" 200 1 "-" "-"'
expect "{error}: method" 'invalid method' log '{error}' 'h - - [t] "\x16\x03\x01" 400 0 "-" "-"'
expect "{error}: method too long" 'input too long' \
    log '{error}' "h - - [t] \"$(printf 'M%.0s' $(seq 40)) / HTTP/1.1\" 400 0 \"-\" \"-\""
expect "--max-method" '' log --max-method=40 '{error}' "h - - [t] \"$(printf 'M%.0s' $(seq 40)) / HTTP/1.1\" 400 0 \"-\" \"-\""
expect "--max-target" 'input too long' log --max-target=3 '{error}' 'h - - [t] "GET /abcd HTTP/1.1" 200 1 "-" "-"'
expect "{referer.error}, strict" '|invalid character in path' \
    log '{referer.host}|{referer.error}' 'h - - [t] "GET / HTTP/1.1" 200 1 "http://r.example/a b" "-"'
expect "--lenient referer" 'r.example|' \
    log --lenient '{referer.host}|{referer.error}' 'h - - [t] "GET / HTTP/1.1" 200 1 "http://r.example/a b" "-"'
"$LLURI" log '{error}' 'h - - [t] "GET /a?b|c HTTP/1.1" 200 1 "-" "-"' >/dev/null 2>&1
[ $? -eq 0 ] && ok || bad "a refused request line is not the tool's failure"

# 3. the server's escapes: Apache's \" and \\, \xHH; nginx's \xHH
expect "Apache's \\\" in the request" 'invalid character in query|GET /a?q="x" HTTP/1.1' \
    log '{error}|{request}' 'h - - [t] "GET /a?q=\"x\" HTTP/1.1" 400 1 "-" "-"'
expect "TLS bytes as Apache logs them" '%16%03%01' log '{request}' 'h - - [t] "\x16\x03\x01" 400 0 "-" "-"'
expect "nginx's \\xHH in the referer, lenient" 'bücher.de|' \
    log --format=nginx --lenient '{referer.host}|{referer.error}' \
    'h - - [t] "GET / HTTP/1.1" 200 1 "https://b\xC3\xBCcher.de/" "-"'
got=$("$LLURI" log --format=nginx --lenient --json 'h - - [t] "GET / HTTP/1.1" 200 1 "https://b\xC3\xBCcher.de/" "-"' |
      sed 's/.*"referer":{\([^}]*\)}.*/\1/')
[ "$got" = '"uri":"https://bücher.de/","valid":true,"tolerated":["utf8"],"strict_error":"invalid character in host","strict_offset":9,"scheme":"https","userinfo":null,"host":"bücher.de","host_kind":"reg-name","port":null,"path":"/","query":null,"fragment":null' ] &&
    ok || bad "nginx referer as JSON: $got"

# 4. JSON: one object a line, null for what is not there
got=$("$LLURI" log --json "$line")
want='{"valid":true,"remote":"127.0.0.1","remote_user":"frank","time":"10/Oct/2000:13:55:36 -0700","request":{"line":"GET /a/b?q=1&x=%41 HTTP/1.0","valid":true,"method":"GET","form":"origin-form","version":"HTTP/1.0","scheme":null,"userinfo":null,"host":null,"host_kind":null,"port":null,"path":"/a/b","query":"q=1&x=%41"},"status":"200","bytes":"2326","referer":{"uri":"http://www.example.com/start.html?ref=1","valid":true,"scheme":"http","userinfo":null,"host":"www.example.com","host_kind":"reg-name","port":null,"path":"/start.html","query":"ref=1","fragment":null},"user_agent":"Mozilla/4.08 [en] (Win98; I ;Nav)"}'
[ "$got" = "$want" ] && ok || bad "log --json: $got"
got=$("$LLURI" log --json 'h - - [t] "GET /a b HTTP/1.1" 400 1 "-" "-"')
want='{"valid":true,"remote":"h","remote_user":null,"time":"t","request":{"line":"GET /a b HTTP/1.1","valid":false,"error":"invalid HTTP version","offset":7},"status":"400","bytes":"1","referer":null,"user_agent":null}'
[ "$got" = "$want" ] && ok || bad "log --json, a refused request: $got"
got=$("$LLURI" log --json --format=common 'h - - [t] "-" 408 0')
want='{"valid":true,"remote":"h","remote_user":null,"time":"t","request":null,"status":"408","bytes":"0","referer":null,"user_agent":null}'
[ "$got" = "$want" ] && ok || bad "log --json, common, no request: $got"

# 5. formats of the user's: Apache's notation, nginx's
expect "--format Apache" '500|/x|http://r/' \
    log --format='%a \"%r\" %>s %D "%{Referer}i"' '{status}|{path}|{referer}' '::1 "GET /x HTTP/1.1" 500 1234 "http://r/"'
expect "--format nginx notation" '204|*|2024-01-01T00:00:00+00:00' \
    log --format='$remote_addr $time_iso8601 "$request" $request_time $status' '{status}|{path}|{time}' \
    '10.0.0.2 2024-01-01T00:00:00+00:00 "OPTIONS * HTTP/1.1" 0.003 204'
"$LLURI" log --format='%h%r' '{path}' x >"$tmp/out" 2>"$tmp/err"; st=$?
[ "$st" -eq 2 ] && [ ! -s "$tmp/out" ] &&
    [ "$(cat "$tmp/err")" = "lluri: --format '%h%r': invalid log format at offset 2" ] &&
    ok || bad "a bad --format: status $st, $(cat "$tmp/err")"
# templates: log's names are not get's; get's modifiers are log's
"$LLURI" get '{method}' http://a/ >"$tmp/out" 2>"$tmp/err"; st=$?
[ "$st" -eq 2 ] && grep -q "'{method}': a field of request lines (lluri request, log) at offset 0" "$tmp/err" &&
    ok || bad "get '{method}': status $st, $(cat "$tmp/err")"
expect "{must:referer.host} present" 'www.example.com' log '{must:referer.host}' "$line"

# 6. a generated combined log with one bad line: every line gives a line,
#    the bad one an empty line and a message with its number, status 1;
#    the counts are those the generator wrote
awk 'BEGIN {
    for (i = 1; i <= 400; i++) {
        f = i % 8
        if (f == 0)      req = "GET /p" i "?a=" i " HTTP/1.1"
        else if (f == 1) req = "GET http://h" i % 5 ".example/x HTTP/1.1"
        else if (f == 2) req = "CONNECT h" i % 5 ".example:443 HTTP/1.1"
        else if (f == 3) req = "OPTIONS * HTTP/1.1"
        else if (f == 4) req = "GET /q?x=\\\"" i "\\\" HTTP/1.1"
        else if (f == 5) req = "-"
        else if (f == 6) req = "POST /form HTTP/1.1"
        else             req = "GET /../../etc/passwd HTTP/1.0"
        ref = (i % 3 == 0) ? "-" : (i % 3 == 1) ? "https://www.google.com/search?q=" i : "http://r" i % 4 ".example/a b"
        printf "10.0.0.%d - - [10/Oct/2000:13:55:%02d -0700] \"%s\" 200 %d \"%s\" \"agent %d\"\n", i % 250, i % 60, req, i, ref, i
        if (i == 123) print "this line is not in the format"
    }
}' >"$tmp/combined.log"
"$LLURI" log '{form}' -f "$tmp/combined.log" >"$tmp/out" 2>"$tmp/err"; st=$?
[ "$st" -eq 1 ] && ok || bad "a bad line: status $st, want 1"
[ "$(wc -l <"$tmp/out")" -eq 401 ] && ok || bad "one output line per log line: $(wc -l <"$tmp/out")"
[ "$(sed -n 124p "$tmp/out")" = "" ] && ok || bad "the bad line's output line is not empty"
[ "$(cat "$tmp/err")" = "lluri: $tmp/combined.log:124: line not in the log format at offset 10" ] &&
    ok || bad "the bad line's message: $(cat "$tmp/err")"
sort "$tmp/out" | uniq -c | awk '{ print $2 "=" $1 }' | sort >"$tmp/forms"
printf '%s\n' absolute-form=50 asterisk-form=50 authority-form=50 origin-form=150 | sort >"$tmp/want"
# (an empty line for the 50 "-" request lines, the 50 refused \" targets
# and the bad line: 101)
echo "=101" >>"$tmp/want"; sort -o "$tmp/want" "$tmp/want"
cmp -s "$tmp/want" "$tmp/forms" && ok || { bad "forms of the combined log"; diff "$tmp/want" "$tmp/forms" >&2; }
got=$("$LLURI" log '{error}' -f "$tmp/combined.log" 2>/dev/null | grep -c 'invalid character in query')
[ "$got" -eq 50 ] && ok || bad "refused targets: $got, want 50"
"$LLURI" log --lenient '{referer.host}' -f "$tmp/combined.log" 2>/dev/null | grep . | sort | uniq -c |
    awk '{ print $2 "=" $1 }' >"$tmp/hosts"
printf '%s\n' r0.example=33 r1.example=33 r2.example=34 r3.example=33 www.google.com=134 >"$tmp/want"
cmp -s "$tmp/want" "$tmp/hosts" && ok || { bad "referer hosts, --lenient"; diff "$tmp/want" "$tmp/hosts" >&2; }
got=$("$LLURI" log '{referer.host}' -f "$tmp/combined.log" 2>/dev/null | grep -c .)
[ "$got" -eq 134 ] && ok || bad "referer hosts, strict (the ones with a space refused): $got"
got=$("$LLURI" log --json -f "$tmp/combined.log" 2>/dev/null | grep -c '"valid":false,"error":"line not in the log format","offset":10}')
[ "$got" -eq 1 ] && ok || bad "log --json: the bad line"
got=$("$LLURI" log --json -f "$tmp/combined.log" 2>/dev/null | wc -l)
[ "$got" -eq 401 ] && ok || bad "log --json: one object a line ($got)"

# 7. the same log as nginx writes it: \xHH for the quote, raw UTF-8 as
#    \xHH; its bad line a request cut off
sed 's/\\"/\\x22/g' "$tmp/combined.log" | sed '200s/ HTTP\/1\.[01]".*//' >"$tmp/nginx.log"
"$LLURI" log --format=nginx '{form}' -f "$tmp/nginx.log" >"$tmp/out" 2>"$tmp/err"; st=$?
[ "$st" -eq 1 ] && [ "$(wc -l <"$tmp/out")" -eq 401 ] && ok || bad "nginx: status $st"
grep -q "^lluri: $tmp/nginx.log:200: line not in the log format at offset " "$tmp/err" &&
    [ "$(wc -l <"$tmp/err")" -eq 2 ] && ok || bad "nginx: the bad lines' messages: $(cat "$tmp/err")"
got=$("$LLURI" log --format=nginx '{error}' -f "$tmp/nginx.log" 2>/dev/null | grep -c 'invalid character in query')
[ "$got" -eq 50 ] && ok || bad "nginx: refused targets (\\x22 undone): $got, want 50"

# 8. messages and output in order when they share a file (2>&1), and
#    --line-buffered
"$LLURI" log '{status}' 'h - - [t] "-" 200 1 "-" "-"' 'bad' 'h - - [t] "-" 201 1 "-" "-"' >"$tmp/both" 2>&1
printf '200\n\nlluri: '"'"'bad'"'"': line not in the log format at offset 0\n201\n' | cmp -s - "$tmp/both" &&
    ok || { bad "output and messages in order"; cat "$tmp/both" >&2; }

# 9. usage
"$LLURI" log >"$tmp/out" 2>"$tmp/err"; st=$?
[ "$st" -eq 2 ] && grep -q "missing TEMPLATE" "$tmp/err" && ok || bad "log without TEMPLATE: $st"
"$LLURI" log --json --format=bogus x >"$tmp/out" 2>"$tmp/err"; st=$?
[ "$st" -eq 2 ] && grep -q "^lluri: --format 'bogus': invalid log format at offset 0" "$tmp/err" &&
    ok || bad "an unknown --format name: $st, $(cat "$tmp/err")"

echo "$passed passed, $failures failed"
[ "$failures" -eq 0 ]
