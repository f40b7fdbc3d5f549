# SPDX-License-Identifier: MIT
"""Type stubs of the lluri package: the C extension lluri._lluri and the
pure-Python helpers around it (lluri.dask)."""
from typing import (Any, AnyStr, Callable, Generic, Iterable, Literal, Mapping, NamedTuple,
                    Sequence, SupportsIndex, final, overload)

__version__: str
#: True when the library was built with libidn2 (hosts in Unicode).
idn_supported: bool

# The aliases are defined in lluri/__init__.py too (Text as Union[str,
# bytes]), so that annotations naming them evaluate at runtime.
Text = str | bytes
Start = Literal["reference", "uri", "absolute", "relative"]
Component = Literal["scheme", "userinfo", "host", "port", "path", "query",
                    "fragment"]
#: What parse_column can return per component, beyond the seven above.
ColumnName = Literal["scheme", "userinfo", "host", "host_kind", "port",
                     "port_number", "path", "query", "fragment", "tolerated"]

class Error(ValueError):
    """A library error: code (negative int, LLURI_E*), name ("LLURI_EHOST"),
    offset (where the input went wrong: characters into a str, bytes into
    bytes), message (lluri_strerror), side (in resolve and relativize, the
    argument at fault, whose text offset counts into: "base", "ref" or
    "target"; None elsewhere)."""
    code: int
    name: str
    offset: int
    message: str
    side: Literal["base", "ref", "target"] | None
    #: Set by parse_column(errors="raise") only: the row that failed. Other
    #: errors have no such attribute (AttributeError).
    index: int
    def __init__(self, code: int, name: str, offset: int, message: str,
                 side: Literal["base", "ref", "target"] | None = None) -> None: ...

class ParseError(Error):
    """The input is not what the start rule takes."""
    #: parse(partial=True): the URI of the longest prefix that ends where a
    #: component ends at or before the error ("http://h/a b": "http://h"),
    #: or None when none parses; None without partial=True.
    partial: URI[str] | URI[bytes] | None

#: Made by parse() and parse_request_target(); not subclassable at runtime.
#: Generic in the kind of text parsed: parse() of a str is a URI[str], whose
#: components are str; of bytes a URI[bytes]. URI[str] is valid at runtime too.
@final
class URI(Generic[AnyStr]):
    """A parsed URI reference: immutable, hashable, equal when its text and
    parse options are. Components are str for a str input and bytes for a
    bytes input: None when absent, empty when present and empty."""
    # Read-only at runtime: properties.
    @property
    def text(self) -> AnyStr: ...
    @property
    def scheme(self) -> AnyStr | None: ...
    @property
    def userinfo(self) -> AnyStr | None: ...
    @property
    def host(self) -> AnyStr | None: ...
    #: "reg-name", "ipv4", "ipv6", "ipvfuture"; None without an authority.
    @property
    def host_kind(self) -> str | None: ...
    @property
    def port(self) -> AnyStr | None: ...
    #: The port as an int; None when absent or empty; ValueError above 65535.
    @property
    def port_number(self) -> int | None: ...
    #: port_number, or the scheme's default_port() when the authority has no
    #: port or an empty one; None without an authority or a known default.
    @property
    def port_or_default(self) -> int | None: ...
    @property
    def path(self) -> AnyStr: ...
    @property
    def query(self) -> AnyStr | None: ...
    @property
    def fragment(self) -> AnyStr | None: ...
    #: component -> (start, end) into .text (characters for str, bytes for
    #: bytes): text[start:end] is the component. Only present components.
    @property
    def spans(self) -> Mapping[str, tuple[int, int]]: ...
    #: What a lenient parse tolerated ("space", "quote", ...); () otherwise.
    @property
    def tolerated(self) -> tuple[str, ...]: ...
    #: A lenient parse of an input strict parsing refuses: that refusal.
    @property
    def strict_error(self) -> ParseError | None: ...
    def normalize(self, *, case: bool = True, pct: bool = True,
                  dots: bool = True, scheme: bool = True, ipv6: bool = True,
                  drop_fragment: bool = False, drop_empty_query: bool = False,
                  sort_query: bool = False) -> URI[AnyStr]: ...
    def resolve(self, ref: AnyStr | URI[AnyStr], *, compat: bool = False) -> URI[AnyStr]: ...
    def relativize(self, target: AnyStr | URI[AnyStr], /) -> URI[AnyStr]: ...
    def query_pairs(self, decode: bool = True, *, semicolon: bool = False,
                    encoding: str = "utf-8", errors: str = "replace"
                    ) -> list[tuple[AnyStr, AnyStr | None]]: ...
    #: The value of the key's first (or last) pair; None when no pair has the
    #: key; "" (b"") for a key without "=". Keys compared percent-decoded.
    def query_get(self, key: AnyStr, *, which: Literal["first", "last"] = "first",
                  decode: bool = True, semicolon: bool = False, encoding: str = "utf-8",
                  errors: str = "replace") -> AnyStr | None: ...
    #: The values of every pair with the key, in order ([] when none).
    def query_all(self, key: AnyStr, *, decode: bool = True, semicolon: bool = False,
                  encoding: str = "utf-8", errors: str = "replace") -> list[AnyStr]: ...
    #: Text of this URI's kind (str or bytes: mixing them is a TypeError);
    #: the port may also be an integer (int, numpy's; not a bool).
    def replace(self, *, scheme: AnyStr | None = ..., userinfo: AnyStr | None = ...,
                host: AnyStr | None = ..., port: AnyStr | SupportsIndex | None = ...,
                path: AnyStr | None = ..., query: AnyStr | None = ...,
                fragment: AnyStr | None = ...) -> URI[AnyStr]: ...
    def __str__(self) -> str: ...
    def __bytes__(self) -> bytes: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

@overload
def parse(text: str, *, start: Start = "reference", lenient: bool = False,
          iri: bool = False, zone_id: bool = False, partial: bool = False) -> URI[str]: ...
@overload
def parse(text: bytes, *, start: Start = "reference", lenient: bool = False,
          iri: bool = False, zone_id: bool = False, partial: bool = False) -> URI[bytes]: ...
#: The scheme's default port (http 80, https 443, ...); None when unknown.
def default_port(scheme: Text, /) -> int | None: ...
def is_valid(text: Text, *, start: Start = "reference", iri: bool = False,
             zone_id: bool = False) -> bool: ...
@overload
def resolve(base: str, ref: str, *, compat: bool = False,
            zone_id: bool = False) -> str: ...
@overload
def resolve(base: bytes, ref: bytes, *, compat: bool = False,
            zone_id: bool = False) -> bytes: ...
@overload
def relativize(base: str, target: str, *, zone_id: bool = False) -> str: ...
@overload
def relativize(base: bytes, target: bytes, *, zone_id: bool = False) -> bytes: ...
@overload
def normalize(text: str, /, *, case: bool = True, pct: bool = True,
              dots: bool = True, scheme: bool = True, ipv6: bool = True,
              drop_fragment: bool = False, drop_empty_query: bool = False,
              sort_query: bool = False, zone_id: bool = False) -> str: ...
@overload
def normalize(text: bytes, /, *, case: bool = True, pct: bool = True,
              dots: bool = True, scheme: bool = True, ipv6: bool = True,
              drop_fragment: bool = False, drop_empty_query: bool = False,
              sort_query: bool = False, zone_id: bool = False) -> bytes: ...
def equivalent(a: Text, b: Text, /, *, zone_id: bool = False) -> bool: ...
@overload
def extract(text: str, /) -> list[tuple[str, int, int]]: ...
@overload
def extract(text: bytes, /) -> list[tuple[bytes, int, int]]: ...
def pct_encode(text: Text, component: Literal["userinfo", "reg-name", "segment",
               "path", "query", "fragment", "form"] = "path") -> str: ...
def pct_decode(text: Text, *, form: bool = False) -> bytes: ...
@overload
def cache_key(target: str, host: Text | None = None, *, method: Text = "GET",
              scheme: Text = "http", sort: bool = False,
              keep: Sequence[Text] | None = None, drop: Sequence[Text] | None = None,
              merge_slashes: bool = False, semicolon: bool = False, form: bool = False,
              zone_id: bool = False) -> str: ...
@overload
def cache_key(target: bytes, host: Text | None = None, *, method: Text = "GET",
              scheme: Text = "http", sort: bool = False,
              keep: Sequence[Text] | None = None, drop: Sequence[Text] | None = None,
              merge_slashes: bool = False, semicolon: bool = False, form: bool = False,
              zone_id: bool = False) -> bytes: ...
@overload
def parse_request_target(target: str, method: Text = "GET") -> tuple[str, URI[str]]: ...
@overload
def parse_request_target(target: bytes, method: Text = "GET") -> tuple[str, URI[bytes]]: ...

Form = Literal["origin-form", "absolute-form", "authority-form", "asterisk-form"]

class RequestLine(NamedTuple, Generic[AnyStr]):
    """An HTTP request line (RFC 9112 §3): texts of the line's kind, the
    target's form, and its URI (the components the form has)."""
    method: AnyStr
    form: Form
    target: AnyStr
    version: AnyStr
    uri: URI[AnyStr]

def parse_request_line(line: AnyStr, *, max_method: int | None = None,
                       max_target: int | None = None,
                       zone_id: bool = False) -> RequestLine[AnyStr]: ...
@overload
def iri_to_uri(text: str, /) -> str: ...
@overload
def iri_to_uri(text: bytes, /) -> bytes: ...
@overload
def uri_to_iri(text: str, /) -> str: ...
@overload
def uri_to_iri(text: bytes, /) -> bytes: ...
def host_to_ascii(host: Text, /) -> str: ...
def host_to_unicode(host: Text, /) -> str: ...

#: Rows the column helpers parse between two reports of progress.
PROGRESS_CHUNK: int
#: progress= of the column helpers: None or False (nothing is printed),
#: True (a tqdm bar on stderr, or a line per chunk without tqdm), or a
#: function called as f(rows_done, rows_total) after each chunk.
Progress = bool | Callable[[int, int], object] | None

#: A dict of numpy arrays, name -> array (one per component, then "form"
#: with a method: the values are request targets, RFC 9112 §3.2; then
#: "valid", "error", "offset"); a pandas.DataFrame with the Series' index
#: when values is a pandas.Series.
def parse_column(values: Iterable[Any], components: Sequence[ColumnName] = ("host",),
                 *, start: Start = "reference", lenient: bool = False,
                 iri: bool = False, errors: Literal["null", "raise"] = "null",
                 method: Text | None = None, progress: Progress = None) -> Any: ...

#: The columns parse_log_column can return (beyond valid, error, offset):
#: the log's fields, the request line's, its target's components, the
#: referer's components, and where each went wrong.
LogColumn = Literal["remote", "remote_user", "time", "request", "status", "bytes",
                    "referer", "user_agent", "method", "form", "target", "version",
                    "scheme", "userinfo", "host", "host_kind", "port", "port_number",
                    "path", "query", "request_error", "request_offset",
                    "referer_scheme", "referer_userinfo", "referer_host",
                    "referer_host_kind", "referer_port", "referer_port_number",
                    "referer_path", "referer_query", "referer_fragment",
                    "referer_tolerated", "referer_error", "referer_offset"]
#: The columns parse_log_column gives by default.
LOG_COLUMNS: tuple[LogColumn, ...]
#: The formats known by name; any other str is a format string (Apache's
#: LogFormat or nginx's log_format notation).
LogFormat = Literal["combined", "common", "nginx"]

#: A dict of numpy arrays, name -> array (the columns asked for, then
#: "valid", "error", "offset"); a pandas.DataFrame with the Series' index
#: when lines is a pandas.Series. A line not in the format is a row of
#: None with its error; lluri.Error for a format that does not compile.
def parse_log_column(lines: Iterable[Any], format: LogFormat | str | bytes = "combined",
                     columns: Sequence[LogColumn] = ("method", "form", "path", "query",
                                                     "status", "referer_host"),
                     *, lenient: bool = False, max_method: int | None = None,
                     max_target: int | None = None, zone_id: bool = False,
                     errors: Literal["null", "raise"] = "null",
                     progress: Progress = None) -> Any: ...
