import { useMemo } from 'react';

/**
 * The publisher's HTML, already cut to the allow-list on the server (sanitize.server.ts), drawn as markup: an
 * article's body, an activity's, a vote's rules. Nothing of it runs in the browser.
 *
 * The `__html` object is kept while the HTML stays the same: React 19 compares the prop by identity, so a new object
 * on any later render (the catalogs arriving after hydration re-render the page) wrote the same HTML again, taking
 * every node of the body out and putting new ones in: the page's picture was no longer its LCP element.
 */
export function SanitisedHtml({ html, className }: { html: string; className?: string }) {
  const inner = useMemo(() => ({ __html: html }), [html]);
  return <div className={className} dangerouslySetInnerHTML={inner} />;
}
