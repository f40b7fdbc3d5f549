-- The extension and amcheck (the index checks); NULL shown as (null), so
-- that an absent component is told from an empty one.
CREATE EXTENSION lluri;
CREATE EXTENSION amcheck;
SELECT extname, extversion FROM pg_extension WHERE extname = 'lluri';
