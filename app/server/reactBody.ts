import { Writable } from 'node:stream';

/**
 * Where React's server render writes a page, and the page as the body of a web Response.
 *
 * React writes a page in ~2 KB pieces (18 for the article). Piped through a PassThrough and
 * `createReadableStreamFromReadable`, each piece was a Node stream write, a web stream enqueue and a read of its
 * own. Here the pieces wait in a list and each read takes all that has come so far as one chunk: a page React
 * finishes at once (every page without deferred data) is read in one step, and a page still streaming still
 * streams, each read as soon as React has written something. docs/adr-render-cpu.md.
 *
 * `onFinish` runs once React has written the whole page. Cancelling the body (the reader left) destroys the
 * writable, which stops React's render.
 */
export function reactBody(onFinish: () => void): { destination: Writable; body: ReadableStream<Uint8Array> } {
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

  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      while (pieces.length === 0 && !finished && !failure) await new Promise<void>((r) => (wake = r));
      if (pieces.length > 0) {
        controller.enqueue(pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces));
        pieces = [];
      } else if (failure) controller.error(failure);
      else controller.close();
    },
    cancel() {
      destination.destroy();
    },
  });

  return { destination, body };
}
