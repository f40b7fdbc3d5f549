# SPDX-License-Identifier: MIT
"""lluri: exact RFC 3986 URI parsing, resolution and normalization, from C.

    >>> import lluri
    >>> u = lluri.parse("https://user@example.com:8443/a/./b?q=1#top")
    >>> u.host, u.port_number, u.path
    ('example.com', 8443, '/a/./b')
    >>> str(u.normalize())
    'https://user@example.com:8443/a/b?q=1#top'

A str is parsed as its UTF-8 and gives str components, with offsets in
characters; bytes give bytes, with offsets in bytes. parse_column() parses a
whole column (a list, a numpy array, a pandas Series) in one C loop.
"""
import sys as _sys
from typing import Literal, Union

from ._errors import Error, ParseError
from ._lluri import (URI, __version__, cache_key, default_port, equivalent, extract,
                     host_to_ascii, host_to_unicode, idn_supported, is_valid, iri_to_uri,
                     normalize, parse, parse_request_target, pct_decode,
                     pct_encode, relativize, resolve, uri_to_iri)
from . import _lluri

__all__ = ["Error", "ParseError", "URI", "__version__", "cache_key", "default_port",
           "equivalent", "extract", "host_to_ascii", "host_to_unicode", "idn_supported", "is_valid",
           "iri_to_uri", "normalize", "parse", "parse_column",
           "parse_request_target", "pct_decode", "pct_encode", "relativize",
           "resolve", "uri_to_iri"]

# The type aliases of the stub (__init__.pyi), the same at runtime, so that
# annotations such as `x: lluri.ColumnName` evaluate.
Text = Union[str, bytes]  # str | bytes needs Python 3.10
Start = Literal["reference", "uri", "absolute", "relative"]
Component = Literal["scheme", "userinfo", "host", "port", "path", "query",
                    "fragment"]
#: What parse_column can return per component, beyond the seven above.
ColumnName = Literal["scheme", "userinfo", "host", "host_kind", "port",
                     "port_number", "path", "query", "fragment", "tolerated"]

_COMPONENT_NAMES = frozenset(_lluri._COMPONENTS)


def _nulls():
    """The null singletons of pandas (pd.NA, pd.NaT) when pandas is loaded:
    None and float NaN are nulls anyway."""
    pd = _sys.modules.get("pandas")
    return (pd.NA, pd.NaT) if pd is not None else ()


def parse_column(values, components=("host",), *, start="reference",
                 lenient=False, iri=False, errors="null", method=None):
    """Parse every value of a column in one C loop, the GIL released.

    values: a list, tuple, numpy array or pandas Series of str or bytes (a
    DataFrame is a TypeError: pass one of its columns); None, NaN,
    pandas.NA, pandas.NaT and any other value that is neither str nor bytes
    and not equal to itself (numpy's float32 NaN and NaT, decimal's NaN)
    are nulls. components: any of scheme, userinfo, host, host_kind, port,
    port_number, path, query, fragment, tolerated (any iterable of them, or
    one name).

    Returns a dict of numpy arrays (numpy is needed; a pandas DataFrame,
    with the Series' index, for a Series): one object column per component
    (None when the value is null, failed, or has no such component), then
    "valid" (bool), "error" (the error's name, "LLURI_EHOST", or None) and
    "offset" (int64, where the value went wrong; -1 when it did not). A null row is not
    valid and has no error. errors="raise" raises the first row's
    ParseError instead, with its `index` (the row's position).

    method: an HTTP method ("GET", "CONNECT", ...): every value is then a
    request target of that method (RFC 9112 §3.2, as
    parse_request_target() reads it: "//x" is a path, CONNECT's
    "host:port" an authority, OPTIONS' "*"), and a "form" column after the
    components gives each valid target's form ("origin-form", ...). Not
    with start, lenient or iri.
    """
    if errors not in ("null", "raise"):
        raise ValueError(f"errors must be 'null' or 'raise', not {errors!r}")
    if method is not None and (start != "reference" or lenient or iri):
        raise ValueError("method (request targets) does not go with start, "
                         "lenient or iri")
    if isinstance(components, str):
        components = (components,)
    try:
        components = tuple(components)      # an iterator is read once
        if not all(c in _COMPONENT_NAMES for c in components):
            raise KeyError
    except (KeyError, TypeError):
        raise ValueError(f"components must be names among {_lluri._COMPONENTS}, "
                         f"not {components!r}") from None
    pd = _sys.modules.get("pandas")
    if pd is not None and isinstance(values, pd.DataFrame):
        raise TypeError("parse_column takes one column (a pandas Series such as "
                        "df['url']), not a DataFrame")
    import numpy as np
    index = getattr(values, "index", None)
    if type(values) is list:
        seq = values          # read in place, a block at a time
    else:
        seq = values.tolist() if hasattr(values, "tolist") else list(values)
    n = len(seq)
    out = {name: np.empty(n, dtype=object) for name in components}
    if method is not None:      # request targets: their forms after the components
        out["form"] = np.empty(n, dtype=object)
    out["valid"] = np.zeros(n, dtype=np.bool_)
    out["error"] = np.empty(n, dtype=object)
    out["offset"] = np.empty(n, dtype=np.int64)
    _lluri._parse_column(seq, out, start=start, lenient=lenient, iri=iri,
                         method=method, raise_errors=errors == "raise", nulls=_nulls())
    if index is not None and hasattr(values, "to_frame"):
        import pandas as pd
        return pd.DataFrame(out, index=index, copy=False)
    return out
