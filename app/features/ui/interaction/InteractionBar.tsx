import { useEffect, useRef, useState, type ComponentType } from 'react';
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
        className="interaction-button interaction-like"
        aria-pressed={like.liked}
        onClick={() => void like.like()}
      >
        <span>{t(like.liked ? 'interaction.liked' : 'interaction.like')}</span>
        <span aria-live="polite">{formatCount(like.count)}</span>
      </button>
      {!target.shareMode && (
        <button
          id={favouriteId}
          type="button"
          className="interaction-button interaction-save"
          aria-pressed={favourite.saved}
          onClick={() => void favourite.toggle()}
        >
          <span>{t(favourite.saved ? 'interaction.favourited' : 'interaction.favourite')}</span>
        </button>
      )}
      {target.share && (
        <button
          ref={shareButton}
          type="button"
          className="interaction-button interaction-share"
          aria-haspopup="dialog"
          onClick={() => void openPanel()}
        >
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
