// topicDetail/:id.html: a 问吧 topic. The topic, its answerer and its answered questions are in the server HTML (the
// same for every visitor); following and asking happen in the browser, the ask box loaded on first use. The topic's
// own comments (source 7) are the route's foot.
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { preloadedLazy } from '~/features/ui/island/preloadedLazy';
import { useI18n } from '~/i18n/context';
import { AskEntry } from './AskEntry';
import { topicPath } from './askPaths';
import type { QuestionOrder, TopicView } from './askView';
import { Answerer } from './Answerer';
import { QuestionCard } from './QuestionCard';
import styles from './Ask.module.css';

const orders: QuestionOrder[] = ['latest', 'hot'];

/** The follow button's code, out of the first load (100 KB): rendered in full on the server, loaded after first paint. */
export const topicFollow = preloadedLazy(() => import('./TopicFollow'));

export function TopicPage({ topic, foot }: { topic: TopicView; foot: ReactNode }) {
  const { t } = useI18n();
  return (
    <article className={styles.page}>
      {topic.banner && (
        <img
          className={styles.banner}
          src={topic.banner}
          alt=""
          width={750}
          height={300}
          fetchPriority="high"
        />
      )}
      <header className={styles.head}>
        <h1 className={styles.title}>{topic.title}</h1>
        <Answerer answerer={topic.answerer} label={t('ask.answererLabel')} />
        <div className={styles.facts}>
          <span className={styles.muted}>
            {t('ask.counts', { questions: topic.questionsText, answers: topic.answersText })}
          </span>
          <Suspense fallback={null}>
            <topicFollow.Component id={topic.id} fans={topic.fans} />
          </Suspense>
        </div>
      </header>
      {/* the topic's text, cut to the article allow-list on the server */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: topic.bodyHtml }} />
      {topic.questionsClosed ? (
        <p className={styles.closed} role="status">
          {t('ask.closed')}
        </p>
      ) : (
        <AskEntry topicId={topic.id} answerer={topic.answerer.name} />
      )}
      <section className={styles.section} aria-labelledby="topic-questions">
        <h2 id="topic-questions" className={styles.heading}>
          {t('ask.answered')}
        </h2>
        <nav className={styles.tabs} aria-label={t('ask.ordersLabel')}>
          {orders.map((order) => (
            <Link
              key={order}
              to={topicPath(topic.id, order)}
              className={order === topic.order ? styles.tabOn : styles.tab}
              aria-current={order === topic.order ? 'page' : undefined}
              preventScrollReset
              replace
            >
              {t(order === 'hot' ? 'ask.hot' : 'ask.latest')}
            </Link>
          ))}
        </nav>
        {topic.questions.length === 0 ? (
          <p className={styles.empty}>{t('ask.noneAnswered')}</p>
        ) : (
          <ol className={styles.list}>
            {topic.questions.map((q) => (
              <QuestionCard key={q.id} question={q} answerer={topic.answerer.name} />
            ))}
          </ol>
        )}
        {topic.hasMore && (
          <Link
            className={styles.more}
            to={topicPath(topic.id, topic.order, topic.page + 1)}
            preventScrollReset
            replace
          >
            {t('ask.more')}
          </Link>
        )}
      </section>
      {foot}
    </article>
  );
}
