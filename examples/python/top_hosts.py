#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The most frequent hosts in a pile of logs, and how many URLs did not
parse, counted on a Dask cluster with lluri.

    top_hosts.py /var/log/urls/                        # one URL a line
    top_hosts.py --format combined 'access.log*'       # Apache/nginx logs
    top_hosts.py --scheduler tcp://sched:8786 --json /shared/logs/

The core is importable: url_series() reads the lines into a Dask Series of
URLs, lluri.dask.parse_series() parses it leniently, summarize() computes
the report; main() is the command line around them.
"""
import argparse
import contextlib
import glob
import io
import json
import logging
import os
import re
import sys
from typing import Any, Iterable, Optional, Sequence

from dask.bag.text import read_text
from dask.base import compute

import lluri.dask

FORMATS = ("urls", "combined")

# Apache/nginx "combined" format, up to the referrer (whatever follows, the
# user agent and any extra field, is ignored):
#   %h %l %u [%t] "%r" %>s %b "%{Referer}i" ...
# A quoted field may hold \" and \\ (Apache) or \xHH (both servers).
_QUOTED = r'"((?:[^"\\]|\\.)*)"'
_COMBINED = re.compile(r'\S+ \S+ \S+ \[[^\]]*\] ' + _QUOTED + r' \S+ \S+ ' + _QUOTED)
_ESCAPE = re.compile(rb'\\(x[0-9A-Fa-f]{2}|["\\])')


def _unescaped(match: "re.Match[bytes]") -> bytes:
    code = match[1]
    return bytes([int(code[1:], 16)]) if code.startswith(b"x") else code


def _unescape(field: str) -> str:
    r"""A quoted log field as the text it stands for: \xHH is the byte HH
    (so that escaped UTF-8 comes back as its character), \" and \\ the
    character. A byte that is not UTF-8 becomes U+FFFD, as in url_series."""
    if "\\" not in field:
        return field
    return _ESCAPE.sub(_unescaped, field.encode("utf-8")).decode("utf-8", "replace")


def strip_eol(line: str) -> str:
    """A line without its "\\n" or "\\r\\n"; any other byte is data."""
    if line.endswith("\n"):
        line = line[:-1]
    return line[:-1] if line.endswith("\r") else line


def combined_urls(line: str) -> list[Optional[str]]:
    """The URLs of one combined-format log line: the referrer (None when
    the log has "-" for it, or the line is not in the format), then the
    request target when it is in absolute form."""
    match = _COMBINED.match(line)
    if match is None:
        return [None]
    request, referrer = match.groups()
    urls: list[Optional[str]] = [None if referrer == "-" else _unescape(referrer)]
    # "METHOD target HTTP/x.y"; a target with raw spaces is kept whole.
    parts = request.split(" ")
    if len(parts) >= 3 and parts[-1].startswith("HTTP/"):
        method, target = parts[0], " ".join(parts[1:-1])
        # RFC 9112 §3.2: origin form starts with "/", asterisk form is "*",
        # authority form (host:port) goes only with CONNECT; any other
        # target is absolute form, a URL.
        if method != "CONNECT" and target[:1] not in ("", "/", "*"):
            urls.append(_unescape(target))
    return urls


def expand_paths(paths: Iterable[str]) -> list[str]:
    """Every file a PATH names: a directory gives its files (not the hidden
    ones), anything else is a glob. Sorted, so that the rows come in the
    order of the file names. Raises FileNotFoundError for a PATH that
    matches nothing."""
    files: list[str] = []
    for path in paths:
        if os.path.isfile(path):   # a name may hold [ or * as well
            found = [path]
        elif os.path.isdir(path):
            found = [entry.path for entry in os.scandir(path)
                     if entry.is_file() and not entry.name.startswith(".")]
        else:
            found = glob.glob(path)
        if not found:
            raise FileNotFoundError(f"{path}: no such file")
        files.extend(sorted(found))
    return files


def url_series(paths: Iterable[str], fmt: str = "urls", blocksize: Optional[str] = None) -> Any:
    """A Dask Series of the URLs in the files of `paths` (see expand_paths),
    one partition per file, or per `blocksize` bytes ("64MiB") of an
    uncompressed file. fmt "urls" takes each line whole, "combined" the
    URLs combined_urls() finds. The workers read the files themselves."""
    if fmt not in FORMATS:
        raise ValueError(f"fmt must be one of {FORMATS}, not {fmt!r}")
    # Split at "\n" only (a lone "\r" is data). A byte that is not UTF-8
    # becomes U+FFFD, which lluri refuses (or leniently tolerates) like any
    # raw non-ASCII character. Not errors="surrogateescape": pandas 1.5
    # groups strings with lone surrogates wrongly, at random (pandas issue
    # 45929), which would corrupt the host counts.
    # (dask 2022.12 has no annotations: its calls are untyped)
    lines = read_text(expand_paths(paths),  # type: ignore[no-untyped-call]
                      blocksize=blocksize, linedelimiter="\n", errors="replace")
    if fmt == "urls":
        urls = lines.map(strip_eol)
    else:
        urls = lines.map(combined_urls).flatten()
    return urls.to_dataframe(meta={"url": object})["url"]


def parse_urls(urls: Any) -> Any:
    """The lenient parse of a Series of URLs: host, valid, error, offset."""
    return lluri.dask.parse_series(urls, ("host",), lenient=True)


def summarize(parsed: Any, n: int = 10) -> dict[str, Any]:
    """The report over a parse_series() result (one compute): row counts,
    the error rate (invalid rows / non-null rows) with the count per error
    name, and the n most frequent hosts, lowercased (RFC 3986 §3.2.2: a
    host is case-insensitive), most frequent first, ties by name. An empty
    host, as in file:///x, is the host ""."""
    rows, valid, errors, hosts = compute(  # type: ignore[no-untyped-call]
        parsed["valid"].size, parsed["valid"].sum(),
        parsed["error"].value_counts(), parsed["host"].str.lower().value_counts())
    # Every distinct host comes back to rank ties exactly; there are far
    # fewer hosts than URLs.
    top = sorted(hosts.items(), key=lambda item: (-item[1], item[0]))[:n]
    invalid = int(errors.sum())
    non_null = int(valid) + invalid   # a null row is neither valid nor failed
    return {
        "rows": int(rows),
        "non_null": non_null,
        "valid": int(valid),
        "invalid": invalid,
        "error_rate": invalid / non_null if non_null else None,
        "errors": {name: int(count) for name, count
                   in sorted(errors.items(), key=lambda item: (-item[1], item[0]))},
        "distinct_hosts": len(hosts),
        "top_hosts": [{"host": host, "count": int(count)} for host, count in top],
    }


def top_hosts(paths: Iterable[str], fmt: str = "urls", n: int = 10,
              blocksize: Optional[str] = None) -> dict[str, Any]:
    """The report (see summarize) over the files of `paths`, computed on
    the current Dask scheduler."""
    return summarize(parse_urls(url_series(paths, fmt, blocksize)), n)


def format_text(report: dict[str, Any]) -> str:
    """The report as lines of plain text."""
    lines = [f"top {len(report['top_hosts'])} of {report['distinct_hosts']:,} hosts"
             f" in {report['non_null']:,} URLs ({report['rows']:,} rows):"]
    lines += [f"{entry['count']:>12,}  {entry['host'] or '(empty host)'}"
              for entry in report["top_hosts"]]
    rate = report["error_rate"]
    lines.append(f"invalid: {report['invalid']:,} of {report['non_null']:,} URLs"
                 + (f" ({rate:.3%})" if rate is not None else ""))
    lines += [f"{count:>12,}  {name}" for name, count in report["errors"].items()]
    return "\n".join(lines)


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description="Count the most frequent hosts of the URLs in log files, and"
                    " the URLs lluri cannot parse even leniently, on a Dask cluster.",
        epilog="Rows: one per line (--format urls); per combined line its referrer"
               " (null when \"-\", or when the line is not in the format) and its"
               " request target when that is an absolute URL. Error rate: invalid"
               " rows / non-null rows.")
    parser.add_argument("paths", nargs="+", metavar="PATH",
                        help="a log file, a directory (all its files) or a glob;"
                             " .gz, .bz2 and .xz files are decompressed")
    parser.add_argument("--format", choices=FORMATS, default="urls",
                        help="urls: one URL a line; combined: Apache/nginx combined"
                             " log lines (default: %(default)s)")
    parser.add_argument("-n", "--top", type=int, default=10, metavar="N",
                        help="how many hosts to list (default: %(default)s)")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--workers", type=int, default=2, metavar="N",
                       help="worker processes of the local cluster (default: %(default)s)")
    where.add_argument("--scheduler", metavar="ADDRESS",
                       help="run on this cluster instead (tcp://host:8786); its workers"
                            " must import lluri and see PATH at the same place")
    parser.add_argument("--blocksize", metavar="SIZE",
                        help="split uncompressed files into partitions of SIZE"
                             " (64MiB); default: one partition per file")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args(argv)
    try:
        files = expand_paths(args.paths)
    except FileNotFoundError as e:
        parser.error(str(e))

    # Imported here: the functions above need only dask, not distributed.
    from distributed import Client, LocalCluster

    with contextlib.ExitStack() as stack:
        if args.scheduler:
            stack.enter_context(Client(args.scheduler))  # type: ignore[no-untyped-call]
        else:
            # One thread per worker: the line handling is Python and holds
            # the GIL, so processes are what runs it in parallel.
            cluster = stack.enter_context(LocalCluster(  # type: ignore[no-untyped-call]
                n_workers=args.workers, threads_per_worker=1, processes=True,
                dashboard_address=None, silence_logs=logging.ERROR))
            stack.enter_context(Client(cluster))  # type: ignore[no-untyped-call]
        report = top_hosts(files, args.format, args.top, args.blocksize)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        # A host need not be encodable in the terminal's encoding.
        if isinstance(sys.stdout, io.TextIOWrapper):
            sys.stdout.reconfigure(errors="backslashreplace")
        print(format_text(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
