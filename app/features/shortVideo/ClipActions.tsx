import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { eventChannel } from '~/lib/codes';
import { platform } from '~/platform/platform';
import type { ClipView } from './clipView';
import { CommentIcon, HeartIcon, ShareIcon } from './ClipIcons';
import styles from './ClipFeed.module.css';

const shortVideoApi = () => import('~/platform/publisher.client').then((m) => m.loadApi('shortVideo'));
const channel = () => eventChannel({ inNativeApp: platform().isNativeApp, shareMode: false });

/** Like (counted once per member or device by the publisher), the comments, share: down the clip's right edge. */
export function ClipActions({ clip }: { clip: ClipView }) {
  const { t } = useI18n();
  const [likes, setLikes] = useState(clip.likes);
  const [liked, setLiked] = useState(false);

  const like = async () => {
    if (liked) return;
    try {
      const answer = await (await shortVideoApi()).like({ id: clip.id, channel: channel() });
      setLiked(true);
      setLikes(answer.likes ?? likes + (answer.counted === false ? 0 : 1));
      if (answer.counted === false) platform().toast(t('shortVideo.alreadyLiked'));
    } catch {
      platform().toast(t('shortVideo.likeFailed'));
    }
  };

  const share = async () => {
    const url = clip.shareUrl!;
    void shortVideoApi()
      .then((api) => api.event({ id: clip.id, eventType: 2, channel: channel() }))
      .catch(() => {});
    if (navigator.share) {
      await navigator.share({ title: clip.title, url }).catch(() => {});
      return;
    }
    await navigator.clipboard?.writeText(url).catch(() => {});
    platform().toast(t('shortVideo.linkCopied'));
  };

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.action}
        aria-pressed={liked}
        onClick={() => void like()}
        data-needs-script=""
      >
        <HeartIcon filled={liked} />
        <span className={styles.actionText}>{t('shortVideo.like', { count: likes })}</span>
      </button>
      {clip.commentsHref && (
        <Link className={styles.action} to={clip.commentsHref}>
          <CommentIcon />
          <span className={styles.actionText}>{t('shortVideo.comments', { count: clip.comments })}</span>
        </Link>
      )}
      {clip.shareUrl && (
        <button type="button" className={styles.action} onClick={() => void share()} data-needs-script="">
          <ShareIcon />
          <span className={styles.actionText}>{t('shortVideo.share')}</span>
        </button>
      )}
    </div>
  );
}
