import { getLiveArticles } from './get-live-articles.ts';
import { liveView } from './live-view.ts';

/** Lives: one live with its reports (and what a reader missed), and the list of all lives. */
export const liveOperations = [liveView, getLiveArticles];
