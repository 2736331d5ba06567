// Where each service lives. Pure: the server fills it from env (bases.server.ts), the browser uses its own origin.
import type { Service } from './operation';

export type ServiceBases = Record<Service, string>;

/** Joins a base and a path with exactly one slash; bases always end with one. */
export function withSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}

/** Every service under one host, as the embedded publisher serves them (contract: Services and bases). */
export function basesFromRoot(root: string): ServiceBases {
  const host = root.replace(/\/+$/, '');
  const appIf = `${host}/app_if/`;
  return {
    appIf,
    auth: appIf,
    sso: `${host}/sso-app/api/`,
    adv: appIf,
    mvod: appIf,
    upload: appIf,
  };
}
