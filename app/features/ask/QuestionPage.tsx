// askDetail/:id.html: an answered question. The question, who asked (masked), when and where, its pictures, and the
// answer with the answerer's card are in the server HTML, with the like and share buttons; the comments (source 4)
// are the route's foot.
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import '~/features/ui/interaction/interaction.css';
import { preloadedLazy } from '~/features/ui/island/preloadedLazy';
import { useI18n } from '~/i18n/context';
import { topicPath } from './askPaths';
import type { QuestionView } from './askView';
import { Answerer } from './Answerer';
import { Pictures } from './Pictures';
import type { QuestionActionsProps } from './QuestionActions';
import styles from './Ask.module.css';

/** The like and share buttons' code, out of the first load: rendered in full on the server, loaded after first paint. */
export const questionActions = preloadedLazy(() => import('./QuestionActions'));

export function QuestionPage({
  question: q,
  actions,
  foot,
}: {
  question: QuestionView;
  actions: QuestionActionsProps;
  foot: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <article className={styles.page}>
      <header className={styles.head}>
        {q.topicId > 0 && (
          <p className={styles.muted}>
            <Link className={styles.topicLink} to={topicPath(q.topicId)}>
              {t('ask.fromTopic', { title: q.topicTitle })}
            </Link>
          </p>
        )}
        <h1 className={styles.title}>
          <span className={styles.tag}>{t('ask.q')}</span>
          {q.text}
        </h1>
        <p className={styles.muted}>{[q.asker, q.when, q.location].filter(Boolean).join(' · ')}</p>
      </header>
      <div className={styles.section}>
        <Pictures urls={q.pictures} label={(n) => t('ask.picture', { n })} large />
      </div>
      <section className={styles.answer} aria-labelledby="the-answer">
        <h2 id="the-answer" className={styles.heading}>
          <span className={styles.tagAnswer}>{t('ask.a')}</span>
          {t('ask.answer')}
        </h2>
        <Answerer answerer={q.answerer} label={t('ask.answererLabel')} />
        <p className={styles.answerText}>{q.answer}</p>
        <Pictures urls={q.answerPictures} label={(n) => t('ask.answerPicture', { n })} large />
        <p className={styles.muted}>
          {/* in share mode there is no like button: its count is said in words */}
          {actions.shareMode
            ? t('ask.answeredFacts', { when: q.answeredWhen, likes: q.likesText })
            : t('ask.answeredWhen', { when: q.answeredWhen })}
        </p>
        <Suspense fallback={null}>
          <questionActions.Component {...actions} />
        </Suspense>
      </section>
      {foot}
    </article>
  );
}
