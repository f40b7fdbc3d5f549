#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""parse_column of two builds of the extension, side by side in one process:
this tree's (the lluri package on the path) and another one, OTHER: a
_lluri*.so built from another commit, called through this tree's
parse_column(), or the lluri package directory of another tree (its
python/lluri, built in place), called through its own, for builds whose
parse_column() and extension speak another way. Each round times both on the list,
in alternating order, and the urlsplit comprehension of bench.py once; the
result is each build's median ns per URL and the median of the per-round
ratios this / other, which shared machines blur much less than two runs
of bench.py would.

    PYTHONPATH=python /usr/bin/python3 python/compare.py OTHER LIST [--rounds 11] [--after-yarl]

--after-yarl runs yarl over the list before each timed call, as in
bench.py's rounds, where yarl runs just before parse_column and leaves the
caches full of its own objects.

--only this|other calls one build's parse_column R times and times
nothing, for a count of its instructions, which load does not move:

    valgrind --tool=callgrind --toggle-collect='*parse_column*' \
        /usr/bin/python3 python/compare.py OTHER LIST --only other --rounds 5
"""
import argparse
import importlib.util
import statistics
import sys
from pathlib import Path

import bench
import lluri


def load_other(path):
    """The extension module at path, or the package in the directory path
    (as lluri_other), loaded beside the package's own."""
    path = Path(path)
    if path.is_dir():
        spec = importlib.util.spec_from_file_location(
            "lluri_other", path / "__init__.py", submodule_search_locations=[str(path)])
        name = "lluri_other"
    else:
        spec = importlib.util.spec_from_file_location("lluri._lluri", path)
        name = None
    module = importlib.util.module_from_spec(spec)
    if name:
        sys.modules[name] = module     # for the package's relative imports
    spec.loader.exec_module(module)
    if module is lluri._lluri or Path(module.__file__).parent == Path(lluri.__file__).parent:
        raise SystemExit(f"{path} is this tree's own build")
    return module


def host_column(module, urls):
    """parse_column(urls, ("host",)), as bench.py times it: a package's
    own, or this package's with the given extension module in its place
    for the call."""
    if hasattr(module, "parse_column"):
        return module.parse_column(urls, ("host",))["host"]
    own = lluri._lluri
    lluri._lluri = module      # the name parse_column() calls through
    try:
        return lluri.parse_column(urls, ("host",))["host"]
    finally:
        lluri._lluri = own


def main(argv=None):
    parser = argparse.ArgumentParser(description="Time parse_column of this build and"
                                                 " another, side by side.")
    parser.add_argument("other", metavar="OTHER",
                        help="the other build's extension (a .so), or its package directory")
    parser.add_argument("list", metavar="LIST", help="a file of URLs, one a line")
    parser.add_argument("--rounds", type=int, default=11, metavar="R")
    parser.add_argument("--after-yarl", action="store_true",
                        help="run yarl over the list before each timed call")
    parser.add_argument("--only", choices=("this", "other"),
                        help="call that build's parse_column R times, untimed")
    args = parser.parse_args(argv)
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    if args.after_yarl and bench.yarl is None:
        parser.error("--after-yarl: yarl does not import")
    if not (Path(args.other).is_file() or (Path(args.other) / "__init__.py").is_file()):
        parser.error(f"{args.other}: no such extension or package")
    other = load_other(args.other)
    urls = bench.read_urls(args.list)
    if not urls:
        parser.error(f"{args.list}: no URLs")
    if args.only:
        module = other if args.only == "other" else lluri._lluri
        for _ in range(args.rounds):
            host_column(module, urls)
        return 0
    if list(host_column(other, urls)) != list(host_column(lluri._lluri, urls)):
        raise SystemExit("the two builds give different hosts")
    builds = {"this": lluri._lluri, "other": other}
    no_eviction = bench.Evictor(0)
    times = {"this": [], "other": [], "urllib": []}
    for r in range(args.rounds):
        for name in (("this", "other") if r % 2 == 0 else ("other", "this")):
            if args.after_yarl:
                bench.yarl_url(urls)
            times[name].append(bench.timed(lambda u: host_column(builds[name], u), urls,
                                            no_eviction))
        times["urllib"].append(bench.timed(bench.urllib_comprehension, urls, no_eviction))
    median = statistics.median
    ratio = median(t / o for t, o in zip(times["this"], times["other"]))
    print(f"{Path(args.list).name}: this {median(times['this']):.1f} ns, other"
          f" {median(times['other']):.1f} ns, this / other {ratio:.3f} (median of"
          f" {args.rounds} rounds); urllib comprehension / this"
          f" {median(times['urllib']) / median(times['this']):.1f}×, / other"
          f" {median(times['urllib']) / median(times['other']):.1f}×")
    return 0


if __name__ == "__main__":
    sys.exit(main())
