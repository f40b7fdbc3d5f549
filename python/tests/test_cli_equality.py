# SPDX-License-Identifier: MIT
"""lluri.parse agrees with the C tool (`lluri parse --json`) on every line of
the shipped URL lists: components, host kind, validity, the error's message
and offset; and with --lenient, what was tolerated and the strict verdict.
One CLI run per list and mode."""
import json
import re
import subprocess

import pytest

import lluri
from urldata import split_lines

COMPONENTS = ("scheme", "userinfo", "host", "port", "path", "query", "fragment")

# The CLI writes a byte that is not part of well-formed UTF-8 as \u00XX
# (XX >= 80). Read such an escape back as a surrogateescape code point, so
# that str.encode("utf-8", "surrogateescape") gives the input's bytes. An
# escaped backslash is matched first, so that "\\u0080" stays text.
_JSON_BYTE_ESCAPE = re.compile(rb"\\\\|\\u00([89a-f][0-9a-f])")


def _escape_to_surrogate(match: re.Match) -> bytes:
    if match.group(1) is None:
        return match.group(0)
    return b"\\udc" + match.group(1)


def load_cli_object(line: bytes) -> dict:
    """One JSON object of the CLI, its strings as the bytes they stand for
    (but the error messages and tolerated names, which are text)."""
    obj = json.loads(_JSON_BYTE_ESCAPE.sub(_escape_to_surrogate, line))
    for key in ("uri",) + COMPONENTS:
        if isinstance(obj.get(key), str):
            obj[key] = obj[key].encode("utf-8", "surrogateescape")
    return obj


def run_cli(cli, data: bytes, *options: str) -> list[dict]:
    result = subprocess.run([str(cli), "parse", "--json", *options], input=data,
                            stdout=subprocess.PIPE, check=False, timeout=120)
    assert result.returncode in (0, 1), result.returncode
    return [load_cli_object(line) for line in result.stdout.splitlines()]


def compare_uri(u: lluri.URI, obj: dict) -> list[tuple[str, object, object]]:
    """(field, CLI, Python) for each component that differs."""
    diffs = [(name, obj[name], getattr(u, name)) for name in COMPONENTS
             if getattr(u, name) != obj[name]]
    if u.host_kind != obj["host_kind"]:
        diffs.append(("host_kind", obj["host_kind"], u.host_kind))
    return diffs


def compare(line: bytes, obj: dict, lenient: bool) -> list[tuple[str, object, object]]:
    """(field, CLI, Python) for each field where parse(line) and the CLI's
    object differ."""
    try:
        u = lluri.parse(line, lenient=lenient)
    except lluri.ParseError as e:
        if obj["valid"]:
            return [("valid", True, False)]
        return [(field, obj[key], got) for field, key, got in (
            ("message", "error", e.message), ("offset", "offset", e.offset))
            if obj[key] != got]
    if not obj["valid"]:
        return [("valid", False, True)]
    diffs = compare_uri(u, obj)
    if not lenient:
        return diffs
    if u.tolerated != tuple(obj["tolerated"]):
        diffs.append(("tolerated", tuple(obj["tolerated"]), u.tolerated))
    strict = u.strict_error
    expected = ((obj["strict_error"], obj["strict_offset"])
                if "strict_error" in obj else None)
    got = None if strict is None else (strict.message, strict.offset)
    if got != expected:
        diffs.append(("strict_error", expected, got))
    return diffs


def mismatches(cli, data: bytes, lenient: bool) -> list[tuple]:
    lines = split_lines(data)
    objects = run_cli(cli, data, *(["--lenient"] if lenient else []))
    assert len(objects) == len(lines)
    found = []
    for number, (line, obj) in enumerate(zip(lines, objects), start=1):
        assert obj["uri"] == line, f"line {number}: CLI output out of step"
        found += [(number, line, *diff) for diff in compare(line, obj, lenient)]
    return found


# Errors in each component, bytes that are no UTF-8, escapes the JSON
# writer uses (quote, backslash, control bytes, "\\u0080" as text), a CR
# before the LF, a BOM, and a last line without LF.
SYNTHETIC_LINES = (
    b"http://u:p@h:80/p?q#f\r\n"
    b"http://a b/\nhttp://a:1x/\nhttp://u:p s@h\na%3:b\n1abc:/x\n//[::1]@x\n"
    b"http://[::1\nhttp://a/b c\nhttp://a/?q r\nhttp://a/#f#g\n:x\n\n"
    b"http://a/\xff\nhttp://a/\xc3\nhttp://\xc3\xa4/\xc3\xa4\n"
    b"\xef\xbb\xbfhttp://a/\n \"http://a/x\" \nhttp://a/\\u0080\n"
    b"http://a/\x01\n<http://a/\x7f>\nhttp://u@v@h/\nhttp://a/%zz\nhttp://a"
)


@pytest.mark.parametrize("lenient", [False, True], ids=["strict", "lenient"])
def test_synthetic_lines_agree_with_cli(cli, lenient):
    found = mismatches(cli, SYNTHETIC_LINES, lenient)
    assert not found, found


@pytest.mark.parametrize("lenient", [False, True], ids=["strict", "lenient"])
def test_url_list_agrees_with_cli(cli, url_list, lenient):
    found = mismatches(cli, url_list.read_bytes(), lenient)
    assert not found, (f"{len(found)} mismatches (line, input, field, CLI, "
                       f"Python), the first ones: {found[:20]}")
