# SPDX-License-Identifier: MIT
"""The examples of python/README.md run as they are written there."""
import doctest
import os


def test_readme_examples():
    readme = os.path.join(os.path.dirname(__file__), os.pardir, "README.md")
    result = doctest.testfile(readme, module_relative=False,
                              optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted >= 10
    assert result.failed == 0
