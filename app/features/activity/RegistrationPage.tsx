// The member's own entry: its voucher code and QR code (the merchant scans it to open the write-off page), and
// whether it was used. Asked for in the browser with the member's token; the page around it is the same for all.
// A sign-up ends here: 报名成功 with the voucher and the count with the member's entry. A deployment that keeps the
// progress for its app answers 10201 (spec §8): the page then offers the download; in the messenger, which cannot
// install it, the open-in-app overlay too.
import { useEffect, useState } from 'react';
import { Link, useHref, useLocation } from 'react-router';
import type { Voucher } from '~/api/activity/entities';
import { isPublisherError } from '~/api/errors';
import { showOpenElsewhere } from '~/features/shell/overlayStore';
import { useSiteOrigin } from '~/features/shell/siteOrigin';
import { QrCode } from '~/features/ui/qrCode/QrCode';
import { useI18n } from '~/i18n/context';
import { errorMessageKey } from '~/i18n/errorMessage';
import type { MessageKey } from '~/i18n/messages.server';
import { formatDate } from '~/lib/dateFormat';
import { href } from '~/lib/paths';
import { platform } from '~/platform/platform';
import { memberClient } from './memberClient';
import styles from './RegistrationPage.module.css';

type State =
  | { kind: 'loading' }
  | { kind: 'login' }
  | { kind: 'none' }
  | { kind: 'inApp' }
  | { kind: 'failed'; message: MessageKey }
  | { kind: 'voucher'; voucher: Voucher; entries?: number };

const when = (ms: number) => formatDate(ms, 'YYYY-MM-DD HH:mm');

export function RegistrationPage({
  activityId,
  title,
  entryId,
}: {
  activityId: number;
  title: string;
  entryId?: number;
}) {
  const { t } = useI18n();
  const location = useLocation();
  // the sign-up form comes here with this state: the page says the sign-up went through
  const signedUpNow = (location.state as { signedUp?: boolean } | null)?.signedUp === true;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const voucher = state.kind === 'voucher' ? state.voucher : undefined;
  const siteOrigin = useSiteOrigin();
  const writeOffPath = useHref(voucher ? href.writeOff(activityId, voucher.code) : '/');

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const { api, signedIn } = await memberClient();
        if (!signedIn) return current && setState({ kind: 'login' });
        const { vouchers, entries } = await api.vouchers(activityId);
        const mine = vouchers.find((v) => v.entryId === entryId) ?? vouchers[0];
        if (current) setState(mine ? { kind: 'voucher', voucher: mine, entries } : { kind: 'none' });
      } catch (error) {
        if (!current) return;
        const key = isPublisherError(error) ? error.key : 'error';
        if (key === 'loginExpired' || key === 'tokenInvalid') setState({ kind: 'login' });
        else if (key === 'downloadAppForSignup') {
          setState({ kind: 'inApp' });
          if (platform().isMessenger) showOpenElsewhere('app');
        } else setState({ kind: 'failed', message: errorMessageKey(key) });
      }
    })();
    return () => {
      current = false;
    };
  }, [activityId, entryId]);

  return (
    <section
      className={styles.page}
      aria-labelledby="registration-title"
      aria-busy={state.kind === 'loading'}
    >
      <h1 id="registration-title" className={styles.title}>
        {t('activity.registration.title')}
      </h1>
      <p className={styles.activity}>
        <Link to={href.activityDetail(activityId)}>{title}</Link>
      </p>
      {state.kind === 'login' && (
        <p role="status">
          {t('activity.form.loginFirst')}{' '}
          <Link to={href.login(`${location.pathname}${location.search}`)}>{t('activity.form.login')}</Link>
        </p>
      )}
      {state.kind === 'none' && (
        <p role="status">
          {t('activity.registration.none')}{' '}
          <Link to={href.activityApply(activityId)}>{t('activity.button.open')}</Link>
        </p>
      )}
      {state.kind === 'inApp' && (
        <p role="status">
          {t('errors.downloadAppForSignup')}{' '}
          <Link to={href.downloadClient()}>{t('activity.registration.download')}</Link>
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className={styles.error}>
          {t(state.message)}
        </p>
      )}
      {voucher && signedUpNow && (
        <p role="status" className={styles.done}>
          {t('activity.registration.done')}
        </p>
      )}
      {state.kind === 'voucher' && state.entries !== undefined && (
        <p className={styles.activity}>{t('activity.entries', { count: state.entries })}</p>
      )}
      {voucher && (
        <div className={styles.voucher}>
          <h2 className={styles.subtitle}>{t('activity.voucher.title')}</h2>
          <p>
            {t('activity.writeOff.entrant')}：{voucher.name}
          </p>
          <p>{t('activity.registration.signedUpAt', { time: when(voucher.signedUpAt) })}</p>
          <QrCode value={`${siteOrigin}${writeOffPath}`} label={t('activity.voucher.qr')} />
          <p className={styles.code} data-code={voucher.code}>
            {t('activity.voucher.code', { code: voucher.code })}
          </p>
          <p className={voucher.used ? styles.used : styles.unused}>
            {voucher.used
              ? t('activity.voucher.used', { time: when(voucher.usedAt) })
              : t('activity.voucher.unused')}
          </p>
        </div>
      )}
    </section>
  );
}
