# SPDX-License-Identifier: MIT
"""lluri.parse_request_line: HTTP request lines (RFC 9112 §3) read by the
library's reader; each bad line's code and offset; and agreement, line for
line, with `lluri request --json` on the same lines."""
import json
import subprocess

import pytest

import lluri

COMPONENTS = ("scheme", "userinfo", "host", "port", "path", "query", "fragment")


# ---- good lines: the four forms ----------------------------------------------------------

@pytest.mark.parametrize(("line", "method", "form", "target", "expected"), [
    ("GET /a/b?q=1 HTTP/1.1", "GET", "origin-form", "/a/b?q=1",
     {"scheme": None, "host": None, "path": "/a/b", "query": "q=1"}),
    ("GET //x/y HTTP/1.1\r\n", "GET", "origin-form", "//x/y",        # a path, no authority
     {"host": None, "path": "//x/y", "query": None}),
    ("POST http://u@h.example:8080/p?x HTTP/1.0\n", "POST", "absolute-form",
     "http://u@h.example:8080/p?x",
     {"scheme": "http", "userinfo": "u", "host": "h.example", "port": "8080",
      "path": "/p", "query": "x"}),
    ("CONNECT h.example:443 HTTP/1.1", "CONNECT", "authority-form", "h.example:443",
     {"scheme": None, "host": "h.example", "port": "443"}),
    ("CONNECT [::1]:443 HTTP/1.1", "CONNECT", "authority-form", "[::1]:443",
     {"host": "[::1]", "port": "443"}),
    ("OPTIONS * HTTP/1.1", "OPTIONS", "asterisk-form", "*", {"path": "*", "host": None}),
    ("OPTIONS /x HTTP/1.1", "OPTIONS", "origin-form", "/x", {"path": "/x"}),
    ("get /x HTTP/2.0", "get", "origin-form", "/x", {"path": "/x"}),  # a method is a token
])
def test_good_lines(line, method, form, target, expected):
    r = lluri.parse_request_line(line)
    assert isinstance(r, lluri.RequestLine)
    assert (r.method, r.form, r.target) == (method, form, target)
    assert r.version == line.split(" ")[2].rstrip("\r\n")
    assert isinstance(r.uri, lluri.URI)
    assert str(r.uri) == target
    assert {name: getattr(r.uri, name) for name in expected} == expected
    b = lluri.parse_request_line(line.encode())
    assert (b.method, b.form, b.target) == (method.encode(), form, target.encode())
    assert b.uri.path == r.uri.path.encode()


def test_a_record_unpacks_and_its_uri_is_a_request_targets():
    method, form, target, version, uri = lluri.parse_request_line("GET /a%20b HTTP/1.1")
    assert (method, form, target, version) == ("GET", "origin-form", "/a%20b", "HTTP/1.1")
    assert uri == lluri.parse_request_target("/a%20b", "GET")[1]
    assert uri.spans == {"path": (0, 6)}


def test_non_ascii_is_the_error_and_counts_the_same_in_str_and_bytes():
    # a request line is ASCII (RFC 9112 has no IRIs): its first non-ASCII
    # character is its error, where characters and bytes count alike
    for line in ("GET /\u00e9<x HTTP/1.1", "GET /\u00e9<x HTTP/1.1".encode()):
        with pytest.raises(lluri.ParseError) as info:
            lluri.parse_request_line(line)
        assert (info.value.name, info.value.offset) == ("LLURI_EPATH", 5)


# ---- bad lines: the reader's code, at its offset into the line -----------------------------

BAD_LINES = [
    ("G@T / HTTP/1.1", "LLURI_EMETHOD", 1),
    (" GET / HTTP/1.1", "LLURI_EMETHOD", 0),
    ("GET  / HTTP/1.1", "LLURI_ESPACE", 4),
    ("GET / HTTP/1.1 x", "LLURI_EEOL", 14),
    ("GET / HTTP/1.1\rx", "LLURI_EEOL", 15),
    ("GET / HTTP/1.x", "LLURI_EVERSION", 13),
    ("GET / http/1.1", "LLURI_EVERSION", 6),
    ("GET /", "LLURI_ESPACE", 5),
    ("GET HTTP/1.1", "LLURI_ESPACE", 12),
    ("GET /a<b HTTP/1.1", "LLURI_EPATH", 6),
    ("GET /a?b<c HTTP/1.1", "LLURI_EQUERY", 8),
    ("GET /a#f HTTP/1.1", "LLURI_EPATH", 6),
    ("GET http://a b/ HTTP/1.1", "LLURI_EVERSION", 13),  # "b/" is no version
    ("GET http://[::1/ HTTP/1.1", "LLURI_EIPLITERAL", 15),
    ("CONNECT /x HTTP/1.1", "LLURI_EFORM", 8),
    ("GET * HTTP/1.1", "LLURI_EFORM", 4),
    ("A" * 33 + " / HTTP/1.1", "LLURI_ETOOLONG", 32),
]


@pytest.mark.parametrize(("line", "name", "offset"), BAD_LINES)
def test_bad_lines(line, name, offset):
    for text in (line, line.encode()):
        with pytest.raises(lluri.ParseError) as info:
            lluri.parse_request_line(text)
        assert (info.value.name, info.value.offset) == (name, offset), text
        assert info.value.code < 0
        assert isinstance(info.value, lluri.Error)


def test_limits():
    line = "GET /abcdef HTTP/1.1"
    assert lluri.parse_request_line(line, max_target=7).target == "/abcdef"
    with pytest.raises(lluri.ParseError) as info:
        lluri.parse_request_line(line, max_target=6)
    assert (info.value.name, info.value.offset) == ("LLURI_ETOOLONG", 10)
    long_method = "M" * 40 + " / HTTP/1.1"
    assert lluri.parse_request_line(long_method, max_method=40).method == "M" * 40
    with pytest.raises(lluri.ParseError) as info:
        lluri.parse_request_line(long_method, max_method=39)
    assert (info.value.name, info.value.offset) == ("LLURI_ETOOLONG", 39)
    for bad in (0, -1, 2**32):
        with pytest.raises(ValueError, match="max_target"):
            lluri.parse_request_line(line, max_target=bad)
    with pytest.raises(TypeError):
        lluri.parse_request_line(line, max_method="8")


def test_zone_id():
    line = "GET http://[fe80::1%25eth0]/ HTTP/1.1"
    with pytest.raises(lluri.ParseError):
        lluri.parse_request_line(line)
    assert lluri.parse_request_line(line, zone_id=True).uri.host == "[fe80::1%25eth0]"


def test_not_text():
    with pytest.raises(TypeError):
        lluri.parse_request_line(None)  # type: ignore[arg-type]


# ---- the same lines as `lluri request --json` -------------------------------------------------

AGREEMENT_LINES = [line for line, _, _ in BAD_LINES] + [
    "GET /a/b?q=1 HTTP/1.1", "GET //x/y HTTP/1.1", "POST http://u@h:8080/p?x HTTP/1.0",
    "CONNECT h.example:443 HTTP/1.1", "CONNECT [::1]:443 HTTP/1.1", "OPTIONS * HTTP/1.1",
    "HEAD http://[v7.x]/ HTTP/1.1", "GET /%zz HTTP/1.1", "GET http://a:99999/ HTTP/1.1",
    "PUT ftp://a/b;type=i HTTP/1.1", "GET /\u00e9 HTTP/1.1", "GET / HTTP/1.1\r",
]


def test_agrees_with_lluri_request(cli):
    data = "".join(line + "\n" for line in AGREEMENT_LINES).encode()
    out = subprocess.run([str(cli), "request", "--json"], input=data, check=False,
                         stdout=subprocess.PIPE, timeout=60)
    assert out.returncode in (0, 1)
    objects = [json.loads(line) for line in out.stdout.splitlines()]
    assert len(objects) == len(AGREEMENT_LINES)
    valid = 0
    for line, obj in zip(AGREEMENT_LINES, objects):
        raw = line.encode()                 # offsets in bytes, as the tool's
        try:
            r = lluri.parse_request_line(raw)
        except lluri.ParseError as e:
            assert not obj["valid"], line
            assert (e.message, e.offset) == (obj["error"], obj["offset"]), line
            continue
        valid += 1
        assert obj["valid"], line
        assert (r.method.decode(), r.form, r.version.decode()) == \
            (obj["method"], obj["form"], obj["version"]), line
        for name in COMPONENTS:
            got = getattr(r.uri, name)
            if name not in obj:             # the tool leaves out a target's fragment
                assert got is None, (line, name)
                continue
            assert (got.decode() if got is not None else None) == obj[name], (line, name)
        assert r.uri.host_kind == obj["host_kind"], line
    assert valid >= 9
