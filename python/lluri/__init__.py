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
from typing import AnyStr, Callable, Generic, Literal, NamedTuple, Union

from ._errors import Error, ParseError
from ._lluri import (URI, __version__, cache_key, default_port, equivalent, extract,
                     host_to_ascii, host_to_unicode, idn_supported, is_valid, iri_to_uri,
                     normalize, parse, parse_request_target, pct_decode,
                     pct_encode, relativize, resolve, uri_to_iri)
from . import _lluri

__all__ = ["Error", "ParseError", "RequestLine", "URI", "__version__", "cache_key",
           "default_port", "equivalent", "extract", "host_to_ascii", "host_to_unicode",
           "idn_supported", "is_valid", "iri_to_uri", "normalize", "parse", "parse_column",
           "parse_log_column", "parse_request_line", "parse_request_target", "pct_decode",
           "pct_encode", "relativize",
           "resolve", "uri_to_iri"]

# The type aliases of the stub (__init__.pyi), the same at runtime, so that
# annotations such as `x: lluri.ColumnName` evaluate.
Text = Union[str, bytes]  # str | bytes needs Python 3.10
Start = Literal["reference", "uri", "absolute", "relative"]
Component = Literal["scheme", "userinfo", "host", "port", "path", "query",
                    "fragment"]
Form = Literal["origin-form", "absolute-form", "authority-form", "asterisk-form"]
#: What parse_column can return per component, beyond the seven above.
ColumnName = Literal["scheme", "userinfo", "host", "host_kind", "port",
                     "port_number", "path", "query", "fragment", "tolerated"]

#: The columns parse_log_column can return (beyond valid, error, offset).
LogColumn = Literal["remote", "remote_user", "time", "request", "status", "bytes",
                    "referer", "user_agent", "method", "form", "target", "version",
                    "scheme", "userinfo", "host", "host_kind", "port", "port_number",
                    "path", "query", "request_error", "request_offset",
                    "referer_scheme", "referer_userinfo", "referer_host",
                    "referer_host_kind", "referer_port", "referer_port_number",
                    "referer_path", "referer_query", "referer_fragment",
                    "referer_tolerated", "referer_error", "referer_offset"]
#: The columns parse_log_column gives by default.
LOG_COLUMNS = ("method", "form", "path", "query", "status", "referer_host")
#: The formats parse_log_column knows by name (format strings otherwise).
LogFormat = Literal["combined", "common", "nginx"]
Progress = Union[bool, Callable[[int, int], object], None]

_COMPONENT_NAMES = frozenset(_lluri._COMPONENTS)
_LOG_COLUMN_NAMES = frozenset(_lluri._LOG_COLUMNS) - {"valid", "error", "offset"}
_OFFSET_COLUMNS = ("request_offset", "referer_offset")


def _nulls():
    """The null singletons of pandas (pd.NA, pd.NaT) when pandas is loaded:
    None and float NaN are nulls anyway."""
    pd = _sys.modules.get("pandas")
    return (pd.NA, pd.NaT) if pd is not None else ()


#: Rows a column helper parses between two reports of progress.
PROGRESS_CHUNK = 1 << 16


def _reporter(progress, total, what):
    """A function of the rows done so far, from progress: a callable
    (called as progress(done, total)), True (a tqdm bar on stderr when tqdm
    is importable, else a line on stderr per chunk), or None/False
    (nothing: the helpers never print unless asked)."""
    if callable(progress):
        return lambda done: progress(done, total), None
    try:
        from tqdm import tqdm
    except ImportError:
        def line(done):
            print(f"{what}: {done}/{total} rows", file=_sys.stderr, flush=True)
        return line, None
    bar = tqdm(total=total, desc=what, unit=" rows", file=_sys.stderr)
    state = [0]

    def advance(done):
        bar.update(done - state[0])
        state[0] = done
    return advance, bar


def _run(fn, seq, out, progress, what):
    """fn(seq, out, first) over the whole column (first 0), or chunk by
    chunk (slices of seq and of out's arrays, first the row of the chunk's
    first value, which errors count from) reporting progress after each."""
    if not progress:
        fn(seq, out, 0)
        return
    n = len(seq)
    report, bar = _reporter(progress, n, what)
    try:
        for start in range(0, n, PROGRESS_CHUNK):
            stop = min(start + PROGRESS_CHUNK, n)
            fn(seq[start:stop], {name: a[start:stop] for name, a in out.items()}, start)
            report(stop)
        if n == 0:
            report(0)
    finally:
        if bar is not None:
            bar.close()


def _column_input(values, what):
    """(the values as a list, their index or None) for a column helper."""
    pd = _sys.modules.get("pandas")
    if pd is not None and isinstance(values, pd.DataFrame):
        raise TypeError(f"{what} takes one column (a pandas Series such as "
                        "df['url']), not a DataFrame")
    index = getattr(values, "index", None)
    if type(values) is list:
        seq = values          # read in place, a block at a time
    else:
        seq = values.tolist() if hasattr(values, "tolist") else list(values)
    return seq, index


def _column_output(values, index, out):
    if index is not None and hasattr(values, "to_frame"):
        import pandas as pd
        return pd.DataFrame(out, index=index, copy=False)
    return out


def parse_column(values, components=("host",), *, start="reference",
                 lenient=False, iri=False, errors="null", method=None, progress=None):
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

    progress: None (the default: nothing is printed), True (a tqdm bar on
    stderr, or a line per chunk of PROGRESS_CHUNK rows without tqdm), or
    a callable, called as progress(rows_done, rows_total) after each chunk.
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
    seq, index = _column_input(values, "parse_column")
    import numpy as np
    n = len(seq)
    out = {name: np.empty(n, dtype=object) for name in components}
    if method is not None:      # request targets: their forms after the components
        out["form"] = np.empty(n, dtype=object)
    out["valid"] = np.zeros(n, dtype=np.bool_)
    out["error"] = np.empty(n, dtype=object)
    out["offset"] = np.empty(n, dtype=np.int64)
    nulls = _nulls()
    _run(lambda s, o, first: _lluri._parse_column(
        s, o, start=start, lenient=lenient, iri=iri, method=method,
        raise_errors=errors == "raise", nulls=nulls, first=first),
         seq, out, progress, "parse_column")
    return _column_output(values, index, out)


def parse_log_column(lines, format="combined", columns=LOG_COLUMNS, *, lenient=False,
                     max_method=None, max_target=None, zone_id=False, errors="null",
                     progress=None):
    """Read a column of web server access-log lines (a list, numpy array or
    pandas Series of str or bytes, without their line ends; nulls as
    parse_column takes them) in one C loop, the GIL released.

    format: "combined" (Apache's Combined Log Format), "common", "nginx"
    (nginx's predefined combined), or a format string in Apache's LogFormat
    notation ('%h %t "%r" %>s "%{Referer}i"') or nginx's log_format
    notation ('$remote_addr [$time_local] "$request" $status'); lluri.Error
    (LLURI_ELOGFORMAT at its offset) for one that is neither.

    columns: any of the log's fields ("remote", "remote_user", "time",
    "request", "status", "bytes", "referer", "user_agent": as the client
    sent them, the server's escapes undone; None where the server wrote
    "-"), the request line's ("method", "form", "target", "version"), its
    target's components ("scheme", "userinfo", "host", "host_kind", "port",
    "port_number", "path", "query"), "request_error" and "request_offset"
    (why the request line was refused, and where in it), and the referer's
    components ("referer_host", ..., "referer_tolerated"), "referer_error"
    and "referer_offset". The request line is read as parse_request_line()
    reads it (max_method, max_target, zone_id), the referer as parse()
    reads a URI (lenient=True: as logs hold it). These are lluri log's
    template fields ({method}, {referer.host}, ...).

    Returns a dict of numpy arrays (a DataFrame with the Series' index for
    a Series): the columns asked for (objects: str for str lines, bytes for
    bytes; the offsets int64, -1 for none), then "valid" (the line is in
    the format), "error" (LLURI_ELOGLINE, or None) and "offset" (where the
    line leaves the format; -1). A line not in the format is a row of None
    with its error; a request line or a referer that does not parse is
    data (its components None, its error in request_error or
    referer_error). errors="raise" raises the first line not in the format
    as ParseError, with its `index`. progress: as parse_column's.
    """
    if errors not in ("null", "raise"):
        raise ValueError(f"errors must be 'null' or 'raise', not {errors!r}")
    if isinstance(columns, str):
        columns = (columns,)
    try:
        columns = tuple(columns)
        if not all(c in _LOG_COLUMN_NAMES for c in columns) or len(set(columns)) < len(columns):
            raise KeyError
    except (KeyError, TypeError):
        raise ValueError(f"columns must be distinct names among "
                         f"{sorted(_LOG_COLUMN_NAMES)}, not {columns!r}") from None
    if isinstance(format, str):
        format = _lluri._LOG_FORMATS.get(format, format)
    seq, index = _column_input(lines, "parse_log_column")
    import numpy as np
    n = len(seq)
    out = {name: np.empty(n, dtype=np.int64 if name in _OFFSET_COLUMNS else object)
           for name in columns}
    out["valid"] = np.zeros(n, dtype=np.bool_)
    out["error"] = np.empty(n, dtype=object)
    out["offset"] = np.empty(n, dtype=np.int64)
    nulls = _nulls()
    _run(lambda s, o, first: _lluri._parse_log_column(
        s, o, format=format, lenient=lenient, zone_id=zone_id, max_method=max_method,
        max_target=max_target, raise_errors=errors == "raise", nulls=nulls, first=first),
         seq, out, progress, "parse_log_column")
    return _column_output(values=lines, index=index, out=out)


# A NamedTuple may be generic from Python 3.11 on (RequestLine[str]).
_REQUEST_LINE_BASES = ((NamedTuple, Generic[AnyStr]) if _sys.version_info >= (3, 11)
                       else (NamedTuple,))


class RequestLine(*_REQUEST_LINE_BASES):  # type: ignore[misc]
    """An HTTP request line (RFC 9112 §3), as parse_request_line() reads
    it: texts of the line's kind (str or bytes: RequestLine[str]), form one of
    "origin-form", "absolute-form", "authority-form", "asterisk-form", and
    uri the target's URI (parse_request_target()'s: the origin-form's path
    and query, the absolute-form's every component, the authority-form's
    host and port, the asterisk-form's path "*")."""
    method: AnyStr
    form: Form
    target: AnyStr
    version: AnyStr
    uri: "URI[AnyStr]"


def parse_request_line(line, *, max_method=None, max_target=None, zone_id=False):
    """Read one HTTP request line, "method SP request-target SP
    HTTP-version" (RFC 9112 §3), with or without its CRLF (a log's request
    field, a line of a socket), into a RequestLine. The target is read by
    the rules of its method (RFC 9112 §3.2: CONNECT takes "host:port"
    only, OPTIONS also "*").

    max_method: the longest method taken (None: 32 bytes); max_target: the
    longest target (None: no limit). A longer one is LLURI_ETOOLONG at its
    byte max + 1. Raises ParseError with the reader's code (LLURI_EMETHOD,
    LLURI_ESPACE, LLURI_EVERSION, LLURI_EEOL, LLURI_EFORM, the target's
    own: LLURI_EPATH, ...) and its offset into the line.
    """
    return RequestLine(*_lluri._parse_request_line(
        line, max_method=max_method, max_target=max_target, zone_id=zone_id))
