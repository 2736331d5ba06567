// What the publisher learns when a reader opens, likes, shares or comments on an article: an analytics send-record
// to its big-data host (spec §7), and, for a signed-in member, the points reading and sharing earn (event1; the
// publisher's rule caps them). Loaded on first use, after the page is alive: none of it is on a first load.
// Fire and forget: the reader has already done the thing, and a lost record is not worth troubling them with.
import { shareChannelCode, type ShareChannel } from '~/lib/shareLinks';
import { sendRecord } from '~/platform/analytics';
import { platform } from '~/platform/platform';
import { loadApi } from '~/platform/publisher.client';

/** Points for reading (浏览) and sharing (分享): members only, and not in the native app, which earns its own. */
async function earnPoints(eType: '浏览' | '分享', articleId: number): Promise<void> {
  if (platform().isNativeApp) return;
  const points = await loadApi('points');
  if (points.memberId()) await points.earn(eType, articleId);
}

const quietly = (work: Promise<unknown>) => void work.catch(() => {});

export function articleOpened(articleId: number, shareMode: boolean): void {
  quietly(sendRecord('openArticle', articleId, { shareMode }));
  quietly(earnPoints('浏览', articleId));
}

export function articleShared(articleId: number, shareMode: boolean, channel: ShareChannel): void {
  quietly(sendRecord('share', articleId, { shareMode, shareChannel: shareChannelCode(channel) }));
  quietly(earnPoints('分享', articleId));
}

export function articleLiked(articleId: number, shareMode: boolean): void {
  quietly(sendRecord('like', articleId, { shareMode }));
}

export function articleCommented(articleId: number): void {
  quietly(sendRecord('comment', articleId, { shareMode: false }));
}
