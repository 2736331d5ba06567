// Reads where the publisher is from the environment; the page loaders and the app server's proxy share it.
import { basesFromRoot, withSlash, type ServiceBases } from './bases';

export const defaultPublisherUrl = 'http://127.0.0.1:8080';

const overrides: Record<keyof ServiceBases, string> = {
  appIf: 'APP_IF_URL',
  auth: 'AUTH_URL',
  sso: 'SSO_URL',
  adv: 'ADV_URL',
  mvod: 'MVOD_URL',
  upload: 'UPLOAD_URL',
};

export function basesFromEnv(env: NodeJS.ProcessEnv = process.env): ServiceBases {
  const bases = basesFromRoot(env.PUBLISHER_URL || defaultPublisherUrl);
  // auth defaults to the app interface base (contract), so an APP_IF_URL alone moves both
  if (env.APP_IF_URL) bases.auth = withSlash(env.APP_IF_URL);
  for (const [service, name] of Object.entries(overrides) as [keyof ServiceBases, string][]) {
    const value = env[name];
    if (value) bases[service] = withSlash(value);
  }
  return bases;
}

/** true when the environment points at an outside publisher (then `npm start` embeds none) */
export function hasExternalPublisher(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.PUBLISHER_URL || env.APP_IF_URL);
}
