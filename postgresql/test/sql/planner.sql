-- Planner hygiene: every function's markings, indexes the planner uses,
-- joins, parallel plans, the btree tuple limit.
\pset null '(null)'

-- IMMUTABLE STRICT PARALLEL SAFE but the setters (NULL is "absent": not
-- STRICT) and the libidn2 functions (STABLE: libidn2's tables); the
-- comparisons LEAKPROOF
SELECT p.proname, oidvectortypes(p.proargtypes) AS args,
       p.provolatile AS vol, p.proisstrict AS strict, p.proparallel AS par,
       p.proleakproof AS leakproof
  FROM pg_proc p
  JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid
  JOIN pg_extension e ON d.refclassid = 'pg_extension'::regclass AND d.refobjid = e.oid
 WHERE e.extname = 'lluri'
 ORDER BY p.proname, args;

-- operator classes
SELECT am.amname, opc.opcname, opc.opcdefault
  FROM pg_opclass opc JOIN pg_am am ON am.oid = opc.opcmethod
 WHERE opc.opcintype = 'uri'::regtype ORDER BY 1;
SELECT oprname, oprcanhash, oprcanmerge FROM pg_operator
 WHERE oprleft = 'uri'::regtype ORDER BY 1;

CREATE TABLE links (id int, u uri);
INSERT INTO links
SELECT i, format('%s://%s.example%s/p/%s?id=%s',
                 (ARRAY['http', 'https', 'ftp'])[1 + i % 3],
                 (ARRAY['www', 'mail', 'shop', 'api'])[1 + i % 4] || (i % 97),
                 CASE WHEN i % 5 = 0 THEN ':' || (8000 + i % 7) ELSE '' END,
                 i % 13, i)::uri
  FROM generate_series(1, 20000) AS i;
CREATE INDEX links_u ON links (u);
CREATE INDEX links_rhost ON links (uri_host_reversed(u) text_pattern_ops);
ANALYZE links;
SELECT bt_index_check('links_u', true), bt_index_parent_check('links_u', true);

SET enable_seqscan = off;
SET enable_bitmapscan = off;
EXPLAIN (COSTS OFF) SELECT id FROM links WHERE u = 'http://api3.example/p/3?id=3';
SELECT id FROM links WHERE u = 'http://api3.example/p/3?id=3';
EXPLAIN (COSTS OFF) SELECT count(*) FROM links
 WHERE u >= 'https://api3.example' AND u < 'https://api4.example';
SELECT count(*) FROM links WHERE u >= 'https://api3.example' AND u < 'https://api4.example';
SELECT count(*) AS by_uri_cmp FROM links   -- the same rows without the index
 WHERE uri_cmp(u, 'https://api3.example') >= 0 AND uri_cmp(u, 'https://api4.example') < 0;
EXPLAIN (COSTS OFF) SELECT u FROM links ORDER BY u LIMIT 3;
SELECT u FROM links ORDER BY u LIMIT 3;
EXPLAIN (COSTS OFF) SELECT count(*) FROM links
 WHERE uri_host_reversed(u) LIKE 'example,shop1%';
SELECT count(*) FROM links WHERE uri_host_reversed(u) LIKE 'example,shop1%';
-- a hash index serves = too
CREATE INDEX links_u_hash ON links USING hash (u);
DROP INDEX links_u;
EXPLAIN (COSTS OFF) SELECT id FROM links WHERE u = 'http://api3.example/p/3?id=3';
SELECT id FROM links WHERE u = 'http://api3.example/p/3?id=3';
RESET enable_seqscan;
RESET enable_bitmapscan;

-- a hash join, forced; then a merge join
CREATE TABLE visits (u uri);
INSERT INTO visits SELECT u FROM links WHERE id % 10 = 0;
INSERT INTO visits VALUES ('http://not.there/'), ('HTTP://www1.example/p/1?id=1');
ANALYZE visits;
SET enable_mergejoin = off;
SET enable_nestloop = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM visits v JOIN links l ON l.u = v.u;
SELECT count(*) FROM visits v JOIN links l ON l.u = v.u;
RESET enable_mergejoin;
SET enable_hashjoin = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM visits v JOIN links l ON l.u = v.u;
SELECT count(*) FROM visits v JOIN links l ON l.u = v.u;
RESET enable_hashjoin;
RESET enable_nestloop;
SELECT count(DISTINCT u) AS distinct_sorted FROM visits;
SET enable_sort = off;
SELECT count(*) FROM (SELECT u FROM visits GROUP BY u) AS g;
RESET enable_sort;

-- a parallel plan: the functions run in the workers
SET max_parallel_workers_per_gather = 2;
SET parallel_setup_cost = 0;
SET parallel_tuple_cost = 0;
SET min_parallel_table_scan_size = 0;
EXPLAIN (VERBOSE, COSTS OFF) SELECT uri_host(u), count(*) FROM links GROUP BY 1;
SELECT uri_host(u), count(*) FROM links GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 3;
RESET max_parallel_workers_per_gather;
RESET parallel_setup_cost;
RESET parallel_tuple_cost;
RESET min_parallel_table_scan_size;

-- the btree tuple limit (a third of a page, after compression: a long URL
-- that does not compress); a hash index takes any length
CREATE TABLE long_links (u uri);
INSERT INTO long_links
SELECT ('http://h/?q=' || string_agg(md5(k || ':' || i), '' ORDER BY i))::uri
  FROM generate_series(1, 100) AS i, generate_series(1, 2) AS k GROUP BY k;
CREATE INDEX long_links_u ON long_links (u);
CREATE INDEX long_links_hash ON long_links USING hash (u);
SET enable_seqscan = off;
EXPLAIN (COSTS OFF) SELECT length(u::text) FROM long_links
 WHERE u = ('http://h/?q=' || md5('2:1'))::uri;
SELECT count(*) FROM long_links l
 WHERE u = (SELECT u FROM long_links ORDER BY u DESC LIMIT 1);
RESET enable_seqscan;
