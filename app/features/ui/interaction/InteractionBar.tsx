import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Link, useHref, useLocation, useNavigate } from 'react-router';
import { useI18n } from '~/i18n/context';
import { formatCount } from '~/lib/count';
import { href } from '~/lib/paths';
import { whenIdle } from '~/features/shell/whenIdle';
import { platform } from '~/platform/platform';
import { Icon, likeIcon, shareIcon } from './icons';
import type { SharePanelProps } from './SharePanel';
import type { InteractionTarget } from './target';
import { useFavourite } from './useFavourite';
import { useLike } from './useLike';
import { useReadCount } from './useReadCount';

const favouriteIcon = <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />;

/** What an article's docked bar shows of its comments (`docked` in ./Interaction.tsx). */
export interface DockComments {
  /** every public comment, in words (spec §5 count display) */
  count: string;
  /** whether the reader may write one (the box opens) */
  open: boolean;
}

/**
 * Without JavaScript a button does nothing: the buttons that need it are hidden (`data-needs-script`,
 * docs/no-javascript.md) and a link to login stands in, back to the button's place (docs/interaction.md).
 */
function WithoutScript({ login, children }: { login: string; children: ReactNode }) {
  return (
    <noscript>
      <a className="interaction-button" href={login}>
        {children}
      </a>
    </noscript>
  );
}

/**
 * A content page's like, favourite and share controls (an island: server-rendered, its code after hydration; the
 * share panel's on the first tap). Share mode, the page a shared link opens, shows no member-only control and
 * offers the app instead. `dock`: the article's slim bar at the foot of the screen, with 写评论 and the comment
 * count before them (docs/interaction.md).
 */
export default function InteractionBar({ target, dock }: { target: InteractionTarget; dock?: DockComments }) {
  const { t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;
  const loginBase = useHref(href.login(here));
  const loginTo = (fragment: string) => `${loginBase}${encodeURIComponent(`#${fragment}`)}`;
  useReadCount(target.countRead ? target.id : 0, target.shareMode);
  const like = useLike(target.id, target.likes, target.shareMode);
  const favouriteId = `favourite-${target.id}`;
  const favourite = useFavourite(target.id, favouriteId, target.share?.image);
  const notice = like.notice ?? favourite.notice;
  // the server's HTML shows the bar before its code has arrived; `data-live` says its buttons now answer
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const { id, share, shareMode } = target;
  const docked = dock !== undefined && !shareMode;
  // the comment section opens its box for `#comment-box`, each time the bar asks (a new location)
  const writeComment = () => {
    void navigate(`${here}#comment-box`, { replace: true, preventScrollReset: true });
    // a box already open is not opened again: the reader is taken to it
    document.querySelector<HTMLElement>('#comment-box textarea')?.focus();
  };
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
  const panel =
    Panel && panelOpen && share ? (
      <Panel id={id} card={share} shareMode={shareMode} onClose={closePanel} />
    ) : undefined;

  return (
    <>
      <section
        className={docked ? 'interaction-bar interaction-dock' : 'interaction-bar'}
        aria-label={t('interaction.bar')}
        data-live={live || undefined}
      >
        {docked && dock.open && (
          <>
            <button
              type="button"
              className="interaction-button interaction-write"
              data-needs-script=""
              onClick={writeComment}
            >
              <span>{t('interaction.writeComment')}</span>
            </button>
            <WithoutScript login={loginTo('comment-box')}>
              <span>{t('interaction.writeComment')}</span>
            </WithoutScript>
          </>
        )}
        {docked && (
          <a
            className="interaction-button"
            href="#comments"
            aria-label={t('interaction.comments', { count: dock.count })}
          >
            <Icon>
              <path d="M4 5h16v11H9l-5 4z" />
            </Icon>
            <span>{dock.count}</span>
          </a>
        )}
        <button
          id={`like-${id}`}
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
          <span aria-live="polite">{formatCount(like.count)}</span>
        </button>
        <WithoutScript login={loginTo(`like-${id}`)}>
          <Icon>{likeIcon}</Icon>
          <span className="interaction-label">{t('interaction.like')}</span>
          <span>{formatCount(target.likes)}</span>
        </WithoutScript>
        {!target.shareMode && (
          <>
            <button
              id={favouriteId}
              type="button"
              className="interaction-button"
              data-needs-script=""
              aria-pressed={favourite.saved}
              onClick={() => void favourite.toggle()}
            >
              <Icon>{favouriteIcon}</Icon>
              <span className="interaction-label">
                {t(favourite.saved ? 'interaction.favourited' : 'interaction.favourite')}
              </span>
            </button>
            <WithoutScript login={loginTo(favouriteId)}>
              <Icon>{favouriteIcon}</Icon>
              <span className="interaction-label">{t('interaction.favourite')}</span>
            </WithoutScript>
          </>
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
            <Icon>{shareIcon}</Icon>
            <span className="interaction-label">{t('interaction.share')}</span>
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
      </section>
      {/* beside the bar, not in it: the docked bar is sticky, a stacking context the panel could not rise out of */}
      {panel}
    </>
  );
}
