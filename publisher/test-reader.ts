import { afterAll, beforeAll } from 'vitest';
import { anonymousToken, callAppIf, testPublisher, type TestPublisher } from './test-support.ts';

export type PublicReader = {
  /** the file's publisher (after beforeAll) */
  readonly pub: TestPublisher;
  /** reads an app_if operation as an anonymous reader; `wrapped: false` asks for the raw payload */
  get: (
    op: string,
    params?: Record<string, string | number>,
    wrapped?: boolean,
  ) => ReturnType<typeof callAppIf>;
};

/**
 * The usual set-up of a publisher test file: one publisher from the seeded snapshot, an anonymous token, and a
 * reader that calls app_if with it. Call once at the top of the file (it registers beforeAll/afterAll).
 */
export function publicReader(): PublicReader {
  let pub: TestPublisher | undefined;
  let token = '';
  beforeAll(async () => {
    pub = await testPublisher();
    token = await anonymousToken(pub.app);
  });
  afterAll(() => pub?.close());
  const started = () => {
    if (!pub) throw new Error('publicReader(): the publisher starts in beforeAll');
    return pub;
  };
  return {
    get pub() {
      return started();
    },
    get: (op, params = {}, wrapped = true) => callAppIf(started().app, op, params, { token, wrapped }),
  };
}
