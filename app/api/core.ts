// The session around each call: config first, the auth handshake and anonymous token when the site
// needs them (spec §4), and the recoveries of spec §8 (1004, 10111, 10102/10103), each retried once.
import { createConfigCache } from './configCache';
import type { SiteConfig } from './entities';
import { statusAction } from './envelope';
import { PublisherError } from './errors';
import type { OperationName } from './operations';
import { parseSiteConfig } from './parse/config';
import {
  parseAnonymousToken,
  parseAuthInfo,
  parseAuthToken,
  parseRefreshedMember,
  tokenLifetimeMs,
} from './parse/tokens';
import type { StatusReactions } from './reactions';
import { sendOnce, type Params, type SendDeps, type SendOptions } from './request';
import { handshakeSign } from './sign';
import { createRefreshGate, shared } from './singleFlight';

export interface CoreDeps extends SendDeps {
  reactions: StatusReactions;
  configTtlMs: number;
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
  call(name: OperationName, params?: Params, options?: SendOptions): Promise<unknown>;
}

// the handshake itself must not wait for the handshake, nor the token fetch for a token
const noAuthStep = new Set<OperationName>(['getConfig', 'authinfo', 'auth']);
const noTokenStep = new Set<OperationName>([...noAuthStep, 'getAnonymousToken', 'refreshAccessToken']);

export function createCore(deps: CoreDeps): Core {
  const { credentials, reactions, now } = deps;
  const gate = createRefreshGate(deps.sleep);
  const cache = createConfigCache(
    async () => parseSiteConfig(await sendOnce(deps, undefined, 'getConfig', {})),
    { ttlMs: deps.configTtlMs, now },
  );

  const handshake = shared(async () => {
    const config = await cache.get();
    const info = parseAuthInfo(await sendOnce(deps, config, 'authinfo', {}));
    const time = now();
    const token = parseAuthToken(
      await sendOnce(deps, config, 'auth', {
        appKey: info.appKey,
        time,
        sign: handshakeSign(info.appSecret, time),
      }),
      now(),
    );
    credentials.setAuth({ authToken: token.authToken, appSecret: info.appSecret, authTime: token.expiresAt });
  });

  const fetchAnonymousToken = async () => {
    const config = await cache.get();
    const token = parseAnonymousToken(
      await sendOnce(deps, config, 'getAnonymousToken', { device: credentials.device() }),
      now(),
    );
    credentials.setSecurityToken(token.securityToken, token.expiresAt);
  };
  const anonymousToken = shared(fetchAnonymousToken);

  const refreshMember = async () => {
    const config = await cache.get();
    const member = credentials.member();
    if (!member) return fetchAnonymousToken();
    const next = parseRefreshedMember(
      await sendOnce(deps, config, 'refreshAccessToken', {
        device: credentials.device(),
        refreshToken: member.refreshToken,
      }),
      now(),
    );
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

  async function prepare(name: OperationName, config: SiteConfig): Promise<void> {
    // mode 2 signs every call; mode 1 only on pages that ask for it (the start-up guard calls ensureAuth)
    if (!noAuthStep.has(name) && config.xyApi.xyAuth === 2) await session.ensureAuth();
    if (
      !noTokenStep.has(name) &&
      config.tokenEnable &&
      !credentials.member() &&
      !credentials.securityToken()
    ) {
      await anonymousToken();
    }
  }

  async function call(
    name: OperationName,
    params: Params = {},
    options: SendOptions = {},
    retried = false,
  ): Promise<unknown> {
    const config = await cache.get();
    await prepare(name, config);
    try {
      return await sendOnce(deps, config, name, params, options);
    } catch (error) {
      if (!(error instanceof PublisherError) || error.kind !== 'status' || retried) throw error;
      switch (statusAction(error.code)) {
        case 'authInvalid':
          credentials.clearAuth();
          if (!reactions.authInvalid()) throw error;
          await handshake();
          return call(name, params, options, true);
        case 'tokenInvalid':
          if (reactions.inNativeApp) {
            reactions.tokenInvalidInApp();
            throw error;
          }
          await gate(credentials.isMessengerLogin() ? refreshMember : fetchAnonymousToken);
          return call(name, params, options, true);
        case 'memberInvalid':
          reactions.memberInvalid(error.code);
          throw error;
        default:
          throw error;
      }
    }
  }

  return { session, call };
}
