-- The components, with pguri's names: NULL for an absent component, ''
-- for an empty one; read from the stored parse.
\pset null '(null)'

CREATE TABLE samples (id int, u uri);
INSERT INTO samples VALUES
    (1, 'http://www.example.com/a/b?q=1#f'),
    (2, 'https://user:pw@Example.COM:8443/p?x'),
    (3, 'http://[2001:db8::1]:80/'),
    (4, 'http://[v1.fe:x]/'),
    (5, 'http://192.168.0.1/x'),
    (6, 'mailto:a@example.com'),
    (7, 'urn:isbn:0451450523'),
    (8, '//host.example/path'),
    (9, '/relative/path/?'),
    (10, ''),
    (11, 'http://a:/'),
    (12, 'http://@host/'),
    (13, 'http://a?#'),
    (14, 'file:///etc/passwd'),
    (15, 'http://a:65536/'),
    (16, 'ftp://ftp.example.org:021/'),
    (17, 'HTTP://WWW.Example.COM./%7Euser/./a/../b'),
    (18, 'http://[::ffff:192.0.2.1]/'),
    (19, 'a/b/c'),
    (20, 'http://a:65535');

SELECT id, uri_scheme(u) AS scheme, uri_userinfo(u) AS userinfo, uri_host(u) AS host,
       uri_host_kind(u) AS kind, uri_port(u) AS port, uri_path(u) AS path,
       uri_query(u) AS query, uri_fragment(u) AS fragment
  FROM samples ORDER BY id;

SELECT id, uri_host_inet(u) AS inet, uri_path_array(u) AS segments,
       uri_host_reversed(u) AS reversed
  FROM samples ORDER BY id;

-- reversed hosts: one domain and its subdomains together
SELECT r
  FROM (SELECT uri_host_reversed(u) AS r
          FROM (VALUES ('http://www.example.com/'::uri), ('http://example.com/'),
                       ('http://mail.Example.com/'), ('http://example.org/'),
                       ('http://a.b.example.com:8080/'), ('http://./'), ('http://x..y/'),
                       ('http:///'), ('http://h.%41/'), ('http://example.com./')) AS v(u)) AS h
 ORDER BY r COLLATE "C";

-- every accessor is STRICT: NULL in, NULL out
SELECT uri_scheme(NULL) IS NULL AND uri_userinfo(NULL) IS NULL AND uri_host(NULL) IS NULL
       AND uri_host_inet(NULL) IS NULL AND uri_host_kind(NULL) IS NULL
       AND uri_host_reversed(NULL) IS NULL AND uri_port(NULL) IS NULL
       AND uri_path(NULL) IS NULL AND uri_path_array(NULL) IS NULL
       AND uri_query(NULL) IS NULL AND uri_fragment(NULL) IS NULL AS all_null;
