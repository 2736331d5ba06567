// The messenger's web authorisation as links (docs/messenger-sign-in.md): where the reader is sent for a code, and
// what the address they come back to says. Pure: the page feeds it the URL and the state it saved.

/** The address to come back to: this page, without a previous round's code and state. */
export function returnAddress(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  url.hash = '';
  return url.toString();
}

/** The messenger's authorisation page asking for the profile (nickname and avatar) of the reader. */
export function authorizeLink(q: {
  authorizeUrl: string;
  appId: string;
  returnTo: string;
  state: string;
}): string {
  const url = new URL(q.authorizeUrl);
  url.searchParams.set('appid', q.appId);
  url.searchParams.set('redirect_uri', q.returnTo);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'snsapi_userinfo');
  url.searchParams.set('state', q.state);
  return `${url.toString()}#wechat_redirect`;
}

export type MessengerReturn =
  /** not back from the messenger: ask it for a code */
  | { kind: 'start' }
  | { kind: 'code'; code: string }
  /** back with our state but no code: the reader declined */
  | { kind: 'declined' }
  /** a code or state this page did not ask for (forged, replayed from another tab or link) */
  | { kind: 'refused' };

const codeShape = /^[A-Za-z0-9_-]{1,128}$/;

export function readReturn(href: string, savedState: string | null): MessengerReturn {
  const query = new URL(href).searchParams;
  const code = query.get('code');
  const state = query.get('state');
  if (code === null && state === null) return { kind: 'start' };
  if (!savedState || state !== savedState) return { kind: 'refused' };
  if (code === null || code === '') return { kind: 'declined' };
  return codeShape.test(code) ? { kind: 'code', code } : { kind: 'refused' };
}

/** A fresh, unguessable state for one round. */
export function newState(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
