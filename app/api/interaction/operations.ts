// The interaction area: an article's live counts and a member's favourites (the like is the article's `event`).
import { appIf, ignoreAnswer } from '../operation';
import { parseCounts, parseFavourites, parseHasFav, parseSignature } from './parse';

const member = { userIdFields: ['userID'] } as const;

export const interactionOperations = {
  counts: appIf('counts', parseCounts, { timeout: 'client', lookup: true }),
  fav: appIf('fav', ignoreAnswer, member),
  favCancel: appIf('favCancel', ignoreAnswer, member),
  hasFav: appIf('hasFav', parseHasFav, member),
  myFav: appIf('myFav', parseFavourites, { method: 'POST', ...member }),
  wxSignature: appIf('wxSignature', parseSignature, { timeout: 'client' }),
};
