# SPDX-License-Identifier: MIT
"""The PostgreSQL benchmark (run by bench.sh inside pg_virtualenv).

1,000,000 URLs built from the shipped lists (the lines that both lluri and
pguri take, the lists in order, again and again), one table a
representation: t_lluri (lluri's uri), t_pguri (pguri's uri, in schema
pguri), t_text (text, for the regular expression and split_part). The
issue's four operations (the host count, ORDER BY, a btree index build,
uri_query_get) and the host of every row without the GROUP BY, each timed
for every alternative in the same session, a warm-up round and then ROUNDS
rounds with the alternatives' order rotated; SELECTs by EXPLAIN ANALYZE's
execution time (TIMING OFF), index builds by clock_timestamp() around
CREATE INDEX. Printed: the medians, the median of the per-round ratios
against lluri, the answers that differ from lluri's, and the host count's
parallel plan.
"""
import argparse
import os
import statistics
import subprocess
import sys

REGEX = "'^[a-z]+://([^/:?#]+)'"

SETUP = r"""
\set ON_ERROR_STOP 1
CREATE EXTENSION IF NOT EXISTS lluri;
CREATE OR REPLACE FUNCTION bench_ms(q text) RETURNS float8 LANGUAGE plpgsql AS $$
DECLARE plan json;
BEGIN
    EXECUTE 'EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ' || q INTO plan;
    RETURN (plan->0->>'Execution Time')::float8;
END $$;
CREATE OR REPLACE FUNCTION bench_ddl_ms(q text) RETURNS float8 LANGUAGE plpgsql AS $$
DECLARE t0 timestamptz := clock_timestamp();
BEGIN
    EXECUTE q;
    RETURN extract(epoch FROM clock_timestamp() - t0) * 1000;
END $$;
"""


def psql(script):
    """Run a psql script; its output lines."""
    cmd = ["psql", "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1", "-f", "-"]
    out = subprocess.run(cmd, input=script.encode(), check=True, stdout=subprocess.PIPE)
    return out.stdout.decode("utf-8", "replace").splitlines()


def copy_in(table, data):
    """\\copy table FROM STDIN: one line a row, as it is (CSV on bytes no
    URL holds)."""
    cmd = ["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-c",
           "\\copy %s FROM STDIN WITH (FORMAT csv, DELIMITER E'\\x01', QUOTE E'\\x02', "
           "FORCE_NOT_NULL (line))" % table]
    subprocess.run(cmd, input=data, check=True)


def has_pguri():
    """pguri is there when its extension can be created (bench.sh stages
    it where the server looks: pg_available_extensions does not list it)."""
    try:
        psql("CREATE SCHEMA IF NOT EXISTS pguri; CREATE EXTENSION IF NOT EXISTS uri SCHEMA pguri;")
    except subprocess.CalledProcessError:
        return False
    return True


def load(pguri):
    data_dir = os.environ.get("LLURI_URL_DATA", "")
    lists = sorted(f for f in os.listdir(data_dir) if f.endswith(".txt")) if data_dir else []
    if not lists:
        sys.exit("bench.py: no URL lists (LLURI_URL_DATA)")
    psql(SETUP + "DROP TABLE IF EXISTS lines; CREATE TABLE lines (line text);")
    lines = []
    for name in lists:
        with open(os.path.join(data_dir, name), "rb") as f:
            lines.extend(ln.rstrip(b"\r") for ln in f.read().split(b"\n") if ln)
    copy_in("lines (line)", b"\n".join(lines) + b"\n")
    both = "uri_try(line) IS NOT NULL"
    if pguri:
        psql(r"""
CREATE OR REPLACE FUNCTION pguri_try(t text) RETURNS pguri.uri LANGUAGE plpgsql AS $$
BEGIN
    RETURN t::pguri.uri;
EXCEPTION WHEN others THEN
    RETURN NULL;
END $$;
""")
        both += " AND pguri_try(line) IS NOT NULL"
    rows = psql(r"""
DROP TABLE IF EXISTS src, t_text, t_lluri, t_pguri;
CREATE TABLE src AS SELECT row_number() OVER () AS i, line FROM lines WHERE %s;
CREATE TABLE t_text AS
SELECT s.line AS t FROM generate_series(0, 999999) AS g
  JOIN src s ON s.i = 1 + g %% (SELECT count(*) FROM src)
 ORDER BY g;
CREATE TABLE t_lluri AS SELECT t::uri AS u FROM t_text;
%s
VACUUM ANALYZE t_text;
VACUUM ANALYZE t_lluri;
SELECT (SELECT count(*) FROM lines), (SELECT count(*) FROM src), (SELECT count(*) FROM t_text),
       pg_size_pretty(pg_table_size('t_text')), pg_size_pretty(pg_table_size('t_lluri'));
""" % (both, "CREATE TABLE t_pguri AS SELECT t::pguri.uri AS p FROM t_text; VACUUM ANALYZE t_pguri;"
       if pguri else ""))
    print("lists: %s; lines %s, taken by %s: %s; table: %s rows; text %s, lluri uri %s"
          % (", ".join(lists), rows[-1].split("|")[0], "both" if pguri else "lluri",
             rows[-1].split("|")[1], rows[-1].split("|")[2], rows[-1].split("|")[3],
             rows[-1].split("|")[4]))
    if pguri:
        print("pguri uri: %s" % psql("SELECT pg_size_pretty(pg_table_size('t_pguri'));")[-1])


def common_key():
    """The commonest query key of the table's http and https URLs."""
    rows = psql("SELECT key FROM t_lluri, uri_query_params(u) "
                "WHERE uri_scheme(u) IN ('http', 'https') GROUP BY key "
                "ORDER BY count(*) DESC, key LIMIT 1;")
    return rows[-1]


def operations(key, pguri):
    qk = key.replace("'", "''")
    ops = {
        "host of every row": {
            "lluri": "SELECT count(uri_host(u)) FROM t_lluri",
            "pguri": "SELECT count(pguri.uri_host(p)) FROM t_pguri",
            "regex": "SELECT count(substring(t FROM %s)) FROM t_text" % REGEX,
            "split_part": "SELECT count(split_part(t, '/', 3)) FROM t_text",
        },
        "host count": {
            "lluri": "SELECT uri_host(u), count(*) FROM t_lluri GROUP BY 1",
            "pguri": "SELECT pguri.uri_host(p), count(*) FROM t_pguri GROUP BY 1",
            "regex": "SELECT substring(t FROM %s), count(*) FROM t_text GROUP BY 1" % REGEX,
            "split_part": "SELECT split_part(t, '/', 3), count(*) FROM t_text GROUP BY 1",
        },
        "ORDER BY": {
            "lluri": "SELECT u FROM t_lluri ORDER BY u",
            "pguri": "SELECT p FROM t_pguri ORDER BY p",
            "regex": "SELECT t FROM t_text ORDER BY substring(t FROM %s) COLLATE \"C\", "
                     "t COLLATE \"C\"" % REGEX,
            "split_part": "SELECT t FROM t_text ORDER BY split_part(t, '/', 3) COLLATE \"C\", "
                          "t COLLATE \"C\"",
        },
        "btree index build": {
            "lluri": "CREATE INDEX bench_idx ON t_lluri (u)",
            "pguri": "CREATE INDEX bench_idx ON t_pguri (p)",
            "regex": "CREATE INDEX bench_idx ON t_text ((substring(t FROM %s)) COLLATE \"C\", "
                     "t COLLATE \"C\")" % REGEX,
            "split_part": "CREATE INDEX bench_idx ON t_text ((split_part(t, '/', 3)) "
                          "COLLATE \"C\", t COLLATE \"C\")",
        },
        "uri_query_get": {
            "lluri": "SELECT count(uri_query_get(u, '%s')) FROM t_lluri" % qk,
            "pguri": "SELECT count(substring(pguri.uri_query(p) FROM '(?:^|&)%s=([^&]*)')) "
                     "FROM t_pguri" % qk,
            "regex": "SELECT count(substring(t FROM '[?&]%s=([^&#]*)')) FROM t_text" % qk,
            "split_part": "SELECT count(nullif(split_part(split_part(split_part(t, '#', 1), "
                          "'%s=', 2), '&', 1), '')) FROM t_text" % qk,
        },
    }
    if not pguri:
        for alts in ops.values():
            del alts["pguri"]
    return ops


def measure(ops, rounds):
    """{(op, alt): [ms per round]}, round 0 (warm-up) left out."""
    lines = []
    for r in range(rounds + 1):
        for op, alts in ops.items():
            names = list(alts)
            k = r % len(names)
            for alt in names[k:] + names[:k]:  # each alternative first in turn
                q = alts[alt].replace("'", "''")
                if op == "btree index build":
                    lines.append("SELECT %d, '%s', '%s', bench_ddl_ms('%s');" % (r, op, alt, q))
                    lines.append("DROP INDEX bench_idx;")
                else:
                    lines.append("SELECT %d, '%s', '%s', bench_ms('%s');" % (r, op, alt, q))
    times = {}
    for row in psql("\n".join(lines)):
        r, op, alt, ms = row.split("|")
        if int(r) > 0:
            times.setdefault((op, alt), []).append(float(ms))
    return times


def report(ops, times):
    print()
    alts = list(next(iter(ops.values())))
    print("| operation | " + " | ".join("%s ms" % a for a in alts) + " | "
          + " | ".join("%s / lluri" % a for a in alts if a != "lluri") + " |")
    print("|---|" + "---:|" * (2 * len(alts) - 1))
    for op in ops:
        med = {a: statistics.median(times[(op, a)]) for a in alts}
        ratios = {a: statistics.median(x / y for x, y in zip(times[(op, a)], times[(op, "lluri")]))
                  for a in alts if a != "lluri"}
        print("| %s | " % op + " | ".join("%.0f" % med[a] for a in alts) + " | "
              + " | ".join("%.2fx" % ratios[a] for a in alts if a != "lluri") + " |")
    print()
    for (op, alt), ts in sorted(times.items()):
        print("%-18s %-10s %s" % (op, alt, " ".join("%.0f" % t for t in ts)))


def exactness(pguri):
    print("\nhosts that differ from uri_host's, over the 1,000,000 rows, by scheme:")
    rows = psql(r"""
SELECT coalesce(lower(uri_scheme(t::uri)), '(none)'), count(*),
       count(*) FILTER (WHERE substring(t FROM %s) IS DISTINCT FROM uri_host(t::uri)),
       count(*) FILTER (WHERE split_part(t, '/', 3) IS DISTINCT FROM uri_host(t::uri)) %s
  FROM t_text GROUP BY 1 ORDER BY 2 DESC;
""" % (REGEX, ", count(*) FILTER (WHERE pguri.uri_host(t::pguri.uri) IS DISTINCT FROM "
       "uri_host(t::uri))" if pguri else ""))
    print("| scheme | rows | regex differs | split_part differs |" + (" pguri differs |" if pguri else ""))
    print("|---|---:|---:|---:|" + ("---:|" if pguri else ""))
    for row in rows:
        print("| " + " | ".join(row.split("|")) + " |")
    print("\nthe host of URLs the regular expression misreads:")
    print("| URL | uri_host | regex | split_part |" + (" pguri |" if pguri else ""))
    print("|---|---|---|---|" + ("---|" if pguri else ""))
    for row in psql(r"""
SELECT t, coalesce(uri_host(t::uri), 'NULL'), coalesce(substring(t FROM %s), 'NULL'),
       split_part(t, '/', 3) %s
  FROM unnest(ARRAY['http://user:pw@example.com/', 'http://example.com:8080/',
                    'http://[2001:db8::1]:8080/', 'HTTPS://Example.COM/',
                    'http://example.com?q=1', 'http://example.com#top', 'file:///etc/hosts',
                    'mailto:someone@example.com']) AS t;
""" % (REGEX, ", coalesce(pguri.uri_host(t::pguri.uri), 'NULL')" if pguri else "")):
        print("| `" + "` | `".join(row.split("|")) + "` |")


def parallel():
    """The host count as a server with PostgreSQL's defaults plans it once
    max_parallel_workers_per_gather = 2 (work_mem at its default, 4 MB)."""
    q = "SELECT uri_host(u), count(*) FROM t_lluri GROUP BY 1"
    print("\nthe host count with max_parallel_workers_per_gather = 2, work_mem at its default:")
    for row in psql("SET work_mem = '4MB'; SET max_parallel_workers_per_gather = 2; "
                    "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) %s;" % q):
        print("    " + row)
    ser, par = [], []
    for _ in range(3):
        ser.append(float(psql("SET work_mem = '4MB'; SELECT bench_ms('%s');" % q)[-1]))
        par.append(float(psql("SET work_mem = '4MB'; SET max_parallel_workers_per_gather = 2; "
                              "SELECT bench_ms('%s');" % q)[-1]))
    print("  serial %s ms, 2 workers %s ms (medians of 3: %.0f, %.0f)"
          % (" ".join("%.0f" % t for t in ser), " ".join("%.0f" % t for t in par),
             statistics.median(ser), statistics.median(par)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    pguri = has_pguri()
    print(psql("SELECT version();")[-1])
    with open("/proc/loadavg") as f:
        print("load average before: " + f.read().strip())
    load(pguri)
    key = common_key()
    print("uri_query_get key: %s (the commonest in the table's http(s) URLs)" % key)
    ops = operations(key, pguri)
    times = measure(ops, args.rounds)
    report(ops, times)
    exactness(pguri)
    parallel()
    with open("/proc/loadavg") as f:
        print("load average after: " + f.read().strip())


if __name__ == "__main__":
    main()
