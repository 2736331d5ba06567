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
});
