import { getLiveArticles } from './get-live-articles.ts';
import { liveDiscussPost } from './chat-post.ts';
import { liveView } from './live-view.ts';

/** Lives: one live with its reports (and what a reader missed), the list of all lives, and posting to a chat. */
export const liveOperations = [liveView, getLiveArticles, liveDiscussPost];
