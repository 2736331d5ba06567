import { SanitisedHtml } from '~/features/ui/sanitisedHtml/SanitisedHtml';
import styles from './ArticleBody.module.css';

/** The article's body: the publisher's HTML, cut to the allow-list on the server. */
export function ArticleBody({ html }: { html: string }) {
  return <SanitisedHtml className={styles.body} html={html} />;
}
