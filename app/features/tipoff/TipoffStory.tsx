// One tip-off as its reader sees it: where it stands (with each step's date), the moderation's word on a held or
// rejected text, what was sent (text as text, never HTML), the files, the newsroom's reply and the story it became.
import { Link } from 'react-router';
import type { Tipoff } from '~/api/tipoff/entities';
import { useI18n } from '~/i18n/context';
import { formatDate } from '~/lib/dateFormat';
import { coordinates } from './coordinates';
import { progressSteps } from './progress';
import { SentFiles } from '~/features/ui/attachments/SentFiles';
import styles from './Tipoff.module.css';

const when = (ms: number) => formatDate(ms, 'YYYY-MM-DD HH:mm');

export function TipoffStory({ tipoff }: { tipoff: Tipoff }) {
  const { t } = useI18n();
  const steps = progressSteps(tipoff);
  return (
    <article className={styles.story} aria-labelledby="tipoff-title">
      <h2 id="tipoff-title" className={styles.heading}>
        {tipoff.title}
      </h2>
      <p className={styles.badges}>
        <span className={styles.state} data-state={tipoff.state}>
          {t(`tipoff.state.${tipoff.state}`)}
        </span>
        {tipoff.review !== 'passed' && (
          <span className={styles.review} data-review={tipoff.review}>
            {t(`tipoff.review.${tipoff.review}`)}
          </span>
        )}
      </p>
      {tipoff.review === 'rejected' && tipoff.rejectReason && (
        <p className={styles.reason}>{t('tipoff.review.reason', { reason: tipoff.rejectReason })}</p>
      )}
      <section aria-labelledby="tipoff-progress">
        <h3 id="tipoff-progress" className={styles.subheading}>
          {t('tipoff.progress')}
        </h3>
        <ol className={styles.steps}>
          {steps.map((s) => (
            <li key={s.state}>
              <span>{t(`tipoff.state.${s.state}`)}</span>
              {s.at > 0 && <time dateTime={new Date(s.at).toISOString()}>{when(s.at)}</time>}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="tipoff-reply" className={styles.reply}>
        <h3 id="tipoff-reply" className={styles.subheading}>
          {t('tipoff.reply')}
        </h3>
        {tipoff.reply ? (
          <p className={styles.text}>{tipoff.reply}</p>
        ) : (
          <p className={styles.muted}>{t('tipoff.noReply')}</p>
        )}
        {tipoff.rewardPoints > 0 && (
          <p className={styles.reward}>
            {t('tipoff.reward', { points: tipoff.rewardPoints })}{' '}
            <Link className={styles.action} to="/integralShop.html">
              {t('tipoff.rewardHistory')}
            </Link>
          </p>
        )}
        {tipoff.articleId > 0 && tipoff.articleColumnId > 0 && (
          <p>
            <Link
              className={styles.action}
              to={`/newsDetail/${tipoff.articleColumnId}/${tipoff.articleId}.html`}
            >
              {t('tipoff.article')}
            </Link>
          </p>
        )}
      </section>
      <p className={styles.text}>{tipoff.text}</p>
      {tipoff.place && <p className={styles.muted}>{t('tipoff.place', { place: tipoff.place })}</p>}
      {tipoff.location && (
        <p className={styles.muted}>{t('tipoff.location', { place: coordinates(tipoff.location) })}</p>
      )}
      {tipoff.happenedAt && <p className={styles.muted}>{t('tipoff.when', { when: tipoff.happenedAt })}</p>}
      <p className={styles.muted}>
        {t('tipoff.sentBy', { name: tipoff.senderName || t('tipoff.anonymous') })} ·{' '}
        <time dateTime={new Date(tipoff.sentAt).toISOString()}>{when(tipoff.sentAt)}</time>
      </p>
      <SentFiles
        files={tipoff.files}
        label={t('tipoff.files')}
        name={(kind, n) => t(`tipoff.file.${kind}`, { n })}
      />
    </article>
  );
}
