# SPDX-License-Identifier: MIT
"""The package's types under mypy --strict: the stubs (lluri/__init__.pyi,
lluri/dask.pyi), the pure-Python modules and examples/python check clean;
a snippet that uses URI[str] and URI[bytes] as a user would needs no cast,
and one that mixes them up is refused, line by line. Skipped when mypy is
not installed (Debian: python3-mypy, which ./bootstrap --with-python
installs)."""
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from urldata import PYTHON_DIR

TOP = PYTHON_DIR.parent

GOOD = '''
import lluri


def host(text: str) -> str | None:
    return lluri.parse(text).host


def raw_host(data: bytes) -> bytes | None:
    return lluri.parse(data).host


u: lluri.URI[str] = lluri.parse("http://a.example:8/p?k=1&k=2")
v: lluri.URI[bytes] = lluri.parse(b"http://a.example/p")
path: str = u.path
raw_path: bytes = v.path
ports: tuple[int | None, int | None] = (u.port_number, u.port_or_default)
first: str | None = u.query_get("k")
every: list[str] = u.query_all("k", semicolon=True)
pairs: list[tuple[bytes, bytes | None]] = v.query_pairs()
moved: lluri.URI[str] = u.resolve("../q").normalize().replace(port=None)
target: tuple[str, lluri.URI[bytes]] = lluri.parse_request_target(b"/x?y")
line: lluri.RequestLine[str] = lluri.parse_request_line("GET /x?y HTTP/1.1")
method: str = line.method
line_path: str = line.uri.path
log = lluri.parse_log_column([b"..."], "nginx", ("path", "referer_host"), lenient=True,
                             progress=lambda done, total: None)


def either(text: str | bytes) -> lluri.URI[str] | lluri.URI[bytes]:
    return lluri.parse(text)


port: int | None = lluri.default_port("https")
if u.host is not None:
    print(u.host.upper())
try:
    lluri.parse("http://h/a b", partial=True)
except lluri.ParseError as e:
    if e.partial is not None:
        print(e.partial.host, e.code, e.offset)
'''

# Each line that must be refused ends with "# E: code", mypy's error code.
BAD = '''
import lluri

u = lluri.parse("http://a/")
b: bytes | None = u.host  # E: assignment
s: str = lluri.parse(b"http://a/").path  # E: assignment
u.query_get(b"k")  # E: arg-type
lluri.parse(b"x:").query_all("k")  # E: arg-type
u.resolve(b"c")  # E: arg-type
u.query_get("k", which="all")  # E: arg-type
n: str = u.port_or_default  # E: assignment
u.host.upper()  # E: union-attr
lluri.parse(3)  # E: call-overload
q: bytes = lluri.parse_request_line("GET / HTTP/1.1").target  # E: assignment
lluri.parse_log_column([], columns=("hots",))  # E: arg-type
'''

ERROR = re.compile(r"^(?P<path>[^:]+):(?P<line>\d+): error: .*\[(?P<code>[a-z-]+)\]$")


def test_mypy_strict_on_the_stubs_the_examples_and_the_snippets(tmp_path):
    mypy = subprocess.run([sys.executable, "-m", "mypy", "--version"], capture_output=True)
    if mypy.returncode != 0:
        pytest.skip("mypy is not installed for this interpreter "
                    "(Debian: apt-get install python3-mypy)")
    (tmp_path / "good_snippet.py").write_text(textwrap.dedent(GOOD), encoding="utf-8")
    (tmp_path / "bad_snippet.py").write_text(textwrap.dedent(BAD), encoding="utf-8")
    build = os.environ.get("LLURI_BUILDDIR")
    cache = Path(build, "python", "build", "mypy-cache") if build else tmp_path / "cache"
    out = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(cache),
         "--no-color-output", "--no-error-summary", "--show-error-codes",
         str(PYTHON_DIR / "lluri"), str(TOP / "examples" / "python"),
         str(tmp_path / "good_snippet.py"), str(tmp_path / "bad_snippet.py")],
        capture_output=True, text=True, cwd=TOP, timeout=600,
        env=dict(os.environ, MYPYPATH=str(PYTHON_DIR)))
    errors = [ERROR.match(line) for line in out.stdout.splitlines()
              if ": note: " not in line]
    assert all(errors), out.stdout + out.stderr
    found = {(Path(m["path"]).name, int(m["line"]), m["code"]) for m in errors}
    expected = {("bad_snippet.py", number, line.rsplit("# E: ", 1)[1])
                for number, line in enumerate(textwrap.dedent(BAD).splitlines(), 1)
                if "# E: " in line}
    assert found == expected, out.stdout
    assert out.returncode == 1


def test_uri_is_subscriptable_at_runtime():
    """URI[str] in an annotation evaluates (PEP 585), as the stub's
    Generic[AnyStr] lets a type checker read it."""
    import typing
    import lluri
    assert typing.get_origin(lluri.URI[str]) is lluri.URI
    assert typing.get_args(lluri.URI[bytes]) == (bytes,)

    def host(u: lluri.URI[str]) -> typing.Optional[str]:
        return u.host
    assert typing.get_type_hints(host)["u"] == lluri.URI[str]
    assert host(lluri.parse("http://a/")) == "a"
