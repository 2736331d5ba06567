// The messenger's JS-SDK (spec §7 Sharing, §9 share API list): loaded only inside the messenger, configured with
// the publisher's signature for the exact page URL, then given the page's share cards. Loaded itself on demand.
import type { MessengerSignature } from '../api/interaction/entities';
import { detectIOS } from './context';

/** The messenger's own script; it defines `window.wx`. */
export const messengerSdkUrl = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

/** spec §9: timeline, app message, QQ and QZone; the update* pair is what current messengers use. */
export const messengerShareApis = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'onMenuShareTimeline',
  'onMenuShareAppMessage',
  'onMenuShareQQ',
  'onMenuShareQZone',
] as const;

export type { MessengerSignature };

export interface MessengerCards {
  /** friends (and QQ): title cut for the messenger, with the description */
  friends: { title: string; desc: string };
  /** moments show the title alone: the second title, with twice the room */
  moments: { title: string };
  link: string;
  imgUrl: string;
}

type ShareData = { title: string; desc?: string; link: string; imgUrl: string; success?: () => void };

interface MessengerSdk {
  config(options: MessengerSignature & { debug: boolean; jsApiList: readonly string[] }): void;
  ready(run: () => void): void;
  error(run: (reason: unknown) => void): void;
  [api: string]: unknown;
}

declare global {
  interface Window {
    wx?: MessengerSdk;
  }
}

let loading: Promise<MessengerSdk> | undefined;

function loadSdk(): Promise<MessengerSdk> {
  loading ??= new Promise<MessengerSdk>((resolve, reject) => {
    if (window.wx) return resolve(window.wx);
    const script = document.createElement('script');
    script.src = messengerSdkUrl;
    script.async = true;
    script.onload = () => (window.wx ? resolve(window.wx) : reject(new Error('no wx')));
    script.onerror = () => reject(new Error('messenger SDK did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The URL the messenger checks the signature against: on iOS the one the page was first opened with (the messenger
 * keeps it through in-page navigation), elsewhere the current one; never the fragment.
 */
export function signedPageUrl(userAgent: string, current: string, landing: string | undefined): string {
  return (detectIOS(userAgent) && landing ? landing : current).split('#')[0]!;
}

function landingUrl(): string | undefined {
  const entry = performance.getEntriesByType?.('navigation')[0];
  return entry?.name || undefined;
}

/**
 * Configures the SDK for this page and hands it the share cards; `shared` hears which channel a reader shared
 * through (the old menu APIs say so). Resolves when the cards are set; rejects when the SDK or signature fails.
 */
export async function configureMessengerShare(
  cards: MessengerCards,
  sign: (url: string) => Promise<MessengerSignature>,
  shared: (channel: 'messenger' | 'moments' | 'qq') => void,
): Promise<void> {
  const url = signedPageUrl(navigator.userAgent, location.href, landingUrl());
  const [wx, signature] = await Promise.all([loadSdk(), sign(url)]);
  await new Promise<void>((resolve, reject) => {
    wx.config({ debug: false, ...signature, jsApiList: messengerShareApis });
    wx.error(reject);
    wx.ready(() => {
      const friends: ShareData = { ...cards.friends, link: cards.link, imgUrl: cards.imgUrl };
      const moments: ShareData = { ...cards.moments, link: cards.link, imgUrl: cards.imgUrl };
      const call = (api: string, data: ShareData) => {
        const fn = wx[api];
        if (typeof fn === 'function') fn.call(wx, data);
      };
      call('updateAppMessageShareData', friends);
      call('updateTimelineShareData', moments);
      call('onMenuShareAppMessage', { ...friends, success: () => shared('messenger') });
      call('onMenuShareTimeline', { ...moments, success: () => shared('moments') });
      call('onMenuShareQQ', { ...friends, success: () => shared('qq') });
      call('onMenuShareQZone', { ...friends, success: () => shared('qq') });
      resolve();
    });
  });
}
