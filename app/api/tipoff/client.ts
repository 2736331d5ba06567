// Tip-offs' client. Sending and the member's own need a signed-in reader (NotSignedIn before anything leaves).
import type { Core } from '../core';
import { memberIdOf, signedInMemberId } from '../member';
import type { Tipoff, TipoffDraft, TipoffSent, TipoffSummary } from './entities';
import { tipoffOperations as ops } from './operations';

const ids = (list: number[]) => list.join(',') || undefined;

export interface TipoffApi {
  memberId(): string | undefined;
  send(draft: TipoffDraft): Promise<TipoffSent>;
  /** a published tip-off as anyone reads it; null: none, or not public */
  published(id: number): Promise<Tipoff | null>;
  /** the signed-in member's own tip-off (or a published one); null: none, or not theirs */
  mine(id: number): Promise<Tipoff | null>;
  /** the member's tip-offs, newest first (at most 100) */
  myTipoffs(): Promise<TipoffSummary[]>;
}

export function createTipoffApi(core: Core): TipoffApi {
  const userID = () => signedInMemberId(core.credentials);
  return {
    memberId: () => memberIdOf(core.credentials),
    send: async (d) =>
      core.call(ops.tipoff, {
        userID: userID(),
        topic: d.title,
        content: d.text,
        place: d.place || undefined,
        latitude: d.location?.latitude,
        longitude: d.location?.longitude,
        happenTime: d.happenedAt || undefined,
        userName: d.anonymous ? undefined : d.name || undefined,
        contactNo: d.phone || undefined,
        anonymous: d.anonymous ? 1 : 0,
        imgUrl: ids(d.pictureIds),
        videoUrl: ids(d.videoIds),
        audioUrl: ids(d.audioIds),
        requestKey: d.requestKey,
      }),
    published: (id) => core.call(ops.tipoffContent, { docID: id }),
    mine: async (id) => core.call(ops.tipoffContent, { docID: id, userID: userID() }),
    myTipoffs: async () => core.call(ops.myTipoff, { userID: userID() }),
  };
}
