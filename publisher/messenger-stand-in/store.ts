// The stand-in messenger's memory: codes (5 minutes, once) and access tokens (2 hours), as the messenger issues them.
// A stand-in of a service outside this machine keeps no rows in the publisher's database: a restart forgets its
// codes, as a reader's half-finished authorisation would be forgotten by the real one after five minutes anyway.
import { createHmac, randomBytes } from 'node:crypto';

export type StandInUser = { openid: string; unionid: string; nickname: string; headimgurl: string };
export type Fault = 'none' | 'no-openid' | 'error' | 'timeout';

const CODE_TTL_MS = 5 * 60_000;
const TOKEN_TTL_MS = 2 * 60 * 60_000;

export function standInStore(now: () => number) {
  const codes = new Map<string, { user: StandInUser; appId: string; expiresAt: number }>();
  const tokens = new Map<string, { user: StandInUser; expiresAt: number }>();
  let fault: { kind: Fault; left: number } = { kind: 'none', left: 0 };

  const sweep = () => {
    const t = now();
    for (const [key, entry] of codes) if (entry.expiresAt <= t) codes.delete(key);
    for (const [key, entry] of tokens) if (entry.expiresAt <= t) tokens.delete(key);
  };

  return {
    /** the messenger's own ids for a reader of this app: stable per reader and app, unguessable */
    user(readerId: string, appId: string, nickname: string, headimgurl: string): StandInUser {
      const id = (salt: string) =>
        createHmac('sha256', salt).update(readerId).digest('base64url').slice(0, 27);
      return { openid: `o${id(appId)}`, unionid: `u${id('union')}`, nickname, headimgurl };
    },
    issueCode(user: StandInUser, appId: string): string {
      sweep();
      const code = randomBytes(16).toString('hex');
      codes.set(code, { user, appId, expiresAt: now() + CODE_TTL_MS });
      return code;
    },
    /** the code's user, once: a second exchange of the same code finds nothing */
    takeCode(code: string, appId: string): StandInUser | undefined {
      const entry = codes.get(code);
      codes.delete(code);
      if (!entry || entry.appId !== appId || entry.expiresAt <= now()) return undefined;
      return entry.user;
    },
    issueToken(user: StandInUser): string {
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, { user, expiresAt: now() + TOKEN_TTL_MS });
      return token;
    },
    tokenUser(token: string): StandInUser | undefined {
      const entry = tokens.get(token);
      return entry && entry.expiresAt > now() ? entry.user : undefined;
    },
    /** test hooks only: the next `times` exchanges fail this way */
    setFault(kind: Fault, times: number) {
      fault = { kind, left: times };
    },
    nextFault(): Fault {
      if (fault.left <= 0) return 'none';
      fault.left -= 1;
      return fault.kind;
    },
  };
}

export type StandInStore = ReturnType<typeof standInStore>;
