import { shareTitle } from '~/lib/share';
import type { MessengerSignature } from '~/platform/messengerSdk';
import { recordShare } from './recordShare';
import type { ShareCard } from './target';

/**
 * Inside the messenger: configures its JS-SDK with the publisher's signature for this page and hands it the page's
 * cards (friends: the title cut for messenger-type clients, with the 100-character text; moments: the second title,
 * with twice the room). Quietly does nothing when the SDK or the signature fails: the messenger then shares its
 * default card.
 */
export async function configureMessengerShare(
  id: number,
  card: ShareCard,
  shareMode: boolean,
): Promise<void> {
  const [sdk, api] = await Promise.all([
    import('~/platform/messengerSdk'),
    import('~/platform/publisher.client').then((m) => m.loadApi('interaction')),
  ]);
  await sdk
    .configureMessengerShare(
      {
        friends: { title: shareTitle(card.title, 'messenger'), desc: card.description },
        moments: { title: shareTitle(card.title, 'messenger', { second: true }) },
        link: card.url,
        imgUrl: card.image ?? '',
      },
      (url): Promise<MessengerSignature> => api.messengerSignature(url),
      (channel) => recordShare(id, shareMode, channel),
    )
    .catch(() => {});
}
