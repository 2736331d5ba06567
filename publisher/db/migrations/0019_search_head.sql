-- What ranks and filters a search, kept beside each article's document (docs/adr-search.md). `document` (every token
-- of title, author and body) finds a match through the GIN index without being read; `head` (title A, author B and
-- the body's first 100 characters C) is small enough to stay in the row, so ranking every match of a common word
-- reads no TOASTed document; status, type and time are copies, so the match, the filter and the order need no join.
CREATE FUNCTION search_document(title text, author text, content text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT search_vector(title, 'A') || search_vector(author, 'B') || search_vector(content, 'C')
$f$;
--> statement-breakpoint
CREATE FUNCTION search_head(title text, author text, content text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT search_vector(title, 'A') || search_vector(author, 'B')
      || search_vector(left(btrim(regexp_replace(regexp_replace(coalesce(content, ''), '<[^>]*>', ' ', 'g'),
                                                 '\s+', ' ', 'g')), 100), 'C')
$f$;
--> statement-breakpoint
-- A change of status, type or time alone (publishing, withdrawing) copies those and leaves the tokens as they are.
CREATE OR REPLACE FUNCTION article_search_sync() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.title IS NOT DISTINCT FROM OLD.title AND NEW.author IS NOT DISTINCT FROM OLD.author
     AND NEW.content IS NOT DISTINCT FROM OLD.content THEN
    UPDATE article_search
       SET status = NEW.status, article_type = NEW.article_type, published_at = NEW.published_at
     WHERE file_id = NEW.file_id;
    RETURN NEW;
  END IF;
  INSERT INTO article_search (file_id, document, head, status, article_type, published_at)
  VALUES (NEW.file_id, search_document(NEW.title, NEW.author, NEW.content),
          search_head(NEW.title, NEW.author, NEW.content), NEW.status, NEW.article_type, NEW.published_at)
  ON CONFLICT (file_id) DO UPDATE
    SET document = EXCLUDED.document, head = EXCLUDED.head, status = EXCLUDED.status,
        article_type = EXCLUDED.article_type, published_at = EXCLUDED.published_at;
  RETURN NEW;
END
$f$;
--> statement-breakpoint
DROP TRIGGER article_search_sync ON articles;
--> statement-breakpoint
CREATE TRIGGER article_search_sync
AFTER INSERT OR UPDATE OF title, author, content, status, article_type, published_at ON articles
FOR EACH ROW EXECUTE FUNCTION article_search_sync();
--> statement-breakpoint
UPDATE article_search s
   SET head = search_head(a.title, a.author, a.content), status = a.status, article_type = a.article_type,
       published_at = a.published_at
  FROM articles a
 WHERE a.file_id = s.file_id;
--> statement-breakpoint
-- PGlite never analyses by itself; without figures the planner guessed a handful of rows and joined in a loop.
ANALYZE article_search;
