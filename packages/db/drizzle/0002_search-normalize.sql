-- The normaliser of the built-in search engine (@openshiur/search). Generated search_vector columns
-- call it, so it must be IMMUTABLE. The query side does the same in TypeScript
-- (packages/search/src/text/normalize.ts); a shared test keeps the two in step.
--   1. markup becomes a space (author names may carry <em> and the like), and the contents of a
--      script or style element go with it (up to its first '<': PostgreSQL regular expressions
--      cannot be reliably non-greedy), so stray code is never searchable text;
--   2. lower case;
--   3. NFD, then combining marks go: Latin diacritics (Pesaḥim -> pesahim) and Hebrew points and
--      cantillation (בְּרֵאשִׁית -> בראשית);
--   4. apostrophes, geresh and gershayim go, so Tisha B'Av -> tisha bav and ל״ג -> לג.
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT regexp_replace(
    normalize(lower(regexp_replace(
      regexp_replace(value, '<(script|style)[^>]*>[^<]*</(script|style)[^>]*>', ' ', 'gi'),
      '<[^>]*>', ' ', 'g'
    )), NFD),
    '[\u0300-\u036f\u0591-\u05c7''’‘`´״׳]',
    '',
    'g'
  )
$$;
