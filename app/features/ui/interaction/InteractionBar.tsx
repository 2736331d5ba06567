import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { formatCount } from '~/lib/count';
import { href } from '~/lib/paths';
import { whenIdle } from '~/features/shell/whenIdle';
import { platform } from '~/platform/platform';
import type { SharePanelProps } from './SharePanel';
import type { InteractionTarget } from './target';
import { useFavourite } from './useFavourite';
import { useLike } from './useLike';
import { useReadCount } from './useReadCount';

/**
 * A button's icon in the button's own colour. Inline, not a CSS mask: Chromium builds every SVG picture as a
 * document of its own on the main thread (the three masks were a 10-16 ms task in the first layout).
 */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="interaction-icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/**
 * A content page's like, favourite and share controls (an island: server-rendered, its code after hydration; the
 * share panel's on the first tap). Share mode, the page a shared link opens, shows no member-only control and
 * offers the app instead.
 */
export default function InteractionBar({ target }: { target: InteractionTarget }) {
  const { t } = useI18n();
  useReadCount(target.countRead ? target.id : 0, target.shareMode);
  const like = useLike(target.id, target.likes, target.shareMode);
  const favouriteId = `favourite-${target.id}`;
  const favourite = useFavourite(target.id, favouriteId, target.share?.image);
  const notice = like.notice ?? favourite.notice;
  // the server's HTML shows the bar before its code has arrived; `data-live` says its buttons now answer
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const { id, share, shareMode } = target;
  // every content page view is an open-article record (spec §7), sent once the page is idle
  useEffect(
    () => whenIdle(() => void import('./articleEvents').then((m) => m.articleOpened(id, shareMode))),
    [id, shareMode],
  );
  useEffect(() => {
    // the messenger's menu shares this page's card: its SDK loads only inside the messenger
    if (!share || !platform().isMessenger) return;
    return whenIdle(
      () => void import('./messengerShare').then((m) => m.configureMessengerShare(id, share, shareMode)),
    );
  }, [id, share, shareMode]);
  const [Panel, setPanel] = useState<ComponentType<SharePanelProps>>();
  const [panelOpen, setPanelOpen] = useState(false);
  const shareButton = useRef<HTMLButtonElement>(null);

  const openPanel = async () => {
    const loaded = await import('./SharePanel');
    setPanel(() => loaded.default);
    setPanelOpen(true);
  };
  const closePanel = () => {
    setPanelOpen(false);
    shareButton.current?.focus();
  };

  return (
    <section className="interaction-bar" aria-label={t('interaction.bar')} data-live={live || undefined}>
      <button
        type="button"
        className="interaction-button"
        data-needs-script=""
        aria-pressed={like.liked}
        onClick={() => void like.like()}
      >
        <Icon>
          <path d="M7 10v10H4V10zM7 10l4-7a2 2 0 0 1 3 2l-1 4h6a2 2 0 0 1 2 2l-2 7a2 2 0 0 1-2 2H7" />
        </Icon>
        <span>{t(like.liked ? 'interaction.liked' : 'interaction.like')}</span>
        <span aria-live="polite">{formatCount(like.count)}</span>
      </button>
      {!target.shareMode && (
        <button
          id={favouriteId}
          type="button"
          className="interaction-button"
          data-needs-script=""
          aria-pressed={favourite.saved}
          onClick={() => void favourite.toggle()}
        >
          <Icon>
            <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
          </Icon>
          <span>{t(favourite.saved ? 'interaction.favourited' : 'interaction.favourite')}</span>
        </button>
      )}
      {target.share && (
        <button
          ref={shareButton}
          type="button"
          className="interaction-button"
          data-needs-script=""
          aria-haspopup="dialog"
          onClick={() => void openPanel()}
        >
          <Icon>
            <circle cx="18" cy="5" r="2.5" />
            <circle cx="6" cy="12" r="2.5" />
            <circle cx="18" cy="19" r="2.5" />
            <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
          </Icon>
          <span>{t('interaction.share')}</span>
        </button>
      )}
      {notice && (
        <p className="interaction-notice" role="alert">
          {t(notice === 'tooFast' ? 'interaction.tooFast' : 'interaction.failed')}
        </p>
      )}
      {target.shareMode && (
        <p className="interaction-app">
          {t('interaction.openInApp')} <Link to={href.downloadClient()}>{t('interaction.download')}</Link>
        </p>
      )}
      {Panel && panelOpen && target.share && (
        <Panel id={target.id} card={target.share} shareMode={target.shareMode} onClose={closePanel} />
      )}
    </section>
  );
}
