// The operation table: mirrors docs/publisher-interface.md. A change here is a change there and in publisher/.

export type Service = 'appIf' | 'auth' | 'sso' | 'adv' | 'mvod' | 'upload';

/**
 * Spec §7: 50 s per interface call, 5 s as the client default (used for the fire-and-forget
 * counters, which must never hold a page), 180 s for analytics transport.
 */
export const timeouts = { call: 50_000, client: 5_000, analytics: 180_000 } as const;
export type TimeoutClass = keyof typeof timeouts;

export interface Operation {
  method: 'GET' | 'POST';
  /** relative to the service base */
  path: string;
  service: Service;
  timeout: TimeoutClass;
  /** spec §7: from apiVersion 3 the non-common parameters travel SM2-encrypted as `encryptData` */
  encrypt: boolean;
  /** member calls: these fields go as `04` + SM2 hex on their own (contract) */
  userIdFields?: readonly string[];
}

const get = (path: string, extra: Partial<Operation> = {}): Operation => ({
  method: 'GET',
  path,
  service: 'appIf',
  timeout: 'call',
  encrypt: true,
  ...extra,
});

// SSO has its own envelope and no payload cipher; passwords are md5-hexed by the caller.
const sso = (path: string): Operation => ({
  method: 'POST',
  path,
  service: 'sso',
  timeout: 'call',
  encrypt: false,
});

export const operations = {
  // config is what tells us whether and how to encrypt, so it can never be encrypted itself
  getConfig: get('getConfig', { encrypt: false }),
  serverTime: get('serverTime', { timeout: 'client' }),
  // the handshake carries its own signature and cipher (spec §7 "unless the call has its own cipher")
  authinfo: get('authinfo', { service: 'auth', encrypt: false }),
  auth: { method: 'POST', path: 'auth', service: 'auth', timeout: 'call', encrypt: false },
  getAnonymousToken: get('getAnonymousToken'),
  refreshAccessToken: get('refreshAccessToken'),
  getUserInfo: get('getUserInfo', { userIdFields: ['uid'] }),
  getColumns: get('getColumns'),
  getColumn: get('getColumn'),
  getArticles: get('getArticles'),
  moduleView: get('moduleView'),
  getArticleContent: get('getArticleContent'),
  getRelArticles: get('getRelArticles'),
  articleHot: get('articleHot'),
  getArticleCounts: get('getArticleCounts'),
  event: get('event', { timeout: 'client' }),
  recordAccessCount: get('recordAccessCount', { timeout: 'client' }),
  sendCode: sso('sendCode'),
  loginByPhone: sso('loginByPhone'),
  login: sso('login'),
  register: sso('register'),
  oauthBindPhone: { ...sso('oauthBindPhone'), userIdFields: ['uid'] },
} as const satisfies Record<string, Operation>;

export type OperationName = keyof typeof operations;
