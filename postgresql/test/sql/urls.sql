-- Every shipped URL list (configure's --with-url-data, ../shared/data/urls
-- by default), \copy'd line by line: the valid, lenient and invalid
-- counts must be what `lluri check` counts in the same files, an index
-- built over them must pass amcheck, and a hash index must find them.
-- Without the lists the suite says so (urls_1.out).
\pset null '(null)'
\getenv outdir PG_ABS_BUILDDIR
\set have_lists `ls "$LLURI_URL_DATA"/*.txt >/dev/null 2>&1 && echo true || echo false`
\if :have_lists
\echo 'URL lists found'
-- (the loading steps, whose row counts are the lists' sizes and whose
-- paths are this machine's, are not shown)
\set ECHO none
\o /dev/null
CREATE TABLE url_lists (list text, path text);
\copy url_lists FROM PROGRAM 'cd "$LLURI_URL_DATA" && for f in *.txt; do printf "%s\t%s\n" "$f" "$PWD/$f"; done'
-- one \copy a list, each line as it is (CSV on bytes no URL holds: no
-- quoting, no escapes), put together in a script and run
CREATE TABLE url_in (line text);
CREATE TABLE url_lines (list text, n bigint GENERATED ALWAYS AS IDENTITY, line text);
SELECT format(E'\\copy url_in FROM %s WITH (FORMAT csv, DELIMITER E''\\x01'', QUOTE E''\\x02'', FORCE_NOT_NULL (line))\n'
              'INSERT INTO url_lines (list, line) SELECT %L, line FROM url_in;\n'
              'TRUNCATE url_in;', quote_literal(path), list)
  FROM url_lists ORDER BY list
\g (format=unaligned tuples_only=on) :outdir/results/urls_load.sql
\i :outdir/results/urls_load.sql

-- what the tool counts: a failure report a line ("LIST:LINE:OFFSET: why"),
-- strict and lenient
CREATE TABLE cli_counts (list text, strict_invalid bigint, lenient_invalid bigint);
\copy cli_counts FROM PROGRAM 'cd "$LLURI_URL_DATA" && for f in *.txt; do printf "%s\t%s\t%s\n" "$f" "$("$LLURI_CLI" check -f "$f" | grep -c "^$f:[0-9]*:[0-9]*: ")" "$("$LLURI_CLI" check --lenient -f "$f" | grep -c "^$f:[0-9]*:[0-9]*: ")"; done'

CREATE TABLE verdicts AS
SELECT list, n, line, p.valid, p.error, uri_try(line) AS u
  FROM url_lines, LATERAL uri_parse(line, lenient => true) AS p;
CREATE TABLE shipped AS SELECT list, n, u FROM verdicts WHERE u IS NOT NULL;
\o
\set ECHO all
SELECT v.list,
       count(*) > 0 AS lines,
       count(*) FILTER (WHERE v.error IS NULL) = count(*) - c.strict_invalid AS valid_matches,
       count(*) FILTER (WHERE v.valid AND v.error IS NOT NULL)
           = c.strict_invalid - c.lenient_invalid AS lenient_matches,
       count(*) FILTER (WHERE NOT v.valid) = c.lenient_invalid AS invalid_matches,
       count(*) FILTER (WHERE v.u IS NOT NULL) = count(*) FILTER (WHERE v.error IS NULL)
           AS uri_try_agrees,
       count(*) FILTER (WHERE (v.error IS NULL) <> (uri_check(v.line) IS NULL)) = 0
           AS uri_check_agrees
  FROM verdicts v JOIN cli_counts c USING (list)
 GROUP BY v.list, c.strict_invalid, c.lenient_invalid ORDER BY v.list;
SELECT count(*) = (SELECT count(*) FROM url_lists) AS every_list_counted FROM cli_counts;

-- the valid lines as uris: output is the input, byte for byte; an index
-- over them passes amcheck; a hash index and a hash join find each one
SELECT count(*) FILTER (WHERE s.u::text <> v.line) AS changed
  FROM shipped s JOIN verdicts v USING (list, n);
CREATE INDEX shipped_u ON shipped (u);
CREATE INDEX shipped_u_hash ON shipped USING hash (u);
SELECT bt_index_check('shipped_u', true), bt_index_parent_check('shipped_u', true);
-- the index order is uri_cmp's, and uri_cmp agrees with = on neighbours
SELECT count(*) FILTER (WHERE uri_cmp(prev, u) > 0) AS out_of_order,
       count(*) FILTER (WHERE (uri_cmp(prev, u) = 0) <> (prev = u)) AS disagree
  FROM (SELECT u, lag(u) OVER (ORDER BY u) AS prev FROM shipped) AS o
 WHERE prev IS NOT NULL;
SET enable_seqscan = off;
SET enable_bitmapscan = off;
SELECT count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM shipped t WHERE t.u = s.u)) AS missed
  FROM (SELECT u FROM shipped ORDER BY list, n LIMIT 2000) AS s;
DROP INDEX shipped_u;
SELECT count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM shipped t WHERE t.u = s.u)) AS missed
  FROM (SELECT u FROM shipped ORDER BY list, n LIMIT 2000) AS s;
RESET enable_seqscan;
RESET enable_bitmapscan;
SET enable_mergejoin = off;
SET enable_nestloop = off;
SELECT count(*) = (SELECT count(*) FROM shipped a JOIN shipped b ON a.u::text = b.u::text)
       AS hash_join_agrees
  FROM shipped a JOIN shipped b ON a.u = b.u;
RESET enable_mergejoin;
RESET enable_nestloop;
\else
\echo 'skipped: no URL lists (LLURI_URL_DATA is the directory; configure --with-url-data=DIR)'
\endif
