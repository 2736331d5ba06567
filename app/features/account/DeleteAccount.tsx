// Deleting the account, in two steps: the first button opens what deletion does and a box to tick; only then does
// 确认注销 ask the publisher. 暂不注销 closes it again. Nothing is sent before the box is ticked.
import { useId, useState } from 'react';
import { useI18n } from '~/i18n/context';
import { failureMessage } from './loginRules';
import { NoticeLine } from './NoticeLine';
import { accountApi, type FormNotice } from './useSendCode';
import styles from './MemberAccount.module.css';

export function DeleteAccount({ uid, onDeleted }: { uid: string; onDeleted: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<FormNotice>();
  if (!open)
    return (
      <p className={styles.actions}>
        <button type="button" className={styles.danger} onClick={() => setOpen(true)}>
          {t('account.me.delete')}
        </button>
      </p>
    );
  const confirm = async () => {
    if (!agreed) return setNotice({ tone: 'error', message: 'account.me.deleteAgreeFirst' });
    setBusy(true);
    setNotice(undefined);
    try {
      await (await accountApi()).deleteAccount(uid);
      onDeleted();
    } catch (error) {
      setNotice({ tone: 'error', message: failureMessage(error, 'account.me.actionFailed') });
      setBusy(false);
    }
  };
  return (
    <section className={styles.confirm} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('account.me.delete')}
      </h2>
      <p className={styles.text}>{t('account.me.deleteWhat')}</p>
      <label className={styles.agree}>
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        <span>{t('account.me.deleteAgree')}</span>
      </label>
      <NoticeLine id={`${id}-notice`} notice={notice} />
      <p className={styles.actions}>
        <button type="button" className={styles.danger} disabled={busy} onClick={confirm}>
          {t(busy ? 'account.me.deleting' : 'account.me.deleteConfirm')}
        </button>
        <button
          type="button"
          className={styles.button}
          disabled={busy}
          onClick={() => {
            setOpen(false);
            setAgreed(false);
            setNotice(undefined);
          }}
        >
          {t('account.me.deleteKeep')}
        </button>
      </p>
    </section>
  );
}
