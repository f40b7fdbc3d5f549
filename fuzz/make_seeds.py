#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""make_seeds.py — the seed corpus for the fuzz targets, written under OUTDIR/NAME/.

    fuzz/make_seeds.py TOP_SRCDIR OUTDIR [DATASET_DIR]

Inputs: the string literals of tests/common/vectors.h (valid and invalid vectors),
and a sample of each file of DATASET_DIR (the URL lists), every
SAMPLE-th line, capped. Each seed is the target's control byte and text, as
fuzz/fuzz.h describes; two-string targets (resolve, relativize) get
"base\\nreference" pairs against the RFC 3986 §5.4 base.
Nothing here is committed: make fuzz regenerates it (fuzz/seeds/ holds the
few hand-written seeds that are).
"""
import ast, hashlib, os, re, sys

top, outdir = sys.argv[1], sys.argv[2]
dataset = sys.argv[3] if len(sys.argv) > 3 else None
SAMPLE, CAP = 97, 400

def literals(path):
    text = open(path, encoding="utf-8").read()
    out = []
    for m in re.finditer(r'\.in\s*=\s*((?:"(?:[^"\\]|\\.)*"\s*)+)', text) or []:
        parts = re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(1))
        s = "".join(parts)
        try:
            b = ast.literal_eval('b"' + s + '"')
        except Exception:
            continue
        out.append(b)
    for m in re.finditer(r'BYTES\(((?:"(?:[^"\\]|\\.)*"\s*)+)\)', text):
        parts = re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(1))
        try:
            out.append(ast.literal_eval('b"' + "".join(parts) + '"'))
        except Exception:
            pass
    return out

uris = []
for f in ("tests/common/vectors.h", "tests/unit/test_resolve.c", "tests/unit/test_normalize.c"):
    p = os.path.join(top, f)
    if os.path.exists(p):
        uris += literals(p)
if dataset and os.path.isdir(dataset):
    for f in sorted(os.listdir(dataset)):
        if not f.endswith(".txt"):
            continue
        with open(os.path.join(dataset, f), "rb") as fh:
            for i, line in enumerate(fh):
                if i % SAMPLE == 0 and i // SAMPLE < CAP:
                    uris.append(line.rstrip(b"\r\n").lstrip(b"\xef\xbb\xbf"))
uris = list(dict.fromkeys(u for u in uris if len(u) < 2048))
base = b"http://a/b/c/d;p?q"

def put(name, data):
    d = os.path.join(outdir, name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, hashlib.sha1(data).hexdigest()), "wb") as fh:
        fh.write(data)

for u in uris:
    put("parse", b"0" + u)            # URI-reference, split at 3/15
    put("parse", b"\xf5" + u)         # URI, zone ids, split at the end
    put("recompose", b"\x7f" + u)     # every part present: the URI as one piece
    put("normalize", b"0\x1f" + u)    # every normalization
    put("pct", b"0" + u)
    put("query", b"0" + u)
    put("differential", b"0" + u)
    put("dots", b"@" + u)             # the whole text as a path
    put("resolve", b"0" + base + b"\n" + u)
    put("relativize", b"0" + base + b"\n" + u)
    put("relativize", b"0" + u + b"\n" + base)

# fuzz_scheme and fuzz_extract: the string literals of their unit tests
def strings(path):
    if not os.path.exists(path):
        return []
    out = []
    for m in re.finditer(r'"((?:[^"\\\n]|\\.)*)"', open(path, encoding="utf-8").read()):
        try:
            out.append(ast.literal_eval('b"' + m.group(1) + '"'))
        except Exception:
            pass
    return out

scheme_re = re.compile(rb'^[A-Za-z][A-Za-z0-9+.-]*:')
for f in ("tests/unit/test_rfc1738.c", "tests/unit/test_uri7.c", "tests/unit/test_database.c",
          "tests/unit/test_scheme.c"):
    for u in dict.fromkeys(strings(os.path.join(top, f))):
        if scheme_re.match(u):
            put("scheme", b"\x00" + u)                 # by its scheme
            put("scheme", b"\x01" + u)                 # LLURI_SCHEME_AS_DATABASE
            put("scheme", b"\x00" + u + b"\nu@x:y\np:w/%")  # and a db round trip
for s in dict.fromkeys(strings(os.path.join(top, "tests/unit/test_extract.c"))):
    if len(s) >= 6:
        put("extract", b"\x00" + s)                    # next without a buffer
        put("extract", b"\x41" + s)                    # any scheme, next's cap 16
