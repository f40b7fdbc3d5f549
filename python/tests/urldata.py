# SPDX-License-Identifier: MIT
"""The shipped URL lists, found and read as the C tests find and read them
(tests/common/dataset.h), for the pytest suite and python/bench.py."""
import os
import re
from pathlib import Path

PYTHON_DIR = Path(__file__).resolve().parent.parent


def url_data_dir():
    """$LLURI_URL_DATA, as `make python-check` sets it from configure's
    --with-url-data (empty: the build has none); when it is unset, the
    URL_DATA the configured build wrote in its Makefile ($LLURI_BUILDDIR,
    by default the folder above python/, as setup.py has it). None when
    there is none."""
    value = os.environ.get("LLURI_URL_DATA")
    if value is None:
        makefile = Path(os.environ.get("LLURI_BUILDDIR", PYTHON_DIR.parent)) / "Makefile"
        try:
            match = re.search(r"^URL_DATA = (.*)$", makefile.read_text(), re.M)
        except OSError:
            match = None
        value = match[1].strip() if match else ""
    return Path(value) if value else None


def url_lists():
    """The lists (*.txt in url_data_dir()), sorted; [] when there are none."""
    directory = url_data_dir()
    return sorted(directory.glob("*.txt")) if directory and directory.is_dir() else []


def split_lines(data):
    """One URL a line: split at "\\n", a "\\r" before it dropped, a last
    line without "\\n" kept, every other byte kept."""
    lines = data.split(b"\n")
    if lines[-1] == b"":
        lines.pop()
    return [line.removesuffix(b"\r") for line in lines]


def read_lines(path):
    """The lines of a list, as bytes."""
    return split_lines(Path(path).read_bytes())
