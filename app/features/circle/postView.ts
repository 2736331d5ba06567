import type { Circle, Post } from '~/api/circle/entities';

/** A post as the pages draw it: its time and counts already in words (made on the server, or "just now"). */
export type PostView = Post & { when: string; likesText: string; commentsText: string };

export type CircleView = Circle;
