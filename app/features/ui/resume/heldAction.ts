// An action a visitor started (follow, subscribe, favourite, 打榜) is held across the sign-in it led to, and done on
// the way back (issue 40: a follow used to come back to `#follow` without following). One rule for every button:
// - held in this tab's session storage, never in the URL: a link someone sends cannot make a member follow or save;
// - bound by the login page the tap led to, to the member who signed in there, and done only for that member;
// - taken once: the first look at it by the page it was started on removes it, whatever the outcome;
// - kept 10 minutes: a visitor who walks away from the login page leaves nothing for whoever signs in later.
import { memberIdOf } from '~/api/member';
import { browserStorage, type KeyValueStorage } from '~/platform/storage';

const key = 'heldAction';
export const heldForMs = 10 * 60_000;

interface Held {
  /** what the button does, as its hook names it: `follow:reporter:5`, `favourite:12`, `rankVote:3` */
  action: string;
  /** the page it was started on (path and query, as the router reads them) */
  page: string;
  at: number;
  /** the member the login page bound it to; none until then */
  member?: string;
}

function read(storage: KeyValueStorage): Held | undefined {
  try {
    const held = JSON.parse(storage.getItem(key) ?? 'null') as Partial<Held> | null;
    if (typeof held?.action === 'string' && typeof held.page === 'string' && typeof held.at === 'number')
      return held as Held;
  } catch {
    // unreadable: nothing is held
  }
  return undefined;
}

/** A visitor's tap on a member button, just before the page leaves for login. */
export function holdForLogin(storage: KeyValueStorage, action: string, page: string, now: number): void {
  storage.setItem(key, JSON.stringify({ action, page, at: now } satisfies Held));
}

/**
 * A login page signed `member` in and sends them to `returnTo`: the action held for that round trip (fresh, not yet
 * bound, started on the page they return to) is now theirs. Any other sign-in drops it: whoever signs in from the
 * top bar after a visitor walked away from the login page inherits nothing.
 */
export function bindToMember(storage: KeyValueStorage, member: string, returnTo: string, now: number): void {
  const held = read(storage);
  const roundTrip = held?.page === returnTo.split('#')[0];
  if (!held || !roundTrip || held.member !== undefined || now - held.at > heldForMs)
    return storage.removeItem(key);
  storage.setItem(key, JSON.stringify({ ...held, member }));
}

/**
 * Whether the page should now do `action`: true once, when it is the one held on this page, bound to the member
 * signed in now, and fresh. Looking at a held action of this page and button uses it up; so does a stale one.
 */
export function takeHeld(
  storage: KeyValueStorage,
  action: string,
  page: string,
  member: string | undefined,
  now: number,
): boolean {
  const held = read(storage);
  if (!held) return false;
  const stale = now - held.at > heldForMs;
  if (stale || (held.action === action && held.page === page)) storage.removeItem(key);
  return !stale && held.action === action && held.page === page && !!member && held.member === member;
}

// In the page: this tab's session storage, the member the publisher's tokens name.
const session = () => browserStorage('sessionStorage');

async function signedInMember(): Promise<string | undefined> {
  const { browserCore } = await import('~/platform/publisher.client');
  return memberIdOf(browserCore().credentials);
}

export function holdHere(action: string, page: string): void {
  holdForLogin(session(), action, page, Date.now());
}

/** For the login pages, once a member is signed in and before they go back to `returnTo`. */
export async function bindHeldToSignedIn(returnTo: string): Promise<void> {
  const member = await signedInMember();
  if (member) bindToMember(session(), member, returnTo, Date.now());
}

export async function takeHeldHere(action: string, page: string): Promise<boolean> {
  return takeHeld(session(), action, page, await signedInMember(), Date.now());
}
