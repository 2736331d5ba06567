// The web share addresses of spec §2's share panel (QQ, Weibo, Facebook, Twitter): the card's words cut for
// clients other than the messenger (spec §5), every part encoded, and the share channel codes of spec §9.
import { shareTitle, shareDescriptionMax } from './share';
import { shareChannels } from './codes';

export type WebShareChannel = 'qq' | 'weibo' | 'facebook' | 'twitter';

/** Every channel of the panel. */
export type ShareChannel = 'messenger' | 'moments' | WebShareChannel | 'poster' | 'system' | 'copy';

export interface ShareWords {
  url: string;
  title: string;
  description: string;
  image?: string;
}

const query = (params: Record<string, string | undefined>) =>
  Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

export function webShareUrl(channel: WebShareChannel, card: ShareWords): string {
  const title = shareTitle(card.title, 'other');
  const description = Array.from(card.description).slice(0, shareDescriptionMax).join('');
  switch (channel) {
    case 'qq':
      return `https://connect.qq.com/widget/shareqq/index.html?${query({
        url: card.url,
        title,
        desc: description,
        summary: description,
        pics: card.image,
      })}`;
    case 'weibo':
      return `https://service.weibo.com/share/share.php?${query({ url: card.url, title, pic: card.image })}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${query({ u: card.url })}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?${query({ url: card.url, text: title })}`;
  }
}

/** spec §9 share channel codes (messenger 1, timeline 2, Sina 3, QQ 4, album 6); others have none. */
export function shareChannelCode(channel: ShareChannel): number | undefined {
  switch (channel) {
    case 'messenger':
      return shareChannels.messenger;
    case 'moments':
      return shareChannels.timeline;
    case 'weibo':
      return shareChannels.sina;
    case 'qq':
      return shareChannels.qq;
    case 'poster':
      return shareChannels.album;
    default:
      return undefined;
  }
}
