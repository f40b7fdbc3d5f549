#!/bin/sh
# SPDX-License-Identifier: MIT
# check_flag_types.sh — a present bit (LLURI_HAS_*) passed where a function
# takes flags does not compile quietly: in C the two have distinct enum
# types, and the compiler's -Wenum-conversion says so (LLURI_HAS_QUERY and
# LLURI_PARTIAL are both 1u << 4, so no run-time check can tell them apart).
# The same calls with flags compile without a warning under the build's
# warning flags, and C++ (extern "C" users) still takes flags OR-ed
# together. Compiles with the configured CC and CXX (LLURI_TEST_CC,
# LLURI_TEST_CXX, LLURI_TEST_WARN, set by make check); skipped (77) when
# CC has no -Wenum-conversion for C (GCC before 10).
. "${top_srcdir:-.}/tests/golden/common.sh"
cc=${LLURI_TEST_CC:-cc} cxx=${LLURI_TEST_CXX:-c++}
warn=${LLURI_TEST_WARN:--Wall -Wextra -Wpedantic -Wshadow -Wconversion}
inc="-I$srcdir/include"

# Does CC warn at all for one enum type passed as another?
cat >"$tmp/probe.c" <<'EOF'
enum a { A1 = 1 };
enum b { B1 = 1 };
int f(enum b x);
int g(void) { return f(A1); }
EOF
if $cc -std=c11 -Werror=enum-conversion -c "$tmp/probe.c" -o "$tmp/probe.o" 2>"$tmp/err" ||
   ! grep -q 'enum b' "$tmp/err"; then
    echo "$cc has no -Wenum-conversion for C: skipped"; exit 77
fi

# One call per public function that takes flags, with FLAG in its flags.
calls='lluri_parse(&u, s, n, FLAG, &e)
lluri_normalize(&u, FLAG, out, sizeof out, NULL, &e)
lluri_resolve(&u, &u, FLAG, out, sizeof out, NULL, &e)
lluri_relativize(&u, &u, FLAG, out, sizeof out, NULL, &e)
lluri_equivalent(&u, &u, FLAG, &e)
lluri_pct_decode(s, n, FLAG, out, sizeof out, &e)
lluri_parser_init(&ps, FLAG)
lluri_match(LLURI_RULE_HOST, s, n, FLAG, &e)
lluri_query_begin(&qi, &u, FLAG)
lluri_query_key_is(s, n, s, n, FLAG)
lluri_repair(&u, FLAG, out, sizeof out, NULL, &e)
lluri_scheme_parse(&sp, s, n, FLAG, &e)
lluri_extract_begin(&xi, s, n, FLAG)
lluri_request_parser_init(&rp, 8, 64, FLAG)
lluri_target_check(&tr, s, n, s, n, s, n, FLAG)
lluri_log_format_compile(&lf, s, n, FLAG, &e)
lluri_iri_to_uri(s, n, FLAG, out, sizeof out, NULL, &e)
lluri_uri_to_iri(s, n, FLAG, out, sizeof out, NULL, &e)
lluri_target_check_line(&tr, s, n, s, n, FLAG)
lluri_query_get(&u, s, n, FLAG, &qp, &e)
lluri_query_key_match(s, n, s, n, FLAG)
lluri_scheme_parse_uri(&sp, &u, FLAG, &e)
lluri_parse_request_target(&u, &tf, s, n, s, n, 64, FLAG, &e)'

program() { # call-with-FLAG flag
    cat <<EOF
#include <lluri.h>
#include <lluri/extract.h>
#include <lluri/http.h>
#include <lluri/idn.h>
#include <lluri/log.h>
#include <lluri/proxy.h>
#include <lluri/scheme.h>
int use(const char *s, size_t n);
int use(const char *s, size_t n)
{
    lluri u; lluri_error e; lluri_parser ps; lluri_query_iter qi;
    lluri_scheme_parts sp; lluri_extract_iter xi; lluri_request_parser rp;
    lluri_target_report tr; lluri_log_format lf; lluri_query_pair qp;
    enum lluri_target_form tf; char out[64];
    (void)ps; (void)qi; (void)sp; (void)xi; (void)rp; (void)tr; (void)lf;
    (void)qp; (void)tf;
    (void)out; (void)u; (void)e; (void)s; (void)n;
    u.present = 0;
    u.present |= LLURI_HAS_SCHEME;
    u.present &= ~LLURI_HAS_QUERY;
    return (int)($(printf '%s' "$1" | sed "s/FLAG/$2/"));
}
EOF
}

compiles() { # file.c extra-flags...: 0 when it compiles, stderr in $tmp/err
    f=$1; shift
    # shellcheck disable=SC2086 # the flags are words
    $cc -std=c11 $warn "$@" $inc -c "$f" -o "$tmp/x.o" 2>"$tmp/err"
}

echo "$calls" >"$tmp/calls"
while IFS= read -r call; do
    name=${call%%(*}
    # The flags it takes: quiet under the build's warnings, as errors.
    program "$call" "LLURI_PARTIAL" >"$tmp/good.c"
    if compiles "$tmp/good.c" -Werror && [ ! -s "$tmp/err" ]; then ok
    else bad "$name with LLURI_PARTIAL does not compile quietly:"; cat "$tmp/err" >&2; fi
    program "$call" "LLURI_PARTIAL | LLURI_IRI" >"$tmp/good.c"
    if compiles "$tmp/good.c" -Werror && [ ! -s "$tmp/err" ]; then ok
    else bad "$name with LLURI_PARTIAL | LLURI_IRI does not compile quietly:"; cat "$tmp/err" >&2; fi
    # A present bit of the same value: an error under -Werror=enum-conversion,
    # and a warning that names the two types under the build's own flags.
    program "$call" "LLURI_HAS_QUERY" >"$tmp/bad.c"
    if compiles "$tmp/bad.c" -Werror=enum-conversion; then
        bad "$name takes LLURI_HAS_QUERY as a flag without an error"
    elif grep -q 'enum-conversion' "$tmp/err" && grep -q 'lluri_present_bit' "$tmp/err"; then ok
    else bad "$name with LLURI_HAS_QUERY: not the enum-conversion error:"; cat "$tmp/err" >&2; fi
    if compiles "$tmp/bad.c" && grep -q 'lluri_present_bit' "$tmp/err"; then ok
    else bad "$name with LLURI_HAS_QUERY: no warning under $warn"; fi
done <"$tmp/calls"

# C++: the headers compile, flags OR-ed together are still flags, and the
# present bits still clear and set bits of lluri.present. (<lluri/scheme.h>
# is left out: its structs in an anonymous union are an extension to
# clang++ -Wpedantic.)
cat >"$tmp/user.cc" <<'EOF'
#include <lluri.h>
#include <lluri/extract.h>
#include <lluri/http.h>
#include <lluri/idn.h>
#include <lluri/log.h>
#include <lluri/proxy.h>
int use(const char *s, size_t n);
int use(const char *s, size_t n)
{
    lluri u;
    lluri_error e;
    unsigned flags = LLURI_PARTIAL | LLURI_IRI;
    int rc = lluri_parse(&u, s, n, LLURI_PARTIAL | LLURI_IRI, &e);
    if (rc == 0)
        rc = lluri_parse(&u, s, n, flags, &e);
    u.present &= ~LLURI_HAS_QUERY;
    u.present |= LLURI_HAS_SCHEME;
    return rc + (int)(u.present & LLURI_HAS_FRAGMENT);
}
EOF
if ! $cxx --version >/dev/null 2>&1; then
    echo "no C++ compiler ($cxx): the C++ check skipped"
else
    # shellcheck disable=SC2086
    if $cxx -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion -Werror \
            $inc -c "$tmp/user.cc" -o "$tmp/user.o" 2>"$tmp/err" && [ ! -s "$tmp/err" ]; then ok
    else bad "C++: LLURI_PARTIAL | LLURI_IRI does not compile quietly:"; cat "$tmp/err" >&2; fi
fi

echo "$passed passed, $failures failed"
[ "$failures" -eq 0 ]
