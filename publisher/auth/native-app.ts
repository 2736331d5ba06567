import type { FastifyRequest } from 'fastify';

/**
 * Whether a call comes from the publisher's native app: its webview's user agent ends with `xiangyuapp`
 * (PUBLISHER_API §2.9), the one sign of the app the deployed clients send. The app server's proxy passes the page's
 * user agent on, so a page in the app's webview is recognised here as the app itself.
 */
export function fromNativeApp(request: FastifyRequest): boolean {
  const agent = request.headers['user-agent'];
  return typeof agent === 'string' && /xiangyuapp\s*$/i.test(agent);
}
