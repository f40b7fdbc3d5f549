#!/bin/sh
# SPDX-License-Identifier: MIT
# readme.sh — every command of README.md and of the guides (doc/*.md) runs
# as written, and prints what the page says it prints:
#
#   - a ```sh block runs, with bash, in a copy of the source tree whose
#     ./src/cli/lluri is the tool just built (LLURI_CLI under valgrind); a
#     command that exits with 2 or more (a usage error, a command not
#     found) fails it: 1 is lluri's "some input is invalid", which the
#     examples show;
#   - a ```text block right after a block is what that block prints on
#     standard output, exactly;
#   - a block right after a line <!-- not run: WHY --> is not run (the
#     set-up commands, installs, a cluster, a path of the reader's);
#   - README.md's ```c block is a whole program: make builds it as
#     tests/golden/readme_example (tests/Makefile.inc), with the build's
#     flags, against the library just built, and it must print its
#     ```text block;
#   - a ```python block is a doctest (">>>"): python/tests/test_readme.py
#     runs them (make python-check); here only their form is checked.
. "${top_srcdir:-.}/tests/golden/common.sh"

# A tree to run in: the sources, with the tool just built at src/cli/lluri
# (in a VPATH build the sources are read-only and the tool is elsewhere).
abs() { case $1 in /*) printf '%s\n' "$1";; *) printf '%s/%s\n' "$(pwd)" "$1";; esac; }
src_abs=$(cd "$srcdir" && pwd) tool=$(abs "$LLURI")
mkdir "$tmp/tree" "$tmp/tree/src" "$tmp/tree/src/cli"
for f in "$src_abs"/* "$src_abs"/src/* "$src_abs"/src/cli/*; do
    rel=${f#"$src_abs"/}
    case $rel in src|src/cli|src/cli/lluri) continue;; esac
    ln -s "$f" "$tmp/tree/$rel"
done
ln -s "$tool" "$tmp/tree/src/cli/lluri"

# Each fenced block of a page becomes $tmp/b/N.body, with N.meta:
# "PAGE LINE INFO RUN" (RUN 0 after <!-- not run), and N.out when a
# ```text block follows it.
split_blocks() { # page
    awk -v page="$1" -v dir="$tmp/b" -v n="${2:-0}" '
        function flush_meta() { printf "%s %d %s %d\n", page, start, info, run >(dir "/" n ".meta"); close(dir "/" n ".meta") }
        /^```/ && !inb {
            inb = 1; info = substr($0, 4); if (info == "") info = "plain"
            if (info == "text" && prev_closed) { target = dir "/" n ".out"; is_out = 1 }
            else { n++; start = NR; run = !(last ~ /^<!-- not run/); target = dir "/" n ".body"; is_out = 0; flush_meta() }
            printf "" >target; blank_after = 0; next
        }
        /^```$/ && inb { inb = 0; close(target); prev_closed = !is_out; last = ""; next }
        inb { print >>target; next }
        /^[[:space:]]*$/ { if (prev_closed) next }
        { prev_closed = 0; last = $0 }
        END { print n >(dir "/count") }'
}

mkdir "$tmp/b"
pages="README.md $(cd "$srcdir" && ls doc/*.md 2>/dev/null)"
n=0
for page in $pages; do
    split_blocks "$page" "$n" <"$srcdir/$page"
    n=$(cat "$tmp/b/count")
done
[ "$n" -ge 5 ] && ok || bad "found only $n code blocks in $pages"

ran=0 c_blocks=0
i=0
while [ "$i" -lt "$n" ]; do
    i=$((i + 1))
    read -r page line info run <"$tmp/b/$i.meta"
    where="$page:$line"
    case $info in
    sh)
        [ "$run" = 1 ] || continue
        # bash: its ERR trap sees each command's status, so a usage error
        # (2) or a command not found (127) anywhere in the block fails it
        (cd "$tmp/tree" && bash -c 'trap '\''st=$?; [ $st -le 1 ] || { echo "exit $st: $BASH_COMMAND" >&2; exit $st; }'\'' ERR
                                  . "$0"' "$tmp/b/$i.body") >"$tmp/out" 2>"$tmp/err"
        st=$?
        ran=$((ran + 1))
        if [ "$st" -gt 1 ]; then
            bad "$where: the sh block exits with $st"; cat "$tmp/err" >&2
        elif [ -f "$tmp/b/$i.out" ] && ! cmp -s "$tmp/out" "$tmp/b/$i.out"; then
            bad "$where: the sh block prints something else than the text block after it"
            diff "$tmp/b/$i.out" "$tmp/out" >&2
        else
            ok
        fi
        ;;
    c)
        # a whole program is built by make (tests/Makefile.inc) and run here;
        # a fragment (no main) is not
        grep -q 'main(' "$tmp/b/$i.body" || continue
        c_blocks=$((c_blocks + 1))
        if [ "$page" != README.md ]; then
            bad "$where: only README.md's C program is built (tests/Makefile.inc)"; continue
        fi
        prog="$builddir/tests/golden/readme_example"
        if [ ! -x "$prog" ]; then
            bad "$where: no $prog (make check builds it from README.md)"
        elif ! cmp -s "$tmp/b/$i.body" "$builddir/tests/golden/readme_example.c"; then
            bad "$where: tests/golden/readme_example.c is not README.md's C block"
        else
            "$prog" >"$tmp/out" 2>"$tmp/err"; st=$?
            if [ "$st" -ne 0 ]; then
                bad "$where: the C example exits with $st"; cat "$tmp/err" >&2
            elif [ ! -f "$tmp/b/$i.out" ]; then
                bad "$where: no text block after the C example says what it prints"
            elif ! cmp -s "$tmp/out" "$tmp/b/$i.out"; then
                bad "$where: the C example prints something else than the text block after it"
                diff "$tmp/b/$i.out" "$tmp/out" >&2
            else
                ok
            fi
        fi
        ;;
    python)
        # doctests, run by python/tests/test_readme.py
        head -n 1 "$tmp/b/$i.body" | grep -q '^>>> ' && ok ||
            bad "$where: a python block that is no doctest (begin it with >>>)"
        ;;
    esac
done
[ "$ran" -ge 3 ] && ok || bad "ran only $ran sh blocks"
[ "$c_blocks" = 1 ] && ok || bad "README.md has $c_blocks C programs, not 1"

# The README's set-up block is the two commands (.ci/run and users run them)
grep -q -F -x './bootstrap && make && ./src/cli/lluri parse --json < bench/sample-urls.txt   # set up, build, run' \
    "$srcdir/README.md" && grep -q -x 'make check  *# the tests' "$srcdir/README.md" &&
    ok || bad "README.md: the two set-up commands"
# ... whose run of the tool is run here (the build and make check are this)
(cd "$tmp/tree" && ./src/cli/lluri parse --json < bench/sample-urls.txt) >"$tmp/out" 2>"$tmp/err"; st=$?
invalid=$(grep -c '"valid":false' "$tmp/out")
{ [ "$st" = 1 ] && [ "$invalid" = 16 ] &&
  [ "$(wc -l <"$tmp/out")" = "$(wc -l <"$srcdir/bench/sample-urls.txt")" ] &&
  tr '\n' ' ' <"$srcdir/README.md" | grep -q 'exits with status 1 because the sample holds 16 invalid URLs'; } &&
    ok || bad "the set-up's parse of bench/sample-urls.txt: status $st, $invalid invalid (README.md says 1 and 16)"

# The README is a front page: at most 250 lines
[ "$(wc -l <"$srcdir/README.md")" -le 250 ] && ok || bad "README.md has $(wc -l <"$srcdir/README.md") lines, more than 250"
# Every guide is linked from it (and so, through the link check below, in
# the tarball: a guide goes in Makefile.am's dist_doc_DATA)
for guide in $(cd "$srcdir" && ls doc/*.md); do
    grep -q -F "]($guide)" "$srcdir/README.md" && ok ||
        bad "$guide is not linked from README.md's \"Read more\" (add a line there)"
done

# Links between the pages (](page.md#anchor)) go to a page that is there
# and to one of its headings (GitHub's anchor: lower case, spaces as "-",
# punctuation but "-" and "_" dropped).
anchors() { # page
    sed -n 's/^#\{1,6\} //p' "$1" | tr 'A-Z' 'a-z' | sed 's/[^a-z0-9 _-]//g; s/ /-/g'
}
for page in $pages; do
    dir=$(dirname "$page")
    grep -o '](\([a-zA-Z0-9_./-]*\.md\)\(#[a-z0-9_-]*\)\{0,1\})' "$srcdir/$page" |
        sed 's/^](//; s/)$//' | sort -u >"$tmp/links"
    while IFS= read -r link; do
        target=${link%%#*} anchor=${link#"$target"}
        file="$srcdir/$dir/$target"
        if [ ! -f "$file" ]; then
            bad "$page links to $target, which is not there"
        elif [ -n "$anchor" ] && ! anchors "$file" | grep -q -x -F -- "${anchor#\#}"; then
            bad "$page links to $link: $target has no such heading"
        else
            ok
        fi
    done <"$tmp/links"
done

echo "$passed passed, $failures failed"
[ "$failures" -eq 0 ]
