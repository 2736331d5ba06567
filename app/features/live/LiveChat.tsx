import { lazy, Suspense } from 'react';
import type { LiveChatMessage } from '~/api/live/entities';
import { useI18n } from '~/i18n/context';
import { formatDate } from '~/lib/dateFormat';
import { href } from '~/lib/paths';
import styles from './LiveChat.module.css';

// posting needs the member's tokens, so JavaScript: the box loads after the page; without it, the login link
const ChatBox = lazy(() => import('./ChatBox'));

/**
 * The live's chat (live_discuss), newest first, as text, with the box to take part (members only), which also shows
 * its poster their own messages held for review.
 */
export function LiveChat({
  liveId,
  messages,
  onPosted,
}: {
  liveId: number;
  messages: LiveChatMessage[];
  onPosted: (message: LiveChatMessage) => void;
}) {
  const { t } = useI18n();
  return (
    <div className={styles.chat}>
      <Suspense
        fallback={
          <a className={styles.login} href={href.login()}>
            {t('live.chat.login')}
          </a>
        }
      >
        <ChatBox liveId={liveId} messages={messages} onPosted={onPosted} />
      </Suspense>
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
