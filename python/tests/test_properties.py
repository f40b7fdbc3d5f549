# SPDX-License-Identifier: MIT
"""Properties of lluri over generated inputs (hypothesis): no input crashes
a function; parsing the text of a URI gives it back; normalization is
idempotent; relativize is undone by resolve; parse_column is parse row by
row."""
import string

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import lluri

COMPONENTS = ("scheme", "userinfo", "host", "port", "path", "query", "fragment")
# Moderate counts: the whole suite runs in seconds on two shared cores. No
# example database: nothing is written into the source tree.
FUZZ = settings(max_examples=300, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow])
ROUND_TRIP = settings(max_examples=500, deadline=None, database=None,
                      suppress_health_check=[HealthCheck.too_slow])

# ---- strategies ----------------------------------------------------------------------

URI_CHARACTERS = string.ascii_letters + string.digits + "-._~!$&'()*+,;=:@/?#[]%"
# URI characters mostly, then what URIs do not hold: space, quotes, non-ASCII,
# controls, lone surrogates.
FUZZ_CHARACTER = st.one_of(
    st.sampled_from(URI_CHARACTERS), st.sampled_from(URI_CHARACTERS),
    st.sampled_from(' "<>\\^`{|}\x00\x7f\t'),
    st.characters(),
    st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF),
)
FUZZ_TEXT = st.one_of(
    st.text(FUZZ_CHARACTER, max_size=40),
    st.builds(lambda scheme, rest: scheme + rest,
              st.sampled_from(["http://", "https://", "a:", "//", "/", "file:///"]),
              st.text(FUZZ_CHARACTER, max_size=40)),
)
FUZZ_BYTES = st.one_of(
    st.binary(max_size=40),
    FUZZ_TEXT.map(lambda t: t.encode("utf-8", "surrogatepass")),
)
FUZZ_INPUT = st.one_of(FUZZ_TEXT, FUZZ_BYTES)

UNRESERVED = string.ascii_letters + string.digits + "-._~"
SUB_DELIMS = "!$&'()*+,;="
PCT_ENCODED = st.sampled_from(["%41", "%7e", "%7E", "%2F", "%2e", "%C3%BC", "%20", "%25"])


def encoded_text(allowed: str, min_size: int = 0, max_size: int = 8):
    """Text of the characters `allowed` and percent-encoded octets."""
    return st.lists(st.one_of(st.sampled_from(allowed), PCT_ENCODED),
                    min_size=min_size, max_size=max_size).map("".join)


PCHAR = UNRESERVED + SUB_DELIMS + ":@"
SCHEME = st.one_of(
    st.sampled_from(["http", "https", "HTTP", "a", "urn"]),
    st.builds(str.__add__, st.sampled_from(string.ascii_letters),
              st.text(string.ascii_letters + string.digits + "+.-", max_size=5)))
USERINFO = st.one_of(st.none(), encoded_text(UNRESERVED + SUB_DELIMS + ":"))
IPV4 = st.tuples(*[st.integers(0, 255)] * 4).map(lambda t: ".".join(map(str, t)))
HOST = st.one_of(
    st.sampled_from(["a", "b", "A", "example.com", ""]),
    encoded_text(UNRESERVED + SUB_DELIMS),
    IPV4,
    st.ip_addresses(v=6).map(lambda a: f"[{a}]"),
    st.ip_addresses(v=6).map(lambda a: f"[{a.exploded.upper()}]"),
    st.just("[v7.a:b]"),
)
PORT = st.one_of(st.none(), st.just(""), st.sampled_from(["80", "443", "8080"]),
                 st.integers(0, 99999).map(str))
# Segments, but no dot segment ("." and ".." would be removed by resolve).
NONEMPTY_SEGMENT = st.one_of(
    st.sampled_from(["a", "b", "c", "g;x", "x:y", "%2E", "..g"]),
    encoded_text(PCHAR, min_size=1).map(lambda s: s + "x" if s in (".", "..") else s))
SEGMENT = st.one_of(st.just(""), NONEMPTY_SEGMENT)
QUERY = st.one_of(st.none(), st.sampled_from(["", "q", "a=1&b=2", "b=1&a=2&&c"]),
                  encoded_text(PCHAR + "/?"))
FRAGMENT = st.one_of(st.none(), st.sampled_from(["", "f"]), encoded_text(PCHAR + "/?"))


@st.composite
def authority(draw):
    userinfo, host, port = draw(USERINFO), draw(HOST), draw(PORT)
    return ("" if userinfo is None else userinfo + "@") + host + \
        ("" if port is None else ":" + port)


def path_abempty(segments):
    return "".join("/" + s for s in segments)


def with_query_and_fragment(text, query, fragment):
    return text + ("" if query is None else "?" + query) + \
        ("" if fragment is None else "#" + fragment)


@st.composite
def absolute_uri(draw, with_authority=None):
    """An RFC 3986 URI (scheme required) without dot segments; with an
    authority, or not, or either (None)."""
    scheme = draw(SCHEME)
    has_authority = draw(st.booleans()) if with_authority is None else with_authority
    segments = draw(st.lists(SEGMENT, max_size=5))
    if has_authority:
        hier = "//" + draw(authority()) + path_abempty(segments)
    else:  # path-empty, path-absolute or path-rootless: never "//" first
        rest = "/".join([draw(NONEMPTY_SEGMENT)] + segments)
        hier = draw(st.sampled_from(["", "/", "/" + rest, rest]))
    return with_query_and_fragment(scheme + ":" + hier, draw(QUERY), draw(FRAGMENT))


@st.composite
def base_and_target(draw):
    """A base (absolute, with an authority) and a target: mostly one that
    shares the base's scheme, authority, a part of its path or its query,
    so that it has a relative form; or any absolute URI."""
    scheme, auth = draw(SCHEME), draw(authority())
    segments = draw(st.lists(SEGMENT, max_size=5))
    query = draw(QUERY)
    base = with_query_and_fragment(scheme + "://" + auth + path_abempty(segments), query,
                                   draw(FRAGMENT))
    if draw(st.integers(0, 4)) == 0:
        return base, draw(absolute_uri())
    kept = segments[:draw(st.integers(0, len(segments)))]
    target_path = path_abempty(kept + draw(st.lists(SEGMENT, max_size=3)))
    target_auth = auth if draw(st.integers(0, 5)) else draw(authority())
    target_query = draw(st.sampled_from([query, None, "", "y"]))
    target = with_query_and_fragment(scheme + "://" + target_auth + target_path,
                                     target_query, draw(FRAGMENT))
    return base, target


# ---- nothing crashes -------------------------------------------------------------------

ALLOWED = (lluri.Error, TypeError, ValueError)


def returns_or_raises_allowed(call, *args, **kwargs):
    try:
        return call(*args, **kwargs)
    except ALLOWED:
        return None


@FUZZ
@given(FUZZ_INPUT, st.sampled_from(["reference", "uri", "absolute", "relative"]),
       st.booleans(), st.booleans(), st.booleans())
def test_parse_never_crashes(text, start, lenient, iri, zone_id):
    u = returns_or_raises_allowed(lluri.parse, text, start=start, lenient=lenient,
                                  iri=iri, zone_id=zone_id)
    if u is None:
        return
    assert type(u.text) is type(text)
    for name in COMPONENTS:
        value = getattr(u, name)
        assert value is None or type(value) is type(text)
    for name, (start_, end) in u.spans.items():
        assert u.text[start_:end] == getattr(u, name)
    returns_or_raises_allowed(lambda: u.port_number)
    returns_or_raises_allowed(u.normalize)
    returns_or_raises_allowed(u.query_pairs)
    returns_or_raises_allowed(u.query_pairs, decode=False, semicolon=True)
    returns_or_raises_allowed(u.relativize, "http://a/b" if isinstance(text, str) else b"http://a/b")
    returns_or_raises_allowed(u.resolve, "g" if isinstance(text, str) else b"g")
    str(u), repr(u), hash(u)


@FUZZ
@given(FUZZ_INPUT, FUZZ_INPUT)
def test_functions_never_crash(text, other):
    same_kind = other if type(other) is type(text) else (
        other.encode("utf-8", "surrogatepass") if isinstance(other, str)
        else other.decode("latin-1"))
    returns_or_raises_allowed(lluri.is_valid, text)
    returns_or_raises_allowed(lluri.resolve, text, same_kind)
    returns_or_raises_allowed(lluri.resolve, "http://a/b/c", text)
    returns_or_raises_allowed(lluri.resolve, text, same_kind, zone_id=True)
    returns_or_raises_allowed(lluri.relativize, text, same_kind)
    returns_or_raises_allowed(lluri.relativize, "http://a/b/c", text, zone_id=True)
    returns_or_raises_allowed(lluri.normalize, text, sort_query=True, drop_fragment=True)
    returns_or_raises_allowed(lluri.equivalent, text, other)
    returns_or_raises_allowed(lluri.extract, text)
    returns_or_raises_allowed(lluri.pct_encode, text, "form")
    returns_or_raises_allowed(lluri.pct_decode, text, form=True)
    returns_or_raises_allowed(lluri.parse_request_target, text, same_kind)
    returns_or_raises_allowed(lluri.parse_request_target, text, "CONNECT")
    returns_or_raises_allowed(lluri.iri_to_uri, text)
    returns_or_raises_allowed(lluri.uri_to_iri, text)
    returns_or_raises_allowed(lluri.host_to_ascii, text)
    returns_or_raises_allowed(lluri.host_to_unicode, text)
    returns_or_raises_allowed(lluri.parse_column, [text, other, None],
                              ["host", "port_number", "tolerated"], lenient=True)


@FUZZ
@given(FUZZ_TEXT)
def test_extract_hits_are_uris_in_the_text(text):
    for url, start, end in returns_or_raises_allowed(lluri.extract, text) or []:
        assert 0 <= start < end <= len(text)
        assert lluri.is_valid(url, start="uri")


@FUZZ
@given(FUZZ_INPUT)
def test_pct_decode_undoes_pct_encode(text):
    data = text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass")
    for component in ("userinfo", "reg-name", "segment", "path", "query", "fragment"):
        assert lluri.pct_decode(lluri.pct_encode(data, component)) == data
    assert lluri.pct_decode(lluri.pct_encode(data, "form"), form=True) == data


# ---- parse(str(u)) == u ----------------------------------------------------------------

@ROUND_TRIP
@given(st.one_of(FUZZ_TEXT, absolute_uri()))
def test_parse_of_the_text_of_a_uri_is_the_uri(text):
    try:
        u = lluri.parse(text)
    except ALLOWED:
        return
    assert lluri.parse(str(u)) == u
    assert lluri.parse(bytes(u)) == lluri.parse(text.encode())


@FUZZ
@given(FUZZ_BYTES)
def test_parse_of_the_bytes_of_a_uri_is_the_uri(data):
    try:
        u = lluri.parse(data, lenient=True)
    except ALLOWED:
        return
    assert lluri.parse(bytes(u), lenient=True) == u


# ---- normalize is idempotent -------------------------------------------------------------

NORMALIZE_FLAGS = st.fixed_dictionaries({
    name: st.booleans() for name in ("case", "pct", "dots", "scheme", "ipv6", "drop_fragment",
                                     "drop_empty_query", "sort_query")})


@ROUND_TRIP
@given(st.one_of(absolute_uri(), FUZZ_TEXT), NORMALIZE_FLAGS)
def test_normalize_is_idempotent(text, flags):
    try:
        lluri.parse(text)
    except ALLOWED:
        return
    once = lluri.normalize(text, **flags)
    assert lluri.normalize(once, **flags) == once
    assert lluri.parse(text).normalize(**flags).text == once
    assert lluri.equivalent(text, lluri.normalize(text))


# ---- resolve(base, relativize(base, t)) == t --------------------------------------------------

@ROUND_TRIP
@given(base_and_target())
def test_resolve_undoes_relativize(base_target):
    base, target = base_target
    r = lluri.parse(base).relativize(target)
    assert lluri.resolve(base, r.text) == target
    assert lluri.parse(base).resolve(r).text == target
    assert len(r.text) <= len(target)
    assert lluri.relativize(base, target) == r.text


# ---- parse_column is parse, row by row -------------------------------------------------------

COLUMN = ["scheme", "userinfo", "host", "host_kind", "port", "path", "query", "fragment",
          "tolerated"]


def expected_row(value, lenient):
    try:
        u = lluri.parse(value, lenient=lenient)
    except lluri.ParseError as e:
        return dict.fromkeys(COLUMN) | {"valid": False, "error": e.name, "offset": e.offset}
    return {name: getattr(u, name) for name in COLUMN} | {
        "valid": True, "error": None, "offset": -1}


@FUZZ
@given(st.lists(st.one_of(FUZZ_TEXT, absolute_uri()), max_size=5), st.booleans())
def test_parse_column_is_parse_row_by_row(values, lenient):
    result = lluri.parse_column(values, COLUMN, lenient=lenient)
    for i, value in enumerate(values):
        want = expected_row(value, lenient)
        got = {name: result[name][i] for name in want}
        if want["valid"]:
            got["tolerated"] = tuple(got["tolerated"])
        else:
            assert all(got[name] is None for name in COLUMN), got
            got = {name: got[name] for name in ("valid", "error", "offset")}
            want = {name: want[name] for name in ("valid", "error", "offset")}
        assert got == want, value
