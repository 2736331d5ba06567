import styles from './ArticleBody.module.css';

/**
 * The one place the page renders HTML: the body, already cut to the allow-list on the server
 * (sanitize.server.ts). Nothing here runs in the browser but the markup.
 */
export function ArticleBody({ html }: { html: string }) {
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
