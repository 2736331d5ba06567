// The interaction area's client. Favourites are a member's: without one signed in the call is refused before it
// leaves (NotSignedIn).
import type { Core } from '../core';
import { memberIdOf, signedInMemberId } from '../member';
import type { ArticleCounts, Favourite, MessengerSignature } from './entities';
import { interactionOperations as ops } from './operations';

export interface InteractionApi {
  memberId(): string | undefined;
  /** an article's counts as they are now; null: no such article */
  counts(id: number): Promise<ArticleCounts | null>;
  /** the state asked for, whatever it was; `picture` is shown in the member's list */
  favourite(q: { id: number; saved: boolean; channel: number; picture?: string }): Promise<void>;
  isFavourite(id: number): Promise<boolean>;
  /** 0-based pages of 20, newest first */
  myFavourites(page: number): Promise<Favourite[]>;
  /** the messenger's JS-SDK signature for the exact page URL (without its fragment) */
  messengerSignature(url: string): Promise<MessengerSignature>;
}

/** spec §4 object type of an article */
const articleType = 0;

export function createInteractionApi(core: Core): InteractionApi {
  const userID = () => signedInMemberId(core.credentials);
  return {
    memberId: () => memberIdOf(core.credentials),
    counts: (id) => core.call(ops.counts, { id, source: 0 }),
    favourite: async ({ id, saved, channel, picture }) => {
      const own = { userID: userID(), articleID: id, type: articleType };
      if (saved) await core.call(ops.fav, { ...own, channel, imgUrl: picture ?? '' });
      else await core.call(ops.favCancel, { ...own, cancel: 1 });
    },
    isFavourite: async (id) => core.call(ops.hasFav, { userID: userID(), articleID: id, type: articleType }),
    myFavourites: async (page) => core.call(ops.myFav, { userID: userID(), page }),
    messengerSignature: (url) => core.call(ops.wxSignature, { url }),
  };
}
