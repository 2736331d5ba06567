import { counts } from './counts.ts';
import { fav, favCancel, hasFav, myFav } from './favourites.ts';

/** A reader's part in an article beyond reading it: its live counts and a member's favourites (likes: `event`). */
export const interactionOperations = [counts, fav, favCancel, hasFav, myFav];
