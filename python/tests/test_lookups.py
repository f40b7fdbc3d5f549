# SPDX-License-Identifier: MIT
"""parse(partial=True), default ports and query lookups: the C API's
LLURI_PARTIAL, lluri_default_port() and lluri_query_get() as Python has
them (doc/python.md, "Partial parses, ports and query lookups")."""
import pickle

import pytest
from hypothesis import given, settings, strategies as st

import lluri


# ---- parse(partial=True): the components before the error (LLURI_PARTIAL) ----------------

# text, parse options, the error (name, offset: characters into a str, bytes
# into bytes), the partial URI's text (None: no prefix parses) and its
# components.
PARTIAL = [
    ("http://h/a b", {}, "LLURI_EPATH", 10, "http://h",
     {"scheme": "http", "host": "h", "path": ""}),
    ("x?a b", {}, "LLURI_EQUERY", 3, "x", {"path": "x", "query": None}),
    ("http://h:80/p?q#f g", {}, "LLURI_EFRAGMENT", 17, "http://h:80/p?q",
     {"port": "80", "path": "/p", "query": "q", "fragment": None}),
    ("http://h:x/", {}, "LLURI_EPORT", 9, "http:", {"scheme": "http", "host": None}),
    ("http://[::1/x", {}, "LLURI_EIPLITERAL", 11, "http:", {"host": None}),
    ("mailto:a b", {"start": "absolute"}, "LLURI_EPATH", 8, "mailto:",
     {"scheme": "mailto", "path": ""}),
    # offsets in characters: "ä" is one
    ("http://h/ä?q#f g", {"iri": True}, "LLURI_EFRAGMENT", 14, "http://h/ä?q",
     {"path": "/ä", "query": "q"}),
    (b"http://h/a b", {}, "LLURI_EPATH", 10, b"http://h", {"host": b"h"}),
    # nothing complete before the error
    ("a b", {}, "LLURI_EPATH", 1, None, None),
    ("//é/a b", {}, "LLURI_EHOST", 2, None, None),
    ("h ttp://x/y", {"start": "uri"}, "LLURI_ESCHEME", 1, None, None),
    ("1http://", {}, "LLURI_ESCHEME", 0, None, None),
]


@pytest.mark.parametrize("text,options,name,offset,prefix,components", PARTIAL)
def test_partial_parse_keeps_the_error_and_gives_the_prefix(text, options, name, offset,
                                                            prefix, components):
    with pytest.raises(lluri.ParseError) as info:
        lluri.parse(text, partial=True, **options)
    e = info.value
    assert (e.name, e.offset) == (name, offset) and e.code < 0
    # the same error as without partial=True, which has no partial URI
    with pytest.raises(lluri.ParseError) as plain:
        lluri.parse(text, **options)
    assert (plain.value.code, plain.value.offset) == (e.code, e.offset)
    assert plain.value.partial is None
    if prefix is None:
        assert e.partial is None
        return
    p = e.partial
    assert isinstance(p, lluri.URI) and p.text == prefix and type(p.text) is type(text)
    for component, value in components.items():
        assert getattr(p, component) == value, component
    # the prefix parsed with the same options, and not marked partial
    assert p == lluri.parse(prefix, **options)
    assert repr(p) == repr(lluri.parse(prefix, **options))


def test_partial_error_pickles_with_its_uri():
    with pytest.raises(lluri.ParseError) as info:
        lluri.parse("http://h/a b", partial=True)
    e = pickle.loads(pickle.dumps(info.value))
    assert (e.name, e.offset, str(e.partial)) == ("LLURI_EPATH", 10, "http://h")


def test_partial_changes_nothing_on_success():
    u = lluri.parse("http://h/a?b#c", partial=True)
    assert u == lluri.parse("http://h/a?b#c")
    assert repr(u) == "lluri.parse('http://h/a?b#c')"
    assert lluri.parse("http://h/a b", partial=True, lenient=True).tolerated == ("space",)


def test_partial_must_be_a_bool_keyword():
    with pytest.raises(TypeError):
        lluri.parse("http://h/", True)      # keyword-only


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="ab:/?#[]@%1 é", max_size=16))
def test_a_partial_uri_is_a_prefix_before_the_error(text):
    try:
        lluri.parse(text, partial=True)
    except lluri.ParseError as e:
        if e.partial is not None:
            assert text.startswith(e.partial.text)
            assert len(e.partial.text) <= e.offset
            assert e.partial == lluri.parse(e.partial.text)


# ---- default ports ------------------------------------------------------------------------

@pytest.mark.parametrize("scheme,port", [
    ("http", 80), ("HTTP", 80), ("https", 443), (b"ftp", 21), ("ws", 80), ("wss", 443),
    ("imap", 143), ("nope", None), ("", None), ("http ", None), (b"\xff", None),
])
def test_default_port(scheme, port):
    assert lluri.default_port(scheme) == port


def test_default_port_takes_text_only():
    with pytest.raises(TypeError, match="^scheme must be str or bytes, not int$"):
        lluri.default_port(80)   # type: ignore[arg-type]
    with pytest.raises(TypeError):
        lluri.default_port(scheme="http")   # positional-only


@pytest.mark.parametrize("text,port", [
    ("http://a/", 80), ("http://a:/", 80), ("http://a:8080/", 8080), ("HTTPS://a", 443),
    ("https://a:0", 0), (b"ftp://a/", 21), ("foo://a/", None), ("foo://a:7/", 7),
    ("//a/", None), ("//a:7/", 7), ("http:x", None), ("/p", None), ("mailto:a@b", None),
])
def test_port_or_default(text, port):
    assert lluri.parse(text).port_or_default == port


def test_port_or_default_out_of_range():
    u = lluri.parse("http://a:65536/")
    with pytest.raises(ValueError, match="port out of range 0-65535"):
        u.port_or_default


# ---- query lookups: repeated keys, keys without "=" (the query layer) -----------------------

QUERY = "http://a/?a=1&flag&a=2&e=&%61=3&+k=s+p&a%3D=x&b=%41"


@pytest.mark.parametrize("key,first,last,all_", [
    ("a", "1", "3", ["1", "2", "3"]),   # "%61" is "a", decoded
    ("flag", "", "", [""]),             # without "=": the empty value
    ("e", "", "", [""]),
    (" k", "s p", "s p", ["s p"]),      # "+" is a space, in keys and values
    ("a=", "x", "x", ["x"]),            # an encoded "=" is key data
    ("b", "A", "A", ["A"]),
    ("missing", None, None, []),
    ("A", None, None, []),              # case-sensitive
])
def test_query_lookup_of_repeated_keys(key, first, last, all_):
    u = lluri.parse(QUERY)
    assert u.query_get(key) == first
    assert u.query_get(key, which="first") == first
    assert u.query_get(key, which="last") == last
    assert u.query_all(key) == all_


def test_query_lookup_agrees_with_query_pairs():
    u = lluri.parse(QUERY)
    for key, value in u.query_pairs():
        assert u.query_all(key) == [v if v is not None else ""
                                    for k, v in u.query_pairs() if k == key]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["a", "b", "%61", "a+b", "a%20b", ""]),
                          st.sampled_from([None, "", "1", "%32", "x+y"])), max_size=6),
       st.sampled_from(["&", ";"]))
def test_query_lookup_is_the_layer_split(pairs, sep):
    query = sep.join(k if v is None else f"{k}={v}" for k, v in pairs)
    u = lluri.parse("http://h/?" + query)
    semicolon = sep == ";"
    listed = u.query_pairs(semicolon=semicolon)
    for key in ("a", "b", "a b", ""):
        values = [v if v is not None else "" for k, v in listed if k == key]
        assert u.query_all(key, semicolon=semicolon) == values
        assert u.query_get(key, semicolon=semicolon) == (values[0] if values else None)
        assert u.query_get(key, which="last", semicolon=semicolon) == \
            (values[-1] if values else None)


def test_query_lookup_options():
    u = lluri.parse("x:?a=1;a=%41+b")
    assert u.query_all("a") == ["1;a=A b"]
    assert u.query_all("a", semicolon=True) == ["1", "A b"]
    assert u.query_get("a", which="last", semicolon=True, decode=False) == "%41+b"
    # a str key is compared as its bytes in the encoding the values are read in
    v = lluri.parse("http://a/?%E9=1&%C3%A9=2&%C3%A9=%C3%A9")
    assert v.query_all("é") == ["2", "é"]
    assert v.query_all("é", encoding="latin-1") == ["1"]
    assert v.query_get("é", which="last", encoding="latin-1") == "1"
    assert v.query_get("Ã©", which="last", encoding="latin-1") == "Ã©"
    assert lluri.parse("http://a/?k=%FF").query_get("k") == "\ufffd"
    with pytest.raises(UnicodeDecodeError):
        lluri.parse("http://a/?k=%FF").query_get("k", errors="strict")


def test_query_lookup_of_a_lenient_query():
    # a "%" without two hex digits: the value as written, as query_pairs()
    u = lluri.parse("http://a/?b=%41%zz&%zz=1", lenient=True)
    assert u.query_get("b") == "%41%zz" == dict(u.query_pairs())["b"]
    assert u.query_get("%zz") == "1"


def test_query_lookup_of_bytes():
    u = lluri.parse(b"http://a/?k=%FF&k&k=2")
    assert u.query_get(b"k") == b"\xff"
    assert u.query_get(b"k", which="last") == b"2"
    assert u.query_all(b"k") == [b"\xff", b"", b"2"]


def test_query_lookup_without_a_query():
    for text in ("http://a/", "http://a/?", "http://a/?&&"):
        u = lluri.parse(text)
        assert u.query_get("a") is None and u.query_all("a") == []


def test_query_lookup_bad_arguments():
    u = lluri.parse("x:?a=1")
    with pytest.raises(ValueError, match="^which must be 'first' or 'last', not 'all'$"):
        u.query_get("a", which="all")   # type: ignore[arg-type]
    with pytest.raises(TypeError, match="^key must be str for a str URI, not bytes$"):
        u.query_get(b"a")   # type: ignore[arg-type]
    with pytest.raises(TypeError, match="^key must be bytes for a bytes URI, not str$"):
        lluri.parse(b"x:?a=1").query_all("a")   # type: ignore[arg-type]
    with pytest.raises(UnicodeEncodeError):
        u.query_get("é", encoding="ascii")
    with pytest.raises(LookupError):
        u.query_get("a", encoding="no-such-codec")
    with pytest.raises(TypeError):
        u.query_get("a", "last")   # which is keyword-only
