// The signed-in member as member calls name them (`userID`): read from the credentials the publisher issued, never
// from a page's parameter. A member call without one is refused before it leaves (NotSignedIn).
import type { Credentials } from './credentials';

export class NotSignedIn extends Error {
  constructor() {
    super('not signed in');
  }
}

/** the signed-in member's id; undefined for a visitor */
export const memberIdOf = (credentials: Credentials): string | undefined =>
  credentials.member()?.userId || undefined;

/** the signed-in member's id for a member call; NotSignedIn without one */
export function signedInMemberId(credentials: Credentials): string {
  const id = memberIdOf(credentials);
  if (!id) throw new NotSignedIn();
  return id;
}
