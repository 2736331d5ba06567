// qaDetail/:id.html and newQaDetail/:id.html: one inquiry, whichever generation the publisher's item is. Title,
// category, the department with its reply figures, the masked asker, time, place, pictures, films and recordings,
// the status and every step with its date, the reply, the follow-up and the rating are in the server HTML; the
// asker's own follow-up and rating forms load after hydration, for the asker alone.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import type { InquiryView } from './inquiryView';
import { qaPaths } from './paths';
import { qaApi } from './qaClient';
import styles from './InquiryPage.module.css';

const OwnerActions = lazy(() => import('./OwnerActions'));

const stepKey = {
  submitted: 'qa.step.submitted',
  accepted: 'qa.step.accepted',
  passed: 'qa.step.passed',
  replied: 'qa.step.replied',
  followUp: 'qa.step.followUp',
  closed: 'qa.step.closed',
} as const;

function Stars({ stars }: { stars: number }) {
  const { t } = useI18n();
  return (
    <span className={styles.stars} role="img" aria-label={t('qa.stars', { n: stars })}>
      {'★'.repeat(stars)}
      <span aria-hidden="true" className={styles.starsOff}>
        {'★'.repeat(5 - stars)}
      </span>
    </span>
  );
}

export function InquiryPage({ inquiry: q, foot }: { inquiry: InquiryView; foot?: ReactNode }) {
  const { t } = useI18n();
  const [owner, setOwner] = useState(false);
  useEffect(() => {
    let live = true;
    void qaApi().then((api) => {
      const me = api.memberId();
      if (live && me && Number(me) === q.askerId && q.askerId > 0) setOwner(true);
    });
    return () => {
      live = false;
    };
  }, [q.askerId]);

  return (
    <article className={styles.page}>
      <header className={styles.head}>
        <p className={styles.chips}>
          <span className={styles.status}>{t(stepKey[q.step])}</span>
          {q.category && <span className={styles.chip}>{q.category}</span>}
          {q.region && <span className={styles.chip}>{q.region}</span>}
        </p>
        <h1 className={styles.title}>{q.title}</h1>
        <p className={styles.muted}>{[q.asker, q.when, q.location].filter(Boolean).join(' · ')}</p>
        {q.department && (
          <p className={styles.department}>
            <span>{t('qa.to', { name: q.department.name })}</span>
            <span className={styles.figures}>{q.department.figures}</span>
          </p>
        )}
      </header>
      <p className={styles.text}>{q.text}</p>
      {q.pictures.length > 0 && (
        <ul className={styles.media}>
          {q.pictures.map((url, i) => (
            <li key={url}>
              <img src={url} alt={t('qa.picture', { n: i + 1 })} loading="lazy" width={750} height={500} />
            </li>
          ))}
        </ul>
      )}
      {q.videos.map((v) => (
        <video
          key={v.url}
          className={styles.video}
          src={v.url}
          poster={v.poster}
          controls
          playsInline
          preload="none"
          aria-label={t('qa.video')}
        />
      ))}
      {q.audios.map((a) => (
        <audio
          key={a.url}
          className={styles.audio}
          src={a.url}
          controls
          preload="none"
          aria-label={t('qa.audio')}
        />
      ))}

      <section className={styles.section} aria-labelledby="inquiry-steps">
        <h2 id="inquiry-steps" className={styles.heading}>
          {t('qa.progress')}
        </h2>
        <ol className={styles.steps}>
          {q.steps.map((s, i) => (
            <li key={i} className={styles.step}>
              <span className={styles.stepName}>{t(stepKey[s.step])}</span>
              <time className={styles.muted}>{s.date}</time>
              {s.department && s.step === 'passed' && (
                <span className={styles.muted}>{t('qa.passedTo', { name: s.department })}</span>
              )}
              {s.text && s.step === 'followUp' && (
                <p className={styles.stepText}>{t('qa.followUpText', { text: s.text })}</p>
              )}
            </li>
          ))}
        </ol>
      </section>

      {q.reply && (
        <section className={styles.reply} aria-labelledby="inquiry-reply">
          <h2 id="inquiry-reply" className={styles.heading}>
            {t('qa.reply', { name: q.department?.name ?? '' })}
          </h2>
          <p className={styles.text}>{q.reply.text}</p>
          {q.reply.pictures.length > 0 && (
            <ul className={styles.media}>
              {q.reply.pictures.map((url, i) => (
                <li key={url}>
                  <img
                    src={url}
                    alt={t('qa.replyPicture', { n: i + 1 })}
                    loading="lazy"
                    width={750}
                    height={500}
                  />
                </li>
              ))}
            </ul>
          )}
          {q.rating && (
            <p className={styles.rating}>
              {t('qa.rated')} <Stars stars={q.rating.stars} />
              {q.rating.comment && <span> {q.rating.comment}</span>}
            </p>
          )}
        </section>
      )}
      {owner && q.reply && (!q.followUp || !q.rating) && (
        <Suspense fallback={null}>
          <OwnerActions id={q.id} canFollowUp={!q.followUp} canRate={!q.rating} />
        </Suspense>
      )}
      <p className={styles.section}>
        <Link className={styles.action} to={qaPaths.form()}>
          {t('qa.form.title')}
        </Link>
      </p>
      {foot}
    </article>
  );
}
