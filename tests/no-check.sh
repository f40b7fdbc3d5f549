#!/bin/sh
# SPDX-License-Identifier: MIT
# Stands in for the test suites when configure did not find Check.
echo "Check (libcheck) was not found: run ./bootstrap, or apt-get install check and reconfigure" >&2
exit 1
