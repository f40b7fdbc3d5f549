# SPDX-License-Identifier: MIT
"""Shared fixtures: the URL lists (urldata.py: env LLURI_URL_DATA, else
the build's URL_DATA) and the C command-line tool (env LLURI_CLI, default
../src/cli/lluri relative to the python directory)."""
import os
from pathlib import Path

import pytest

from urldata import PYTHON_DIR, url_data_dir, url_lists

DEFAULT_CLI = PYTHON_DIR / ".." / "src" / "cli" / "lluri"


def pytest_generate_tests(metafunc):
    """A test that takes `url_list` runs once per shipped URL list, and is
    skipped when there is none."""
    if "url_list" in metafunc.fixturenames:
        files = url_lists()
        if files:
            metafunc.parametrize("url_list", files, ids=[f.name for f in files])
        else:
            metafunc.parametrize("url_list", [
                pytest.param(None, marks=pytest.mark.skip(
                    reason=f"no URL lists in {url_data_dir()}"))])


@pytest.fixture(scope="session")
def cli() -> Path:
    """The lluri command-line tool, or a skip when it is not built."""
    path = Path(os.environ.get("LLURI_CLI", DEFAULT_CLI)).resolve()
    if not (path.is_file() and os.access(path, os.X_OK)):
        pytest.skip(f"the lluri CLI is not built at {path}")
    return path
