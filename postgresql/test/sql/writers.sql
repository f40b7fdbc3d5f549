-- New URIs through the library's writers: normalization (RFC 3986 §6),
-- resolution (§5.2) and its inverse, the setters (§5.3), a query pair,
-- percent-coding, IRIs.
\pset null '(null)'

SELECT u, uri_normalize(u)
  FROM (VALUES ('HTTP://WWW.Example.COM:80/%7euser/./a/../b?Q=%4a#F'::uri),
               ('https://a:443'), ('http://[2001:DB8:0:0:0:0:0:1]/'),
               ('urn:a/../b'), ('/a/%2e%2E/b'), ('')) AS v(u);
-- for normalized uniqueness: an expression index on uri_normalize(u)
CREATE TABLE pages (u uri);
CREATE UNIQUE INDEX pages_normal ON pages (uri_normalize(u));
INSERT INTO pages VALUES ('http://example.com/a');
INSERT INTO pages VALUES ('HTTP://EXAMPLE.COM:80/%61');
SELECT uri_equivalent('http://example.com/a', 'HTTP://EXAMPLE.COM:80/%61') AS same,
       uri_equivalent('http://example.com/a', 'http://example.com/b') AS differ;

-- RFC 3986 §5.4.1 and §5.4.2, against http://a/b/c/d;p?q
SELECT r, uri_resolve('http://a/b/c/d;p?q', r)
  FROM unnest(ARRAY['g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s',
                    'g?y#s', ';x', 'g;x', 'g;x?y#s', '', '.', './', '..', '../', '../g',
                    '../..', '../../', '../../g',
                    '../../../g', '../../../../g', '/./g', '/../g', 'g.', '.g', 'g..',
                    '..g', './../g', './g/.', 'g/./h', 'g/../h', 'g;x=1/./y',
                    'g;x=1/../y', 'g?y/./x', 'g?y/../x', 'g#s/./x', 'g#s/../x',
                    'http:g']::uri[]) AS r;
SELECT uri_resolve('a/b', 'c');
SELECT uri_resolve(NULL, 'c') IS NULL AS strict;

SELECT b, t, uri_relative(b, t), uri_resolve(b, uri_relative(b, t)) = t AS round_trip
  FROM (VALUES ('http://a/b/c/d'::uri, 'http://a/b/c/e'::uri),
               ('http://a/b/c/d', 'http://a/b/x/y'),
               ('http://a/b/c/d', 'http://a/b/c/d?q'),
               ('http://a/b/c/d', 'http://a/b/c/d#f'),
               ('http://a/b/c/d', 'https://a/b/c/d'),
               ('http://a/b/c/d', 'http://other/x'),
               ('http://a/b/', 'http://a/b/c:d')) AS v(b, t);
SELECT uri_relative('/rel', 'http://a/');
SELECT uri_relative('http://a/', 'rel');

-- setters: the component as written (checked against its rule), NULL
-- removes it
SELECT uri_set_scheme('http://a/b', 'https'), uri_set_scheme('http://a/b', NULL),
       uri_set_scheme('//a/b', 'ftp');
SELECT uri_set_userinfo('http://a/', 'me:secret'), uri_set_userinfo('http://me:pw@a/', NULL),
       uri_set_userinfo('http://a/', '');
SELECT uri_set_host('http://a:8/p', 'b.example'), uri_set_host('http://u@a:8/p', NULL),
       uri_set_host('http://a/', '2001:db8::1'), uri_set_host('http://a/', '[v1.x]'),
       uri_set_host('/p', 'h');
SELECT uri_set_port('http://a/', 8080), uri_set_port('http://a:1/', NULL),
       uri_set_port('http://a/', 0), uri_set_port('http://a/', 99999);
SELECT uri_set_path('http://a/b?q', '/c/d'), uri_set_path('http://a/b', ''),
       uri_set_path('mailto:x', 'y@z'), uri_set_path('a:b', '//x');
SELECT uri_set_query('http://a/?x', 'y=1'), uri_set_query('http://a/?x#f', NULL),
       uri_set_query('http://a/', '');
SELECT uri_set_fragment('http://a/#x', 'top'), uri_set_fragment('http://a/#x', NULL),
       uri_set_fragment('http://a/', '');
SELECT uri_set_scheme(NULL, 'http') IS NULL AS null_uri;
-- what a component's rule refuses: the setter, the reason, the offset it
-- would have in the result
SELECT uri_set_scheme('http://a/', '1x');
SELECT uri_set_userinfo('http://a/', 'a b');
SELECT uri_set_host('http://a/', 'a b');
SELECT uri_set_host('mailto:x', 'h');
SELECT uri_set_port('http://a/', -1);
SELECT uri_set_port('/x', 80);
SELECT uri_set_path('http://a/', '/x y');
SELECT uri_set_path('http://a/', 'rootless');
SELECT uri_set_query('http://a/', 'a#b');
SELECT uri_set_fragment('http://a/', '%zz');
SELECT uri_set_path('http://a/', NULL);

-- one query pair: replaced where it first stood, appended, removed
SELECT uri_set_query_param('http://a/?x=1&utm_source=m&y=2&utm_source=n', 'utm_source', 'web'),
       uri_set_query_param('http://a/?x=1', 'q', 'a b&c'),
       uri_set_query_param('http://a/', 'q', 'v'),
       uri_set_query_param('http://a/?q=1&x=2#f', 'q', NULL),
       uri_set_query_param('http://a/?q=1', 'q', NULL),
       uri_set_query_param('http://a/?a+b=1&a%20b=2', 'a b', '3'),
       uri_set_query_param('http://a/?x=1&&y', 'z', '');
-- a key with glob characters is itself; no such key: the URI as it was
SELECT uri_set_query_param('http://a/?a*=1&ab=2&a%2A=3', 'a*', NULL),
       uri_set_query_param('http://a/?a&&k=1&&b&k=2&c', 'k', 'x'),
       uri_set_query_param('http://a/?a=1&&k=2&&b=3&k=4', 'k', NULL),
       uri_set_query_param('http://a/?x=1&&y', 'nope', NULL),
       uri_set_query_param('http://a/?%5Bk%5D=1&k=2', '[k]', 'v');
SELECT uri_set_query_param('http://a/', NULL, 'v') IS NULL AS null_key,
       uri_set_query_param(NULL, 'k', 'v') IS NULL AS null_uri;

-- the proxy cache key, the bytes `lluri cache-key` gives for the same target
SELECT uri_cache_key('HTTP://Example.COM:80/a/./b/../c?z=1&utm_source=x&a=%7e&&b=%2F#top',
                     sort => true, "drop" => ARRAY['utm_*']);
SELECT uri_cache_key('http://h//a//../b?b=2&a=1&fbclid=y', merge_slashes => true,
                     keep => ARRAY['a', 'b']),
       uri_cache_key('http://U@Other.Example/x?a=2&a=1', sort => true),
       uri_cache_key(NULL) IS NULL AS null_uri;
SELECT uri_cache_key('mailto:a@b.example');
SELECT uri_cache_key('http://h/', "drop" => ARRAY[NULL]);

-- percent-coding for one component
SELECT c, uri_escape('a b/c?d#e@f:g&h=i+j%k~l*m', c)
  FROM unnest(ARRAY['userinfo', 'host', 'segment', 'path', 'query', 'fragment', 'form']) AS c;
SELECT uri_escape('x', 'scheme');
SELECT uri_unescape('a%20b+c%2B'), uri_unescape('a%20b+c%2B', true), uri_unescape('%C3%BC');
SELECT uri_unescape('a%2');
SELECT uri_unescape('a%00b');
SELECT uri_unescape('%FF');

-- overlong: a result that no uri or text could hold is a clear error
SELECT length(uri_escape(repeat(repeat(' ', 1000000), 360), 'segment'));
