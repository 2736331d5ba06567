import { getConfig, serverTime } from './config.ts';
import { auth, authinfo } from './handshake.ts';
import { getAnonymousToken, refreshAccessToken } from './tokens.ts';

/** What the front end's session needs: the site config, the clock, the auth handshake and the tokens. */
export const sessionOperations = [
  getConfig,
  serverTime,
  authinfo,
  auth,
  getAnonymousToken,
  refreshAccessToken,
];
