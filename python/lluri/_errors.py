# SPDX-License-Identifier: MIT
"""The exceptions of lluri, defined in Python so that they pickle (Dask
sends them between processes) and read like any other ValueError."""
from typing import Any, Optional


class Error(ValueError):
    """A library error: `code` (a negative LLURI_E* number), `name`
    ("LLURI_EHOST"), `offset` (where the input went wrong: characters into
    a str, bytes into bytes) and `message` (the library's text for the
    code). `side` names the argument at fault in a call of two URIs
    (resolve: "base" or "ref"; relativize: "base" or "target"), the text
    that `offset` counts into; None elsewhere. parse_column(errors="raise")
    adds `index`, the row (the attribute exists only then)."""

    def __init__(self, code: int, name: str, offset: int, message: str,
                 side: Optional[str] = None) -> None:
        super().__init__(code, name, offset, message)
        self.code = code
        self.name = name
        self.offset = offset
        self.message = message
        self.side = side

    def __str__(self) -> str:
        where = f"{self.side}: " if self.side else ""
        return f"{where}{self.message} ({self.name}) at offset {self.offset}"


class ParseError(Error):
    """The input is not what the start rule takes. With parse(partial=True),
    `partial` is the URI of what parsed before the error: the longest
    prefix of the text that ends where a component ends at or before the
    error ("http://h/a b" gives "http://h"), or None when no prefix parses;
    code and offset are still the whole text's. None otherwise."""

    partial: Any = None


# Shown as lluri.Error, lluri.ParseError (where users import them from).
Error.__module__ = ParseError.__module__ = "lluri"
