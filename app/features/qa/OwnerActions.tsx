// The asker's own actions on a replied inquiry, loaded for them alone after hydration: one follow-up question, and a
// rating of 1–5 with a comment, each once. Each ends visibly: the page is read again and shows it.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { isPublisherError } from '~/api/errors';
import { useI18n } from '~/i18n/context';
import { qaApi } from './qaClient';
import styles from './InquiryPage.module.css';

function failure(error: unknown): string | undefined {
  return isPublisherError(error) && error.message ? error.message : undefined;
}

export default function OwnerActions({
  id,
  canFollowUp,
  canRate,
}: {
  id: number;
  canFollowUp: boolean;
  canRate: boolean;
}) {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  const [question, setQuestion] = useState('');
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string>();

  async function act(work: () => Promise<unknown>, doneKey: 'qa.followUpSent' | 'qa.rateSent') {
    setBusy(true);
    setProblem(undefined);
    try {
      await work();
      setDone(t(doneKey));
      void revalidator.revalidate();
    } catch (error) {
      setProblem(failure(error) ?? t('qa.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.owner} aria-label={t('qa.yours')}>
      {done && (
        <p role="status" className={styles.done}>
          {done}
        </p>
      )}
      {canFollowUp && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!question.trim()) return setProblem(t('qa.followUpEmpty'));
            void act(async () => (await qaApi()).followUp(id, question), 'qa.followUpSent');
          }}
        >
          <label className={styles.label} htmlFor="qa-follow-up">
            {t('qa.followUpLabel')}
          </label>
          <textarea
            id="qa-follow-up"
            className={styles.field}
            rows={3}
            maxLength={500}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
          />
          <button type="submit" className={styles.button} disabled={busy}>
            {t('qa.followUpSend')}
          </button>
        </form>
      )}
      {canRate && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (stars === 0) return setProblem(t('qa.rateNone'));
            void act(async () => (await qaApi()).rate(id, stars, comment), 'qa.rateSent');
          }}
        >
          <fieldset className={styles.fieldset}>
            <legend className={styles.label}>{t('qa.rateLabel')}</legend>
            <span className={styles.starPicker}>
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className={n <= stars ? styles.starOn : styles.starOff}>
                  <input
                    type="radio"
                    name="qa-rating"
                    value={n}
                    checked={stars === n}
                    onChange={() => setStars(n)}
                    className={styles.visuallyHidden}
                  />
                  <span aria-hidden="true">★</span>
                  <span className={styles.visuallyHidden}>{t('qa.stars', { n })}</span>
                </label>
              ))}
            </span>
          </fieldset>
          <label className={styles.label} htmlFor="qa-rate-comment">
            {t('qa.rateComment')}
          </label>
          <textarea
            id="qa-rate-comment"
            className={styles.field}
            rows={2}
            maxLength={200}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <button type="submit" className={styles.button} disabled={busy}>
            {t('qa.rateSend')}
          </button>
        </form>
      )}
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </section>
  );
}
