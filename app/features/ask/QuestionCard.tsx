import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { questionPath } from './askPaths';
import type { QuestionCardView } from './askView';
import { Pictures } from './Pictures';
import styles from './Ask.module.css';

/** An answered question in the topic's list: the question, who asked and when, and the start of its answer. */
export function QuestionCard({ question: q, answerer }: { question: QuestionCardView; answerer: string }) {
  const { t } = useI18n();
  return (
    <li className={styles.card}>
      <p className={styles.question}>
        <span className={styles.tag}>{t('ask.q')}</span>
        <Link to={questionPath(q.id)} className={styles.questionLink}>
          {q.text}
        </Link>
      </p>
      <p className={styles.muted}>{[q.asker, q.when, q.location].filter(Boolean).join(' · ')}</p>
      <Pictures urls={q.pictures} label={(n) => t('ask.picture', { n })} />
      <p className={styles.answerStart}>
        <span className={styles.tagAnswer}>{t('ask.a')}</span>
        <span>
          <strong>{answerer}</strong>
          {t('ask.colon')}
          {q.answer}
        </span>
      </p>
      <p className={styles.muted}>
        {t('ask.cardFacts', { when: q.answeredWhen, likes: q.likesText, comments: q.commentsText })}
      </p>
    </li>
  );
}
