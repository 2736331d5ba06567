// The live area: one live with its reports (and what a reader missed), and the list of all lives.
import { appIf } from '../operation';
import { parseLivePage, parseLiveView, parsePostedChat } from './parse';

export const liveOperations = {
  // never shared: a live changes by the second, and the page catches up from the answer's version
  liveView: appIf('liveView', parseLiveView, { lookup: true }),
  getLiveArticles: appIf('getLiveArticles', parseLivePage, { cache: 'public' }),
  /** a member's chat message (live_discuss), answered as the socket pushes it */
  liveDiscuss: appIf('liveDiscuss', parsePostedChat, { method: 'POST', userIdFields: ['userID'] }),
};
