// The core every area's client is built on: config first, the auth handshake and anonymous token when the site
// needs them (spec §4), and the recoveries of spec §8 (1004, 10111, 10102/10103), each retried once. The server
// (api/server.ts) and the browser (platform/publisher.client.ts) each build one with their own bases, identity
// and reactions.
import type { ServiceBases } from './bases';
import { createConfigCache } from './configCache';
import type { Credentials } from './credentials';
import { statusAction } from './envelope';
import { isNotFound, PublisherError } from './errors';
import type { Operation, Params } from './operation';
import { serverReactions, type StatusReactions } from './reactions';
import { sendOnce, type SendDeps, type SendOptions } from './request';
import type { SiteConfig } from './session/entities';
import { sessionOperations as sessionOps } from './session/operations';
import { tokenLifetimeMs } from './session/tokens';
import { handshakeSign } from './sign';
import { createRefreshGate, shared } from './singleFlight';
import type { FetchLike } from './transport';

export const defaultConfigTtlMs = 60_000;

export interface CoreOptions {
  bases: ServiceBases;
  credentials: Credentials;
  /** getConfig's appID */
  appId?: number;
  reactions?: StatusReactions;
  fetch?: FetchLike;
  /** spec §7 cancellation of `latestOnly` operations; off on the server, where one core serves many readers */
  cancelSuperseded?: boolean;
  /** how long a fetched config counts as fresh */
  configTtlMs?: number;
  /** source header before the config names one */
  source?: string;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface Session {
  config(): Promise<SiteConfig>;
  /** spec §4: fetch auth info and an auth token unless a token and secret are saved */
  ensureAuth(): Promise<void>;
  /** spec §4: in token mode, an anonymous token unless one is stored */
  ensureAnonymousToken(): Promise<void>;
}

export interface Core {
  session: Session;
  credentials: Credentials;
  now: () => number;
  /** one operation: sent, recovered when the status catalogue says so, its payload parsed */
  call<T>(op: Operation<T>, params?: Params, options?: SendOptions): Promise<T>;
}

// the handshake itself must not wait for the handshake, nor the token fetch for a token
const noAuthStep = new Set<Operation>([sessionOps.getConfig, sessionOps.authinfo, sessionOps.auth]);
const noTokenStep = new Set<Operation>([
  ...noAuthStep,
  sessionOps.getAnonymousToken,
  sessionOps.refreshAccessToken,
]);

export function createCore(options: CoreOptions): Core {
  const now = options.now ?? Date.now;
  const { credentials } = options;
  const reactions = options.reactions ?? serverReactions;
  const deps: SendDeps = {
    bases: options.bases,
    credentials,
    fetch: options.fetch ?? ((url, init) => fetch(url, init)),
    appId: options.appId ?? 1,
    source: options.source ?? 'touch',
    now,
  };
  const gate = createRefreshGate(options.sleep);
  const send = async <T>(
    op: Operation<T>,
    config: SiteConfig | undefined,
    params: Params,
    sendOptions: SendOptions = {},
  ) => op.parse(await sendOnce(deps, config, op, params, sendOptions), now());
  const cache = createConfigCache(() => send(sessionOps.getConfig, undefined, {}), {
    ttlMs: options.configTtlMs ?? defaultConfigTtlMs,
    now,
  });

  const handshake = shared(async () => {
    const config = await cache.get();
    const info = await send(sessionOps.authinfo, config, {});
    const time = now();
    const token = await send(sessionOps.auth, config, {
      appKey: info.appKey,
      time,
      sign: handshakeSign(info.appSecret, time),
    });
    credentials.setAuth({ authToken: token.authToken, appSecret: info.appSecret, authTime: token.expiresAt });
  });

  const fetchAnonymousToken = async () => {
    const config = await cache.get();
    const token = await send(sessionOps.getAnonymousToken, config, { device: credentials.device() });
    credentials.setSecurityToken(token.securityToken, token.expiresAt);
  };
  const anonymousToken = shared(fetchAnonymousToken);

  const refreshMember = async () => {
    const config = await cache.get();
    const member = credentials.member();
    if (!member) return fetchAnonymousToken();
    const next = await send(sessionOps.refreshAccessToken, config, {
      device: credentials.device(),
      refreshToken: member.refreshToken,
    });
    credentials.setMember(
      { ...member, accessToken: next.accessToken, refreshToken: next.refreshToken || member.refreshToken },
      next.expiresAt || now() + tokenLifetimeMs,
    );
  };

  const session: Session = {
    config: () => cache.get(),
    ensureAuth: async () => {
      if (!credentials.auth()) await handshake();
    },
    ensureAnonymousToken: async () => {
      const config = await cache.get();
      if (config.tokenEnable && !credentials.securityToken()) await anonymousToken();
    },
  };

  async function prepare(op: Operation, config: SiteConfig): Promise<void> {
    // mode 2 signs every call; mode 1 only on pages that ask for it (the start-up guard calls ensureAuth)
    if (!noAuthStep.has(op) && config.xyApi.xyAuth === 2) await session.ensureAuth();
    if (!noTokenStep.has(op) && config.tokenEnable && !credentials.member() && !credentials.securityToken()) {
      await anonymousToken();
    }
  }

  async function attempt<T>(
    op: Operation<T>,
    params: Params,
    sendOptions: SendOptions,
    retried: boolean,
  ): Promise<T> {
    const config = await cache.get();
    await prepare(op, config);
    try {
      return await send(op, config, params, sendOptions);
    } catch (error) {
      if (!(error instanceof PublisherError) || error.kind !== 'status' || retried) throw error;
      switch (statusAction(error.code)) {
        case 'authInvalid':
          credentials.clearAuth();
          if (!reactions.authInvalid()) throw error;
          await handshake();
          return attempt(op, params, sendOptions, true);
        case 'tokenInvalid':
          if (reactions.inNativeApp) {
            reactions.tokenInvalidInApp();
            throw error;
          }
          await gate(credentials.isMessengerLogin() ? refreshMember : fetchAnonymousToken);
          return attempt(op, params, sendOptions, true);
        case 'memberInvalid':
          reactions.memberInvalid(error.code);
          throw error;
        default:
          throw error;
      }
    }
  }

  const pending = new Map<string, AbortController>();
  /** the caller's signal, joined to one that a newer call of the same operation aborts */
  function superseding(op: Operation, signal: AbortSignal | undefined): AbortSignal | undefined {
    if (!op.latestOnly || !options.cancelSuperseded) return signal;
    pending.get(op.name)?.abort();
    const mine = new AbortController();
    pending.set(op.name, mine);
    signal?.addEventListener('abort', () => mine.abort(signal.reason), { once: true });
    return mine.signal;
  }

  async function call<T>(op: Operation<T>, params: Params = {}, sendOptions: SendOptions = {}): Promise<T> {
    try {
      return await attempt(
        op,
        params,
        { ...sendOptions, signal: superseding(op, sendOptions.signal) },
        false,
      );
    } catch (error) {
      // the operation's declaration (`lookup`) promises its parser's answer allows null
      if (op.lookup && isNotFound(error)) return null as T;
      throw error;
    }
  }

  return { session, credentials, now, call };
}
