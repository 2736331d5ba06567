import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('the publisher settings', () => {
  it('keeps its data under ./data by default, as an absolute path (npm start on a fresh machine)', () => {
    const env = readEnv({});
    expect(isAbsolute(env.dataDir)).toBe(true);
    expect(env.dataDir).toBe(join(process.cwd(), 'data'));
    expect(env.pgliteDir).toBe(join(process.cwd(), 'data', 'pglite'));
  });

  it('makes a relative PUBLISHER_DATA_DIR absolute', () => {
    expect(readEnv({ PUBLISHER_DATA_DIR: 'tmp/pub' }).dataDir).toBe(join(process.cwd(), 'tmp', 'pub'));
  });

  it('refuses a port that is not one', () => {
    expect(() => readEnv({ PUBLISHER_PORT: '70000' })).toThrow(/not a port/);
  });

  it('names the trusted proxies in PUBLISHER_TRUSTED_PROXIES (unset: this machine only) and refuses a non-address', () => {
    expect(readEnv({}).trustedProxies).toBeUndefined();
    expect(readEnv({ PUBLISHER_TRUSTED_PROXIES: '10.0.0.3, fd00::7' }).trustedProxies).toEqual([
      '10.0.0.3',
      'fd00::7',
    ]);
    expect(() => readEnv({ PUBLISHER_TRUSTED_PROXIES: '10.0.0.3,10.0.0.0/8' })).toThrow(
      /PUBLISHER_TRUSTED_PROXIES .*"10\.0\.0\.0\/8"/,
    );
  });

  it('reads PUBLISHER_ANONYMOUS_TOKENS_PER_MINUTE as a whole number above 0', () => {
    expect(readEnv({}).anonymousTokensPerMinute).toBeUndefined();
    expect(readEnv({ PUBLISHER_ANONYMOUS_TOKENS_PER_MINUTE: '600' }).anonymousTokensPerMinute).toBe(600);
    for (const wrong of ['0', '2.5', 'many'])
      expect(() => readEnv({ PUBLISHER_ANONYMOUS_TOKENS_PER_MINUTE: wrong })).toThrow(
        /PUBLISHER_ANONYMOUS_TOKENS_PER_MINUTE/,
      );
  });
});
