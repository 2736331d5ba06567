// askDetail's like and share: an island (QuestionPage), rendered on the server with the page's count, its code after
// the first paint. The share button opens the site's one share panel (ui/interaction/SharePanel), loaded on its first
// tap; the buttons wear the interaction bar's look (interaction.css, imported with the page).
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useHref, useLocation } from 'react-router';
import { Icon, likeIcon, shareIcon } from '~/features/ui/interaction/icons';
import type { SharePanelProps } from '~/features/ui/interaction/SharePanel';
import type { ShareCard } from '~/features/ui/interaction/target';
import { useI18n } from '~/i18n/context';
import { formatCount } from '~/lib/count';
import { href } from '~/lib/paths';
import { useQuestionLike } from './useQuestionLike';

export interface QuestionActionsProps {
  id: number;
  likes: number;
  /** share mode (isShare=true): the page a shared link opens, without the member's like */
  shareMode: boolean;
  share?: ShareCard;
}

export default function QuestionActions({ id, likes, shareMode, share }: QuestionActionsProps) {
  const { t } = useI18n();
  const buttonId = `like-question-${id}`;
  const like = useQuestionLike(id, likes, buttonId);
  const location = useLocation();
  // without JavaScript nobody is signed in on the page: the like is a link to login, back to the button
  const login = `${useHref(href.login(`${location.pathname}${location.search}`))}${encodeURIComponent(`#${buttonId}`)}`;
  const [Panel, setPanel] = useState<ComponentType<SharePanelProps>>();
  const [panelOpen, setPanelOpen] = useState(false);
  const shareButton = useRef<HTMLButtonElement>(null);
  // the server's HTML shows the buttons before their code has arrived; `data-live` says they now answer
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  const openPanel = async () => {
    const loaded = await import('~/features/ui/interaction/SharePanel');
    setPanel(() => loaded.default);
    setPanelOpen(true);
  };
  const closePanel = () => {
    setPanelOpen(false);
    shareButton.current?.focus();
  };

  return (
    <>
      <section className="interaction-bar" aria-label={t('interaction.bar')} data-live={live || undefined}>
        {!shareMode && (
          <>
            <button
              id={buttonId}
              type="button"
              className="interaction-button"
              data-needs-script=""
              aria-pressed={like.liked}
              onClick={() => void like.like()}
            >
              <Icon>{likeIcon}</Icon>
              <span className="interaction-label">
                {t(like.liked ? 'interaction.liked' : 'interaction.like')}
              </span>
              <span aria-live="polite">{formatCount(like.likes)}</span>
            </button>
            <noscript>
              <a className="interaction-button" href={login}>
                <Icon>{likeIcon}</Icon>
                <span className="interaction-label">{t('interaction.like')}</span>
                <span>{formatCount(likes)}</span>
              </a>
            </noscript>
          </>
        )}
        {share && (
          <button
            ref={shareButton}
            type="button"
            className="interaction-button"
            data-needs-script=""
            aria-haspopup="dialog"
            onClick={() => void openPanel()}
          >
            <Icon>{shareIcon}</Icon>
            <span className="interaction-label">{t('interaction.share')}</span>
          </button>
        )}
        {like.notice && (
          <p className="interaction-notice" role="alert">
            {t(like.notice === 'tooFast' ? 'interaction.tooFast' : 'interaction.failed')}
          </p>
        )}
      </section>
      {/* a question is no article: its shares are not counted on the article of the same number */}
      {Panel && panelOpen && share && (
        <Panel id={id} card={share} shareMode={shareMode} counted={false} onClose={closePanel} />
      )}
    </>
  );
}
