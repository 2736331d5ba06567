// What an operation is: where it goes, how it travels, how its answer reads and whether the server may share
// that answer. Each area declares its own in app/api/<area>/operations.ts; app/api/areas.ts merges the areas.

export type Service = 'appIf' | 'auth' | 'sso' | 'adv' | 'mvod' | 'upload';

/**
 * Spec §7: 50 s per interface call, 5 s as the client default (used for the fire-and-forget
 * counters, which must never hold a page), 180 s for analytics transport. 180 s for an upload's file too: a 4 MiB
 * chunk on a slow phone line, and the done call that remuxes a 200 MB film (the app server's proxy waits 150 s).
 */
export const timeouts = { call: 50_000, client: 5_000, analytics: 180_000, upload: 180_000 } as const;
export type TimeoutClass = keyof typeof timeouts;

/** An operation's own parameters (the common fields are added by request.ts). */
export type Params = Record<string, string | number | boolean | undefined>;

/**
 * May the server share an anonymous answer between readers for a few seconds (api/server.ts)? `'public'`: yes;
 * a predicate: for the calls it accepts. Absent: never (counts, events, member and SSO calls).
 */
export type CacheRule = 'public' | ((params: Params) => boolean);

export interface Operation<T = unknown> {
  name: string;
  method: 'GET' | 'POST';
  /** relative to the service base */
  path: string;
  service: Service;
  timeout: TimeoutClass;
  /** spec §7: from apiVersion 3 the non-common parameters travel SM2-encrypted as `encryptData` */
  encrypt: boolean;
  /** member calls: these fields go as `04` + SM2 hex on their own (contract) */
  userIdFields?: readonly string[];
  cache?: CacheRule;
  /** SSO: signed with the `program-sign` headers over its own parameters (programSign.ts) */
  programSigned?: boolean;
  /** a lookup by id: "not found" (errors.ts isNotFound) reads as null */
  lookup?: true;
  /** spec §7: a pending call is cancelled when a new one starts, where the core was built so (the browser) */
  latestOnly?: boolean;
  /** the unwrapped payload as an entity; `receivedAt` (ms) stands in for expiries the payload leaves out */
  parse: (raw: unknown, receivedAt: number) => T;
}

/** What differs from the defaults; `lookup` only where the parser's answer allows null. */
type Options<T> = Partial<Omit<Operation, 'name' | 'parse' | 'lookup'>> & {
  lookup?: null extends T ? true : never;
};

/** An app interface call: GET under /app_if/, encrypted from apiVersion 3, 50 s. */
export function appIf<T>(name: string, parse: Operation<T>['parse'], options: Options<T> = {}): Operation<T> {
  return {
    name,
    method: 'GET',
    path: name,
    service: 'appIf',
    timeout: 'call',
    encrypt: true,
    parse,
    ...options,
  };
}

/** SSO has its own envelope and no payload cipher; passwords are md5-hexed by the caller. */
export function sso<T>(name: string, parse: Operation<T>['parse'], options: Options<T> = {}): Operation<T> {
  return {
    name,
    method: 'POST',
    path: name,
    service: 'sso',
    timeout: 'call',
    encrypt: false,
    parse,
    ...options,
  };
}

/** For writes: they answer `{value:"true"}`, which says nothing the caller needs. */
export const ignoreAnswer = (): void => undefined;
