import type { LiveChatMessage } from '~/api/live/entities';
import { useI18n } from '~/i18n/context';
import { formatDate } from '~/lib/dateFormat';
import { href } from '~/lib/paths';
import styles from './LiveChat.module.css';

/** The live's chat (live_discuss), newest first, as text. Taking part needs a login. */
export function LiveChat({ messages }: { messages: LiveChatMessage[] }) {
  const { t } = useI18n();
  return (
    <div className={styles.chat}>
      <a className={styles.login} href={href.login()}>
        {t('live.chat.login')}
      </a>
      {messages.length === 0 ? (
        <p className={styles.empty}>{t('live.chat.empty')}</p>
      ) : (
        <ol className={styles.list}>
          {messages.map((m) => (
            <li key={m.id} className={styles.message}>
              <p className={styles.who}>
                <span>{m.userName}</span>
                <time dateTime={new Date(m.time).toISOString()}>{formatDate(m.time, 'HH:mm')}</time>
              </p>
              <p className={styles.text}>{m.content}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
