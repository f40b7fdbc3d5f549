# SPDX-License-Identifier: MIT
"""The Python examples run as they are written: python/README.md's, the
top-level README.md's and doc/python.md's, each a doctest (their shell
and C examples are tests/golden/readme.sh's)."""
import doctest
import os

import pytest

HERE = os.path.dirname(__file__)
TOP = os.path.join(HERE, os.pardir, os.pardir)
PAGES = {  # page: the fewest examples it holds
    os.path.join(HERE, os.pardir, "README.md"): 10,
    os.path.join(TOP, "README.md"): 5,
    os.path.join(TOP, "doc", "python.md"): 10,
}


@pytest.mark.parametrize("page", sorted(PAGES), ids=os.path.relpath)
def test_readme_examples(page):
    result = doctest.testfile(page, module_relative=False,
                              optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted >= PAGES[page]
    assert result.failed == 0
