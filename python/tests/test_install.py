# SPDX-License-Identifier: MIT
"""The installs doc/python.md gives for Debian 12, whose pip refuses to
install into the system interpreter (PEP 668): `pip install
--no-build-isolation ./python` into a --target folder, and into a venv
made with --system-site-packages, work offline: nothing is downloaded
(--no-index), the extension is built against this tree's library, and
the installed package imports and parses."""
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


def test_venv_with_system_site_packages_offline(tmp_path):
    """The other install doc/python.md gives: a virtual environment that
    sees Debian's packages (numpy, pandas, dask), the package installed
    into it offline."""
    venv = tmp_path / "venv"
    made = subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)],
                          capture_output=True, text=True, timeout=300)
    if made.returncode != 0:
        pytest.skip(f"no venv with pip for this interpreter (Debian: python3-venv): "
                    f"{made.stderr.strip()[-200:]}")
    env = dict(os.environ, PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1",
               PIP_ROOT_USER_ACTION="ignore")
    env.pop("PYTHONPATH", None)
    python = venv / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--no-build-isolation",
                    str(PYTHON_DIR)], check=True, env=env, timeout=600)
    check = ("import lluri, numpy; u = lluri.parse('http://h/p'); "
             "print(lluri.__file__, u.host, u.port_or_default)")
    out = subprocess.run([str(python), "-c", check], check=True, capture_output=True,
                         text=True, cwd=tmp_path, env=env)
    path, host, port = out.stdout.split()
    assert path.startswith(str(venv)) and (host, port) == ("h", "80")


def test_system_pip_install_is_refused_where_debian_says_so():
    """Why the two installs above: Debian 12 marks its interpreter as
    externally managed (PEP 668), and pip refuses to install into it."""
    import sysconfig
    marker = os.path.join(sysconfig.get_path("stdlib"), "EXTERNALLY-MANAGED")
    if not os.path.exists(marker):
        pytest.skip(f"this interpreter is not externally managed (no {marker})")
    env = dict(os.environ, PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1",
               PIP_ROOT_USER_ACTION="ignore")
    env.pop("PIP_BREAK_SYSTEM_PACKAGES", None)
    out = subprocess.run([sys.executable, "-m", "pip", "install", "--dry-run",
                          "--no-build-isolation", str(PYTHON_DIR)],
                         capture_output=True, text=True, env=env, timeout=300)
    assert out.returncode != 0 and "externally-managed-environment" in out.stderr
