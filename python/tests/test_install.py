# SPDX-License-Identifier: MIT
"""`pip install --no-build-isolation ./python` works offline: nothing is
downloaded (--no-index), the extension is built against this tree's
library, and the installed package imports and parses."""
import os
import subprocess
import sys

import pytest

from urldata import PYTHON_DIR


def test_pip_install_offline(tmp_path):
    pip = subprocess.run([sys.executable, "-m", "pip", "--version"], capture_output=True)
    if pip.returncode != 0:
        pytest.skip("pip is not installed for this interpreter")
    target = tmp_path / "site"
    env = dict(os.environ, PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1",
               PIP_ROOT_USER_ACTION="ignore")
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-build-isolation",
                    "--target", str(target), str(PYTHON_DIR)], check=True, env=env,
                   timeout=600)
    # Outside the source tree, so that the installed copy is the one imported.
    check = ("import lluri; u = lluri.parse('http://h:8/p'); "
             "print(lluri.__file__, u.host, u.port_number)")
    out = subprocess.run([sys.executable, "-c", check], check=True, capture_output=True,
                         text=True, cwd=tmp_path, env=dict(env, PYTHONPATH=str(target)))
    path, host, port = out.stdout.split()
    assert path.startswith(str(target)) and (host, port) == ("h", "8")
