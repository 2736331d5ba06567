// The identity a client speaks with. The browser keeps it in storage (app/platform/tokens.ts);
// the server keeps its own in memory. The client only reads and writes through this interface.

export interface SavedAuth {
  authToken: string;
  appSecret: string;
  /** ms epoch when the auth token expires; 0 when unknown */
  authTime: number;
}

export interface MemberTokens {
  accessToken: string;
  refreshToken: string;
  userId: string;
}

export interface Credentials {
  device(): string;
  /** the anonymous token (spec: securityToken), undefined when none or expired */
  securityToken(): string | undefined;
  setSecurityToken(token: string, expiresAt: number): void;
  member(): MemberTokens | undefined;
  setMember(tokens: MemberTokens, expiresAt: number): void;
  /** forgets the member (their tokens, the app's and the messenger's marks); the device stays */
  signOut(): void;
  /** spec §3 isWXLogin: member signed in through messenger authorisation */
  isMessengerLogin(): boolean;
  /** after messenger authorisation: the union id, and that refreshes go through refreshAccessToken */
  setMessengerLogin(unionId: string): void;
  auth(): SavedAuth | undefined;
  setAuth(auth: SavedAuth): void;
  clearAuth(): void;
}

interface Expiring<T> {
  value: T;
  expiresAt: number;
}

const live = <T>(entry: Expiring<T> | undefined, now: number): T | undefined =>
  entry && entry.expiresAt > now ? entry.value : undefined;

/** In-memory credentials: the server's own identity, and tests. */
export function createMemoryCredentials(device: string, now: () => number = Date.now): Credentials {
  let security: Expiring<string> | undefined;
  let member: Expiring<MemberTokens> | undefined;
  let auth: SavedAuth | undefined;
  let messenger = false;
  return {
    device: () => device,
    securityToken: () => live(security, now()),
    setSecurityToken: (value, expiresAt) => {
      security = { value, expiresAt };
    },
    member: () => live(member, now()),
    setMember: (value, expiresAt) => {
      member = { value, expiresAt };
    },
    signOut: () => {
      member = undefined;
      messenger = false;
    },
    isMessengerLogin: () => messenger,
    setMessengerLogin: () => {
      messenger = true;
    },
    auth: () => (auth && (!auth.authTime || auth.authTime > now()) ? auth : undefined),
    setAuth: (value) => {
      auth = value;
    },
    clearAuth: () => {
      auth = undefined;
    },
  };
}
