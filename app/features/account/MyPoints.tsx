// 我的积分 on the member's page: their total and today's, with the way to the history and the shop (integralShop).
import { Link } from 'react-router';
import { useMemberRead } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import styles from './MemberAccount.module.css';

export function MyPoints() {
  const { t } = useI18n();
  const { state, retry } = useMemberRead('points', (api) => api.summary());
  if (state.kind === 'loading' || state.kind === 'visitor') return null;
  return (
    <section id="my-points" className={styles.courses} aria-labelledby="my-points-heading">
      <h2 id="my-points-heading" className={styles.heading}>
        {t('mine.points')}
      </h2>
      {state.kind === 'failed' ? (
        <p role="alert" className={styles.text}>
          {t('common.networkError')}{' '}
          <button type="button" className={styles.textButton} onClick={retry}>
            {t('common.retry')}
          </button>
        </p>
      ) : (
        <p className={styles.points}>
          <strong>{t('mine.pointsTotal', { points: state.data.total })}</strong>
          {state.data.today > 0 && (
            <span className={styles.text}>{t('mine.pointsToday', { points: state.data.today })}</span>
          )}
          <Link to="/integralShop.html">{t('mine.pointsMore')}</Link>
        </p>
      )}
    </section>
  );
}
