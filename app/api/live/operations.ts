// The live area: one live with its reports (and what a reader missed), and the list of all lives.
import { appIf } from '../operation';
import { parseLivePage, parseLiveView } from './parse';

export const liveOperations = {
  // never shared: a live changes by the second, and the page catches up from the answer's version
  liveView: appIf('liveView', parseLiveView, { lookup: true }),
  getLiveArticles: appIf('getLiveArticles', parseLivePage, { cache: 'public' }),
};
