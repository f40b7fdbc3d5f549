#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""check_entry.py — prove on the generated DFA that lluri_parse's ways in
past "scheme://" and "scheme://host/" are exact.

run_machine() (src/parse/parse.rl) takes an input that begins "https://",
"http://" or "file://" (the scheme's letters in either case) under the start
rules URI-reference and URI by setting the scheme's mark (the ":") itself and
entering the machine at after_slashes, past the "//"; and when a host of
unreserved bytes (or none) and "/" follow, by setting the authority's marks
as well and entering at after_host, past that "/". That is exact iff

 1. from each of those start rules, every such prefix is read with no action
    but scheme_end on its ":" and run hooks (which only step over bytes that
    would loop with no action, check_runs.py), into a state equivalent to
    after_slashes' start: the same finality, the same actions on entering,
    leaving and at the end of the input, the same conditions, and for every
    key the same actions and equivalent targets (a bisimulation over the
    whole machine from that pair);
 2. from after_slashes' start, every run of unreserved bytes (none or more)
    is read with authority_start on its first byte and no other action but
    run hooks, and the "/" after it with host_end and authority_end (and
    authority_start, for an empty host), into a state equivalent to
    after_host's start;
 3. every byte of the path that run_machine() steps over there (pchar but
    "%", and "/") takes after_host's start back to itself with no action
    but run hooks.

Exit 0: exact; 1: not; 77: cannot run (skip).

usage: check_entry.py GRAMMAR_DIR PARSE_RL
"""
import itertools
import re
import shutil
import subprocess
import sys

if len(sys.argv) != 3 or not shutil.which('ragel'):
    print('check_entry: needs ragel and two arguments; skipped')
    sys.exit(77)
grammar_dir, parse_rl = sys.argv[1:]

xml = subprocess.run(['ragel', '-x', '-I', grammar_dir, '-I', parse_rl.rsplit('/', 1)[0],
                      parse_rl], capture_output=True, text=True, check=True).stdout
actions = dict(re.findall(r'<action id="(\d+)" name="(\w+)"', xml))
tables = {i: tuple(actions[a] for a in body.split()) for i, body in re.findall(
    r'<action_table id="(\d+)" length="\d+">([^<]*)</action_table>', xml)}
entries = {n: int(s) for n, s in re.findall(r'<entry name="(\w+)">(\d+)</entry>', xml)}


def acts(t):
    return () if t == 'x' else tables[t]


states = {}
for sid, attrs, body in re.findall(r'<state id="(\d+)"([^>]*)>(.*?)</state>', xml, re.S):
    sa = re.search(r'<state_actions>(\S+) (\S+) (\S+)</state_actions>', body)
    states[int(sid)] = {
        'final': 'final="t"' in attrs,
        'state_actions': tuple(acts(t) for t in sa.groups()) if sa else ((), (), ()),
        'conds': tuple(re.findall(r'<c>(-?\d+) (-?\d+) (\d+)</c>', body)),
        'trans': [(int(lo), int(hi), None if t == 'x' else int(t), acts(a))
                  for lo, hi, t, a in re.findall(r'<t>(-?\d+) (-?\d+) (\S+) (\S+)</t>', body)],
    }


def step(state, byte):
    for lo, hi, target, a in states[state]['trans']:
        if lo <= byte <= hi:
            return target, a
    return None, ()


def intervals(trans):
    """key -> (target, actions) as disjoint intervals, gaps included (None)."""
    out, at = [], -(1 << 31)
    for lo, hi, target, a in sorted(trans):
        if lo > at:
            out.append((at, lo - 1, None, ()))
        out.append((lo, hi, target, a))
        at = hi + 1
    out.append((at, 1 << 31, None, ()))
    return out


def equivalent(a, b):
    """Bisimulation from (a, b); a list of the first differences found."""
    seen, todo, bad = set(), [(a, b)], []
    while todo and len(bad) < 10:
        s, t = todo.pop()
        if (s, t) in seen or s == t:
            continue
        seen.add((s, t))
        if s is None or t is None:
            bad.append('error state against state %s' % (s if t is None else t))
            continue
        x, y = states[s], states[t]
        for k in ('final', 'state_actions', 'conds'):
            if x[k] != y[k]:
                bad.append('states %d and %d: %s %s / %s' % (s, t, k, x[k], y[k]))
        ix, iy = intervals(x['trans']), intervals(y['trans'])
        bounds = sorted({lo for lo, *_ in ix} | {lo for lo, *_ in iy})
        for lo in bounds:
            tx, ax = next((tg, ac) for l, h, tg, ac in ix if l <= lo <= h)
            ty, ay = next((tg, ac) for l, h, tg, ac in iy if l <= lo <= h)
            if ax != ay:
                bad.append('states %d and %d, key %d: actions %s / %s' % (s, t, lo, ax, ay))
            elif (tx is None) != (ty is None):
                bad.append('states %d and %d, key %d: to %s / %s' % (s, t, lo, tx, ty))
            elif tx is not None:
                todo.append((tx, ty))
    return bad, len(seen)


def spellings(word):
    for case in itertools.product(*[(c.lower(), c.upper()) for c in word]):
        yield ''.join(case)


prefixes = [s + '://' for w in ('https', 'http', 'file') for s in spellings(w)]
checked = failed = 0
for entry in ('uri_reference', 'uri'):
    for prefix in prefixes:
        checked += 1
        state, problems = entries[entry], []
        for i, ch in enumerate(prefix):
            state, a = step(state, ord(ch))
            marks = {x for x in a if not x.endswith('_run')}
            if state is None or marks != ({'scheme_end'} if ch == ':' else set()):
                problems.append('byte %d (%r): to %s with %s' % (i, ch, state, a))
                break
        if not problems:
            problems, pairs = equivalent(state, entries['after_slashes'])
        if problems:
            failed += 1
            print('%s, %r: %s' % (entry, prefix, '; '.join(problems)))

# Past "scheme://": a host of unreserved bytes (RFC 3986 §2.3), none or
# more, then "/": from after_slashes every such input is read with
# authority_start on its first byte (the "/" when the host is empty),
# host_end and authority_end on the "/", no other action but run hooks,
# into a state equivalent to after_host's start.
unreserved = [ord(c) for c in
              'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~']
todo, seen_states = [(entries['after_slashes'], True)], set()
while todo:
    state, first = todo.pop()
    if (state, first) in seen_states:
        continue
    seen_states.add((state, first))
    checked += 1
    problems = []
    start = {'authority_start'} if first else set()
    target, a = step(state, ord('/'))
    if {x for x in a if not x.endswith('_run')} != start | {'host_end', 'authority_end'}:
        problems.append('"/" with %s' % (a,))
    elif target is None:
        problems.append('"/" refused')
    else:
        problems += equivalent(target, entries['after_host'])[0]
    for b in unreserved:
        target, a = step(state, b)
        if target is None or {x for x in a if not x.endswith('_run')} != start:
            problems.append('byte %r: to %s with %s' % (chr(b), target, a))
        else:
            todo.append((target, False))
    if problems:
        failed += 1
        print('after_slashes, host state %d%s: %s' % (state, ' (first)' if first else '',
                                                     '; '.join(problems)))
# After "host/", run_machine() steps over the path's plain bytes too (those
# of LLURI__C_SEGMENT: pchar but "%", and "/"): each must take after_host's
# start back to itself with no action but run hooks.
segment = unreserved + [ord(c) for c in "!$&'()*+,;=:@/"]
checked += 1
loops = [chr(b) for b in segment
         if step(entries['after_host'], b)[0] != entries['after_host']
         or any(not x.endswith('_run') for x in step(entries['after_host'], b)[1])]
if loops:
    failed += 1
    print('after_host: %s do not loop on its start with run hooks alone' % ' '.join(loops))
print('check_entry: %d prefixes under 2 start rules, %d host states and the path\'s '
      '%d plain bytes, %d not exact' % (len(prefixes) * 2, len(seen_states), len(segment), failed))
print('%d passed, %d failed' % (checked - failed, failed))
sys.exit(1 if failed else 0)
