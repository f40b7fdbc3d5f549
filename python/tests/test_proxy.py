# SPDX-License-Identifier: MIT
"""lluri.cache_key() (lluri_cache_key(), lluri/proxy.h): the cases of
doc/proxies.md's key table, its errors, and the same bytes as the C tool's
`lluri cache-key` (which the nginx module's suite compares with nginx's
$lluri_cache_key) on every http(s) URL of the shipped lists, as an
origin-form target with a Host and as an absolute-form one. One CLI run
per list."""
import json
import os
import subprocess

import pytest

import lluri
from urldata import split_lines, url_lists

TRACKING = ("utm_*", "fbclid", "gclid")


@pytest.mark.parametrize("target, host, options, key", [
    ("/a/./b/../c?b=2&a=1", "Example.COM:80", {}, "http://example.com/a/c?b=2&a=1"),
    ("/p?b=2&utm_source=x&a=1&fbclid=y", "h", {"sort": True, "drop": TRACKING},
     "http://h/p?a=1&b=2"),
    ("/p?%75tm_medium=z&a=1&&b=2", "h", {"sort": True, "drop": TRACKING},
     "http://h/p?a=1&b=2"),
    ("/p?a=2&a=1", "h", {"sort": True}, "http://h/p?a=2&a=1"),
    ("/p?", "h", {}, "http://h/p"),
    ("/p?&", "h", {}, "http://h/p"),
    ("/a%2fb/%7euser", "h", {}, "http://h/a%2Fb/~user"),
    ("//a//../b", "h", {"merge_slashes": True}, "http://h/b"),
    ("http://U@Other.Example:80/x", "any", {}, "http://other.example/x"),
    ("/p?a=1&b=2&c=3", "h", {"keep": ["a", "c"]}, "http://h/p?a=1&c=3"),
    ("/x", "h:8443", {"scheme": "https"}, "https://h:8443/x"),
])
def test_key_table(target, host, options, key):
    assert lluri.cache_key(target, host, **options) == key
    assert lluri.cache_key(target.encode(), host, **options) == key.encode()


def test_connect():
    assert lluri.cache_key("example.com:443", method="CONNECT", scheme="https") \
        == "https://example.com"


def test_errors():
    with pytest.raises(lluri.ParseError) as e:
        lluri.cache_key("/a b", "h")
    assert e.value.offset == 2
    with pytest.raises(lluri.Error):
        lluri.cache_key("/a", "h/x")            # no Host field value
    with pytest.raises(TypeError):
        lluri.cache_key("/a", "h", drop="utm_*")  # one glob, not a list
    with pytest.raises(TypeError):
        lluri.cache_key(1)


def test_long_target():
    # over the key's stack: the scratch the binding gives it
    target = "/p?" + "&".join(f"k{i % 97}={i}" for i in range(3000))
    key = lluri.cache_key(target, "h", sort=True)
    assert key.startswith("http://h/p?k0=0&k0=97&")
    assert len(key) == len("http://h") + len(target)


def shipped_targets(path):
    """Each http(s) URL of the list as an origin-form target (its path and
    query) and as an absolute-form one."""
    targets = []
    for u in split_lines(path.read_bytes()):
        if not u.lower().startswith((b"http://", b"https://")):
            continue
        rest = u.split(b"://", 1)[1]
        slash = rest.find(b"/")
        targets.append(rest[slash:] if slash >= 0 else b"/")
        targets.append(u)
    return targets


@pytest.mark.parametrize("path", url_lists() or [None], ids=lambda p: p.name if p else "none")
def test_same_keys_as_the_tool(path):
    if path is None:
        pytest.skip("no URL lists (configure --with-url-data=DIR)")
    cli = os.environ.get("LLURI_CLI")
    if not cli:
        pytest.skip("no LLURI_CLI (make python-check sets it)")
    targets = shipped_targets(path)
    if not targets:
        pytest.skip(f"no http(s) URL in {path.name}")
    args = [cli, "cache-key", "--json", "--host=www.example.com", "--query-sort"]
    args += ["--query-drop=" + g for g in TRACKING]
    out = subprocess.run(args, input=b"\n".join(targets) + b"\n", stdout=subprocess.PIPE,
                         check=False, timeout=300).stdout.splitlines()
    assert len(out) == len(targets)
    keyed = 0
    for target, line in zip(targets, out):
        want = json.loads(line)
        try:
            got = lluri.cache_key(target, "www.example.com", sort=True, drop=TRACKING)
        except lluri.ParseError as e:
            assert not want.get("valid", True), target
            assert (e.message, e.offset) == (want["error"], want["offset"]), target
            continue
        # (a valid target is ASCII, and so is its key)
        assert "key" in want, target
        assert got == want["key"].encode("ascii"), target
        keyed += 1
    assert keyed > len(targets) // 2, (keyed, len(targets))
