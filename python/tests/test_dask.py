# SPDX-License-Identifier: MIT
"""lluri.dask on a real two-process Dask cluster: the shipped URL lists,
split into files, read by the workers (examples/python/top_hosts.py) and
parsed partition-wise by lluri.dask.parse_series, give row for row what
one lluri.parse_column call gives in this process; and the example's
top-hosts report is what plain pandas computes from that one call.

The URL lists are found as the C tests find them (tests/common/dataset.h):
in $LLURI_URL_DATA, else in the directory the configured build recorded;
without them, the tests that need them skip."""
import gzip
import json
import logging
import os
import re
import sys

import pytest

dd = pytest.importorskip("dask.dataframe")
distributed = pytest.importorskip("distributed")
pd = pytest.importorskip("pandas")

import lluri  # noqa: E402
import lluri.dask  # noqa: E402
from urldata import PYTHON_DIR, read_lines, url_data_dir, url_lists  # noqa: E402

EXAMPLES_DIR = PYTHON_DIR.parent / "examples" / "python"
sys.path.insert(0, str(EXAMPLES_DIR))
import top_hosts  # noqa: E402

# distributed 2022.12 on tornado 6.2 warns at every cluster start.
pytestmark = pytest.mark.filterwarnings("ignore:make_current is deprecated:DeprecationWarning")

COMPONENTS = ("host", "scheme", "path", "tolerated")
TOP = 25

# Appended to the lists: inputs even a lenient parse refuses (so the
# error rate has something to count), a NUL and a DEL, bytes that are not
# UTF-8 (read as U+FFFD), and a host in two cases.
EXTRA_LINES = [b"http://[::1/", b"http://h:12a/", b"ht tp://x/", b"http://h/a\x00b",
               b"http://h/\x7f", b"http://\xff/", b"http://h/\xc3(", b"http://EXAMPLE.com/",
               b"http://example.COM/"]


DATA_DIR = url_data_dir()
URL_LISTS = url_lists()
needs_data = pytest.mark.skipif(
    not URL_LISTS, reason=f"no URL lists (*.txt) in {DATA_DIR}" if DATA_DIR else
    "no URL lists: LLURI_URL_DATA is empty, or unset and the build has no URL_DATA")


def text(line):
    """A line of bytes as top_hosts reads it: a byte that is not UTF-8
    becomes U+FFFD."""
    return line.decode("utf-8", "replace")


def write_parts(directory, lines, parts, compress_last=False):
    """lines (bytes) in `parts` files of uneven sizes, named so that they
    sort in order; the last one gzipped on request. Returns the paths."""
    directory.mkdir()
    bounds = [len(lines) * k * k // (parts * parts) for k in range(parts + 1)]
    paths = []
    for k in range(parts):
        data = b"".join(line + b"\n" for line in lines[bounds[k]:bounds[k + 1]])
        path = directory / f"part-{k:02}.log"
        if compress_last and k == parts - 1:
            path, data = path.with_suffix(".log.gz"), gzip.compress(data)
        path.write_bytes(data)
        paths.append(str(path))
    return paths


def _log_escaped(match):
    byte = match[0]
    return b"\\" + byte if byte in b'"\\' else b"\\x%02x" % byte[0]


def combined_log(urls):
    """Combined-format log lines (bytes) that carry `urls` (bytes), and the
    URL rows top_hosts.combined_urls must take from them: each URL as the
    referrer (but every 10th line has "-"), and as the request target of
    every 3rd line; CONNECT and origin-form targets between; a TLS
    handshake line (not in the format) every 1000th line. Fields are
    escaped as nginx does: \\xHH for a control or a non-ASCII byte, and
    (as Apache does) \\" and \\\\."""
    lines, rows = [], []
    for i, url in enumerate(urls):
        escaped = re.sub(rb'["\\\x00-\x1f\x7f-\xff]', _log_escaped, url).decode("ascii")
        as_target = i % 3 == 0 and i % 7 != 0
        if as_target:
            request = f"GET {escaped} HTTP/1.1"
        elif i % 7 == 0:
            request = "CONNECT example.net:443 HTTP/1.1"
        else:
            request = f"GET /page/{i}?q=1 HTTP/1.1"
        referrer = "-" if i % 10 == 9 else escaped
        lines.append(f'192.0.2.{i % 256} - - [25/Nov/2025:00:00:00 +0000] "{request}"'
                     f' 200 {i} "{referrer}" "test-agent/1.0"'.encode("ascii"))
        rows.append(None if referrer == "-" else text(url))
        # A target that is not absolute form is no URL (the rule of RFC
        # 9112 that combined_urls applies).
        if as_target and url[:1] not in (b"", b"/", b"*"):
            rows.append(text(url))
        if i % 1000 == 999:
            lines.append(b"\\x16\\x03\\x01")
            rows.append(None)
    return lines, rows


@pytest.fixture(scope="module")
def datasets(tmp_path_factory):
    """fmt -> (the files, the URL rows they hold): the lists plus
    EXTRA_LINES in 7 files (--format urls), and as a combined log in 5
    files, the last gzipped (--format combined)."""
    urls = [line for path in URL_LISTS for line in read_lines(path)] + EXTRA_LINES
    log_lines, log_rows = combined_log(urls)
    base = tmp_path_factory.mktemp("dask")
    return {"urls": (write_parts(base / "urls", urls, 7), [text(url) for url in urls]),
            "combined": (write_parts(base / "combined", log_lines, 5, compress_last=True),
                         log_rows)}


@pytest.fixture(scope="module")
def client():
    """A client of a real local cluster: two worker processes, one thread
    each. The workers import lluri and top_hosts from the folders this
    process found them in (top_hosts is imported as a module, so its
    functions travel by name)."""
    path = [os.path.dirname(os.path.dirname(lluri.__file__)), str(EXAMPLES_DIR)]
    path += [os.environ["PYTHONPATH"]] if os.environ.get("PYTHONPATH") else []
    with pytest.MonkeyPatch.context() as env:
        env.setenv("PYTHONPATH", os.pathsep.join(path))
        with distributed.LocalCluster(n_workers=2, processes=True, threads_per_worker=1,
                                      dashboard_address=None,
                                      silence_logs=logging.ERROR) as cluster, \
                distributed.Client(cluster) as client:
            yield client


def expected_parse(rows):
    """The single-process answer: one parse_column call over every row."""
    return lluri.parse_column(pd.Series(rows, dtype=object), COMPONENTS, lenient=True)


def pandas_report(parsed, n):
    """top_hosts.summarize's report, computed with plain pandas."""
    failed = parsed["error"].notna()
    hosts = parsed["host"].dropna().str.lower().value_counts()
    top = (hosts.rename_axis("host").reset_index(name="count")
           .sort_values(["count", "host"], ascending=[False, True]).head(n))
    errors = parsed.loc[failed, "error"].value_counts()
    errors = errors.sort_index().sort_values(ascending=False, kind="stable")
    non_null = int((parsed["valid"] | failed).sum())
    return {
        "rows": len(parsed),
        "non_null": non_null,
        "valid": int(parsed["valid"].sum()),
        "invalid": int(failed.sum()),
        "error_rate": int(failed.sum()) / non_null,
        "errors": {name: int(count) for name, count in errors.items()},
        "distinct_hosts": len(hosts),
        "top_hosts": [{"host": host, "count": int(count)}
                      for host, count in zip(top["host"], top["count"])],
    }


def test_combined_urls():
    line = ('203.0.113.7 - frank [10/Oct/2000:13:55:36 -0700]'
            ' "GET http://a.example/x HTTP/1.0" 200 2326'
            ' "http://b.example/q=\\"1\\"\\xc3\\xa9" "Mozilla/4.08 [en] (Win98; I ;Nav)"')
    assert top_hosts.combined_urls(line) == ['http://b.example/q="1"é', "http://a.example/x"]
    line = ('::1 - - [10/Oct/2000:13:55:36 -0700] "CONNECT h.example:443 HTTP/1.1"'
            ' 200 - "-" "-"')
    assert top_hosts.combined_urls(line) == [None]
    assert top_hosts.combined_urls("\\x16\\x03\\x01") == [None]


def test_parse_series_keeps_index_and_checks_components(client):
    urls = pd.Series(["http://a.example/", None, "http://[::1/", "//B.example"],
                     index=pd.Index(["w", "x", "y", "z"], name="key"))
    parsed = lluri.dask.parse_series(dd.from_pandas(urls, npartitions=2), ("host", "port"))
    assert parsed.divisions == ("w", "y", "z")
    pd.testing.assert_frame_equal(parsed.compute(), lluri.parse_column(urls, ("host", "port")))
    with pytest.raises(ValueError):
        lluri.dask.parse_series(dd.from_pandas(urls, npartitions=2), ("hostname",))


def test_parse_series_of_request_targets(client):
    targets = pd.Series(["/a?b", "*", "//w/p", None, "h:443", "/a b"])
    parsed = lluri.dask.parse_series(dd.from_pandas(targets, npartitions=2), ("path",),
                                     method="OPTIONS")
    got = parsed.compute()
    assert list(got.columns) == ["path", "form", "valid", "error", "offset"]
    pd.testing.assert_frame_equal(got, lluri.parse_column(targets, ("path",), method="OPTIONS"))
    assert list(got["form"]) == ["origin-form", "asterisk-form", "origin-form", None,
                                 "absolute-form", None]
    with pytest.raises(ValueError):
        lluri.dask.parse_series(dd.from_pandas(targets, npartitions=2), method="G T")
    # one component by its name, as parse_column takes it
    one = lluri.dask.parse_series(dd.from_pandas(targets, npartitions=2), "path", method="GET")
    pd.testing.assert_frame_equal(one.compute(), lluri.parse_column(targets, "path", method="GET"))


@needs_data
@pytest.mark.parametrize("fmt, blocksize", [("urls", None), ("urls", "256kB"),
                                            ("combined", None)])
def test_parse_series_matches_parse_column(client, datasets, fmt, blocksize):
    files, rows = datasets[fmt]
    parsed = lluri.dask.parse_series(top_hosts.url_series(files, fmt, blocksize),
                                     COMPONENTS, lenient=True)
    if blocksize is None:
        assert parsed.npartitions == len(files)   # one per file
    else:
        assert parsed.npartitions > len(files)
    # The partitions come back in file order, each indexed from 0.
    got = parsed.compute().reset_index(drop=True)
    pd.testing.assert_frame_equal(got, expected_parse(rows))


@needs_data
@pytest.mark.parametrize("fmt", top_hosts.FORMATS)
def test_report_matches_pandas(client, datasets, fmt):
    files, rows = datasets[fmt]
    report = top_hosts.summarize(top_hosts.parse_urls(top_hosts.url_series(files, fmt)), TOP)
    expected = pandas_report(expected_parse(rows), TOP)
    assert report["invalid"] > 0 and report["non_null"] <= report["rows"]
    assert report == expected


@needs_data
def test_command_line(client, datasets, capsys):
    files, rows = datasets["combined"]
    status = top_hosts.main(["--scheduler", client.scheduler.address, "--format", "combined",
                             "--json", "-n", str(TOP), os.path.dirname(files[0])])
    assert status == 0
    assert json.loads(capsys.readouterr().out) == pandas_report(expected_parse(rows), TOP)
