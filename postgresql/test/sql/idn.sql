-- IRIs and internationalized hosts through libidn2 (STABLE functions).
-- Without libidn2 in the build each is "not supported by this build"
-- (idn_1.out).
\pset null '(null)'

SELECT uri_from_iri('http://bücher.de/straße?q=ü#ä');
SELECT uri_from_iri('http://Bücher.DE/');
SELECT uri_from_iri('/ü/relative');
SELECT uri_to_iri('http://xn--bcher-kva.de/stra%C3%9Fe?q=%C3%BC');
SELECT uri_to_iri('http://a/%2F%25%E2%80%AE');
SELECT uri_host_unicode(u)
  FROM (VALUES ('http://xn--bcher-kva.de/'::uri), ('http://b%C3%BCcher.de/'),
               ('http://example.com/'), ('http://[::1]/'), ('http://xn--zz/'),
               ('mailto:x')) AS v(u);
SELECT uri_from_iri('http://a b/');
SELECT uri_from_iri('http://☃☃☃.-x/');
