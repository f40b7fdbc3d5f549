# SPDX-License-Identifier: MIT
"""Every error path of lluri: the exceptions' fields (code, name, offset,
message, as include/lluri.h defines them), exact offsets for str (in
characters) and bytes (in bytes), TypeError for arguments that are no text,
ValueError for bad keyword values, and the writers' refusal of lenient and
non-ASCII IRI parses."""
import pytest

import lluri

# name -> (code, lluri_strerror message), from LLURI_ERRORS and the headers.
ERRORS = {
    "LLURI_ESCHEME": (-5, "invalid character in scheme"),
    "LLURI_ENOSCHEME": (-6, "missing scheme"),
    "LLURI_ESCHEMEREL": (-7, "scheme not allowed in a relative reference"),
    "LLURI_EUSERINFO": (-8, "invalid character in userinfo"),
    "LLURI_EHOST": (-9, "invalid character in host"),
    "LLURI_EIPLITERAL": (-10, "invalid IP literal"),
    "LLURI_EPORT": (-11, "invalid port"),
    "LLURI_EPATH": (-12, "invalid character in path"),
    "LLURI_EQUERY": (-13, "invalid character in query"),
    "LLURI_EFRAGMENT": (-14, "invalid character in fragment"),
    "LLURI_ENOFRAGMENT": (-15, "fragment not allowed in an absolute URI"),
    "LLURI_EPCT": (-16, "invalid percent-encoding"),
    "LLURI_EBASE": (-19, "base is not an absolute URI"),
    "LLURI_EPARTS": (-20, "components do not fit together"),
    "LLURI_ENOTSUP": (-55, "not supported by this build"),
    "LLURI_EPORTRANGE": (-57, "port out of range"),
    "LLURI_EMETHOD": (-60, "invalid method"),
    "LLURI_EFORM": (-63, "request-target form not allowed for the method"),
    "LLURI_EIDN": (-70, "invalid internationalized host name"),
    "LLURI_EIDNCHAR": (-71, "code point not allowed in a host name"),
    "LLURI_EIDNPUNY": (-74, "invalid Punycode label (RFC 3492)"),
}


def assert_error(error, name, offset):
    assert (error.name, error.offset) == (name, offset)
    assert (error.code, error.message) == ERRORS[name]


# ---- the exceptions ---------------------------------------------------------------

def test_parse_error_fields():
    with pytest.raises(lluri.ParseError) as info:
        lluri.parse("http://a b/")
    error = info.value
    assert isinstance(error, lluri.Error)
    assert isinstance(error, ValueError)
    assert type(error.code) is int and error.code < 0
    assert_error(error, "LLURI_EHOST", 8)
    assert "invalid character in host" in str(error)


def test_error_is_raisable_with_its_fields():
    error = lluri.Error(-9, "LLURI_EHOST", 3, "invalid character in host")
    assert (error.code, error.name, error.offset, error.message) == (
        -9, "LLURI_EHOST", 3, "invalid character in host")
    with pytest.raises(ValueError):
        raise lluri.ParseError(-12, "LLURI_EPATH", 0, "invalid character in path")


# ---- parse: the exact error and offset ----------------------------------------------------

# text, parse options, error name, offset. The first six are lluri.h's own
# examples; the rest agree with `lluri parse --json` (src/cli/lluri).
PARSE_ERRORS = [
    ("http://a b/", {}, "LLURI_EHOST", 8),
    ("http://a:1x/", {}, "LLURI_EPORT", 10),
    ("http://u:p s@h", {}, "LLURI_EUSERINFO", 10),
    ("a%3:b", {}, "LLURI_EPCT", 3),
    ("1abc:/x", {}, "LLURI_ESCHEME", 0),
    ("//[::1]@x", {}, "LLURI_EHOST", 7),
    ("http://[::1", {}, "LLURI_EIPLITERAL", 11),
    ("http://[1::2::3]/", {}, "LLURI_EIPLITERAL", 13),
    ("http://[vz.x]/", {}, "LLURI_EIPLITERAL", 9),
    ("http://[fe80::1%25eth0]/", {}, "LLURI_EIPLITERAL", 15),
    ("http://[fe80::1%25]/", {"zone_id": True}, "LLURI_EIPLITERAL", 18),
    ("http://a/b c", {}, "LLURI_EPATH", 10),
    ("http://a/b\\c", {}, "LLURI_EPATH", 10),
    ("http://a/?q r", {}, "LLURI_EQUERY", 11),
    ("http://a/#f#g", {}, "LLURI_EFRAGMENT", 11),
    (":x", {}, "LLURI_ESCHEME", 0),
    ("ht!tp://x", {}, "LLURI_ESCHEME", 2),
    ("a%", {}, "LLURI_EPCT", 2),
    ("%zz", {}, "LLURI_EPCT", 1),
    ("http://a/%", {}, "LLURI_EPCT", 10),
    ("//a:b:c", {}, "LLURI_EPORT", 4),
    ("/x", {"start": "uri"}, "LLURI_ENOSCHEME", 0),
    ("a", {"start": "uri"}, "LLURI_ENOSCHEME", 1),
    ("http://a/#f", {"start": "absolute"}, "LLURI_ENOFRAGMENT", 9),
    ("/x", {"start": "absolute"}, "LLURI_ENOSCHEME", 0),
    ("http:x", {"start": "relative"}, "LLURI_ESCHEMEREL", 4),
    ("a:b", {"start": "relative"}, "LLURI_ESCHEMEREL", 1),
    ("http://a/\x01", {"lenient": True}, "LLURI_EPATH", 9),
    ("http://a:x/", {"lenient": True}, "LLURI_EPORT", 9),
    ("http://a:1x/", {"lenient": True}, "LLURI_EPORT", 10),
    ("<http://a/\x7f>", {"lenient": True}, "LLURI_EPATH", 10),
    ("a%3:b", {"lenient": True}, "LLURI_ESCHEME", 1),
]


@pytest.mark.parametrize(("text", "options", "name", "offset"), PARSE_ERRORS)
@pytest.mark.parametrize("kind", [str, bytes])
def test_parse_error_name_and_offset(text, options, name, offset, kind):
    with pytest.raises(lluri.ParseError) as info:
        lluri.parse(text if kind is str else text.encode(), **options)
    assert_error(info.value, name, offset)


@pytest.mark.parametrize(("text", "options"), [
    (text, options) for text, options, _, _ in PARSE_ERRORS if "lenient" not in options])
def test_is_valid_is_false_where_parse_fails(text, options):
    assert lluri.is_valid(text, **options) is False
    assert lluri.is_valid(text.encode(), **options) is False


# text (str), parse options, error name, offset in characters, in bytes.
NON_ASCII_ERRORS = [
    ("http://a/ä b", {"iri": True}, "LLURI_EPATH", 10, 11),
    ("http://ä/ b", {"iri": True}, "LLURI_EPATH", 9, 10),
    ("http://ä.example/ä?ö#ü ", {"iri": True}, "LLURI_EFRAGMENT", 22, 26),
    ("ü://x", {"iri": True}, "LLURI_ESCHEME", 0, 0),
    ("http://a/ä", {}, "LLURI_EPATH", 9, 9),
    ("http://a/x/ä", {}, "LLURI_EPATH", 11, 11),
    ("ü://x", {}, "LLURI_EPATH", 0, 0),
    ("http://ü:1x/", {"lenient": True}, "LLURI_EPORT", 10, 11),
    ("http://ä/\x01", {"lenient": True}, "LLURI_EPATH", 9, 10),
    # the byte at fault is inside a character: the offset is that character's
    ("http://a/\ufdd0", {"iri": True}, "LLURI_EPATH", 9, 11),
    ("http://a/?\ufffe", {"iri": True}, "LLURI_EQUERY", 10, 12),
    ("http://\ufdd0/", {"iri": True}, "LLURI_EHOST", 7, 9),
    ("http://ä/ä\ufdd0", {"iri": True}, "LLURI_EPATH", 10, 14),
]


@pytest.mark.parametrize(("text", "options", "name", "chars", "nbytes"), NON_ASCII_ERRORS)
def test_offsets_count_characters_in_str_and_bytes_in_bytes(text, options, name, chars,
                                                             nbytes):
    with pytest.raises(lluri.ParseError) as info:
        lluri.parse(text, **options)
    assert_error(info.value, name, chars)
    with pytest.raises(lluri.ParseError) as info:
        lluri.parse(text.encode(), **options)
    assert_error(info.value, name, nbytes)


# ---- bytes that are no UTF-8, strings that are no Unicode ----------------------------------

@pytest.mark.parametrize(("data", "options", "name", "offset"), [
    (b"http://a/\xff", {}, "LLURI_EPATH", 9),
    (b"http://a/\xc3", {}, "LLURI_EPATH", 9),
    (b"http://a/\xc3", {"iri": True}, "LLURI_EPATH", 10),
    (b"http://\xff/", {"iri": True}, "LLURI_EHOST", 7),
    (b"http://a/?\xed\xa0\x80", {"iri": True}, "LLURI_EQUERY", 11),
    (b"\xff", {}, "LLURI_EPATH", 0),
])
def test_invalid_utf8_bytes_have_byte_offsets(data, options, name, offset):
    with pytest.raises(lluri.ParseError) as info:
        lluri.parse(data, **options)
    assert_error(info.value, name, offset)


def test_invalid_utf8_bytes_parse_leniently_as_bytes():
    u = lluri.parse(b"http://h\xff/p\xfe?q\xfd#f\xfc", lenient=True)
    assert (u.host, u.path, u.query, u.fragment) == (b"h\xff", b"/p\xfe", b"q\xfd", b"f\xfc")
    assert "non-utf8" in u.tolerated
    assert (u.strict_error.name, u.strict_error.offset) == ("LLURI_EHOST", 8)
    for name, (start, end) in u.spans.items():
        assert u.text[start:end] == getattr(u, name)


# text, the index of its lone surrogate
LONE_SURROGATES = [("http://a/\ud800", 9), ("http://a/\udcff", 9), ("\udfff", 0),
                   ("http://\ud83d/", 7)]


@pytest.mark.parametrize(("text", "index"), LONE_SURROGATES)
@pytest.mark.parametrize("options", [{}, {"iri": True}, {"lenient": True}],
                         ids=["strict", "iri", "lenient"])
def test_lone_surrogates_do_not_crash_parse(text, index, options):
    """No UTF-8 holds a surrogate: refused (at the surrogate, when parse
    says where), or tolerated by a lenient parse."""
    try:
        u = lluri.parse(text, **options)
    except lluri.ParseError as e:
        assert e.offset == index
    except ValueError:  # UnicodeEncodeError
        pass
    else:
        assert options.get("lenient"), "only a lenient parse takes a surrogate"
        assert u.text == text


def test_strict_error_offset_inside_a_character_is_that_character():
    u = lluri.parse("http://a/\ufdd0", lenient=True, iri=True)
    assert (u.strict_error.name, u.strict_error.offset) == ("LLURI_EPATH", 9)
    u = lluri.parse("http://a/\ufdd0".encode(), lenient=True, iri=True)
    assert (u.strict_error.name, u.strict_error.offset) == ("LLURI_EPATH", 11)


@pytest.mark.parametrize("text", [text for text, _ in LONE_SURROGATES])
@pytest.mark.parametrize("function", [
    lluri.is_valid, lluri.normalize, lluri.extract, lluri.pct_encode, lluri.pct_decode,
    lluri.parse_request_target, lluri.iri_to_uri, lluri.uri_to_iri, lluri.host_to_ascii,
    lluri.host_to_unicode, lambda t: lluri.resolve("http://a/", t),
    lambda t: lluri.equivalent(t, "http://a/"), lambda t: lluri.parse_column([t]),
], ids=["is_valid", "normalize", "extract", "pct_encode", "pct_decode",
        "parse_request_target", "iri_to_uri", "uri_to_iri", "host_to_ascii",
        "host_to_unicode", "resolve", "equivalent", "parse_column"])
def test_lone_surrogates_do_not_crash(function, text):
    try:
        function(text)
    except ValueError:  # lluri.Error or UnicodeEncodeError
        pass


# ---- TypeError: arguments that are no text ----------------------------------------------

URI = lluri.parse("http://a/b")
NOT_TEXT = [1, None, 1.5, ["http://a/"], bytearray(b"x")]

TYPE_ERROR_CALLS = {
    "parse": lambda x: lluri.parse(x),
    "is_valid": lambda x: lluri.is_valid(x),
    "resolve-base": lambda x: lluri.resolve(x, "g"),
    "resolve-ref": lambda x: lluri.resolve("http://a/", x),
    "normalize": lambda x: lluri.normalize(x),
    "equivalent-a": lambda x: lluri.equivalent(x, "http://a/"),
    "equivalent-b": lambda x: lluri.equivalent("http://a/", x),
    "extract": lambda x: lluri.extract(x),
    "pct_encode": lambda x: lluri.pct_encode(x),
    "pct_decode": lambda x: lluri.pct_decode(x),
    "parse_request_target": lambda x: lluri.parse_request_target(x),
    "parse_request_target-method": lambda x: lluri.parse_request_target("/", x),
    "iri_to_uri": lambda x: lluri.iri_to_uri(x),
    "uri_to_iri": lambda x: lluri.uri_to_iri(x),
    "host_to_ascii": lambda x: lluri.host_to_ascii(x),
    "host_to_unicode": lambda x: lluri.host_to_unicode(x),
    "URI.resolve": lambda x: URI.resolve(x),
    "URI.relativize": lambda x: URI.relativize(x),
    "parse_column-value": lambda x: lluri.parse_column(["http://a/", x]),
}


@pytest.mark.parametrize(("call", "value"), [
    pytest.param(call, value, id=f"{name}-{type(value).__name__}")
    for name, call in TYPE_ERROR_CALLS.items() for value in NOT_TEXT
    if not (name == "parse_column-value" and value is None)])  # None: a null row
def test_type_error_for_an_argument_that_is_no_text(call, value):
    with pytest.raises(TypeError):
        call(value)


@pytest.mark.parametrize("value", [1, 1.5, ["x"]], ids=lambda v: type(v).__name__)
def test_type_error_for_a_replaced_component_that_is_no_text(value):
    with pytest.raises(TypeError):
        URI.replace(host=value)


def test_type_error_for_str_and_bytes_together():
    with pytest.raises(TypeError):
        lluri.resolve("http://a/", b"g")
    with pytest.raises(TypeError):
        lluri.resolve(b"http://a/", "g")
    with pytest.raises(TypeError):
        lluri.parse("http://a/").resolve(b"g")


def test_parse_column_of_no_iterable_is_a_type_error():
    with pytest.raises(TypeError):
        lluri.parse_column(1)


# ---- ValueError: bad keyword values ------------------------------------------------------

@pytest.mark.parametrize("call", [
    lambda: lluri.parse("http://a/", start="nope"),
    lambda: lluri.parse("http://a/", start="URI"),
    lambda: lluri.is_valid("http://a/", start="nope"),
    lambda: lluri.parse_column(["http://a/"], start="nope"),
    lambda: lluri.pct_encode("a", "nope"),
    lambda: lluri.pct_encode("a", "host"),
    lambda: lluri.parse_column(["http://a/"], ["nope"]),
    lambda: lluri.parse_column(["http://a/"], errors="nope"),
], ids=["parse-start", "parse-start-case", "is_valid-start", "parse_column-start",
        "pct_encode-component", "pct_encode-host", "parse_column-component",
        "parse_column-errors"])
def test_value_error_for_a_bad_keyword_value(call):
    with pytest.raises(ValueError):
        call()


def test_replace_of_an_unknown_component_is_refused():
    with pytest.raises((TypeError, ValueError)):
        URI.replace(hostname="b")


# ---- errors of the other functions --------------------------------------------------------

@pytest.mark.parametrize(("call", "name", "offset"), [
    (lambda: lluri.resolve("/a", "b"), "LLURI_EBASE", 0),
    (lambda: lluri.resolve("a", "b"), "LLURI_EBASE", 0),
    (lambda: lluri.resolve("http://a/", "a b"), "LLURI_EPATH", 1),
    (lambda: lluri.resolve("http://a b/", "x"), "LLURI_EHOST", 8),
    (lambda: lluri.parse("/a").resolve("b"), "LLURI_EBASE", 0),
    (lambda: lluri.parse("http://a/").resolve("%zz"), "LLURI_EPCT", 1),
    (lambda: lluri.normalize("http://a/b c"), "LLURI_EPATH", 10),
    (lambda: lluri.normalize("http://a/ä b"), "LLURI_EPATH", 9),
    (lambda: lluri.equivalent("http://a b/", "http://a/"), "LLURI_EHOST", 8),
    (lambda: lluri.equivalent("http://a/", "http://a:1x/"), "LLURI_EPORT", 10),
    (lambda: lluri.pct_decode("a%2"), "LLURI_EPCT", 1),
    (lambda: lluri.pct_decode("%zz"), "LLURI_EPCT", 0),
    (lambda: lluri.pct_decode("ää%"), "LLURI_EPCT", 2),
    (lambda: lluri.pct_decode("ää%".encode()), "LLURI_EPCT", 4),
    (lambda: lluri.parse_request_target("/x", "CONNECT"), "LLURI_EFORM", 0),
    (lambda: lluri.parse_request_target("*", "GET"), "LLURI_EFORM", 0),
    (lambda: lluri.parse_request_target("/x", "GE T"), "LLURI_EMETHOD", 2),
    (lambda: lluri.parse_request_target("/a b"), "LLURI_EPATH", 2),
    (lambda: lluri.iri_to_uri("http://a/ b"), "LLURI_EPATH", 9),
    (lambda: lluri.iri_to_uri("http://a/ä b"), "LLURI_EPATH", 10),
    (lambda: lluri.uri_to_iri("http://a b/"), "LLURI_EHOST", 8),
    (lambda: lluri.uri_to_iri("http://a/ä"), "LLURI_EPATH", 9),
    (lambda: URI.replace(host="a b"), "LLURI_EHOST", None),
    (lambda: URI.replace(port="8x"), "LLURI_EPORT", None),
    (lambda: URI.replace(path="x"), "LLURI_EPARTS", None),
    (lambda: URI.replace(host=None, port="1"), "LLURI_EPARTS", None),
], ids=["resolve-path-base", "resolve-rel-base", "resolve-bad-ref", "resolve-bad-base",
        "URI.resolve-base", "URI.resolve-bad-ref", "normalize", "normalize-non-ascii",
        "equivalent-a", "equivalent-b", "pct_decode-short", "pct_decode-zz",
        "pct_decode-chars", "pct_decode-bytes", "target-connect", "target-asterisk",
        "target-method", "target-path", "iri_to_uri", "iri_to_uri-chars",
        "uri_to_iri", "uri_to_iri-iri", "replace-host", "replace-port", "replace-path",
        "replace-port-without-host"])
def test_error_name_and_offset(call, name, offset):
    """offset None: not asserted (lluri.h says a recomposed component's
    error is at an offset into that component; the C library counts into
    the recomposed text)."""
    with pytest.raises(lluri.Error) as info:
        call()
    assert info.value.name == name
    assert info.value.code == ERRORS[name][0]
    assert info.value.message == ERRORS[name][1]
    if offset is not None:
        assert info.value.offset == offset


@pytest.mark.parametrize("text", ["http://a:65536/", "http://a:4294967296/"])
def test_port_number_out_of_range(text):
    with pytest.raises(ValueError):
        lluri.parse(text).port_number


needs_idn = pytest.mark.skipif(not lluri.idn_supported, reason="built without libidn2")


@needs_idn
@pytest.mark.parametrize("function", [lluri.host_to_ascii, lluri.host_to_unicode])
@pytest.mark.parametrize(("host", "name", "chars", "nbytes"), [
    ("a/b", "LLURI_EHOST", 1, 1),
    ("a b", "LLURI_EHOST", 1, 1),
    ("a%zz", "LLURI_EPCT", 1, 1),
    ("ü/x", "LLURI_EHOST", 1, 2),
    ("üü%z", "LLURI_EPCT", 2, 4),
    ("[::1]", "LLURI_EHOST", 1, 1),
    ("a\ue000", "LLURI_EIDNCHAR", 1, 1),
])
def test_host_function_errors(function, host, name, chars, nbytes):
    with pytest.raises(lluri.Error) as info:
        function(host)
    assert_error(info.value, name, chars)
    with pytest.raises(lluri.Error) as info:
        function(host.encode())
    assert_error(info.value, name, nbytes)


@needs_idn
def test_ascii_name_with_a_bad_a_label():
    # the URL Standard's domain to ASCII lower-cases a name all ASCII and
    # checks nothing more (WPT toascii: "xn--0.com" stays); its U-labels
    # need the label decoded, and "zz" is no Punycode
    assert lluri.host_to_ascii("XN--ZZ") == "xn--zz"
    with pytest.raises(lluri.Error) as info:
        lluri.host_to_unicode("xn--zz")
    assert_error(info.value, "LLURI_EIDNPUNY", 0)


@pytest.mark.skipif(lluri.idn_supported, reason="built with libidn2")
def test_iri_to_uri_of_a_non_ascii_host_needs_libidn2():
    with pytest.raises(lluri.Error) as info:
        lluri.iri_to_uri("http://ü/")
    assert info.value.name == "LLURI_ENOTSUP"


# ---- writers refuse lenient and non-ASCII IRI parses -----------------------------------------

NOT_FOR_WRITERS = [
    ("http://a b/", {"lenient": True}),
    ("http://a/%zz", {"lenient": True}),
    ("http://ü.example/ä", {"iri": True}),
    ("http://a/ä", {"iri": True}),
    (b"http://a/\xff", {"lenient": True}),
]

def like(u, text):
    """text as the type of u's text."""
    return text.encode() if isinstance(u.text, bytes) else text


WRITERS = {
    "normalize": lambda u: u.normalize(),
    "normalize-no-steps": lambda u: u.normalize(case=False, pct=False, dots=False,
                                                scheme=False, ipv6=False),
    "resolve-as-base": lambda u: u.resolve(like(u, "g")),
    "resolve-as-ref": lambda u: lluri.parse(like(u, "http://x/")).resolve(u),
    "relativize-as-base": lambda u: u.relativize(like(u, "http://a/y")),
    "relativize-as-target": lambda u: lluri.parse(like(u, "http://a/")).relativize(u),
    "replace": lambda u: u.replace(fragment=like(u, "f")),
}


@pytest.mark.parametrize(("text", "options"), NOT_FOR_WRITERS)
@pytest.mark.parametrize("writer", WRITERS.values(), ids=WRITERS.keys())
def test_writers_refuse_a_lenient_or_non_ascii_parse(writer, text, options):
    u = lluri.parse(text, **options)
    with pytest.raises(lluri.Error):
        writer(u)


def test_writers_take_a_lenient_parse_of_a_valid_uri():
    u = lluri.parse("HTTP://a/./x", lenient=True)
    assert u.normalize().text == "http://a/x"
    assert u.resolve("y").text == "HTTP://a/y"


def test_writers_take_an_ascii_iri_parse():
    u = lluri.parse("HTTP://a/./x", iri=True)
    assert u.normalize().text == "http://a/x"


# ---- the side of a two-URI error: resolve's base or ref, relativize's base or target ----

P = lluri.parse


@pytest.mark.parametrize(("call", "name", "offset", "side"), [
    (lambda: P("http://a/").resolve(P("abcdefghij/x y", lenient=True)), "LLURI_EPATH", 12, "ref"),
    (lambda: P("http://a/").resolve(P("ä/bcdefghij/x y", lenient=True, iri=True)),
     "LLURI_EPATH", 0, "ref"),
    (lambda: P(b"http://a/").resolve(P("äbcdefghij/x y".encode(), lenient=True, iri=True)),
     "LLURI_EPATH", 0, "ref"),
    (lambda: P("http://a/").resolve(P("abcdefghij/ä", iri=True)), "LLURI_EPATH", 11, "ref"),
    (lambda: P("http://a/").relativize(P("http://a/b/c/d/e#a#b", lenient=True)),
     "LLURI_EFRAGMENT", 18, "target"),
    (lambda: P("http://a/ b", lenient=True).resolve("abcdefghijklmn"), "LLURI_EPATH", 9, "base"),
    (lambda: P("http://a/ b", lenient=True).resolve(P("c/ d", lenient=True)),
     "LLURI_EPATH", 9, "base"),
    (lambda: P("http://a/#a b", lenient=True).resolve(P("xxxxx y", lenient=True)),
     "LLURI_EFRAGMENT", 11, "base"),
    (lambda: P("http://aaaaaaa/ b", lenient=True).relativize("http://aaaaaaa/x"),
     "LLURI_EPATH", 15, "base"),
    (lambda: P("a/").resolve("x"), "LLURI_EBASE", 0, "base"),
    (lambda: P("a/").relativize("b"), "LLURI_EBASE", 0, "base"),
    (lambda: P("http://a/").resolve("abcdefghij/x y"), "LLURI_EPATH", 12, "ref"),
    (lambda: P("http://a/").relativize("http://a/b/c/d/e#a#b"), "LLURI_EFRAGMENT", 18,
     "target"),
    (lambda: lluri.resolve("a/", "b"), "LLURI_EBASE", 0, "base"),
    (lambda: lluri.resolve("http://a b/", "x"), "LLURI_EHOST", 8, "base"),
    (lambda: lluri.resolve("http://a/", "abcdefghij/x y"), "LLURI_EPATH", 12, "ref"),
    (lambda: lluri.relativize("http://a b/", "http://a/"), "LLURI_EHOST", 8, "base"),
    (lambda: lluri.relativize("http://a/", "http://a/x y"), "LLURI_EPATH", 10, "target"),
    (lambda: lluri.relativize("http://a/", "g"), "LLURI_ENOSCHEME", 0, "target"),
    (lambda: lluri.relativize("a/", "http://a/"), "LLURI_EBASE", 0, "base"),
])
def test_two_uri_errors_name_their_side_and_count_into_it(call, name, offset, side):
    with pytest.raises(lluri.Error) as info:
        call()
    assert_error(info.value, name, offset)
    assert info.value.side == side
    assert str(info.value) == (f"{side}: {ERRORS[name][1]} ({name}) at offset {offset}")


def test_side_is_none_outside_two_uri_calls_and_survives_pickling():
    import pickle
    with pytest.raises(lluri.ParseError) as info:
        lluri.parse("http://a b/")
    assert info.value.side is None
    assert str(info.value) == "invalid character in host (LLURI_EHOST) at offset 8"
    error = lluri.ParseError(-9, "LLURI_EHOST", 8, "invalid character in host", side="ref")
    copy = pickle.loads(pickle.dumps(error))
    assert (copy.side, copy.offset, copy.args) == ("ref", 8, error.args)


# ---- str and bytes do not mix; replace's port ------------------------------------------------

@pytest.mark.parametrize("call", [
    lambda: lluri.equivalent("http://a/", b"http://a/"),
    lambda: lluri.equivalent(b"http://a/", "http://a/"),
    lambda: lluri.parse("http://a/").replace(host=b"x.org"),
    lambda: lluri.parse(b"http://a/").replace(host="x.org"),
    lambda: lluri.parse("http://a/").replace(port=b"81"),
    lambda: lluri.parse(b"http://a/").replace(path="/x"),
])
def test_equivalent_and_replace_refuse_str_and_bytes_together(call):
    with pytest.raises(TypeError, match="^cannot mix str and bytes URIs$"):
        call()


def test_replace_takes_any_integer_port_but_not_a_bool():
    np = pytest.importorskip("numpy")
    u, b = lluri.parse("http://a/"), lluri.parse(b"http://a/")
    assert u.replace(port=np.int64(8080)) == lluri.parse("http://a:8080/")
    assert u.replace(port=8080) == lluri.parse("http://a:8080/")
    assert b.replace(port=np.uint16(80)) == lluri.parse(b"http://a:80/")
    assert b.replace(port=81) == lluri.parse(b"http://a:81/")
    assert u.replace(port="0081") == lluri.parse("http://a:0081/")
    assert b.replace(port=b"") == lluri.parse(b"http://a:/")
    for port in (True, False, np.bool_(True), 80.0):
        with pytest.raises(TypeError, match="^port must be an int, str or bytes, not "):
            u.replace(port=port)
    with pytest.raises(TypeError, match="^host must be str or bytes, not int$"):
        u.replace(host=3)
