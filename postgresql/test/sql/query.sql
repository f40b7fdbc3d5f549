-- The query's pairs through the library's query layer: decoded (form
-- decoding: "+" is a space), in order, empty pieces skipped.
\pset null '(null)'

SELECT * FROM uri_query_params('http://a/?q=a+b&x=%41%42&flag&empty=&q=2&&a=b=c#f');
SELECT * FROM uri_query_params('http://a/');
SELECT * FROM uri_query_params('http://a/?');
SELECT * FROM uri_query_params('http://a/?a;b=1');
-- bytes that are no text of the database's encoding stay as written
SELECT * FROM uri_query_params('http://a/?bad=%FF&nul=%00&ok=%C3%BC');

SELECT uri_query_jsonb('http://a/?q=a+b&x=1&flag&q=2&empty=');
SELECT uri_query_jsonb('http://a/?');
SELECT uri_query_jsonb('http://a/');
SELECT uri_query_jsonb('http://a/?k&k=1&k')->'k' AS repeated;
SELECT uri_query_jsonb('http://a/?utm_source=x&id=7')->>'id' AS id;

SELECT uri_query_get(u, 'q') AS q, uri_query_get(u, 'flag') AS flag,
       uri_query_get(u, 'a b') AS spaced, uri_query_get(u, 'missing') AS missing
  FROM (VALUES ('http://a/?q=first&q=second&flag&a+b=%2B'::uri),
               ('http://a/'), ('http://a/?'), ('http://a/?a%20b=x')) AS v(u);
SELECT uri_query_get('http://a/?x=1', NULL) IS NULL AS strict,
       uri_query_get(NULL, 'x') IS NULL AS strict_too;
