// Streams the page with the request's CSP nonce on every script React and React Router write.
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { NonceContext } from '~/features/shell/nonce';
import { cspNonceContext, renderedPageContext } from '~/server/loadContext';
import { reactBody } from '~/server/reactBody';

export const streamTimeout = 5_000;
/** how long a reader's page may wait for the rest of the page once its shell is ready before it streams */
const wholePageWaitMs = 30;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let sent = false;
    let wholePageTimer: ReturnType<typeof setTimeout> | undefined;
    const userAgent = request.headers.get('user-agent');
    const crawler = Boolean(userAgent && isbot(userAgent));
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const send = () => {
      if (sent || !shellRendered) return;
      sent = true;
      clearTimeout(wholePageTimer);
      const { destination, reader, webBody } = reactBody(() => {
        clearTimeout(timeoutId);
        timeoutId = undefined;
      });
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      pipe(destination);
      // the app server reads the page from here, without a web stream (reactBody.ts); anyone else from the body
      const rendered = loadContext.get(renderedPageContext);
      const response = new Response(rendered ? null : webBody(), {
        headers: responseHeaders,
        status: responseStatusCode,
      });
      if (rendered) Object.assign(rendered, { response, reader });
      resolve(response);
    };

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // React outlines a finished <Suspense> boundary once the bytes flushed before it pass this size (12,800 by
        // default): its HTML then comes in a hidden <div> that only an inline script moves into place, so without
        // JavaScript a long article's related and recommended lists (an island) were never shown. Never outline.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady() {
          shellRendered = true;
          // Every page's loaders hold their data when the shell is ready (none defers any), so the whole page follows
          // within microseconds and goes out in one piece: React Router's streamed data is then written in place,
          // where piping at the shell left it in <Suspense> boundaries that an inline script moved in after the first
          // paint (a timer, a DOM change and a style pass on the reader's main thread). A page still rendering after
          // `wholePageWaitMs` (deferred data) streams from there; crawlers always get the whole page.
          if (!crawler) wholePageTimer = setTimeout(send, wholePageWaitMs);
        },
        onAllReady: send,
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // errors before the shell reject above and are logged by React Router
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
