# SPDX-License-Identifier: MIT
"""lluri.parse_log_column and lluri.dask.parse_log_series: access-log lines
read by a log format, in one C loop. A generated combined log and nginx
logs (its predefined format and a format string), each with lines that are
not in the format, agree row for row with `lluri log --json` on the same
file; each bad line, request line and referer has its code and offset;
progress is reported only when asked."""
import json
import re
import subprocess
import sys

import pytest

import lluri

np = pytest.importorskip("numpy")
pd = pytest.importorskip("pandas")

COMPONENTS = ("scheme", "userinfo", "host", "host_kind", "port", "path", "query")
ALL_COLUMNS = tuple(name for name in lluri._lluri._LOG_COLUMNS
                    if name not in ("valid", "error", "offset"))


# ---- the logs ------------------------------------------------------------------------------

def _escaped(text: bytes) -> str:
    """A field as the servers log it: \\" and \\\\ (Apache), \\xHH for a
    control or a non-ASCII byte (both)."""
    return re.sub(rb'["\\\x00-\x1f\x7f-\xff]', lambda m: (
        b"\\" + m[0] if m[0] in b'"\\' else b"\\x%02x" % m[0][0]), text).decode("ascii")


REQUESTS = [b"GET /a/b?q=1&r=2 HTTP/1.1", b"POST /form HTTP/1.0", b"HEAD / HTTP/1.1",
            b"GET http://h.example:8080/p?x HTTP/1.1", b"CONNECT h.example:443 HTTP/1.1",
            b"OPTIONS * HTTP/1.1", b"GET //x/../y HTTP/1.1", b'GET /a"b HTTP/1.1',
            b"GET /\xc3\xa9 HTTP/1.1", b"\x16\x03\x01", b"GET /x", b"-",
            b"G@T / HTTP/1.1", b"GET * HTTP/1.1", b"CONNECT /x HTTP/1.1",
            b"GET /a b HTTP/1.1", b"PUT http://[::1]/up HTTP/2.0"]
REFERERS = [b"https://www.google.com/search?q=a", b"-", b"http://a b/",
            b"http://ref.example/x#frag", b"http://\xc3\xa9.example/", b"android-app://x",
            b"http://h:99999/", b"/relative?q", b"http://[::1/"]
# Lines that are not in the formats: a TLS handshake, an empty line, a
# Common line (no referer), a line cut short in its request.
BAD_LINES = [b"\\x16\\x03\\x01\\x00", b"",
             b'192.0.2.9 - - [25/Nov/2025:00:00:00 +0000] "GET / HTTP/1.1" 200 5',
             b'192.0.2.9 - - [25/Nov/2025:00:00:00 +0000] "GET / HT']


def combined_line(i: int) -> bytes:
    request = _escaped(REQUESTS[i % len(REQUESTS)])
    referer = _escaped(REFERERS[i % len(REFERERS)])
    user = "-" if i % 4 else f"user{i}"
    size = "-" if i % 5 == 0 else str(100 + i)
    return (f'192.0.2.{i % 250} - {user} [25/Nov/2025:00:{i % 60:02}:00 +0000] '
            f'"{request}" {200 + i % 5 * 100} {size} "{referer}" "agent/{i} \\"x\\""'
            ).encode("ascii")


def make_log(n: int) -> list[bytes]:
    lines = [combined_line(i) for i in range(n)]
    for k, bad in enumerate(BAD_LINES):
        lines.insert(7 + 11 * k, bad)
    return lines


def iso_line(line: bytes) -> bytes:
    """A combined line as the format NGINX_ISO logs it."""
    m = re.match(rb'(\S+) - (\S+) \[([^]]*)\] (".*") (\S+) (\S+) (".*") (".*")$', line)
    if not m:
        return line
    return b'%s [2025-11-25T00:00:00+00:00] %s %s "%s" %s 0.003' % (
        m[1], m[4], m[5], m[2], m[7])


NGINX_ISO = ('$remote_addr [$time_iso8601] "$request" $status "$remote_user" '
             '"$http_referer" $request_time')
LOGS = {"combined": "combined", "nginx": "nginx", "nginx-string": NGINX_ISO,
        "apache-string": '%h %l %u %t "%r" %>s %b "%{Referer}i" "%{User-Agent}i"'}


def log_lines(name: str) -> list[bytes]:
    lines = make_log(300)
    return [iso_line(line) for line in lines] if name == "nginx-string" else lines


# ---- what `lluri log --json` says ------------------------------------------------------------

_JSON_BYTE_ESCAPE = re.compile(rb"\\\\|\\u00([89a-f][0-9a-f])")


def cli_objects(cli, path, fmt, lenient):
    """One object a line; a string is the bytes it stands for (the tool
    writes a byte that is not UTF-8 as \\u00XX)."""
    out = subprocess.run([str(cli), "log", "--json", f"--format={fmt}", "-f", str(path)]
                         + (["--lenient"] if lenient else []),
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60,
                         check=False)
    assert out.returncode in (0, 1), out.stderr

    def as_bytes(obj):
        if isinstance(obj, dict):
            return {k: as_bytes(v) for k, v in obj.items()}
        return obj.encode("utf-8", "surrogateescape") if isinstance(obj, str) else obj
    return [as_bytes(json.loads(_JSON_BYTE_ESCAPE.sub(
        lambda m: m[0] if m[1] is None else b"\\udc" + m[1], line)))
        for line in out.stdout.splitlines()], out.stderr


def expected_row(obj, message_of):
    """The columns parse_log_column gives for a line, from the tool's object."""
    row = dict.fromkeys(ALL_COLUMNS)
    row.update(request_offset=-1, referer_offset=-1, valid=obj["valid"], error=None,
               offset=-1)
    if not obj["valid"]:
        row.update(error=message_of[obj["error"]], offset=obj["offset"])
        return row
    for key, col in (("remote", "remote"), ("remote_user", "remote_user"), ("time", "time"),
                     ("status", "status"), ("bytes", "bytes"), ("user_agent", "user_agent")):
        row[col] = obj[key]
    req = obj["request"]
    if req is not None:
        row["request"] = req["line"]
        if req["valid"]:
            for key in ("method", "version") + COMPONENTS:
                row[key] = req[key]
            row["form"] = req["form"].decode()
            row["target"] = row["request"].split(b" ")[1]
        else:
            row["request_error"] = message_of[req["error"]]
            row["request_offset"] = req["offset"]
    ref = obj["referer"]
    if ref is not None:
        row["referer"] = ref["uri"]
        if ref["valid"]:
            for key in COMPONENTS + ("fragment",):
                row["referer_" + key] = ref[key]
            if "tolerated" in ref:
                row["referer_tolerated"] = tuple(ref["tolerated"])
        else:
            row["referer_error"] = message_of[ref["error"]]
            row["referer_offset"] = ref["offset"]
    for prefix in ("", "referer_"):   # the tool has no port number: the port's value
        port = row[prefix + "port"]
        row[prefix + "port_number"] = int(port) if port and int(port) <= 65535 else None
    for key in ("form", "host_kind", "referer_host_kind"):
        if isinstance(row[key], bytes):
            row[key] = row[key].decode()
    return row


def error_names():
    """The library's messages (bytes, as cli_objects gives them) -> names."""
    names = {}
    # the binding names a code by lluri_errname: raise each code the logs
    # give, to learn its message
    for text, kwargs in ((b"G@T / HTTP/1.1", {}), (b"GET  / HTTP/1.1", {}),
                         (b"GET / HTTP/1.x", {}), (b"GET * HTTP/1.1", {}),
                         (b"GET / HTTP/1.1 x", {}), (b"GET /a<b HTTP/1.1", {}),
                         (b"GET /a?<b HTTP/1.1", {}), (b"GET http://[::1/ HTTP/1.1", {}),
                         (b"GET http://a:1x/ HTTP/1.1", {}), (b"GET http://a%/ HTTP/1.1", {}),
                         (b"GET http:// HTTP/1.1", {}), (b"GET http://[v1.x/ HTTP/1.1", {}),
                         (b"GET http://[::1]x/ HTTP/1.1", {}), (b"GET http://a^/ HTTP/1.1", {}),
                         (b"AAAA / HTTP/1.1", {"max_method": 2})):
        try:
            lluri.parse_request_line(text, **kwargs)
        except lluri.ParseError as e:
            names[e.message.encode()] = e.name
    for text in (b"http://a b/", b"http://[::1/", b"http://h:1x/", b"a b", b"1:x", b":x",
                 b"http://a/#f#", b"http://a/?\x01", b"http://a/%zz", b"http://[v1.x/"):
        try:
            lluri.parse(text)
        except lluri.ParseError as e:
            names[e.message.encode()] = e.name
    return names


@pytest.fixture(scope="module")
def message_of():
    names = error_names()
    names[b"line not in the log format"] = "LLURI_ELOGLINE"
    return names


@pytest.mark.parametrize("lenient", [False, True], ids=["strict", "lenient"])
@pytest.mark.parametrize("name", list(LOGS))
def test_agrees_with_lluri_log(cli, tmp_path, message_of, name, lenient):
    lines = log_lines(name)
    path = tmp_path / f"{name}.log"
    path.write_bytes(b"".join(line + b"\n" for line in lines))
    objects, stderr = cli_objects(cli, path, LOGS[name], lenient)
    assert len(objects) == len(lines)
    got = lluri.parse_log_column(lines, LOGS[name], ALL_COLUMNS, lenient=lenient)
    bad = 0
    for i, obj in enumerate(objects):
        want = expected_row(obj, message_of)
        row = {col: got[col][i] for col in want}
        if not lenient:
            want["referer_tolerated"] = row["referer_tolerated"] = None
        assert row == want, (i, lines[i])
        bad += not obj["valid"]
        if not obj["valid"]:  # the tool's diagnostic names the line
            assert f":{i + 1}: line not in the log format".encode() in stderr
    assert bad == len(BAD_LINES)
    # every form, a request error and a referer error are in the data
    assert set(got["form"]) >= {"origin-form", "absolute-form", "authority-form",
                                "asterisk-form"}
    assert {"LLURI_EMETHOD", "LLURI_EFORM", "LLURI_ESPACE"} <= set(got["request_error"])
    assert "LLURI_EHOST" in set(got["referer_error"]) or lenient


# ---- the columns, the errors, by hand -----------------------------------------------------------

GOOD = (b'192.0.2.1 - bob [25/Nov/2025:10:00:00 +0000] "GET /a/b?q=1 HTTP/1.1" 200 12 '
        b'"https://www.google.com/search?q=x" "agent \\"q\\""')


def test_a_line_and_its_columns():
    got = lluri.parse_log_column([GOOD.decode(), GOOD], columns=ALL_COLUMNS)
    s, b = {k: v[0] for k, v in got.items()}, {k: v[1] for k, v in got.items()}
    assert (s["method"], s["form"], s["target"], s["version"], s["path"], s["query"]) == \
        ("GET", "origin-form", "/a/b?q=1", "HTTP/1.1", "/a/b", "q=1")
    assert (s["status"], s["bytes"], s["remote"], s["remote_user"], s["time"]) == \
        ("200", "12", "192.0.2.1", "bob", "25/Nov/2025:10:00:00 +0000")
    assert (s["referer_host"], s["referer_query"], s["referer_scheme"]) == \
        ("www.google.com", "q=x", "https")
    assert s["user_agent"] == 'agent "q"'            # the escapes undone
    assert (s["valid"], s["error"], s["offset"]) == (True, None, -1)
    assert (s["request_error"], s["request_offset"], s["referer_offset"]) == (None, -1, -1)
    assert b["method"] == b"GET" and b["user_agent"] == b'agent "q"'
    assert b["form"] == "origin-form" and b["referer_host_kind"] == "reg-name"


def test_the_default_columns_and_a_series_index():
    series = pd.Series([GOOD, None, b"junk", GOOD], index=[10, 11, 12, 13], name="line")
    df = lluri.parse_log_column(series)
    assert list(df.columns) == list(lluri.LOG_COLUMNS) + ["valid", "error", "offset"]
    assert list(df.index) == [10, 11, 12, 13]
    assert df["valid"].tolist() == [True, False, False, True]
    assert df["error"].tolist() == [None, None, "LLURI_ELOGLINE", None]   # a null is no error
    assert df["offset"].tolist() == [-1, -1, 0, -1]
    assert df["referer_host"].tolist() == [b"www.google.com", None, None, b"www.google.com"]
    assert df["offset"].dtype == np.int64 and df["valid"].dtype == bool


@pytest.mark.parametrize(("line", "name", "offset"), [
    (b"junk", "LLURI_ELOGLINE", 0),
    # the user field, which the format's " [" never follows
    (b'192.0.2.1 - - 25/Nov/2025 "GET / HTTP/1.1" 200 1 "-" "-"', "LLURI_ELOGLINE", 12),
    (b'192.0.2.1 - - [x] "GET / HTTP/1.1" 200 1', "LLURI_ELOGLINE", 39),   # Common
    (b'192.0.2.1 - - [x] "GET / HTTP/1.1" 200 1 "-" "-', "LLURI_ELOGLINE", 46),
])
def test_lines_not_in_the_format(line, name, offset):
    got = lluri.parse_log_column([line, line.decode()], columns=("method", "status"))
    assert got["error"].tolist() == [name, name]
    assert got["offset"].tolist() == [offset, offset]
    assert got["valid"].tolist() == [False, False]
    assert got["method"].tolist() == [None, None] and got["status"].tolist() == [None, None]
    with pytest.raises(lluri.ParseError) as info:
        lluri.parse_log_column([GOOD, GOOD, line], errors="raise")
    assert (info.value.name, info.value.offset, info.value.index) == (name, offset, 2)


def line_with(request: str, referer: str = "-") -> str:
    return f'192.0.2.1 - - [x] "{request}" 200 1 "{referer}" "-"'


@pytest.mark.parametrize(("request_line", "name", "offset"), [
    ("G@T / HTTP/1.1", "LLURI_EMETHOD", 1),
    ("GET /a<b HTTP/1.1", "LLURI_EPATH", 6),
    ('GET /a\\"b HTTP/1.1', "LLURI_EPATH", 6),        # counted in the request as sent
    ("GET /\\xc3\\xa9 HTTP/1.1", "LLURI_EPATH", 5),
    ("CONNECT /x HTTP/1.1", "LLURI_EFORM", 8),
    ("\\x16\\x03\\x01", "LLURI_EMETHOD", 0),
])
def test_request_lines_that_do_not_parse_are_data(request_line, name, offset):
    got = lluri.parse_log_column([line_with(request_line)],
                                 columns=("method", "path", "request", "request_error",
                                          "request_offset"))
    assert got["valid"][0] and got["error"][0] is None
    assert (got["request_error"][0], got["request_offset"][0]) == (name, offset)
    assert got["method"][0] is None and got["path"][0] is None
    assert got["request"][0] is not None


def test_limits_of_the_request_line():
    line = line_with("GET /abcdef HTTP/1.1")
    cols = ("target", "request_error", "request_offset")
    assert lluri.parse_log_column([line], columns=cols, max_target=7)["target"][0] == "/abcdef"
    got = lluri.parse_log_column([line], columns=cols, max_target=6)
    assert (got["request_error"][0], got["request_offset"][0]) == ("LLURI_ETOOLONG", 10)
    got = lluri.parse_log_column([line_with("ABCDEF / HTTP/1.1")], columns=cols, max_method=5)
    assert (got["request_error"][0], got["request_offset"][0]) == ("LLURI_ETOOLONG", 5)


def test_referers_strict_and_lenient():
    line = line_with("GET / HTTP/1.1", "http://a b/\\xc3\\xa9")
    cols = ("referer", "referer_host", "referer_path", "referer_error", "referer_offset",
            "referer_tolerated")
    strict = lluri.parse_log_column([line], columns=cols)
    assert (strict["referer_error"][0], strict["referer_offset"][0]) == ("LLURI_EHOST", 8)
    assert strict["referer_host"][0] is None and strict["referer"][0] == "http://a b/\u00e9"
    lenient = lluri.parse_log_column([line], columns=cols, lenient=True)
    assert (lenient["referer_host"][0], lenient["referer_path"][0]) == ("a b", "/\u00e9")
    assert lenient["referer_tolerated"][0] == ("space", "utf8")
    assert (lenient["referer_error"][0], lenient["referer_offset"][0]) == (None, -1)


def test_bytes_that_are_no_utf8_in_a_str_column():
    # the unescaped bytes of a str line that are no UTF-8 become U+FFFD;
    # bytes lines keep them
    line = line_with("GET / HTTP/1.1", "http://h/\\xff")
    got = lluri.parse_log_column([line, line.encode()], columns=("referer",))
    assert got["referer"].tolist() == ["http://h/\ufffd", b"http://h/\xff"]


def test_formats_and_arguments():
    nginx = '192.0.2.1 [2025-11-25T00:00:00+00:00] "GET /x?y HTTP/1.1" 404 "-" "-" 0.001'
    got = lluri.parse_log_column([nginx], NGINX_ISO, ("path", "status", "time"))
    assert (got["path"][0], got["status"][0], got["time"][0]) == \
        ("/x", "404", "2025-11-25T00:00:00+00:00")
    common = '192.0.2.1 - - [x] "GET /c HTTP/1.1" 200 1'
    assert lluri.parse_log_column([common], "common", "path")["path"][0] == "/c"
    with pytest.raises(lluri.Error) as info:
        lluri.parse_log_column([nginx], "%h %{Referer")      # unclosed
    assert (info.value.name, info.value.offset) == ("LLURI_ELOGFORMAT", 3)
    with pytest.raises(lluri.Error) as info:
        lluri.parse_log_column([nginx], "%h%u")      # where would %h end?
    assert (info.value.name, info.value.offset) == ("LLURI_ELOGFORMAT", 2)
    with pytest.raises(lluri.Error) as info:
        lluri.parse_log_column([], "no directive")
    assert info.value.name == "LLURI_ELOGFORMAT"
    with pytest.raises(ValueError, match="columns"):
        lluri.parse_log_column([nginx], columns=("hots",))
    with pytest.raises(ValueError, match="columns"):
        lluri.parse_log_column([nginx], columns=("path", "path"))
    with pytest.raises(ValueError, match="errors"):
        lluri.parse_log_column([nginx], errors="ignore")
    with pytest.raises(TypeError, match="value 1"):
        lluri.parse_log_column([nginx, 5])
    with pytest.raises(TypeError, match="DataFrame"):
        lluri.parse_log_column(pd.DataFrame({"l": [nginx]}))
    empty = lluri.parse_log_column([], columns=("path", "request_offset"))
    assert {k: (len(v), v.dtype) for k, v in empty.items()} == {
        "path": (0, object), "request_offset": (0, np.int64), "valid": (0, bool),
        "error": (0, object), "offset": (0, np.int64)}
    assert lluri.parse_log_column(np.array([GOOD], dtype=object))["method"][0] == b"GET"


# ---- progress ---------------------------------------------------------------------------------

def test_no_progress_unless_asked(capsys):
    lines = make_log(50)
    lluri.parse_log_column(lines)
    lluri.parse_column(["http://a/"] * 10)
    assert capsys.readouterr() == ("", "")


@pytest.mark.parametrize("helper", ["log", "uri"])
def test_progress_in_chunks(monkeypatch, capsys, helper):
    monkeypatch.setattr(lluri, "PROGRESS_CHUNK", 40)
    lines = make_log(100)                # 104 lines: chunks of 40, 40, 24
    calls = []
    if helper == "log":
        def run(**kw):
            return lluri.parse_log_column(lines, columns=ALL_COLUMNS, **kw)
    else:
        def run(**kw):
            return lluri.parse_column(lines, ("host", "path"), **kw)
    whole = run()
    chunked = run(progress=lambda done, total: calls.append((done, total)))
    assert calls == [(40, 104), (80, 104), (104, 104)]
    assert whole.keys() == chunked.keys()
    for k in whole:
        assert whole[k].tolist() == chunked[k].tolist(), k
    assert capsys.readouterr() == ("", "")          # a callback prints nothing itself
    run(progress=True)
    out, err = capsys.readouterr()
    assert out == "" and "104" in err               # tqdm's bar, or the plain lines


def test_progress_keeps_the_rows_index_of_an_error(monkeypatch):
    monkeypatch.setattr(lluri, "PROGRESS_CHUNK", 3)
    lines = [GOOD] * 7 + [b"junk"]
    with pytest.raises(lluri.ParseError) as info:
        lluri.parse_log_column(lines, errors="raise", progress=lambda done, total: None)
    assert info.value.index == 7
    with pytest.raises(lluri.ParseError) as info:
        lluri.parse_column(["http://a/"] * 5 + ["http://a b/"], errors="raise",
                           progress=lambda done, total: None)
    assert (info.value.index, info.value.offset) == (5, 8)
    with pytest.raises(TypeError, match="value 7 must be"):
        lluri.parse_log_column(lines[:7] + [7], progress=lambda done, total: None)


def test_progress_without_tqdm(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "tqdm", None)          # import tqdm fails
    monkeypatch.setattr(lluri, "PROGRESS_CHUNK", 30)
    lluri.parse_log_column(make_log(50), progress=True)     # 54 lines
    out, err = capsys.readouterr()
    assert out == ""
    assert err == "parse_log_column: 30/54 rows\nparse_log_column: 54/54 rows\n"


# ---- Dask ---------------------------------------------------------------------------------------

def test_dask_parse_log_series(capsys):
    dd = pytest.importorskip("dask.dataframe")
    import lluri.dask
    lines = make_log(200)
    series = pd.Series(lines, name="line")
    ds = dd.from_pandas(series, npartitions=4)
    lazy = lluri.dask.parse_log_series(ds, "combined", ALL_COLUMNS, lenient=True)
    got = lazy.compute(scheduler="sync")
    want = lluri.parse_log_column(series, "combined", ALL_COLUMNS, lenient=True)
    pd.testing.assert_frame_equal(got, want)
    assert list(lazy.columns) == list(want.columns)
    assert (lazy.dtypes == want.dtypes).all()
    assert capsys.readouterr() == ("", "")
    with pytest.raises(lluri.Error):
        lluri.dask.parse_log_series(ds, "%h%u")
    with pytest.raises(TypeError, match="dask.dataframe.Series"):
        lluri.dask.parse_log_series(series)
    # progress=True: Dask's own bar on stderr, for the next computation
    lazy = lluri.dask.parse_log_series(ds, columns=("host",), progress=True)
    assert lazy["host"].count().compute(scheduler="sync") == want["host"].count()
    out, err = capsys.readouterr()
    assert out == "" and "% Completed" in err
    lazy["host"].count().compute(scheduler="sync")      # that bar was for one run
    assert capsys.readouterr() == ("", "")
    parsed = lluri.dask.parse_series(dd.from_pandas(pd.Series(["http://a/"] * 8), 2),
                                     progress=True)
    parsed.compute(scheduler="sync")
    assert "% Completed" in capsys.readouterr().err
