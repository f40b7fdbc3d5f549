-- Functions for text columns that hold junk: none raises for what the
-- text holds.
\pset null '(null)'

SELECT t, uri_try(t), uri_check(t)
  FROM (VALUES ('http://a/b'), ('http://a b/'), (''), ('<http://a/>'), ('http://a/%'),
               (E'http://a/\x01'), ('http://[::1'), ('ht tp://a/')) AS v(t);
SELECT uri_try(NULL) IS NULL AND uri_check(NULL) IS NULL AS strict;

-- strict: the verdict, and what was complete before an error
SELECT t, (uri_parse(t)).*
  FROM (VALUES ('http://u@h:8/p?q#f'), ('http://h/a b'), ('http://a:1x/'), ('x?a b'),
               ('http://h/p?q#a#b'), ('1abc:/x'), ('http://[::1]:80/'), ('')) AS v(t);
-- lenient: what logs hold; error and offset are then the strict verdict
SELECT t, (uri_parse(t, lenient => true)).*
  FROM (VALUES ('http://a/b c'), (' <http://a/x> '), (E'\uFEFFhttp://a/'),
               ('http://a/p?q={x}|y^z`'), ('http://a/%zz\b'), ('http://u@v@h/'),
               ('http://a/ü'), ('"http://a/q"'), ('http://a/b'), (E'http://a/\x01'),
               ('http://a:b:c/')) AS v(t);

-- request lines as logs hold them
SELECT l, (uri_request_line(l)).*
  FROM (VALUES ('GET /index.html?x=1 HTTP/1.1'),
               (E'GET /a HTTP/1.0\r\n'),
               (E'POST http://example.com:8080/submit HTTP/1.1\n'),
               ('CONNECT www.example.com:443 HTTP/1.1'),
               ('CONNECT [::1]:443 HTTP/1.1'),
               ('OPTIONS * HTTP/1.1'),
               ('GET //wp-login.php HTTP/1.1'),
               ('GET /a b HTTP/1.1'),
               ('GET  /a HTTP/1.1'),
               ('G(T /a HTTP/1.1'),
               ('GET /a HTTP/9'),
               ('GET * HTTP/1.1'),
               ('CONNECT /a HTTP/1.1'),
               (E'GET /a HTTP/1.1\r\nHost: x'),
               ('GET /a HTTP/1.1 x'),
               (''),
               ('-')) AS v(l);

-- where a fetch would go: read from the text, nothing resolved or fetched
SELECT u, (uri_fetch_verdict(u)).*
  FROM (VALUES ('http://example.com/'::uri), ('http://127.0.0.1/'), ('http://2130706433/'),
               ('http://0x7f.1/'), ('http://10.0.0.1:8080/'), ('https://[::1]/'),
               ('http://%65vil.com/'), ('http:evil.com'), ('http:///x'),
               ('http://a:99999/'), ('http://example.123/'), ('ftp://example.com/'),
               ('http://[v1.x]/'), ('http://169.254.169.254/latest/')) AS v(u);
SELECT t, (uri_fetch_verdict(t)).*
  FROM (VALUES ('http://a.example/x y'), ('http://a b/'), ('http://192.168.1.1/'),
               ('not a url'), ('http://[::1/')) AS v(t);
