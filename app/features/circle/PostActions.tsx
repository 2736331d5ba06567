// A post's actions on its page, after hydration: like (once: the button waits for its answer and stays liked; the
// publisher counts one per member however many taps race), share, report (举报) and, for its author, delete; for a
// keeper of its circle, their controls (KeeperPostBar, loaded for keepers alone).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { memberApi } from '~/features/ui/member/memberApi';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import { platform } from '~/platform/platform';
import { circlePath, postPath } from './circlePaths';
import type { PostView } from './postView';
import styles from './Circle.module.css';

const KeeperPostBar = lazy(() => import('./KeeperPostBar'));

type Mine = { signedIn: boolean; liked: boolean; likes: number; own: boolean; keeper?: boolean };

export function PostActions({ post, circleName }: { post: PostView; circleName: string }) {
  const { t } = useI18n();
  const [mine, setMine] = useState<Mine>({
    signedIn: false,
    liked: post.liked,
    likes: post.likes,
    own: false,
  });
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string>();
  const [gone, setGone] = useState<'deleted' | 'removed'>();
  const liking = useRef(false);

  useEffect(() => {
    let current = true;
    void (async () => {
      const { api, signedIn } = await memberApi('circle');
      if (!signedIn || !current) return;
      const [detail, circle] = await Promise.all([
        api.post(post.id).catch(() => null),
        api.circle(post.circleId).catch(() => null),
      ]);
      if (!current) return;
      const fresh = detail?.post;
      setMine({
        signedIn: true,
        liked: fresh?.liked ?? post.liked,
        likes: fresh?.likes ?? post.likes,
        own: String(post.author.id) === api.memberId(),
        keeper: circle?.standing.keeper,
      });
    })();
    return () => {
      current = false;
    };
  }, [post]);

  const login = href.login(postPath(post.id));
  const act = async (work: () => Promise<void>) => {
    setMessage(undefined);
    try {
      await work();
    } catch (error) {
      const { circleFailure } = await import('./circleFailure');
      setMessage(circleFailure(error, t));
    }
  };

  async function like() {
    if (liking.current || mine.liked) return;
    liking.current = true;
    await act(async () => {
      const { api } = await memberApi('circle');
      const { likes, liked } = await api.like(post.id);
      setMine((m) => ({ ...m, likes, liked }));
    });
    liking.current = false;
  }

  async function share() {
    const url = window.location.href;
    if (navigator.share)
      return navigator.share({ title: post.text.slice(0, 40), url }).catch(() => undefined);
    const { copyText } = await import('~/features/ui/interaction/copyText');
    if (await copyText(url)) platform().toast(t('circle.shareCopied'));
  }

  if (gone)
    return (
      <p className={styles.note} role="status">
        {t(gone === 'removed' ? 'circle.keeper.removed' : 'circle.deleted')}{' '}
        <Link to={circlePath(post.circleId)}>{t('circle.backTo', { name: circleName })}</Link>
      </p>
    );

  return (
    <>
      <footer className={styles.actions}>
        {mine.signedIn ? (
          <button
            type="button"
            className={styles.action}
            aria-pressed={mine.liked}
            disabled={mine.liked}
            onClick={() => void like()}
          >
            {t('circle.like')} {mine.likes}
          </button>
        ) : (
          <Link className={styles.action} to={login}>
            {t('circle.like')} {mine.likes}
          </Link>
        )}
        <a className={styles.action} href="#comments">
          {t('circle.comments', { count: post.commentsText })}
        </a>
        <button type="button" className={styles.action} onClick={() => void share()}>
          {t('circle.share')}
        </button>
        {mine.signedIn && !mine.own && (
          <button type="button" className={styles.action} onClick={() => setReporting((r) => !r)}>
            {t('circle.report')}
          </button>
        )}
        {mine.own && (
          <button
            type="button"
            className={styles.action}
            onClick={() =>
              window.confirm(t('circle.deleteConfirm')) &&
              void act(async () => {
                const { api } = await memberApi('circle');
                await api.remove(post.id);
                setGone('deleted');
              })
            }
          >
            {t('circle.delete')}
          </button>
        )}
      </footer>
      {reporting && (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void act(async () => {
              const { api } = await memberApi('circle');
              await api.report({ postId: post.id, type: 0, reason });
              setReporting(false);
              platform().toast(t('circle.reportDone'));
            });
          }}
        >
          <textarea
            className={styles.field}
            aria-label={t('circle.reportReason')}
            placeholder={t('circle.reportReason')}
            maxLength={200}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <button type="submit" className={styles.button}>
            {t('circle.reportSend')}
          </button>
        </form>
      )}
      {message && (
        <p className={styles.problem} role="alert">
          {message}
        </p>
      )}
      {mine.keeper && (
        <Suspense fallback={null}>
          <KeeperPostBar post={post} onRemoved={() => setGone('removed')} />
        </Suspense>
      )}
    </>
  );
}
