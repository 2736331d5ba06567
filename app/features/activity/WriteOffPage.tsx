// The page a merchant opens by scanning a voucher's QR code: it shows the voucher and writes it off on a tap,
// once; a second scan says when it was used. Only a member the activity lists for the shop may see or use it.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { WriteOff } from '~/api/activity/entities';
import { isPublisherError } from '~/api/errors';
import { useI18n } from '~/i18n/context';
import { errorMessageKey } from '~/i18n/errorMessage';
import type { MessageKey } from '~/i18n/messages.server';
import { formatDate } from '~/lib/dateFormat';
import { memberClient } from './memberClient';
import styles from './WriteOffPage.module.css';
import { href } from '~/lib/paths';

type Props = { activityId: number; title: string; code: string; shop?: string };
type State =
  | { kind: 'loading' }
  | { kind: 'login' }
  | { kind: 'refused'; message: MessageKey }
  | { kind: 'voucher'; voucher: WriteOff };

const when = (ms: number) => formatDate(ms, 'YYYY-MM-DD HH:mm');

function refusal(error: unknown): State {
  if (!isPublisherError(error)) return { kind: 'refused', message: 'activity.failed' };
  if (error.key === 'loginExpired' || error.key === 'tokenInvalid') return { kind: 'login' };
  if (error.httpStatus === 403) return { kind: 'refused', message: 'activity.writeOff.notAllowed' };
  if (error.httpStatus === 404 || error.httpStatus === 400)
    return { kind: 'refused', message: 'activity.writeOff.unknown' };
  if (error.kind === 'network' || error.kind === 'timeout')
    return { kind: 'refused', message: errorMessageKey(error.key) };
  return { kind: 'refused', message: 'activity.failed' };
}

export function WriteOffPage({ activityId, title, code, shop }: Props) {
  const { t } = useI18n();
  const location = useLocation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const { api, signedIn } = await memberClient();
        if (!signedIn) return current && setState({ kind: 'login' });
        const voucher = await api.writeOff({ activityId, code, shop, confirm: false });
        if (current) setState({ kind: 'voucher', voucher });
      } catch (error) {
        if (current) setState(refusal(error));
      }
    })();
    return () => {
      current = false;
    };
  }, [activityId, code, shop]);

  const confirm = async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      const { api } = await memberClient();
      setState({ kind: 'voucher', voucher: await api.writeOff({ activityId, code, shop, confirm: true }) });
    } catch (error) {
      setState(refusal(error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const voucher = state.kind === 'voucher' ? state.voucher : undefined;
  return (
    <section className={styles.page} aria-labelledby="write-off-title" aria-busy={state.kind === 'loading'}>
      <h1 id="write-off-title" className={styles.title}>
        {t('activity.writeOff.title')}
      </h1>
      <p className={styles.activity}>{title}</p>
      <p className={styles.code}>{t('activity.voucher.code', { code })}</p>
      {state.kind === 'login' && (
        <p role="status">
          {t('activity.writeOff.loginFirst')}{' '}
          <Link to={href.login(`${location.pathname}${location.search}`)}>{t('activity.form.login')}</Link>
        </p>
      )}
      {state.kind === 'refused' && (
        <p role="alert" className={styles.refused}>
          {t(state.message)}
        </p>
      )}
      {voucher && (
        <>
          <p>
            {t('activity.writeOff.entrant')}：{voucher.name}
          </p>
          <p role="status" className={voucher.used && !voucher.usedNow ? styles.refused : styles.done}>
            {voucher.usedNow
              ? t('activity.writeOff.done')
              : voucher.used
                ? t('activity.writeOff.usedAt', { time: when(voucher.usedAt) })
                : t('activity.voucher.unused')}
          </p>
          {!voucher.used && (
            <button type="button" className={styles.confirm} disabled={busy} onClick={() => void confirm()}>
              {t('activity.writeOff.confirm')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
