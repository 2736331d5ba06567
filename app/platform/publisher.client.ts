// The browser's publisher core: same-origin bases (the app server proxies them), the reader's own tokens and
// device from storage, and the browser's reactions to auth codes. Each area's client arrives by its own dynamic
// import on top of it, so a page loads only the parsers of the areas it uses.
import { basesFromRoot } from '../api/bases';
import { createCore, type Core } from '../api/core';
import { installAppUser } from './appUser';
import { platform } from './platform';
import { createBrowserReactions } from './reactions';
import { browserStorage, createExpiringStore } from './storage';
import { createTokenStore } from './tokens';

/** The areas the browser uses, one line each. */
const areaClients = {
  article: () => import('../api/article/client').then((m) => m.createArticleApi),
  account: () => import('../api/account/client').then((m) => m.createAccountApi),
  subscription: () => import('../api/subscription/client').then((m) => m.createSubscriptionApi),
  reporter: () => import('../api/reporter/client').then((m) => m.createReporterApi),
  activity: () => import('../api/activity/client').then((m) => m.createActivityApi),
  live: () => import('../api/live/client').then((m) => m.createLiveApi),
  interaction: () => import('../api/interaction/client').then((m) => m.createInteractionApi),
  points: () => import('../api/points/client').then((m) => m.createPointsApi),
  invite: () => import('../api/invite/client').then((m) => m.createInviteApi),
  comments: () => import('../api/comments/client').then((m) => m.createCommentsApi),
  vote: () => import('../api/vote/client').then((m) => m.createVoteApi),
  shortVideo: () => import('../api/shortVideo/client').then((m) => m.createShortVideoApi),
  shop: () => import('../api/shop/client').then((m) => m.createShopApi),
  study: () => import('../api/study/client').then((m) => m.createStudyApi),
  ask: () => import('../api/ask/client').then((m) => m.createAskApi),
  qa: () => import('../api/qa/client').then((m) => m.createQaApi),
  circle: () => import('../api/circle/client').then((m) => m.createCircleApi),
  tipoff: () => import('../api/tipoff/client').then((m) => m.createTipoffApi),
  submission: () => import('../api/submission/client').then((m) => m.createSubmissionApi),
  uploads: () => import('../api/uploads/client').then((m) => m.createUploadsApi),
  ads: () => import('../api/ads/client').then((m) => m.createAdsApi),
};

export type BrowserArea = keyof typeof areaClients;
export type BrowserApi<A extends BrowserArea> = ReturnType<Awaited<ReturnType<(typeof areaClients)[A]>>>;

let core: Core | undefined;

export function browserCore(): Core {
  if (core) return core;
  const tokens = createTokenStore(createExpiringStore(browserStorage('localStorage')));
  // inside the native app the member is the app's (spec §6)
  if (platform().isNativeApp) installAppUser(window as Parameters<typeof installAppUser>[0], tokens);
  core = createCore({
    bases: basesFromRoot(''),
    credentials: tokens,
    reactions: createBrowserReactions({
      platform: platform(),
      session: browserStorage('sessionStorage'),
      reload: () => window.location.reload(),
      signOut: () => tokens.signOut(),
    }),
    cancelSuperseded: true,
  });
  return core;
}

/** An area's client on the shared core (area clients keep no state of their own: the core holds it all). */
export async function loadApi<A extends BrowserArea>(area: A): Promise<BrowserApi<A>> {
  const create = await areaClients[area]();
  return create(browserCore()) as BrowserApi<A>;
}
