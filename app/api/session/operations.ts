// The session area: what the core's session needs (spec §4) and the publisher's clock.
import { appIf } from '../operation';
import { parseSiteConfig } from './config';
import {
  parseAnonymousToken,
  parseAuthInfo,
  parseAuthToken,
  parseRefreshedMember,
  parseServerTime,
} from './tokens';

export const sessionOperations = {
  // config is what tells us whether and how to encrypt, so it can never be encrypted itself
  getConfig: appIf('getConfig', parseSiteConfig, { encrypt: false }),
  serverTime: appIf('serverTime', parseServerTime, { timeout: 'client' }),
  // the handshake carries its own signature and cipher (spec §7 "unless the call has its own cipher")
  authinfo: appIf('authinfo', parseAuthInfo, { service: 'auth', encrypt: false }),
  auth: appIf('auth', parseAuthToken, { method: 'POST', service: 'auth', encrypt: false }),
  getAnonymousToken: appIf('getAnonymousToken', parseAnonymousToken),
  refreshAccessToken: appIf('refreshAccessToken', parseRefreshedMember),
};
