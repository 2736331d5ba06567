import { publisherForServer } from '~/api/server';
import { href } from '~/lib/paths';
import { pageSize, showsLoadMore } from '~/lib/lists';
import type { ProfileData } from './profileData';

/** null: no such member. */
export async function loadProfile(q: { uid: number; page: number }): Promise<ProfileData | null> {
  const profile = await publisherForServer().account.memberView(q.uid, q.page * pageSize, pageSize);
  if (!profile) return null;
  return {
    uid: profile.uid,
    cancelled: profile.cancelled,
    nickname: profile.nickname,
    avatar: profile.avatar,
    remarks: {
      items: profile.remarks.map((r) => ({
        id: r.id,
        content: r.content,
        time: r.time,
        on: r.on,
        where: r.where,
        to: r.on === 'article' ? href.newsDetail(r.rootId, r.fileId) : href.liveDetail(r.fileId, r.rootId),
      })),
      page: q.page,
      hasMore: showsLoadMore(profile.remarks.length),
    },
  };
}
