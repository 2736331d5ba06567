-- Full-text search that reads Chinese (docs/adr-search.md). The same SQL on PGlite and on a PostgreSQL server: no
-- extension, no text-search parser or dictionary (both depend on the build's locale), only regular expressions.
-- A text's tokens, in order: each run of Chinese characters as its overlapping pairs (a lone character as itself),
-- so 两个 is found inside 我们有两个汉字; Latin, Greek, Cyrillic letters and digits as lower-cased words; Tibetan by
-- syllable (the tsheg separates). Markup is dropped first.
CREATE FUNCTION search_tokens(t text) RETURNS TABLE(tok text, pos bigint)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT lower(substr(m[1], i, CASE WHEN m[1] ~ '^[㐀-䶿一-鿿豈-﫿]' THEN 2 ELSE char_length(m[1]) END)),
         row_number() OVER (ORDER BY n, i)
  FROM regexp_matches(regexp_replace(coalesce(t, ''), '<[^>]*>', ' ', 'g'),
                      '([㐀-䶿一-鿿豈-﫿]+|[A-Za-z0-9À-ɏͰ-ϿЀ-ӿ]+|[ཀ-ཬཱ-྇ྐ-ྼ]+)', 'g')
       WITH ORDINALITY AS r(m, n),
       generate_series(1, CASE WHEN m[1] ~ '^[㐀-䶿一-鿿豈-﫿]' THEN greatest(char_length(m[1]) - 1, 1) ELSE 1 END) AS i
$f$;
--> statement-breakpoint
-- A text as a weighted tsvector (built as a literal: tokens hold only letters and digits, never a quote).
CREATE FUNCTION search_vector(t text, w text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT coalesce(string_agg(quote_literal(tok) || ':' || least(pos, 16383) || w, ' '), '')::tsvector
  FROM search_tokens(t)
$f$;
--> statement-breakpoint
-- What a reader typed as a query: every token must be there; a lone character or a word also matches as a prefix
-- (字 finds 字母, news finds newspaper). At most 32 distinct tokens of the first 200 characters.
CREATE FUNCTION search_query(t text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT coalesce(string_agg(quote_literal(tok)
           || CASE WHEN char_length(tok) = 1 OR tok !~ '^[㐀-䶿一-鿿豈-﫿]' THEN ':*' ELSE '' END, ' & '), '')::tsquery
  FROM (SELECT DISTINCT tok FROM search_tokens(left(t, 200)) LIMIT 32) s
$f$;
--> statement-breakpoint
CREATE FUNCTION article_search_sync() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  INSERT INTO article_search (file_id, document)
  VALUES (NEW.file_id,
          search_vector(NEW.title, 'A') || search_vector(NEW.author, 'B') || search_vector(NEW.content, 'C'))
  ON CONFLICT (file_id) DO UPDATE SET document = EXCLUDED.document;
  RETURN NEW;
END
$f$;
--> statement-breakpoint
CREATE TRIGGER article_search_sync AFTER INSERT OR UPDATE OF title, author, content ON articles
FOR EACH ROW EXECUTE FUNCTION article_search_sync();
--> statement-breakpoint
INSERT INTO article_search (file_id, document)
SELECT file_id, search_vector(title, 'A') || search_vector(author, 'B') || search_vector(content, 'C') FROM articles;
