// For tests of the publisher alone: the messenger's API reached through the stand-in's own routes (no port), and a
// code from its consent page as a reader who taps 允许 would bring it back.
import type { FastifyInstance } from 'fastify';
import { STAND_IN_PREFIX } from '../messenger/settings.ts';

/** A fetch that answers from the publisher's own routes: the stand-in, without listening on a port. */
export function injectFetch(app: () => FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const answered = app().inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    const signal = init?.signal;
    const response = await (signal
      ? Promise.race([
          answered,
          new Promise<never>((_, reject) => {
            if (signal.aborted) reject(signal.reason);
            signal.addEventListener('abort', () => reject(signal.reason), { once: true });
          }),
        ])
      : answered);
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

/** The code the stand-in hands back for `reader` (its cookie) after 允许, returning to `redirectUri`. */
export async function standInCode(
  app: FastifyInstance,
  options: { appId?: string; redirectUri: string; reader?: string; state?: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `${STAND_IN_PREFIX}connect/oauth2/authorize`,
    payload: new URLSearchParams({
      appid: options.appId ?? 'wx0000000000000000',
      redirect_uri: options.redirectUri,
      response_type: 'code',
      state: options.state ?? 's',
      decision: 'allow',
      nickname: '微信读者',
    }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `standin_reader=${options.reader ?? 'reader-one-0000000'}`,
    },
  });
  return new URL(response.headers.location as string).searchParams.get('code') ?? '';
}
