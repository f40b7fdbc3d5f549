-- COPY in the binary format and back: the same values, byte for byte.
\pset null '(null)'
\getenv outdir PG_ABS_BUILDDIR
\set binfile :outdir '/results/uri_copy.bin'

CREATE TABLE copied (id int, u uri);
INSERT INTO copied VALUES (1, 'http://a/b?c#d'), (2, ''), (3, 'HTTP://[::1]:80/%7e'),
    (4, NULL), (5, 'mailto:x@y'), (6, ('http://h/' || repeat('x', 70000))::uri);
-- through the client (\copy), as a user would: psql does not expand
-- variables in \copy, so the command is put together first
\set copy_in '\\copy copied_back FROM ' :'binfile' ' (FORMAT binary)'
\set copy_in_u '\\copy copied_back (u) FROM ' :'binfile' ' (FORMAT binary)'
COPY copied TO STDOUT (FORMAT binary) \g :binfile
CREATE TABLE copied_back (id int, u uri);
:copy_in
SELECT count(*) AS rows,
       count(*) FILTER (WHERE a.u IS NOT DISTINCT FROM b.u
                        AND a.u::text IS NOT DISTINCT FROM b.u::text) AS same
  FROM copied a JOIN copied_back b USING (id);
SELECT id, uri_host(u), uri_port(u), length(uri_path(u)) FROM copied_back ORDER BY id;

-- the binary input is parsed again, never trusted
COPY (SELECT 'http://a/'::text) TO STDOUT (FORMAT binary) \g :binfile
:copy_in_u
COPY (SELECT '\x01687474703a2f2f6120622f'::bytea) TO STDOUT (FORMAT binary) \g :binfile
:copy_in_u
COPY (SELECT '\x01687474703a2f2f612f'::bytea) TO STDOUT (FORMAT binary) \g :binfile
:copy_in_u
SELECT u FROM copied_back WHERE id IS NULL;
