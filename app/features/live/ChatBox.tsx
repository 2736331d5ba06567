import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LiveChatMessage } from '~/api/live/entities';
import { isPublisherError } from '~/api/errors';
import { showToast } from '~/features/shell/toastStore';
import { useI18n } from '~/i18n/context';
import { formatDate } from '~/lib/dateFormat';
import { chatDraftKey, chatMaxChars, chatProblem } from '~/lib/liveChat';
import { chatAnchor } from './chatAnchor';
import styles from './LiveChat.module.css';
// its own sheet, so the mark costs the page's first load nothing
import heldStyles from './ChatBox.module.css';
import { href } from '~/lib/paths';

const liveApi = () => import('~/platform/publisher.client').then((m) => m.loadApi('live'));

function readDraft(liveId: number): string {
  try {
    return sessionStorage.getItem(chatDraftKey(liveId)) ?? '';
  } catch {
    return '';
  }
}

function keepDraft(liveId: number, text: string): void {
  try {
    if (text) sessionStorage.setItem(chatDraftKey(liveId), text);
    else sessionStorage.removeItem(chatDraftKey(liveId));
  } catch {
    // storage refused (private mode): the draft lives only in the box
  }
}

/**
 * Posting to the live's chat (spec §5 comment rules): content needed (请输入内容), at most 500 characters, plain text;
 * a visitor is told 请登录后评论 and goes to login, coming back to this box with what they typed. A message held for
 * review is shown here to its poster alone, marked, never in the public list; once approved it is pushed to the live
 * and arrives in `messages`, and is then shown there only.
 */
export default function ChatBox({
  liveId,
  messages,
  onPosted,
}: {
  liveId: number;
  /** the public chat as drawn */
  messages: LiveChatMessage[];
  onPosted: (m: LiveChatMessage) => void;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  const [held, setHeld] = useState<LiveChatMessage[]>([]);
  const waiting = held.filter((h) => !messages.some((m) => m.id === h.id));

  useEffect(() => setText(readDraft(liveId)), [liveId]);

  const change = (value: string) => {
    setText(value);
    setProblem(undefined);
    keepDraft(liveId, value);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const rule = chatProblem(text);
    if (rule) {
      setProblem(t(rule === 'empty' ? 'live.chat.needContent' : 'live.chat.tooLong', { max: chatMaxChars }));
      return;
    }
    const api = await liveApi();
    if (!api.memberId()) {
      keepDraft(liveId, text);
      showToast(t('live.chat.loginFirst'));
      const back = `${location.pathname}${location.search}#${chatAnchor}`;
      void navigate(href.login(back));
      return;
    }
    setSending(true);
    try {
      const message = await api.postChat(liveId, text.trim());
      change('');
      if (message?.held) setHeld((current) => [message, ...current]);
      else if (message) onPosted(message);
    } catch (error) {
      setProblem((isPublisherError(error) && error.message) || t('live.chat.failed'));
    } finally {
      setSending(false);
    }
  };

  const count = [...text.trim()].length;
  return (
    <>
      <form id={chatAnchor} className={styles.box} onSubmit={send} noValidate>
        <textarea
          className={styles.input}
          aria-label={t('live.chat.label')}
          placeholder={t('live.chat.placeholder')}
          value={text}
          rows={2}
          onChange={(event) => change(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'live-chat-problem' : undefined}
        />
        <p className={styles.boxFoot}>
          <span className={count > chatMaxChars ? styles.over : undefined}>
            {t('live.chat.count', { n: count, max: chatMaxChars })}
          </span>
          <button type="submit" className={styles.send} disabled={sending}>
            {t(sending ? 'live.chat.sending' : 'live.chat.send')}
          </button>
        </p>
        {problem && (
          <p id="live-chat-problem" className={styles.problem} role="alert">
            {problem}
          </p>
        )}
      </form>
      {waiting.length > 0 && (
        <ol className={styles.list}>
          {waiting.map((m) => (
            <li key={m.id} className={styles.message}>
              <p className={styles.who}>
                <span>{m.userName}</span>
                <span className={heldStyles.held}>{t('live.chat.pending')}</span>
                <time dateTime={new Date(m.time).toISOString()}>{formatDate(m.time, 'HH:mm')}</time>
              </p>
              <p className={styles.text}>{m.content}</p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
