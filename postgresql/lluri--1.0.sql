-- SPDX-License-Identifier: MIT
-- lluri 1.0: the uri type (RFC 3986, stored with its parse), its
-- accessors, writers and operator classes, and functions for text columns
-- that hold junk. doc/postgresql.md is the guide.
--
-- Every function is IMMUTABLE STRICT PARALLEL SAFE but:
--   - the setters (uri_set_*), which take NULL as "absent" (the component
--     removed), so are not STRICT; a NULL uri gives NULL;
--   - uri_from_iri, uri_to_iri, uri_host_unicode: STABLE, their answer
--     depends on libidn2's Unicode tables, which an upgrade may change.
-- The comparison functions are LEAKPROOF: they raise for nothing a value
-- holds.

\echo Use "CREATE EXTENSION lluri" to load this file. \quit

-- ---------------------------------------------------------------- the type

CREATE TYPE uri;

CREATE FUNCTION uri_in(cstring) RETURNS uri
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_out(uri) RETURNS cstring
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_recv(internal) RETURNS uri
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_send(uri) RETURNS bytea
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

CREATE TYPE uri (
    INTERNALLENGTH = VARIABLE,
    INPUT = uri_in,
    OUTPUT = uri_out,
    RECEIVE = uri_recv,
    SEND = uri_send,
    STORAGE = extended,
    COLLATABLE = false
);

CREATE FUNCTION uri(text) RETURNS uri
    AS 'MODULE_PATHNAME', 'uri_from_text' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION text(uri) RETURNS text
    AS 'MODULE_PATHNAME', 'uri_to_text' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE CAST (text AS uri) WITH FUNCTION uri(text) AS ASSIGNMENT;
CREATE CAST (uri AS text) WITH FUNCTION text(uri) AS ASSIGNMENT;

-- ---------------------------------------------------------------- comparison
-- = is the stored text, byte for byte; the order is scheme, host (ASCII
-- case aside), port (by number), then the rest of the text.

CREATE FUNCTION uri_eq(uri, uri) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION uri_ne(uri, uri) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION uri_lt(uri, uri) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION uri_le(uri, uri) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION uri_gt(uri, uri) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION uri_ge(uri, uri) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION uri_cmp(uri, uri) RETURNS integer
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION uri_sortsupport(internal) RETURNS void
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_hash(uri) RETURNS integer
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION uri_hash_extended(uri, bigint) RETURNS bigint
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;

CREATE OPERATOR = (
    LEFTARG = uri, RIGHTARG = uri, PROCEDURE = uri_eq,
    COMMUTATOR = =, NEGATOR = <>,
    RESTRICT = eqsel, JOIN = eqjoinsel, HASHES, MERGES
);
CREATE OPERATOR <> (
    LEFTARG = uri, RIGHTARG = uri, PROCEDURE = uri_ne,
    COMMUTATOR = <>, NEGATOR = =,
    RESTRICT = neqsel, JOIN = neqjoinsel
);
CREATE OPERATOR < (
    LEFTARG = uri, RIGHTARG = uri, PROCEDURE = uri_lt,
    COMMUTATOR = >, NEGATOR = >=,
    RESTRICT = scalarltsel, JOIN = scalarltjoinsel
);
CREATE OPERATOR <= (
    LEFTARG = uri, RIGHTARG = uri, PROCEDURE = uri_le,
    COMMUTATOR = >=, NEGATOR = >,
    RESTRICT = scalarlesel, JOIN = scalarlejoinsel
);
CREATE OPERATOR > (
    LEFTARG = uri, RIGHTARG = uri, PROCEDURE = uri_gt,
    COMMUTATOR = <, NEGATOR = <=,
    RESTRICT = scalargtsel, JOIN = scalargtjoinsel
);
CREATE OPERATOR >= (
    LEFTARG = uri, RIGHTARG = uri, PROCEDURE = uri_ge,
    COMMUTATOR = <=, NEGATOR = <,
    RESTRICT = scalargesel, JOIN = scalargejoinsel
);

-- Equal uris are equal images (the stored form follows from the text),
-- so btree indexes deduplicate them (btequalimage).
CREATE OPERATOR CLASS uri_ops DEFAULT FOR TYPE uri USING btree AS
    OPERATOR 1 <,
    OPERATOR 2 <=,
    OPERATOR 3 =,
    OPERATOR 4 >=,
    OPERATOR 5 >,
    FUNCTION 1 uri_cmp(uri, uri),
    FUNCTION 2 uri_sortsupport(internal),
    FUNCTION 4 btequalimage(oid);

CREATE OPERATOR CLASS uri_hash_ops DEFAULT FOR TYPE uri USING hash AS
    OPERATOR 1 =,
    FUNCTION 1 uri_hash(uri),
    FUNCTION 2 uri_hash_extended(uri, bigint);

-- ---------------------------------------------------------------- accessors
-- pguri's names; NULL for an absent component, '' for an empty one.

CREATE FUNCTION uri_scheme(uri) RETURNS text
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_userinfo(uri) RETURNS text
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_host(uri) RETURNS text
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_host_inet(uri) RETURNS inet
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_host_kind(uri) RETURNS text
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_host_reversed(uri) RETURNS text
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_port(uri) RETURNS integer
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_path(uri) RETURNS text
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_path_array(uri) RETURNS text[]
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_query(uri) RETURNS text
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_fragment(uri) RETURNS text
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

CREATE FUNCTION uri_query_params(uri, OUT ord integer, OUT key text, OUT value text)
    RETURNS SETOF record ROWS 4
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_query_jsonb(uri) RETURNS jsonb
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_query_get(uri, key text) RETURNS text
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- ---------------------------------------------------------------- writers

CREATE FUNCTION uri_normalize(uri) RETURNS uri
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_equivalent(uri, uri) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_resolve(base uri, ref uri) RETURNS uri
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_relative(base uri, target uri) RETURNS uri
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

CREATE FUNCTION uri_set_scheme(uri, text) RETURNS uri
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE;
CREATE FUNCTION uri_set_userinfo(uri, text) RETURNS uri
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE;
CREATE FUNCTION uri_set_host(uri, text) RETURNS uri
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE;
CREATE FUNCTION uri_set_port(uri, integer) RETURNS uri
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE;
CREATE FUNCTION uri_set_path(uri, text) RETURNS uri
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE;
CREATE FUNCTION uri_set_query(uri, text) RETURNS uri
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE;
CREATE FUNCTION uri_set_fragment(uri, text) RETURNS uri
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE;
CREATE FUNCTION uri_set_query_param(uri, key text, value text) RETURNS uri
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE;

-- the proxy cache key (lluri_cache_key(): the nginx module's, the tool's)
CREATE FUNCTION uri_cache_key(uri, sort boolean DEFAULT false, keep text[] DEFAULT NULL,
                              "drop" text[] DEFAULT NULL, merge_slashes boolean DEFAULT false)
    RETURNS text
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE;

CREATE FUNCTION uri_escape(text, component text) RETURNS text
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_unescape(text, plus_to_space boolean DEFAULT false) RETURNS text
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- ---------------------------------------------------------------- IDN (libidn2)
-- STABLE: the answer depends on libidn2's Unicode tables.

CREATE FUNCTION uri_from_iri(text) RETURNS uri
    AS 'MODULE_PATHNAME' LANGUAGE C STABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_to_iri(uri) RETURNS text
    AS 'MODULE_PATHNAME' LANGUAGE C STABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_host_unicode(uri) RETURNS text
    AS 'MODULE_PATHNAME' LANGUAGE C STABLE STRICT PARALLEL SAFE;

-- ---------------------------------------------------------------- dirty text
-- None of these raises for what the text holds.

CREATE FUNCTION uri_try(text) RETURNS uri
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_check(text) RETURNS text
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_parse(text, lenient boolean DEFAULT false,
                          OUT valid boolean, OUT error text, OUT "offset" integer,
                          OUT scheme text, OUT userinfo text, OUT host text,
                          OUT host_kind text, OUT port text, OUT path text,
                          OUT query text, OUT fragment text, OUT tolerated text[])
    RETURNS record
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_request_line(text,
                                 OUT valid boolean, OUT error text, OUT "offset" integer,
                                 OUT method text, OUT form text, OUT target text,
                                 OUT version text, OUT scheme text, OUT host text,
                                 OUT port text, OUT path text, OUT query text)
    RETURNS record
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_fetch_verdict(uri, OUT safe boolean, OUT reason text,
                                  OUT address text, OUT address_class text,
                                  OUT verdict text)
    RETURNS record
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_fetch_verdict(text, OUT safe boolean, OUT reason text,
                                  OUT address text, OUT address_class text,
                                  OUT verdict text)
    RETURNS record
    AS 'MODULE_PATHNAME', 'uri_fetch_verdict_text' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
