#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""check_runs.py — prove on the generated DFA that the parser's runs are exact.

A run (src/parse/parse.rl) fires on a transition that carries a *_run action and
goes from a state to itself, and then steps over every following byte of the
run's class. That is exact iff, in every such state, every byte of the class
also goes from the state to itself with no action other than run actions.
This checks all states of the main machine (ragel -x), with the classes taken
from the library's own table (test_runs --classes) and the action-to-class
mapping from parse.rl. Exit 0: exact; 1: a violation; 77: cannot run (skip).

usage: check_runs.py GRAMMAR_DIR PARSE_RL TEST_RUNS_BINARY
"""
import re
import shutil
import subprocess
import sys

if len(sys.argv) != 4 or not shutil.which('ragel'):
    print('check_runs: needs ragel and three arguments; skipped')
    sys.exit(77)
grammar_dir, parse_rl, test_runs = sys.argv[1:]

# class name -> set of bytes, from the C table
classes = {}
for line in subprocess.run([test_runs, '--classes'], capture_output=True,
                           text=True, check=True).stdout.splitlines():
    name, *bytes_ = line.split()
    classes[name] = {int(b) for b in bytes_}

# run action -> class, from the driver
source = open(parse_rl).read()
run_class = {a: classes[c] for a, c in re.findall(
    r'action (\w+_run)\s*\{\s*RUN\(fcurs == ftargs, (LLURI__C_\w+)\)', source)}
if len(run_class) < 5:
    print('check_runs: found only %d run actions in %s' % (len(run_class), parse_rl))
    sys.exit(1)

xml = subprocess.run(['ragel', '-x', '-I', grammar_dir, parse_rl],
                     capture_output=True, text=True, check=True).stdout
actions = dict(re.findall(r'<action id="(\d+)" name="(\w+)"', xml))
tables = {i: [actions[a] for a in body.split()] for i, body in re.findall(
    r'<action_table id="(\d+)" length="\d+">([^<]*)</action_table>', xml)}
states = {}
for sid, body in re.findall(r'<state id="(\d+)"[^>]*>(.*?)</state>', xml, re.S):
    states[int(sid)] = [(int(lo), int(hi), None if t == 'x' else int(t), tables.get(a, []))
                        for lo, hi, t, a in re.findall(r'<t>(-?\d+) (-?\d+) (\S+) (\S+)</t>', body)]


def step(state, byte):
    for lo, hi, target, acts in states[state]:
        if lo <= byte <= hi:
            return target, acts
    return None, []


# Ragel's keys are signed chars: byte b >= 128 is key b - 256.
def key(b):
    return b - 256 if b >= 128 else b


checked = violations = 0
for state, trans in states.items():
    runs = {a for lo, hi, target, acts in trans if target == state
            for a in acts if a in run_class}
    for run in runs:
        checked += 1
        for b in sorted(run_class[run]):
            target, acts = step(state, key(b))
            if target != state or any(a not in run_class for a in acts):
                violations += 1
                if violations <= 20:
                    print('state %d: %s loops, but byte %r goes to %s with %s'
                          % (state, run, chr(b), target, acts))
print('check_runs: %d looping run states, %d violations' % (checked, violations))
print('%d passed, %d failed' % (checked - min(checked, violations), violations))
sys.exit(1 if violations else 0)
