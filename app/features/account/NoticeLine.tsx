// A form's one line of news: an error (announced at once, role alert) or information (role status), empty between.
import { useI18n } from '~/i18n/context';
import type { FormNotice } from './useSendCode';
import styles from './LoginForm.module.css';

export function NoticeLine({ id, notice }: { id: string; notice: FormNotice | undefined }) {
  const { t } = useI18n();
  const error = notice?.tone === 'error';
  return (
    <p id={id} className={error ? styles.error : styles.info} role={error ? 'alert' : 'status'}>
      {notice ? t(notice.message, notice.values) : ''}
    </p>
  );
}
