// Streams the page with the request's CSP nonce on every script React and React Router write.
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { NonceContext } from '~/features/shell/nonce';
import { cspNonceContext, renderedPageContext } from '~/server/loadContext';
import { reactBody } from '~/server/reactBody';

export const streamTimeout = 5_000;

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
    const userAgent = request.headers.get('user-agent');
    // crawlers get the whole page at once
    const readyOption = userAgent && isbot(userAgent) ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

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
        [readyOption]() {
          shellRendered = true;
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
        },
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
