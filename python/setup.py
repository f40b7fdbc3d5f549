# SPDX-License-Identifier: MIT
"""Build lluri._lluri against the library of this source tree, statically.

The library is built by the tree's make, as position-independent code
(src/.libs/liblluri.a in the build directory, LLURI_BUILDDIR, by default
the folder above this one); `make python` runs this script, which links
that archive and adds libidn2 when the build used it (its lluri.pc says
so). After `make python`, installing needs no
download and no build isolation:
    /usr/bin/python3 -m pip install --no-build-isolation ./python
"""
import os
import sys

from setuptools import Extension, setup

here = os.path.dirname(os.path.abspath(__file__))
top = os.path.dirname(here)
builddir = os.environ.get("LLURI_BUILDDIR", top)
archive = os.path.join(builddir, "src", ".libs", "liblluri.a")
if not os.path.exists(archive):
    sys.exit(f"setup.py: {archive} is missing: build the library first with `make` "
             f"(or `make python`), or set LLURI_BUILDDIR")

libraries = []
with open(os.path.join(builddir, "lluri.pc"), encoding="utf-8") as pc:
    if any(line.startswith("Requires.private:") and "libidn2" in line for line in pc):
        libraries.append("idn2")

# CFLAGS/LDFLAGS from the environment reach the compiler and the linker
# (distutils reads them): the ASan build passes -fsanitize there.
setup(
    packages=["lluri"],
    package_data={"lluri": ["*.pyi", "py.typed"]},
    ext_modules=[Extension(
        "lluri._lluri",
        sources=[f"src/{name}.c" for name in
                 ("module", "binding", "uri", "functions", "column", "request")],
        include_dirs=[os.path.join(top, "include")],
        extra_objects=[archive],
        # rebuilt when the library or its headers change, not only the module
        depends=[archive, "src/binding.h"] + [os.path.join(top, "include", h) for h in
                             ("lluri.h", "lluri/scheme.h", "lluri/extract.h",
                              "lluri/http.h", "lluri/idn.h", "lluri/log.h")],
        libraries=libraries,
        # only PyInit__lluri is exported: the files share their other names
        extra_compile_args=["-std=c11", "-Wall", "-Wextra", "-Wpedantic", "-Wshadow",
                            "-Wconversion", "-fvisibility=hidden"],
    )],
)
