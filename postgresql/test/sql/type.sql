-- The uri type: strict RFC 3986 input (URI-reference), output exactly as
-- written, binary form, casts, comparison and hashing.
\pset null '(null)'

-- output is the input, byte for byte: no case folding, no normalization
SELECT u, u::text = t AS same
  FROM (VALUES ('http://a/b?c#d'),
               ('HTTP://Example.COM:80/%7euser/./x/../y?Q=%41#Frag'),
               (''),
               ('//host'),
               ('/path?'),
               ('?q'),
               ('#f'),
               ('mailto:a@example.com'),
               ('urn:isbn:0451450523'),
               ('http://[2001:DB8::1]:8080/'),
               ('http://[v7.x:y]/'),
               ('http://@h:/?#'),
               ('file:///etc/passwd')) AS v(t),
       LATERAL (SELECT t::uri AS u) AS c;

-- every kind of input error: lluri's reason and offset in the detail
SELECT 'http://a b/'::uri;
SELECT '1abc:/x'::uri;
SELECT 'http://u:p s@h/'::uri;
SELECT 'http://[::1/'::uri;
SELECT 'http://[v1]/'::uri;
SELECT 'http://a:1x/'::uri;
SELECT 'http://a/b c'::uri;
SELECT 'http://a/?q=<'::uri;
SELECT 'http://a/#f#g'::uri;
SELECT 'a%3:b'::uri;
SELECT 'http://a/%zz'::uri;
SELECT 'http://a/ü'::uri;
SELECT E'http://a/\t'::uri;
SELECT ' http://a/'::uri;
SELECT 'http://a/'::text::uri, uri('http://b/'), uri('http://a b');

-- long values: parsed in pieces (a cancel request is honoured between
-- them), with the same verdict and offsets as one parse
SELECT length(u::text), uri_host(u), length(uri_path(u))
  FROM (SELECT ('http://h/' || repeat(repeat('a', 1000), 3000))::uri AS u) AS l;
SELECT ('http://h/' || repeat('a', 1500000) || ' ')::uri;
SELECT ('http://h/' || repeat('a', 1048567) || '#' || repeat('b', 2000) || '#')::uri;
SELECT uri_check('http://h/' || repeat(repeat('a', 1000), 2500) || '<');

-- binary form: a version byte, then the text
SELECT uri_send('http://a/b'::uri);
SELECT uri_send(''::uri);

-- = is the stored text, byte for byte
SELECT 'http://a/'::uri = 'http://a/'::uri AS eq,
       'http://a/'::uri = 'HTTP://a/'::uri AS eq_case,
       'http://a/'::uri <> 'http://a'::uri AS ne,
       'http://a/'::uri = NULL AS eq_null;

-- the order: scheme, host (ASCII case aside), port by number, the rest
CREATE TABLE ordered (u uri);
INSERT INTO ordered VALUES
    ('https://b.example/'), ('http://b.example/z'), ('http://B.example/a'),
    ('http://a.example:8080/'), ('http://a.example:80/'), ('http://a.example:/'),
    ('http://a.example/'), ('http://a.example:0080/'), ('http://u@a.example/'),
    ('ftp://z.example/'), ('//a.example/'), ('/rel'), (''), ('mailto:x@y'),
    ('http://a.example:100000/'), ('http://a.example:9/'), ('HTTP://a.example/'),
    ('http:x'), ('http:'), ('http://a.example/?'), ('http://a.example/#');
SELECT u FROM ordered ORDER BY u;
SELECT u FROM ordered ORDER BY u DESC LIMIT 3;
SELECT a.u, b.u, uri_cmp(a.u, b.u), a.u < b.u AS lt, a.u <= b.u AS le,
       a.u > b.u AS gt, a.u >= b.u AS ge
  FROM (VALUES ('http://a/'::uri, 'http://a/'::uri),
               ('http://a/', 'HTTP://a/'),
               ('http://a:80/', 'http://a:080/'),
               ('http://a:9/', 'http://a:10/'),
               ('http://z/', 'https://a/')) AS p(a, b),
       LATERAL (SELECT p.a AS u) AS a, LATERAL (SELECT p.b AS u) AS b;
-- the order is total and agrees with = on every pair
SELECT count(*) AS pairs,
       count(*) FILTER (WHERE (uri_cmp(a.u, b.u) = 0) <> (a.u = b.u)) AS disagree,
       count(*) FILTER (WHERE uri_cmp(a.u, b.u) <> -uri_cmp(b.u, a.u)) AS asymmetric
  FROM ordered a, ordered b;

-- the sort's abbreviated keys (the first bytes of scheme, host, port and
-- the rest, compared as integers) never contradict uri_cmp: sorted with
-- them, no neighbours are out of uri_cmp's order, nor is a btree index.
-- Schemes, hosts, ports and paths side by side, in no order (the sort
-- gives its keys up only past 10,000 values whose keys are all alike)
CREATE TABLE tricky AS
SELECT u FROM (SELECT uri_try(s || h || p || r) AS u
                 FROM unnest(ARRAY['', 'http:', 'HTTP:', 'https:', 'file:', 'fil:', 'files:',
                                   'git+ssh:', 'zz:', 'verylongscheme:']) AS s,
                      unnest(ARRAY['', '//', '//a', '//A', '//aB', '//a.b', '//[::1]', '//u@a',
                                   '//%41', '//WWW.Example.co']) AS h,
                      unnest(ARRAY['', ':', ':080', ':80', ':' || repeat('9', 300),
                                   ':1' || repeat('0', 260)]) AS p,
                      unnest(ARRAY['', '/A', '?q', '#f']) AS r
                WHERE h <> '' OR p = '') AS g
 WHERE u IS NOT NULL
 ORDER BY md5(u::text);
SELECT count(*) FROM tricky;
SELECT count(*) FILTER (WHERE uri_cmp(prev, u) > 0) AS out_of_order
  FROM (SELECT u, lag(u) OVER (ORDER BY u) AS prev FROM tricky) AS o;
CREATE INDEX tricky_u ON tricky (u);
SELECT bt_index_check('tricky_u', true);

-- hashing follows =
SELECT uri_hash('http://a/') = uri_hash('http://a/') AS same,
       uri_hash('http://a/') = uri_hash('http://A/') AS case_differs,
       uri_hash_extended('http://a/', 0) = uri_hash_extended('http://a/', 0) AS ext_same,
       uri_hash_extended('http://a/', 0) <> uri_hash_extended('http://a/', 1) AS seeded;
