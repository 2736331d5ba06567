import { counts } from './counts.ts';
import { fav, favCancel, hasFav, myFav } from './favourites.ts';
import { wxSignature } from './wx-signature.ts';

/**
 * A reader's part in an article beyond reading it: its live counts, a member's favourites (likes: `event`) and the
 * messenger's share signature.
 */
export const interactionOperations = [counts, fav, favCancel, hasFav, myFav, wxSignature];
