-- The site search indexes the site's articles: those listed in a column. An article in no column (column 0: the
-- printed paper's articles and the short videos, reached through their pages and categories, docs/paper.md) is left
-- out, as Founder keeps its paper apart from the site search; the paper has its own search (searchAllPaper). The
-- index's cost also stays with the site's articles: some 950 printed articles doubled the seeded database.
DROP TRIGGER article_search_sync ON articles;
--> statement-breakpoint
CREATE TRIGGER article_search_sync
AFTER INSERT OR UPDATE OF title, author, content, status, article_type, published_at ON articles
FOR EACH ROW WHEN (NEW.column_id <> 0) EXECUTE FUNCTION article_search_sync();
--> statement-breakpoint
DELETE FROM article_search s USING articles a WHERE a.file_id = s.file_id AND a.column_id = 0;
