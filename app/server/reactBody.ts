import { Writable } from 'node:stream';

/** What reads a page as React writes it: all that has come so far per read, like a web stream's reader. */
export interface PageReader {
  read(): Promise<ReadableStreamReadResult<Uint8Array>>;
  /** the reader left: stops React's render */
  cancel(): Promise<void>;
}

/**
 * Where React's server render writes a page, and how the page is read.
 *
 * React writes a page in ~2 KB pieces (18 for the article). Piped through a PassThrough and
 * `createReadableStreamFromReadable`, each piece was a Node stream write, a web stream enqueue and a read of its
 * own. Here the pieces wait in a list and each read takes all that has come so far as one chunk: a page React
 * finishes at once (every page without deferred data) is read in one step, and a page still streaming still
 * streams, each read as soon as React has written something. docs/adr-render-cpu.md.
 *
 * The app server reads `reader` directly (no web stream in between, see renderedPageContext); `webBody()` is the
 * same page as the body of a web Response, for any other caller of the server build (the dev server).
 *
 * `onFinish` runs once React has written the whole page. Cancelling (the reader left) destroys the writable,
 * which stops React's render.
 */
export function reactBody(onFinish: () => void): {
  destination: Writable;
  reader: PageReader;
  webBody: () => ReadableStream<Uint8Array>;
} {
  let pieces: Buffer[] = [];
  let finished = false;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const arrived = () => {
    wake?.();
    wake = undefined;
  };

  const destination = new Writable({
    write(piece: Buffer, _encoding, callback) {
      pieces.push(piece);
      arrived();
      callback();
    },
    final(callback) {
      finished = true;
      onFinish();
      arrived();
      callback();
    },
    destroy(error, callback) {
      if (!finished) failure = error ?? new Error('the render was stopped');
      arrived();
      callback(error);
    },
  });

  const reader: PageReader = {
    async read() {
      while (pieces.length === 0 && !finished && !failure) await new Promise<void>((r) => (wake = r));
      if (pieces.length > 0) {
        const value = pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces);
        pieces = [];
        return { done: false, value };
      }
      if (failure) throw failure;
      return { done: true, value: undefined };
    },
    cancel() {
      pieces = [];
      destination.destroy();
      return Promise.resolve();
    },
  };

  const webBody = () =>
    new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await reader.read();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      cancel: () => reader.cancel(),
    });

  return { destination, reader, webBody };
}
