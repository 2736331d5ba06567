import { expect, test } from 'vitest';
import { basesFromRoot } from './bases';
import { basesFromEnv } from './bases.server';

test('one root gives /app_if/ and /sso-app/api/; the browser uses its own origin', () => {
  expect(basesFromRoot('http://pub:8080/')).toMatchObject({
    appIf: 'http://pub:8080/app_if/',
    auth: 'http://pub:8080/app_if/',
    sso: 'http://pub:8080/sso-app/api/',
  });
  expect(basesFromRoot('')).toMatchObject({ appIf: '/app_if/', sso: '/sso-app/api/' });
});

test('env: default host, PUBLISHER_URL, then per-service overrides', () => {
  expect(basesFromEnv({}).appIf).toBe('http://127.0.0.1:8080/app_if/');
  const b = basesFromEnv({
    PUBLISHER_URL: 'https://api1.fjdaily.com',
    SSO_URL: 'https://api1.fjdaily.com:18443/sso-app/api',
    APP_IF_URL: 'https://a/app_if',
  });
  expect(b).toMatchObject({
    appIf: 'https://a/app_if/',
    auth: 'https://a/app_if/',
    sso: 'https://api1.fjdaily.com:18443/sso-app/api/',
  });
  expect(basesFromEnv({ AUTH_URL: 'https://auth/' }).auth).toBe('https://auth/');
});
