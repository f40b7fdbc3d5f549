#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Host extraction over the URL lists, lluri against Python's URL parsers,
all in one process: ns per URL (median of the rounds) and the ratio of
each peer to lluri (median of the per-round ratios).

    PYTHONPATH=python /usr/bin/python3 python/bench.py [--rounds 5] [--evict MIB] [--json] [LIST ...]
    valgrind --tool=callgrind python3 python/bench.py --loop PEER|none --limit N LIST

Per URL: lluri.parse(u).host, urllib.parse.urlsplit(u).hostname,
rfc3986.uri_reference(u).host, yarl.URL(u).host. Per column:
lluri.parse_column(urls, ("host",)) against a list comprehension over
urlsplit. A peer that does not import is skipped. Every peer's loop turns
any exception (its "invalid") into None alike.

LIST defaults to every *.txt in $LLURI_URL_DATA, else in the URL_DATA
directory the configured build wrote in its Makefile (as bench/harness.c
and the tests find them).
"""
import argparse
import gc
import json
import os
import platform
import statistics
import sys
import time
import urllib.parse
from pathlib import Path

import lluri

# The optional peers: None when not importable (then skipped).
try:
    import rfc3986
except ImportError:
    rfc3986 = None
try:
    import yarl
except ImportError:
    yarl = None

# Python 3.11 wraps urlsplit in functools.lru_cache (128 entries): a
# repeated URL, and the lists repeat some, would cost a cache lookup
# instead of a parse. We time the function under the cache (__wrapped__),
# so every call parses, as lluri.parse does; .hostname is the same either
# way. (cache_clear() between rounds would still let repeats within a
# round hit.)
_urlsplit = getattr(urllib.parse.urlsplit, "__wrapped__", urllib.parse.urlsplit)

# The lists, found and read as the tests find and read them.
sys.path.insert(0, str(Path(__file__).resolve().parent / "tests"))
from urldata import read_lines, url_data_dir, url_lists  # noqa: E402


def read_urls(path):
    """The lines of a list as str (a byte that is not UTF-8 as a lone
    surrogate, so that every byte is kept)."""
    return [line.decode("utf-8", "surrogateescape") for line in read_lines(path)]


# ---- The peers: each takes the list of URLs, returns their hosts -------------

def lluri_parse(urls):
    hosts = []
    for u in urls:
        try:
            hosts.append(lluri.parse(u).host)
        except Exception:
            hosts.append(None)
    return hosts


def urllib_urlsplit(urls):
    hosts = []
    for u in urls:
        try:
            hosts.append(_urlsplit(u).hostname)
        except Exception:
            hosts.append(None)
    return hosts


def rfc3986_uri_reference(urls):
    # uri_reference splits with a regular expression and does not validate,
    # as urlsplit; rfc3986.urlparse would validate the authority too.
    hosts = []
    for u in urls:
        try:
            hosts.append(rfc3986.uri_reference(u).host)
        except Exception:
            hosts.append(None)
    return hosts


def yarl_url(urls):
    hosts = []
    for u in urls:
        try:
            hosts.append(yarl.URL(u).host)
        except Exception:
            hosts.append(None)
    return hosts


def lluri_parse_column(urls):
    return lluri.parse_column(urls, ("host",))["host"]


def _hostname(u):
    try:
        return _urlsplit(u).hostname
    except Exception:
        return None


def urllib_comprehension(urls):
    return [_hostname(u) for u in urls]


# (family, name, function, the lluri peer its ratio is to, its module)
PEERS = [
    ("per URL", "lluri.parse", lluri_parse, "lluri.parse", lluri),
    ("per URL", "urllib urlsplit", urllib_urlsplit, "lluri.parse", urllib),
    ("per URL", "rfc3986.uri_reference", rfc3986_uri_reference, "lluri.parse", rfc3986),
    ("per URL", "yarl.URL", yarl_url, "lluri.parse", yarl),
    ("column", "lluri.parse_column", lluri_parse_column, "lluri.parse_column", lluri),
    ("column", "urllib comprehension", urllib_comprehension, "lluri.parse_column", urllib),
]


class Evictor:
    """Writes to every cache line of `mib` MiB before a timed call, so that
    each peer starts from caches that hold none of the list (the state of a
    column just read from a file, other work done since) instead of the
    state the peer before it left. mib 0: nothing."""

    def __init__(self, mib):
        self.buffer = bytearray(mib << 20)
        self.ones = b"\x01" * (len(self.buffer) // 64)

    def __call__(self):
        if self.buffer:
            self.buffer[::64] = self.ones


def timed(function, urls, evict):
    """ns per URL of one call. The collector is off while it runs, as
    timeit does, so that no peer pays for another's garbage."""
    evict()
    gc.collect()
    gc.disable()
    try:
        start = time.perf_counter_ns()
        function(urls)
        return (time.perf_counter_ns() - start) / len(urls)
    finally:
        gc.enable()


def run(data, peers, rounds, evict):
    """{list name: {peer name: [ns per URL of each round]}} for data, {list
    name: URLs}. Each round runs every peer over every list, so the slow
    drifts of a shared machine fall on all peers alike."""
    times = {name: {peer[1]: [] for peer in peers} for name in data}
    # An untimed first call of each: parse_column imports numpy then.
    sample = next(iter(data.values()))[:100]
    for _, _, function, *_ in peers:
        function(sample)
    for _ in range(rounds):
        for name, urls in data.items():
            for _, peer, function, *_ in peers:
                times[name][peer].append(timed(function, urls, evict))
    return times


def summary(data, peers, times):
    """Per list and peer: the median ns per URL, and the median of the
    per-round ratios peer / its lluri reference."""
    table = {}
    for name, urls in data.items():
        rows = {}
        for family, peer, _, reference, _ in peers:
            runs = times[name][peer]
            ratios = [t / r for t, r in zip(runs, times[name][reference])]
            rows[peer] = {"family": family, "ns_per_url": statistics.median(runs),
                          "ratio": statistics.median(ratios), "reference": reference}
        table[name] = {"urls": len(urls), "peers": rows}
    return table


def environment():
    cpu = ""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            cpu = next((line.split(":", 1)[1].strip() for line in f
                        if line.startswith("model name")), "")
    except OSError:
        pass
    versions = {"lluri": lluri.__version__}
    for module in (rfc3986, yarl, sys.modules.get("numpy")):
        if module is not None:
            versions[module.__name__] = module.__version__
    return {"machine": platform.machine(), "cpu": cpu, "cpus": os.cpu_count(),
            "load": os.getloadavg(), "system": platform.platform(),
            "python": f"{platform.python_implementation()} {platform.python_version()}",
            "versions": versions}


def markdown(table, env, rounds, missing):
    peers_in_order = list(next(iter(table.values()))["peers"])
    lines = [f"Host extraction, ns per URL (median of {rounds} rounds); in brackets"
             " the peer's time / lluri's (median of the per-round ratios; the per-URL"
             " peers against lluri.parse, the column ones against lluri.parse_column).",
             "",
             "| list | URLs | " + " | ".join(peers_in_order) + " |",
             "|---|---:|" + "---:|" * len(peers_in_order)]
    for name, entry in table.items():
        cells = []
        for peer in peers_in_order:
            row = entry["peers"][peer]
            cell = f"{row['ns_per_url']:,.0f}"
            if row["reference"] != peer:
                cell += f" ({row['ratio']:.1f}×)"
            cells.append(cell)
        lines.append(f"| {name} | {entry['urls']:,} | " + " | ".join(cells) + " |")
    lines += ["", f"{env['python']} on {env['system']}; {env['cpu']} ({env['machine']},"
                  f" {env['cpus']} CPUs), load average {env['load'][0]:.2f} at the end; "
                  + ", ".join(f"{k} {v}" for k, v in env["versions"].items()) + "."]
    if env["evict_mib"]:
        lines.append(f"Before each timed call, {env['evict_mib']} MiB were written"
                     " (--evict): every peer started from caches without the list.")
    if missing:
        lines.append("Skipped (not importable): " + ", ".join(missing) + ".")
    return "\n".join(lines)


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="Time host extraction with lluri and Python's URL parsers over URL lists.")
    parser.add_argument("lists", nargs="*", metavar="LIST",
                        help="a file of URLs, one a line (default: every *.txt in"
                             " $LLURI_URL_DATA, else in the build's URL_DATA)")
    parser.add_argument("--rounds", type=int, default=5, metavar="R",
                        help="rounds; the times are their medians (default: %(default)s)")
    parser.add_argument("--evict", type=int, default=0, metavar="MIB",
                        help="write to MIB MiB of memory before each timed call, so that"
                             " every peer starts from caches without the list (default: 0,"
                             " off: each peer finds what the one before it left)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of Markdown")
    parser.add_argument("--loop", metavar="PEER",
                        help="no timing: run PEER (a name of the table, or 'none') once"
                             " over the lists, for callgrind; 'none' reads them only,"
                             " the baseline to subtract")
    parser.add_argument("--limit", type=int, default=0, metavar="N",
                        help="with --loop: the first N URLs of each list (default: all)")
    args = parser.parse_args(argv)
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    if args.evict < 0:
        parser.error("--evict must be 0 or more")
    lists = args.lists
    if not lists:
        directory = url_data_dir()
        lists = url_lists()
        if not lists:
            parser.error(f"no URL lists in {directory}" if directory else
                         "no URL lists: give LIST, or set LLURI_URL_DATA")
    data = {}
    for path in lists:
        name = Path(path).name
        if name in data:
            parser.error(f"two lists named {name}")
        try:
            data[name] = read_urls(path)
        except OSError as e:
            parser.error(str(e))
        if not data[name]:
            parser.error(f"{path}: no URLs")
    if args.loop is not None:
        functions = {peer[1]: peer[2] for peer in PEERS if peer[4] is not None}
        if args.loop != "none" and args.loop not in functions:
            parser.error(f"--loop: not a peer here: {args.loop!r}")
        for urls in data.values():
            urls = urls[:args.limit] if args.limit > 0 else urls
            if args.loop != "none":
                functions[args.loop](urls)
        return 0
    peers = [peer for peer in PEERS if peer[4] is not None]
    missing = [peer[1] for peer in PEERS if peer[4] is None]
    times = run(data, peers, args.rounds, Evictor(args.evict))
    env = environment()
    env["evict_mib"] = args.evict
    table = summary(data, peers, times)
    if args.json:
        print(json.dumps({"rounds": args.rounds, "environment": env, "skipped": missing,
                          "lists": table}, indent=2))
    else:
        print(markdown(table, env, args.rounds, missing))
    return 0


if __name__ == "__main__":
    sys.exit(main())
