# SPDX-License-Identifier: MIT
"""The API of lluri (python/lluri/__init__.pyi): every function, every
attribute and method of URI, for str and bytes inputs."""
import ast
import gc
import importlib
import inspect
import math
import pickle
import sys
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

import lluri

COMPONENTS = ("scheme", "userinfo", "host", "port", "path", "query", "fragment")
RFC3986_BASE = "http://a/b/c/d;p?q"


def encoded(value):
    """A str component as the bytes a bytes input gives; None stays None."""
    return None if value is None else value.encode("utf-8")


def components_of(u):
    return {name: getattr(u, name) for name in COMPONENTS}


# ---- module ------------------------------------------------------------------

def test_version_is_a_dotted_version():
    parts = lluri.__version__.split(".")
    assert len(parts) == 3 and all(p.isdigit() for p in parts)


def test_idn_supported_is_a_bool():
    assert isinstance(lluri.idn_supported, bool)


def test_exceptions_are_value_errors():
    assert issubclass(lluri.Error, ValueError)
    assert issubclass(lluri.ParseError, lluri.Error)


# ---- components ----------------------------------------------------------------

# text, (scheme, userinfo, host, port, path, query, fragment), host_kind
COMPONENT_CASES = [
    ("http://u:p@h:80/p?q#f", ("http", "u:p", "h", "80", "/p", "q", "f"), "reg-name"),
    ("http://a?", ("http", None, "a", None, "", "", None), "reg-name"),
    ("http://a", ("http", None, "a", None, "", None, None), "reg-name"),
    ("http://a#", ("http", None, "a", None, "", None, ""), "reg-name"),
    ("http://@a:/", ("http", "", "a", "", "/", None, None), "reg-name"),
    ("file:///x", ("file", None, "", None, "/x", None, None), "reg-name"),
    ("//h", (None, None, "h", None, "", None, None), "reg-name"),
    ("/p?", (None, None, None, None, "/p", "", None), None),
    ("", (None, None, None, None, "", None, None), None),
    ("a:", ("a", None, None, None, "", None, None), None),
    ("mailto:a@b", ("mailto", None, None, None, "a@b", None, None), None),
    ("http://[::1]:8/", ("http", None, "[::1]", "8", "/", None, None), "ipv6"),
    ("http://[v1.x]/", ("http", None, "[v1.x]", None, "/", None, None), "ipvfuture"),
    ("http://1.2.3.4/", ("http", None, "1.2.3.4", None, "/", None, None), "ipv4"),
    ("http://1.2.3.400/", ("http", None, "1.2.3.400", None, "/", None, None), "reg-name"),
    ("g;x?y#s", (None, None, None, None, "g;x", "y", "s"), None),
]


@pytest.mark.parametrize(("text", "expected", "host_kind"), COMPONENT_CASES)
def test_components_of_str(text, expected, host_kind):
    u = lluri.parse(text)
    assert components_of(u) == dict(zip(COMPONENTS, expected))
    assert u.host_kind == host_kind
    assert u.text == text
    assert all(type(v) is str for v in components_of(u).values() if v is not None)


@pytest.mark.parametrize(("text", "expected", "host_kind"), COMPONENT_CASES)
def test_components_of_bytes(text, expected, host_kind):
    u = lluri.parse(text.encode())
    assert components_of(u) == dict(zip(COMPONENTS, map(encoded, expected)))
    assert u.host_kind == host_kind
    assert u.text == text.encode()
    assert all(type(v) is bytes for v in components_of(u).values() if v is not None)


def test_absent_is_none_and_empty_is_empty():
    assert lluri.parse("http://a?").query == ""
    assert lluri.parse("http://a").query is None
    assert lluri.parse(b"http://a?").query == b""
    assert lluri.parse(b"http://a").query is None


# ---- port ------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "port", "number"), [
    ("http://a:80/", "80", 80),
    ("http://a:080/", "080", 80),
    ("http://a:0/", "0", 0),
    ("http://a:65535/", "65535", 65535),
    ("http://a:/", "", None),
    ("http://a/", None, None),
    ("/x", None, None),
])
def test_port_and_port_number(text, port, number):
    u = lluri.parse(text)
    assert u.port == port
    assert u.port_number == number
    assert lluri.parse(text.encode()).port_number == number


@pytest.mark.parametrize("text", ["http://a:65536/", "http://a:99999999999999999999/"])
def test_port_number_above_65535_is_a_value_error(text):
    u = lluri.parse(text)  # a valid URI: RFC 3986 sets no bound
    assert u.port == text[len("http://a:"):-1]
    with pytest.raises(ValueError):
        u.port_number


# ---- spans -----------------------------------------------------------------------

@pytest.mark.parametrize("text", [case[0] for case in COMPONENT_CASES])
@pytest.mark.parametrize("kind", [str, bytes])
def test_spans_slice_the_text(text, kind):
    u = lluri.parse(text if kind is str else text.encode())
    present = {name for name in COMPONENTS if getattr(u, name) is not None}
    assert set(u.spans) == present
    for name, (start, end) in u.spans.items():
        assert 0 <= start <= end <= len(u.text)
        assert u.text[start:end] == getattr(u, name)


def test_spans_of_a_full_uri():
    assert dict(lluri.parse("http://u:p@h:80/p?q#f").spans) == {
        "scheme": (0, 4), "userinfo": (7, 10), "host": (11, 12), "port": (13, 15),
        "path": (15, 17), "query": (18, 19), "fragment": (20, 21)}


def test_spans_count_characters_of_a_non_ascii_str():
    u = lluri.parse("http://ü.example/ä?ö#ü", iri=True)
    assert dict(u.spans) == {"scheme": (0, 4), "host": (7, 16), "path": (16, 18),
                             "query": (19, 20), "fragment": (21, 22)}
    for name, (start, end) in u.spans.items():
        assert u.text[start:end] == getattr(u, name)


def test_spans_count_bytes_of_bytes():
    u = lluri.parse("http://ü.example/ä?ö#ü".encode(), iri=True)
    assert dict(u.spans) == {"scheme": (0, 4), "host": (7, 17), "path": (17, 20),
                             "query": (21, 23), "fragment": (24, 26)}
    assert u.host == "ü.example".encode()


def test_spans_of_a_lenient_parse_leave_the_delimiters_out():
    u = lluri.parse(' "http://x/a b" ', lenient=True)
    assert u.path == "/a b"
    for name, (start, end) in u.spans.items():
        assert u.text[start:end] == getattr(u, name)
    assert u.spans["scheme"] == (2, 6)


# ---- lenient parsing --------------------------------------------------------------

def test_lenient_space_in_host():
    u = lluri.parse("http://a b/", lenient=True)
    assert u.host == "a b"
    assert u.tolerated == ("space",)
    err = u.strict_error
    assert isinstance(err, lluri.ParseError)
    assert err.name == "LLURI_EHOST"
    assert err.offset == 8
    assert err.message == "invalid character in host"


@pytest.mark.parametrize(("text", "tolerated", "component", "value"), [
    ("<http://x/a b>", ("space", "angle"), "path", "/a b"),
    (' "http://a/x" ', ("quote", "whitespace"), "path", "/x"),
    ("\ufeffhttp://a/", ("bom",), "host", "a"),
    ("http://a/#x#y", ("hash",), "fragment", "x#y"),
    ("http://u@v@h/", ("at",), "userinfo", "u@v"),
    ("http://a/%zz", ("percent",), "path", "/%zz"),
    ("http://a/b\\c", ("backslash",), "path", "/b\\c"),
    ("http://a/ä b", ("space", "utf8"), "path", "/ä b"),
])
def test_lenient_tolerated_names(text, tolerated, component, value):
    u = lluri.parse(text, lenient=True)
    assert u.tolerated == tolerated
    assert getattr(u, component) == value
    assert isinstance(u.strict_error, lluri.ParseError)


def test_lenient_non_utf8_bytes():
    u = lluri.parse(b"http://a/\xff", lenient=True)
    assert u.path == b"/\xff"
    assert u.tolerated == ("non-utf8",)
    assert (u.strict_error.name, u.strict_error.offset) == ("LLURI_EPATH", 9)


def test_lenient_parse_of_a_valid_uri_is_the_strict_parse():
    text = "http://u@h:1/p?q#f"
    u = lluri.parse(text, lenient=True)
    assert u.tolerated == ()
    assert u.strict_error is None
    assert components_of(u) == components_of(lluri.parse(text))
    assert dict(u.spans) == dict(lluri.parse(text).spans)


def test_strict_parse_has_nothing_tolerated():
    u = lluri.parse("http://a/")
    assert u.tolerated == ()
    assert u.strict_error is None


def test_lenient_strict_error_offset_counts_characters():
    u = lluri.parse("http://a/ä b", lenient=True, iri=True)
    assert u.tolerated == ("space",)
    assert (u.strict_error.name, u.strict_error.offset) == ("LLURI_EPATH", 10)
    u = lluri.parse("http://a/ä b".encode(), lenient=True, iri=True)
    assert (u.strict_error.name, u.strict_error.offset) == ("LLURI_EPATH", 11)


# ---- start rules, zone ids, IRIs ----------------------------------------------------

@pytest.mark.parametrize(("start", "accepted", "refused"), [
    ("reference", ["http://a/#f", "/x", "a"], ["1:x"]),
    ("uri", ["http://a/#f", "a:b"], ["/x", "a"]),
    ("absolute", ["http://a/?q", "a:b"], ["http://a/#f", "/x"]),
    ("relative", ["/x", "a", "//h/p?q#f"], ["http:x", "a:b"]),
])
def test_start_rules(start, accepted, refused):
    for text in accepted:
        assert lluri.parse(text, start=start).text == text
        assert lluri.is_valid(text, start=start)
    for text in refused:
        with pytest.raises(lluri.ParseError):
            lluri.parse(text, start=start)
        assert not lluri.is_valid(text, start=start)


def test_zone_id():
    text = "http://[fe80::1%25eth0]/"
    u = lluri.parse(text, zone_id=True)
    assert u.host == "[fe80::1%25eth0]"
    assert u.host_kind == "ipv6"
    assert lluri.is_valid(text, zone_id=True)
    assert not lluri.is_valid(text)
    with pytest.raises(lluri.ParseError) as info:
        lluri.parse(text)
    assert (info.value.name, info.value.offset) == ("LLURI_EIPLITERAL", 15)


def test_iri():
    text = "http://ü.example/ä?ö#ü"
    u = lluri.parse(text, iri=True)
    assert components_of(u) == {"scheme": "http", "userinfo": None, "host": "ü.example",
                                "port": None, "path": "/ä", "query": "ö", "fragment": "ü"}
    assert lluri.is_valid(text, iri=True)
    assert not lluri.is_valid(text)
    with pytest.raises(lluri.ParseError):
        lluri.parse(text)


@pytest.mark.parametrize(("text", "valid"), [
    ("http://a/", True), ("", True), ("http://a b/", False), ("a%3:b", False),
    (b"http://a/", True), (b"http://a/\xff", False),
])
def test_is_valid(text, valid):
    assert lluri.is_valid(text) is valid


# ---- normalization ------------------------------------------------------------------

NO_STEPS = dict(case=False, pct=False, dots=False, scheme=False, ipv6=False)
NORMALIZE_INPUT = "HTTP://A:80/%7e/./x/../y?b=2&a=1&&c#f"
IPV6_INPUT = "HTTP://[2001:DB8:0:0:0:0:0:1]:/%7e?"


@pytest.mark.parametrize(("step", "expected", "expected_ipv6"), [
    ("case", "http://a:80/%7E/./x/../y?b=2&a=1&&c#f", "http://[2001:db8:0:0:0:0:0:1]:/%7E?"),
    ("pct", "HTTP://A:80/~/./x/../y?b=2&a=1&&c#f", "HTTP://[2001:DB8:0:0:0:0:0:1]:/~?"),
    ("dots", "HTTP://A:80/%7e/y?b=2&a=1&&c#f", IPV6_INPUT),
    ("scheme", "HTTP://A/%7e/./x/../y?b=2&a=1&&c#f", "HTTP://[2001:DB8:0:0:0:0:0:1]/%7e?"),
    ("ipv6", NORMALIZE_INPUT, "HTTP://[2001:db8::1]:/%7e?"),
    ("drop_fragment", "HTTP://A:80/%7e/./x/../y?b=2&a=1&&c", IPV6_INPUT),
    ("drop_empty_query", NORMALIZE_INPUT, "HTTP://[2001:DB8:0:0:0:0:0:1]:/%7e"),
    ("sort_query", "HTTP://A:80/%7e/./x/../y?a=1&b=2&c#f", IPV6_INPUT),
])
def test_normalize_one_step(step, expected, expected_ipv6):
    flags = {**NO_STEPS, step: True}
    assert lluri.normalize(NORMALIZE_INPUT, **flags) == expected
    assert lluri.normalize(IPV6_INPUT, **flags) == expected_ipv6
    assert lluri.normalize(NORMALIZE_INPUT.encode(), **flags) == expected.encode()
    assert lluri.parse(NORMALIZE_INPUT).normalize(**flags).text == expected


def test_normalize_no_step_is_identity():
    assert lluri.normalize(NORMALIZE_INPUT, **NO_STEPS) == NORMALIZE_INPUT


@pytest.mark.parametrize(("text", "expected"), [
    ("HTTP://A/%7e", "http://a/~"),
    ("http://a:80", "http://a/"),
    ("HTTP://Ex.COM:80/%7ea/../b?#f", "http://ex.com/b?#f"),
    ("http://a/%2e%2E/x", "http://a/x"),
    ("urn:a/../b", "urn:a/../b"),
    ("http://[2001:DB8::0:1]/", "http://[2001:db8::1]/"),
    ("http://a/x?b&a#f", "http://a/x?b&a#f"),
])
def test_normalize_defaults_are_rfc3986_section_6(text, expected):
    assert lluri.normalize(text) == expected
    assert lluri.normalize(text.encode()) == expected.encode()
    u = lluri.parse(text).normalize()
    assert isinstance(u, lluri.URI)
    assert u.text == expected
    assert u == lluri.parse(expected)


def test_normalize_for_a_cache_key():
    assert lluri.normalize("HTTP://A/x?b=2&a=1#f", drop_fragment=True, sort_query=True,
                           drop_empty_query=True) == "http://a/x?a=1&b=2"
    assert lluri.normalize("http://a/x?#f", drop_fragment=True,
                           drop_empty_query=True) == "http://a/x"


@pytest.mark.parametrize(("a", "b", "same"), [
    ("HTTP://A/%7e", "http://a/~", True),
    ("http://a:80", "http://a/", True),
    ("http://a/b/../c", "http://a/c", True),
    ("http://[::0:1]/", "http://[::1]/", True),
    ("http://a/x#f", "http://a/x", False),
    ("http://a/x", "http://b/x", False),
    (b"HTTP://A/", b"http://a/", True),
])
def test_equivalent(a, b, same):
    assert lluri.equivalent(a, b) is same
    assert lluri.equivalent(b, a) is same


# ---- resolution (RFC 3986 §5.4) --------------------------------------------------------

RFC3986_NORMAL = [  # §5.4.1
    ("g:h", "g:h"), ("g", "http://a/b/c/g"), ("./g", "http://a/b/c/g"),
    ("g/", "http://a/b/c/g/"), ("/g", "http://a/g"), ("//g", "http://g"),
    ("?y", "http://a/b/c/d;p?y"), ("g?y", "http://a/b/c/g?y"),
    ("#s", "http://a/b/c/d;p?q#s"), ("g#s", "http://a/b/c/g#s"),
    ("g?y#s", "http://a/b/c/g?y#s"), (";x", "http://a/b/c/;x"),
    ("g;x", "http://a/b/c/g;x"), ("g;x?y#s", "http://a/b/c/g;x?y#s"),
    ("", "http://a/b/c/d;p?q"), (".", "http://a/b/c/"), ("./", "http://a/b/c/"),
    ("..", "http://a/b/"), ("../", "http://a/b/"), ("../g", "http://a/b/g"),
    ("../..", "http://a/"), ("../../", "http://a/"), ("../../g", "http://a/g"),
]
RFC3986_ABNORMAL = [  # §5.4.2
    ("../../../g", "http://a/g"), ("../../../../g", "http://a/g"),
    ("/./g", "http://a/g"), ("/../g", "http://a/g"),
    ("g.", "http://a/b/c/g."), (".g", "http://a/b/c/.g"),
    ("g..", "http://a/b/c/g.."), ("..g", "http://a/b/c/..g"),
    ("./../g", "http://a/b/g"), ("./g/.", "http://a/b/c/g/"),
    ("g/./h", "http://a/b/c/g/h"), ("g/../h", "http://a/b/c/h"),
    ("g;x=1/./y", "http://a/b/c/g;x=1/y"), ("g;x=1/../y", "http://a/b/c/y"),
    ("g?y/./x", "http://a/b/c/g?y/./x"), ("g?y/../x", "http://a/b/c/g?y/../x"),
    ("g#s/./x", "http://a/b/c/g#s/./x"), ("g#s/../x", "http://a/b/c/g#s/../x"),
    ("http:g", "http:g"),
]


@pytest.mark.parametrize(("ref", "target"), RFC3986_NORMAL + RFC3986_ABNORMAL)
def test_resolve_rfc3986_examples(ref, target):
    assert lluri.resolve(RFC3986_BASE, ref) == target
    assert lluri.resolve(RFC3986_BASE.encode(), ref.encode()) == target.encode()
    base = lluri.parse(RFC3986_BASE)
    resolved = base.resolve(ref)
    assert isinstance(resolved, lluri.URI)
    assert resolved.text == target
    assert base.resolve(lluri.parse(ref)).text == target
    assert lluri.parse(RFC3986_BASE.encode()).resolve(ref.encode()).text == target.encode()


def test_resolve_compat_drops_the_base_scheme():
    assert lluri.resolve(RFC3986_BASE, "http:g", compat=True) == "http://a/b/c/g"
    assert lluri.parse(RFC3986_BASE).resolve("http:g", compat=True).text == "http://a/b/c/g"
    assert lluri.resolve(RFC3986_BASE, "https:g", compat=True) == "https:g"


def test_resolve_ignores_the_base_fragment():
    assert lluri.resolve("http://a/b#f", "c") == "http://a/c"
    assert lluri.resolve("http://a/b#f", "") == "http://a/b"


# ---- relativize -----------------------------------------------------------------------

@pytest.mark.parametrize(("target", "reference"), [
    ("http://a/b/c/g", "g"),
    ("http://a/b/c/d;p?q", ""),
    ("http://a/b/c/d;p", "d;p"),
    ("http://a/b/c/d;p?y", "?y"),
    ("http://a/b/c/d;p?q#f", "#f"),
    ("http://a/b/c/", "."),
    ("http://a/b/", "../"),
    ("http://a/", "/"),
    ("http://a/g", "/g"),
    ("http://a", "//a"),
    ("http://a/b/c/g:h", "./g:h"),
    ("http://b/x", "//b/x"),
    ("https://a/b", "https://a/b"),
])
def test_relativize(target, reference):
    base = lluri.parse(RFC3986_BASE)
    r = base.relativize(target)
    assert isinstance(r, lluri.URI)
    assert r.text == reference
    assert base.relativize(lluri.parse(target)).text == reference
    assert lluri.parse(RFC3986_BASE.encode()).relativize(target.encode()).text == \
        reference.encode()
    assert base.resolve(r).text == target
    assert lluri.resolve(RFC3986_BASE, r.text) == target
    # the module's relativize: the same text, of the arguments' type
    assert lluri.relativize(RFC3986_BASE, target) == reference
    assert lluri.relativize(RFC3986_BASE.encode(), target.encode()) == reference.encode()


def test_module_relativize_errors():
    with pytest.raises(TypeError):
        lluri.relativize("http://a/", b"http://a/b")
    with pytest.raises(TypeError):
        lluri.relativize("http://a/", 1)
    with pytest.raises(TypeError):
        lluri.relativize("http://a/", "http://a/b", compat=True)  # resolve's alone


def test_zone_id_in_the_module_writers():
    base = "http://[fe80::1%25eth0]/a/b"
    assert lluri.resolve(base, "../c", zone_id=True) == "http://[fe80::1%25eth0]/c"
    assert lluri.resolve(base.encode(), b"c", zone_id=True) == b"http://[fe80::1%25eth0]/a/c"
    assert lluri.relativize(base, "http://[fe80::1%25eth0]/a/c", zone_id=True) == "c"
    assert lluri.normalize("HTTP://[FE80::1%25eth0]/a/./b", zone_id=True) == \
        "http://[fe80::1%25eth0]/a/b"          # the zone id's case is kept (RFC 6874 §2)
    assert lluri.equivalent("http://[fe80::1%25eth0]/", "HTTP://[FE80::1%25eth0]/",
                            zone_id=True)
    assert not lluri.equivalent("http://[fe80::1%25eth0]/", "http://[fe80::1%25eth1]/",
                                zone_id=True)
    # without zone_id= a zone id is no IP literal: the parse's error, side and all
    for call, side in [(lambda: lluri.resolve(base, "c"), "base"),
                       (lambda: lluri.relativize("http://a/", base), "target"),
                       (lambda: lluri.normalize(base), None),
                       (lambda: lluri.equivalent("http://a/", base), None)]:
        with pytest.raises(lluri.ParseError) as info:
            call()
        assert (info.value.name, info.value.offset, info.value.side) == \
            ("LLURI_EIPLITERAL", 15, side)


# ---- query pairs --------------------------------------------------------------------

QUERY_URI = "http://a/?a=1&b=%41+c&k&k2=&&x=1=2;y=3"


def test_query_pairs_decoded():
    assert lluri.parse(QUERY_URI).query_pairs() == [
        ("a", "1"), ("b", "A c"), ("k", None), ("k2", ""), ("x", "1=2;y=3")]


def test_query_pairs_raw():
    assert lluri.parse(QUERY_URI).query_pairs(decode=False) == [
        ("a", "1"), ("b", "%41+c"), ("k", None), ("k2", ""), ("x", "1=2;y=3")]


def test_query_pairs_semicolon():
    u = lluri.parse("http://a/?a=1;y=3&z")
    assert u.query_pairs(semicolon=True) == [("a", "1"), ("y", "3"), ("z", None)]
    assert u.query_pairs() == [("a", "1;y=3"), ("z", None)]


@pytest.mark.parametrize("text", ["http://a/", "http://a/?", "http://a/?&&"])
def test_query_pairs_of_no_query(text):
    assert lluri.parse(text).query_pairs() == []


def test_query_pairs_of_bytes_are_bytes():
    u = lluri.parse(b"http://a/?k=%FF&m=%C3%BC+x&n")
    assert u.query_pairs() == [(b"k", b"\xff"), (b"m", "ü x".encode()), (b"n", None)]


def test_query_pairs_encoding_and_errors():
    u = lluri.parse("http://a/?k=%FF&%C3%BC=%C3%BC")
    assert u.query_pairs() == [("k", "\ufffd"), ("ü", "ü")]
    assert u.query_pairs(encoding="latin-1") == [("k", "ÿ"), ("Ã¼", "Ã¼")]
    assert u.query_pairs(errors="ignore") == [("k", ""), ("ü", "ü")]
    with pytest.raises(UnicodeDecodeError):
        u.query_pairs(errors="strict")


# ---- replace -----------------------------------------------------------------------

@pytest.mark.parametrize(("changes", "expected"), [
    ({"host": "c"}, "http://c/b?q#f"),
    ({"query": None}, "http://a/b#f"),
    ({"fragment": ""}, "http://a/b?q#"),
    ({"port": "8080"}, "http://a:8080/b?q#f"),
    ({"scheme": "https", "userinfo": "u"}, "https://u@a/b?q#f"),
    ({"path": ""}, "http://a?q#f"),
    ({"host": None, "path": "/x"}, "http:/x?q#f"),
    ({}, "http://a/b?q#f"),
])
def test_replace(changes, expected):
    u = lluri.parse("http://a/b?q#f")
    replaced = u.replace(**changes)
    assert isinstance(replaced, lluri.URI)
    assert replaced.text == expected
    assert replaced == lluri.parse(expected)
    assert u.text == "http://a/b?q#f"


def test_replace_bytes():
    replaced = lluri.parse(b"http://a/b").replace(host=b"c", query=b"")
    assert replaced.text == b"http://c/b?"


def test_replace_keeps_a_path_that_begins_with_two_slashes_a_path():
    replaced = lluri.parse("a:/x").replace(path="//x")
    assert replaced.text == "a:/.//x"
    assert replaced.host is None


# ---- identity: equality, hash, immutability, text forms --------------------------------

def test_equal_uris_are_equal_and_hash_alike():
    a, b = lluri.parse("http://a/x"), lluri.parse("http://a/x")
    assert a == b and not a != b
    assert hash(a) == hash(b)
    assert {a: 1}[b] == 1
    assert len({a, b, lluri.parse("http://a/y")}) == 2


@pytest.mark.parametrize(("a", "a_options", "b", "b_options"), [
    ("http://a/x", {}, "http://a/y", {}),
    ("http://a/x", {}, "HTTP://a/x", {}),
    ("http://a/x", {}, b"http://a/x", {}),
    ("http://a/x", {}, "http://a/x", {"lenient": True}),
    ("http://a/x", {}, "http://a/x", {"start": "uri"}),
])
def test_different_text_or_options_are_different(a, a_options, b, b_options):
    assert lluri.parse(a, **a_options) != lluri.parse(b, **b_options)


def test_uri_is_not_equal_to_its_text():
    assert lluri.parse("http://a/") != "http://a/"


@pytest.mark.parametrize("name", ["text", "host", "scheme", "path", "port_number",
                                  "spans", "tolerated", "other"])
def test_uri_is_frozen(name):
    u = lluri.parse("http://a/")
    with pytest.raises(AttributeError):
        setattr(u, name, "x")
    assert u.text == "http://a/"


def test_str_bytes_repr():
    u = lluri.parse("http://a/ä", iri=True)
    assert str(u) == "http://a/ä"
    assert bytes(u) == "http://a/ä".encode()
    b = lluri.parse(b"http://a/x")
    assert str(b) == "http://a/x"
    assert bytes(b) == b"http://a/x"
    assert "http://a/x" in repr(lluri.parse("http://a/x"))


@pytest.mark.parametrize("options", [
    {}, {"start": "uri"}, {"start": "absolute"}, {"start": "relative"},
    {"lenient": True}, {"iri": True}, {"zone_id": True},
    {"start": "relative", "lenient": True, "iri": True, "zone_id": True},
], ids=repr)
def test_repr_and_pickle_give_the_same_uri(options):
    """repr() is the call that makes the URI again, every option included;
    a pickle gives it back too."""
    import pickle
    text = "//a/b?q" if options.get("start") == "relative" else "http://a/b?q"
    u = lluri.parse(text, **options)
    assert repr(u).startswith("lluri.parse(")
    assert eval(repr(u), {"lluri": lluri}) == u
    assert pickle.loads(pickle.dumps(u)) == u


@pytest.mark.parametrize(("target", "method"), [
    ("/p?q", "GET"), ("http://h/p", "GET"), ("h:443", "CONNECT"), ("*", "OPTIONS")])
def test_repr_and_pickle_of_a_request_target(target, method):
    """repr() is the expression that gives the URI again: the call's
    (form, URI) indexed [1]."""
    import pickle
    form, u = lluri.parse_request_target(target, method)
    assert repr(u) == f"lluri.parse_request_target({target!r}, {method!r})[1]"
    assert eval(repr(u), {"lluri": lluri}) == u
    assert pickle.loads(pickle.dumps(u)) == u


# ---- extract ----------------------------------------------------------------------

def test_extract_str():
    text = 'see http://a/b. and <URL:http://x/y> or "https://q/r", (http://w/Foo_(bar)).'
    hits = lluri.extract(text)
    assert [url for url, _, _ in hits] == [
        "http://a/b", "http://x/y", "https://q/r", "http://w/Foo_(bar)"]
    for url, start, end in hits:
        assert text[start:end] == url


def test_extract_offsets_count_characters_of_str_and_bytes_of_bytes():
    text = "é http://é/ ok http://b/"
    assert lluri.extract(text) == [("http://b/", 15, 24)]
    assert lluri.extract(text.encode()) == [(b"http://b/", 17, 26)]


def test_extract_joins_a_uri_broken_across_lines():
    assert lluri.extract("x <http://a/\n  b> y") == [("http://a/b", 3, 16)]


@pytest.mark.parametrize("text", ["", "ftp:// mailto: 10:30 re:x note: y", "no urls"])
def test_extract_finds_nothing(text):
    assert lluri.extract(text) == []


# ---- percent-coding ------------------------------------------------------------------

SPECIALS = "a b/?#@:+&=~*ü%"


@pytest.mark.parametrize(("component", "expected"), [
    ("userinfo", "a%20b%2F%3F%23%40:+&=~*%C3%BC%25"),
    ("reg-name", "a%20b%2F%3F%23%40%3A+&=~*%C3%BC%25"),
    ("segment", "a%20b%2F%3F%23@:+&=~*%C3%BC%25"),
    ("path", "a%20b/%3F%23@:+&=~*%C3%BC%25"),
    ("query", "a%20b/?%23@:+&=~*%C3%BC%25"),
    ("fragment", "a%20b/?%23@:+&=~*%C3%BC%25"),
    ("form", "a+b%2F%3F%23%40%3A%2B%26%3D%7E*%C3%BC%25"),
])
def test_pct_encode(component, expected):
    assert lluri.pct_encode(SPECIALS, component) == expected
    assert lluri.pct_encode(SPECIALS.encode(), component) == expected


def test_pct_encode_default_is_path():
    assert lluri.pct_encode("a b/c") == "a%20b/c"
    assert lluri.pct_encode(b"\x00\xff") == "%00%FF"


@pytest.mark.parametrize(("text", "form", "expected"), [
    ("a%20b+c%41", False, b"a b+cA"),
    ("a%20b+c", True, b"a b c"),
    ("x%00y", False, b"x\x00y"),
    ("%C3%BC", False, "ü".encode()),
    ("ü", False, "ü".encode()),
    (b"%ff\xfe", False, b"\xff\xfe"),
    ("", False, b""),
])
def test_pct_decode(text, form, expected):
    assert lluri.pct_decode(text, form=form) == expected


# ---- request targets -------------------------------------------------------------------

@pytest.mark.parametrize(("method", "target", "form", "expected"), [
    ("CONNECT", "a:443", "authority-form",
     {"scheme": None, "host": "a", "port": "443", "path": "", "query": None}),
    ("OPTIONS", "*", "asterisk-form",
     {"scheme": None, "host": None, "port": None, "path": "*", "query": None}),
    ("OPTIONS", "/x", "origin-form",
     {"scheme": None, "host": None, "port": None, "path": "/x", "query": None}),
    ("GET", "/x?y", "origin-form",
     {"scheme": None, "host": None, "port": None, "path": "/x", "query": "y"}),
    ("GET", "//x", "origin-form",
     {"scheme": None, "host": None, "port": None, "path": "//x", "query": None}),
    ("GET", "http://a/b", "absolute-form",
     {"scheme": "http", "host": "a", "port": None, "path": "/b", "query": None}),
])
def test_parse_request_target(method, target, form, expected):
    got_form, u = lluri.parse_request_target(target, method)
    assert got_form == form
    assert isinstance(u, lluri.URI)
    assert {name: getattr(u, name) for name in expected} == expected
    bytes_form, bu = lluri.parse_request_target(target.encode(), method.encode())
    assert bytes_form == form
    assert bu.path == expected["path"].encode()


def test_parse_request_target_default_method_is_get():
    assert lluri.parse_request_target("/x")[0] == "origin-form"
    with pytest.raises(lluri.Error) as info:
        lluri.parse_request_target("*")
    assert info.value.name == "LLURI_EFORM"


# ---- IRIs and international host names ----------------------------------------------------

needs_idn = pytest.mark.skipif(not lluri.idn_supported, reason="built without libidn2")


@pytest.mark.parametrize(("iri", "uri"), [
    # a non-ASCII host becomes A-labels (libidn2)
    pytest.param("http://ü.example/ä", "http://xn--tda.example/%C3%A4", marks=needs_idn),
    pytest.param("http://bücher.de/ü?ä#ö", "http://xn--bcher-kva.de/%C3%BC?%C3%A4#%C3%B6",
                 marks=needs_idn),
    # an ASCII host needs no IDNA
    ("http://a/ä?ö#ü", "http://a/%C3%A4?%C3%B6#%C3%BC"),
    ("http://a/b", "http://a/b"),
])
def test_iri_to_uri(iri, uri):
    assert lluri.iri_to_uri(iri) == uri
    assert lluri.iri_to_uri(iri.encode()) == uri.encode()


@needs_idn
def test_uri_to_iri_shows_u_labels():
    uri = "http://xn--bcher-kva.de/%C3%BC%2F%E2%80%AE"
    assert lluri.uri_to_iri(uri) == "http://bücher.de/ü%2F%E2%80%AE"
    assert lluri.uri_to_iri(uri.encode()) == "http://bücher.de/ü%2F%E2%80%AE".encode()


def test_uri_to_iri_decodes_only_what_is_safe():
    assert lluri.uri_to_iri("http://a/%C3%BC%2F%25%FF") == "http://a/ü%2F%25%FF"


@needs_idn
@pytest.mark.parametrize(("host", "ascii", "unicode"), [
    ("Bücher.DE", "xn--bcher-kva.de", "bücher.de"),
    ("b%C3%BCcher.de", "xn--bcher-kva.de", "bücher.de"),
    ("xn--bcher-kva.de", "xn--bcher-kva.de", "bücher.de"),
    ("EXAMPLE.com", "example.com", "example.com"),
    ("1.2.3.4", "1.2.3.4", "1.2.3.4"),
])
def test_host_to_ascii_and_unicode(host, ascii, unicode):
    assert lluri.host_to_ascii(host) == ascii
    assert lluri.host_to_ascii(host.encode()) == ascii
    assert lluri.host_to_unicode(host) == unicode
    assert lluri.host_to_unicode(host.encode()) == unicode


@pytest.mark.skipif(lluri.idn_supported, reason="built with libidn2")
def test_host_functions_without_libidn2_are_not_supported():
    for function in (lluri.host_to_ascii, lluri.host_to_unicode):
        with pytest.raises(lluri.Error) as info:
            function("bücher.de")
        assert info.value.name == "LLURI_ENOTSUP"


# ---- parse_column -----------------------------------------------------------------------

def column_names(result):
    return list(result.columns) if isinstance(result, pd.DataFrame) else list(result)


def column_rows(result):
    """The result's rows as dicts, by position."""
    names = column_names(result)
    if isinstance(result, pd.DataFrame):
        return [dict(zip(names, row)) for row in result.itertuples(index=False)]
    return [dict(zip(names, row)) for row in zip(*(result[n] for n in names))]


def is_null(value):
    return value is None or value is pd.NA or (isinstance(value, float) and math.isnan(value))


COLUMN_VALUES = ["http://u@h:8/p?q", "//h", "http://a b/", "mailto:x"]
COLUMN_EXPECTED = [
    {"scheme": "http", "host": "h", "port": "8", "query": "q",
     "valid": True, "error": None, "offset": -1},
    {"scheme": None, "host": "h", "port": None, "query": None,
     "valid": True, "error": None, "offset": -1},
    {"scheme": None, "host": None, "port": None, "query": None,
     "valid": False, "error": "LLURI_EHOST", "offset": 8},
    {"scheme": "mailto", "host": None, "port": None, "query": None,
     "valid": True, "error": None, "offset": -1},
]
COLUMN_COMPONENTS = ["scheme", "host", "port", "query"]


def assert_rows(result, expected):
    rows = column_rows(result)
    assert len(rows) == len(expected)
    for row, want in zip(rows, expected):
        for name, value in want.items():
            if value is None and name != "error":
                assert is_null(row[name]), (name, row)
            else:
                assert row[name] == value, (name, row)
        assert row["error"] is want["error"] or row["error"] == want["error"]
        assert type(row["valid"]) in (bool, np.bool_)


def assert_column_dtypes(result):
    assert np.asarray(result["valid"]).dtype == np.bool_
    assert np.asarray(result["offset"]).dtype == np.int64


@pytest.mark.parametrize("make", [list, tuple, lambda v: np.array(v, dtype=object)],
                         ids=["list", "tuple", "numpy"])
def test_parse_column_of_a_sequence(make):
    result = lluri.parse_column(make(COLUMN_VALUES), COLUMN_COMPONENTS)
    assert column_names(result) == COLUMN_COMPONENTS + ["valid", "error", "offset"]
    assert_column_dtypes(result)
    assert_rows(result, COLUMN_EXPECTED)


def test_parse_column_of_a_series_keeps_its_index():
    series = pd.Series(COLUMN_VALUES, index=[10, 20, 5, 7], name="url")
    result = lluri.parse_column(series, COLUMN_COMPONENTS)
    assert isinstance(result, pd.DataFrame)
    assert list(result.index) == [10, 20, 5, 7]
    assert column_names(result) == COLUMN_COMPONENTS + ["valid", "error", "offset"]
    assert_column_dtypes(result)
    assert_rows(result, COLUMN_EXPECTED)
    assert result.loc[5, "error"] == "LLURI_EHOST"


def test_parse_column_default_component_is_host():
    result = lluri.parse_column(["http://h/"])
    assert column_names(result) == ["host", "valid", "error", "offset"]
    assert column_rows(result)[0]["host"] == "h"


def test_parse_column_of_bytes_gives_bytes():
    rows = column_rows(lluri.parse_column([b"http://h/p", b"http://a/\xff"], ["host", "path"]))
    assert (rows[0]["host"], rows[0]["path"], rows[0]["valid"]) == (b"h", b"/p", True)
    assert (rows[1]["valid"], rows[1]["error"], rows[1]["offset"]) == (False, "LLURI_EPATH", 9)


def test_parse_column_reuses_repeated_pieces_after_distinct_ones():
    # A long run of distinct hosts, where reusing text finds nothing, then
    # two hosts over and over: every row is right, the repeats end up as
    # two objects (the table of reused texts is used again), and bytes
    # with the same text as a reused str are still bytes.
    distinct = [f"http://h{i}.example/" for i in range(256 * 40)]
    repeated = ["http://a.example/x", "http://b.example/y"] * (256 * 20)
    values = distinct + repeated + [b"http://a.example/"]
    hosts = lluri.parse_column(values)["host"]
    assert list(hosts[:len(distinct)]) == [f"h{i}.example" for i in range(len(distinct))]
    tail = hosts[len(distinct):-1]
    assert list(tail) == ["a.example", "b.example"] * (256 * 20)
    assert len({id(h) for h in tail[-256 * 4:]}) == 2
    assert hosts[-1] == b"a.example"


class _Text(str):
    """A str subclass: not read by parse_column's inline path for str."""


def test_parse_column_reads_every_kind_of_text_as_parse_does():
    # an exact ASCII str (read inline), a str subclass, a str that is not
    # ASCII (offsets in characters), a str with a lone surrogate (its
    # "surrogatepass" bytes) and bytes: each row as parse() gives it
    values = ["http://h/p?q", _Text("http://s/p"), "http://\u00e9x/\u00e9 x",
              "http://h/\udcff", b"http://b/p"]
    rows = column_rows(lluri.parse_column(values, ["host", "path", "query"]))
    for value, row in zip(values, rows):
        try:
            u = lluri.parse(value)
        except lluri.ParseError as e:
            assert (row["valid"], row["error"], row["offset"]) == (False, e.name, e.offset)
            continue
        assert row["valid"] and row["offset"] == -1
        assert (row["host"], row["path"]) == (u.host, u.path)
        assert is_null(row["query"]) if u.query is None else row["query"] == u.query
    assert [r["valid"] for r in rows] == [True, True, False, False, True]
    assert [r["offset"] for r in rows] == [-1, -1, 7, 9, -1]
    assert [(r["host"], r["path"], r["query"]) for r in rows[:2]] == [("h", "/p", "q"),
                                                                     ("s", "/p", None)]


@pytest.mark.parametrize("null", [None, float("nan"), np.nan, pd.NA],
                         ids=["None", "float-nan", "numpy-nan", "pandas-NA"])
@pytest.mark.parametrize("container", ["list", "numpy", "series"])
def test_parse_column_nulls_are_null_rows(null, container):
    values = ["http://h/", null]
    if container == "numpy":
        values = np.array(values, dtype=object)
    elif container == "series":
        values = pd.Series(values, dtype=object)
    rows = column_rows(lluri.parse_column(values, ["host", "path"]))
    assert rows[0]["host"] == "h" and rows[0]["valid"]
    assert is_null(rows[1]["host"]) and is_null(rows[1]["path"])
    assert not rows[1]["valid"]
    assert rows[1]["error"] is None
    assert rows[1]["offset"] == -1


def test_parse_column_of_a_series_with_missing_values():
    series = pd.Series(["http://h/", None, "http://a b/"], index=["x", "y", "z"])
    result = lluri.parse_column(series, ["host"])
    assert list(result["valid"]) == [True, False, False]
    assert list(result["error"]) == [None, None, "LLURI_EHOST"]
    assert list(result["offset"]) == [-1, -1, 8]


@pytest.mark.parametrize(("component", "expected"), [
    ("scheme", "http"), ("userinfo", "u"), ("host", "[::1]"), ("host_kind", "ipv6"),
    ("port", "8080"), ("port_number", 8080), ("path", "/p"), ("query", "q"),
    ("fragment", "f"),
])
def test_parse_column_every_component(component, expected):
    text = "http://u@[::1]:8080/p?q#f"
    rows = column_rows(lluri.parse_column([text, "rel"], [component]))
    assert rows[0][component] == expected
    if component in ("path",):
        assert rows[1][component] == "rel"
    else:
        assert is_null(rows[1][component])


def test_parse_column_tolerated_and_lenient():
    rows = column_rows(lluri.parse_column(["http://a b/", "http://a/"], ["host", "tolerated"],
                                          lenient=True))
    assert rows[0]["host"] == "a b"
    assert tuple(rows[0]["tolerated"]) == ("space",)
    assert rows[0]["valid"]
    assert tuple(rows[1]["tolerated"]) == ()


def test_parse_column_start_and_iri():
    rows = column_rows(lluri.parse_column(["/x", "http://a/"], ["path"], start="relative"))
    assert [r["valid"] for r in rows] == [True, False]
    assert rows[1]["error"] == "LLURI_ESCHEMEREL"
    rows = column_rows(lluri.parse_column(["http://ü/ä"], ["host"], iri=True))
    assert rows[0]["host"] == "ü"


def test_parse_column_errors_raise():
    with pytest.raises(lluri.ParseError) as info:
        lluri.parse_column(["http://a/", "http://a b/"], ["host"], errors="raise")
    assert (info.value.name, info.value.offset) == ("LLURI_EHOST", 8)
    assert info.value.index == 1  # the row (lluri/_errors.py)


@pytest.mark.parametrize("bad", [1, ["http://a/"], 1.5, object()],
                         ids=["int", "list", "float", "object"])
def test_parse_column_refuses_a_value_that_is_no_text(bad):
    with pytest.raises(TypeError):
        lluri.parse_column(["http://a/", bad])


def test_parse_column_refuses_an_unknown_component():
    with pytest.raises(ValueError):
        lluri.parse_column(["http://a/"], ["host", "hostname"])


@pytest.mark.skipif(sys.version_info >= (3, 12),
                    reason="from 3.12 a collection waits for the interpreter loop")
def test_parse_column_of_a_list_emptied_while_it_runs():
    # A list is read in place, a block of values at a time. Python code that
    # runs during the call (here a collector callback, while the C loop makes
    # the "tolerated" tuples) may change it: the next block says so instead
    # of reading past the list's end.
    values = ["http://a b/"] * 1000
    collections = []

    def empty_the_list(phase, info):
        if phase == "start":
            collections.append(info)
            if len(collections) == 100:
                values.clear()

    threshold = gc.get_threshold()
    gc.callbacks.append(empty_the_list)
    gc.set_threshold(1)
    try:
        with pytest.raises(RuntimeError, match="values changed size during parse_column"):
            lluri.parse_column(values, ["tolerated"], lenient=True)
    finally:
        gc.callbacks.remove(empty_the_list)
        gc.set_threshold(*threshold)
    assert values == [] and len(collections) >= 100


# A column of request targets: each row as parse_request_target() reads
# the value, over every form and both kinds of text, with the failures'
# codes and offsets (a form the method does not take: LLURI_EFORM at 0).
TARGETS = ["/a/b?x=1", "//w/p", "*", "http://h:8/q?y", "/a b", "h.example:443", "", None]
TARGET_PARTS = ("scheme", "host", "port", "path", "query")


@pytest.mark.parametrize("method", ["GET", "CONNECT", "OPTIONS", b"POST"])
@pytest.mark.parametrize("kind", [str, bytes])
def test_parse_column_of_request_targets(method, kind):
    values = [None if t is None else kind(t, "ascii") if kind is bytes else t for t in TARGETS]
    result = lluri.parse_column(values, TARGET_PARTS, method=method)
    assert column_names(result) == [*TARGET_PARTS, "form", "valid", "error", "offset"]
    for value, row in zip(values, column_rows(result)):
        if value is None:
            assert row == {**dict.fromkeys(TARGET_PARTS), "form": None, "valid": False,
                           "error": None, "offset": -1}
            continue
        try:
            form, u = lluri.parse_request_target(value, method)
        except lluri.ParseError as e:
            assert row == {**dict.fromkeys(TARGET_PARTS), "form": None, "valid": False,
                           "error": e.name, "offset": e.offset}
        else:
            assert row == {**{name: getattr(u, name) for name in TARGET_PARTS}, "form": form,
                           "valid": True, "error": None, "offset": -1}


def test_parse_column_of_request_targets_by_form():
    rows = column_rows(lluri.parse_column(["//w/p", "*", "a:1"], ["host", "path"],
                                          method="OPTIONS"))
    assert [(r["form"], r["host"], r["path"]) for r in rows] == [
        ("origin-form", None, "//w/p"), ("asterisk-form", None, "*"),
        ("absolute-form", None, "1")]
    rows = column_rows(lluri.parse_column(["a:1", "/x"], ["host", "port"], method="CONNECT"))
    assert [(r["form"], r["host"], r["port"], r["error"]) for r in rows] == [
        ("authority-form", "a", "1", None), (None, None, None, "LLURI_EFORM")]
    with pytest.raises(lluri.ParseError) as info:
        lluri.parse_column(["/x", "/a b"], ["path"], method="GET", errors="raise")
    assert (info.value.name, info.value.offset, info.value.index) == ("LLURI_EPATH", 2, 1)


@pytest.mark.parametrize("method", ["G T", "", "GÉT", "GET\n", "a\udc80"])
def test_parse_column_refuses_a_method_that_is_no_token(method):
    with pytest.raises(ValueError, match="must be an HTTP method"):
        lluri.parse_column(["/"], method=method)


@pytest.mark.parametrize("options", [{"start": "uri"}, {"lenient": True}, {"iri": True}])
def test_parse_column_method_goes_with_no_other_reading(options):
    with pytest.raises(ValueError, match="does not go with"):
        lluri.parse_column(["/"], method="GET", **options)


def test_parse_column_of_an_empty_column():
    result = lluri.parse_column([], ["host"])
    assert column_names(result) == ["host", "valid", "error", "offset"]
    assert column_rows(result) == []


# ---- pickling ------------------------------------------------------------------------

def test_parse_error_pickles():
    with pytest.raises(lluri.ParseError) as info:
        lluri.parse("http://a b/")
    copy = pickle.loads(pickle.dumps(info.value))
    assert type(copy) is lluri.ParseError
    assert (copy.code, copy.name, copy.offset, copy.message) == (
        info.value.code, "LLURI_EHOST", 8, "invalid character in host")


# ---- parse_column: components read once, no DataFrame, any self-unequal null ----------

def test_parse_column_reads_a_components_iterator_once():
    pytest.importorskip("numpy")
    urls = ["http://a.example/x", "mailto:x@y"]
    out = lluri.parse_column(urls, components=iter(["host", "scheme"]))
    assert list(out) == ["host", "scheme", "valid", "error", "offset"]
    assert list(out["host"]) == ["a.example", None]
    assert list(out["scheme"]) == ["http", "mailto"]
    out = lluri.parse_column(urls, components=(c for c in ["path"]))
    assert list(out["path"]) == ["/x", "x@y"]


def test_parse_column_of_a_dataframe_is_a_type_error():
    pd = pytest.importorskip("pandas")
    frame = pd.DataFrame({"url": ["http://a/"]})
    with pytest.raises(TypeError, match=r"not a DataFrame"):
        lluri.parse_column(frame)
    assert list(lluri.parse_column(frame["url"])["host"]) == ["a"]


def test_parse_column_takes_any_value_unequal_to_itself_as_null():
    import decimal
    np = pytest.importorskip("numpy")
    values = [np.float32("nan"), np.datetime64("NaT"), decimal.Decimal("NaN"),
              np.float64("nan"), "http://a/", None]
    out = lluri.parse_column(values)
    assert list(out["host"]) == [None] * 4 + ["a", None]
    assert list(out["valid"]) == [False] * 4 + [True, False]
    assert list(out["error"]) == [None] * 6
    assert list(out["offset"]) == [-1] * 6
    for value in (np.float32(1.5), decimal.Decimal("1"), np.datetime64("2020-01-01")):
        with pytest.raises(TypeError, match="^value 1 must be str, bytes or null, not "):
            lluri.parse_column(["http://a/", value])


# ---- what the stub (__init__.pyi) declares holds at runtime -----------------------------

def test_the_stubs_type_aliases_exist_at_runtime():
    import typing
    assert lluri.Text == typing.Union[str, bytes]
    assert typing.get_args(lluri.Start) == ("reference", "uri", "absolute", "relative")
    assert "fragment" in typing.get_args(lluri.Component)
    assert set(typing.get_args(lluri.ColumnName)) == set(lluri._lluri._COMPONENTS)

    def f(x: lluri.ColumnName, y: lluri.Text) -> lluri.Start: ...
    assert typing.get_type_hints(f)["x"] == lluri.ColumnName


# Every function of the stubs (__init__.pyi, dask.pyi) and every method of
# their classes, as the stub declares its parameters: names, kinds
# (positional-only, keyword-only, ...) and defaults. The functions written
# in C say theirs in their docstrings ("name(...)\n--\n\n"), which is what
# inspect.signature() and help() read.
STUBS = [("lluri", Path(lluri.__file__).with_name("__init__.pyi")),
         ("lluri.dask", Path(lluri.__file__).with_name("dask.pyi"))]
STUB_OPERATORS = {"__str__", "__bytes__", "__eq__", "__hash__"}


def stub_functions():
    for module_name, path in STUBS:
        module = importlib.import_module(module_name)
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.FunctionDef):
                yield f"{module_name}.{node.name}", getattr(module, node.name), node, False
            elif isinstance(node, ast.ClassDef):
                cls = getattr(module, node.name)
                for item in node.body:
                    if (isinstance(item, ast.FunctionDef) and item.name not in STUB_OPERATORS
                            and not any(isinstance(d, ast.Name) and d.id == "property"
                                        for d in item.decorator_list)):
                        yield (f"{module_name}.{node.name}.{item.name}",
                               getattr(cls, item.name), item, True)


def stub_parameters(node, method):
    """(name, kind, default) of each parameter the stub declares; "..." for
    a default the stub leaves out."""
    P = inspect.Parameter
    a = node.args
    def default(d):
        if d is None:
            return P.empty
        return "..." if isinstance(d, ast.Constant) and d.value is Ellipsis else ast.literal_eval(d)
    positional = [(x, P.POSITIONAL_ONLY) for x in a.posonlyargs] + \
                 [(x, P.POSITIONAL_OR_KEYWORD) for x in a.args]
    defaults = [None] * (len(positional) - len(a.defaults)) + list(a.defaults)
    params = [(x.arg, kind, default(d)) for (x, kind), d in zip(positional, defaults)]
    if a.vararg:
        params.append((a.vararg.arg, P.VAR_POSITIONAL, P.empty))
    params += [(x.arg, P.KEYWORD_ONLY, default(d)) for x, d in zip(a.kwonlyargs, a.kw_defaults)]
    if a.kwarg:
        params.append((a.kwarg.arg, P.VAR_KEYWORD, P.empty))
    return params[1:] if method else params


def runtime_parameters(function, method):
    params = [(p.name, p.kind, p.default)
              for p in inspect.signature(function).parameters.values()]
    return params[1:] if method else params


def test_the_stubs_cover_every_public_function():
    declared = {name for name, *_ in stub_functions()}
    public = {f"lluri.{name}" for name in lluri.__all__
              if callable(getattr(lluri, name)) and not isinstance(getattr(lluri, name), type)}
    assert public <= declared
    assert "lluri.dask.parse_series" in declared and "lluri.URI.resolve" in declared


@pytest.mark.parametrize("name,function,node,method",
                         [pytest.param(*f, id=f[0]) for f in stub_functions()])
def test_the_stubs_parameters_are_the_runtimes(name, function, node, method):
    stub = stub_parameters(node, method)
    runtime = runtime_parameters(function, method)
    if name == "lluri.URI.replace":
        # components as keywords, any subset of them: at runtime **components
        assert runtime == [("components", inspect.Parameter.VAR_KEYWORD,
                            inspect.Parameter.empty)]
        assert [(n, kind, d) for n, kind, d in stub] == \
            [(c, inspect.Parameter.KEYWORD_ONLY, "...") for c in COMPONENTS]
        return
    assert runtime == stub


# The C functions' declared parameters are also how they take arguments:
# each positional-or-keyword one by keyword, no positional-only one by
# keyword, no keyword-only one by position.
SAMPLE_ARGUMENTS = {"text": "http://a/b", "base": "http://a/b", "ref": "c",
                    "target": "http://a/c", "a": "http://a/", "b": "http://A/",
                    "host": "a.example", "scheme": "http", "key": "q"}
C_FUNCTIONS = [pytest.param(name, function, method, id=name)
               for name, function, _, method in stub_functions()
               if not inspect.isfunction(function) and name != "lluri.URI.replace"]


def called(function, method, args, kwargs):
    """Whether the call took its arguments: a TypeError is a refusal; any
    other error (a library build without IDNA) came after they were taken."""
    if method:
        function = function.__get__(lluri.parse("http://a/b"))
    try:
        function(*args, **kwargs)
    except TypeError:
        return False
    except lluri.Error:
        pass
    return True


@pytest.mark.parametrize("name,function,method", C_FUNCTIONS)
def test_the_c_functions_take_arguments_as_declared(name, function, method):
    P = inspect.Parameter
    params = list(inspect.signature(function).parameters.values())[1 if method else 0:]
    required = [p for p in params if p.default is P.empty]
    positional = [SAMPLE_ARGUMENTS[p.name] for p in required if p.kind == P.POSITIONAL_ONLY]
    by_name = {p.name: SAMPLE_ARGUMENTS[p.name] for p in required
               if p.kind == P.POSITIONAL_OR_KEYWORD}
    assert called(function, method, positional, by_name), name
    if positional:
        # the last positional-only one by keyword (the ones before it, as C
        # requires, are positional-only too)
        last = [p for p in params if p.kind == P.POSITIONAL_ONLY][-1]
        assert not called(function, method, positional[:-1],
                          {**by_name, last.name: positional[-1]})
    every_positional = [SAMPLE_ARGUMENTS[p.name] if p.default is P.empty else p.default
                        for p in params
                        if p.kind in (P.POSITIONAL_ONLY, P.POSITIONAL_OR_KEYWORD)]
    for p in params:
        if p.kind == P.KEYWORD_ONLY:
            assert not called(function, method, every_positional + [p.default], {})
        elif p.kind == P.POSITIONAL_OR_KEYWORD and p.default is not P.empty:
            assert called(function, method, positional, {**by_name, p.name: p.default})


def test_uri_is_final_and_read_only():
    with pytest.raises(TypeError):
        type("Sub", (lluri.URI,), {})
    u = lluri.parse("http://a/")
    for name in ("text", "scheme", "host", "port", "path", "query", "fragment", "spans",
                 "tolerated", "strict_error", "host_kind", "port_number", "userinfo"):
        with pytest.raises(AttributeError):
            setattr(u, name, None)


@pytest.mark.parametrize("function", [lluri.normalize, lluri.iri_to_uri, lluri.uri_to_iri])
def test_text_functions_return_the_type_of_their_input(function):
    """The stub's overloads: str -> str, bytes -> bytes."""
    assert type(function("http://a/")) is str
    assert type(function(b"http://a/")) is bytes


@pytest.mark.parametrize("method", [lluri.URI.normalize, lluri.URI.resolve,
                                    lluri.URI.relativize])
def test_writer_docstrings_say_they_refuse_iris_and_lenient_parses(method):
    assert "iri=True" in method.__doc__ and "lenient" in method.__doc__
    assert "iri_to_uri" in method.__doc__
