import { PublisherError } from '../../envelope.ts';

/**
 * spec §8: a comment refused answers 10202–10204 with a message the page shows as it is. 10202: the text (empty,
 * too long); 10203: too many comments too fast; 10204: nothing to comment on (an article gone or closed to comments,
 * a reply to a comment that is gone, comments closed site-wide) or a picture refused.
 */
export const COMMENT_REFUSED = { text: 10202, tooFast: 10203, target: 10204 } as const;

export const refuseComment = (code: number, message: string, httpStatus = 400) =>
  new PublisherError(httpStatus, code, message);
