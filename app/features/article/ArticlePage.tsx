import { ArticleBody } from './ArticleBody';
import { ArticleHeader } from './ArticleHeader';
import type { ArticleView } from './articleView';
import { Credits } from './Credits';
import { PreviewBanner } from './PreviewBanner';
import { RelatedArticles } from './RelatedArticles';
import { articleEndId, ScrollToBottom } from './ScrollToBottom';
import { Interaction } from '~/features/ui/interaction/Interaction';
import styles from './ArticlePage.module.css';

export function ArticlePage({ article }: { article: ArticleView }) {
  return (
    <article className={styles.page}>
      {article.preview && <PreviewBanner />}
      <ArticleHeader article={article} />
      <ArticleBody html={article.bodyHtml} />
      <Credits credits={article.credits} />
      {article.interaction && <Interaction target={article.interaction} />}
      <div id={articleEndId} className={styles.end} />
      <RelatedArticles entries={article.related} />
      <ScrollToBottom />
    </article>
  );
}
