import { describe, expect, it, vi } from 'vitest';
import { reactBody } from './reactBody';

async function readAll(body: ReadableStream<Uint8Array>): Promise<{ text: string; reads: number }> {
  const reader = body.getReader();
  let text = '';
  let reads = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text, reads };
    reads += 1;
    text += Buffer.from(value).toString();
  }
}

describe('reactBody', () => {
  it('a page written at once is read whole, in one chunk, and says it is finished', async () => {
    const finished = vi.fn();
    const { destination, webBody } = reactBody(finished);
    const body = webBody();
    for (const piece of ['<html>', '<body>', 'hi', '</body></html>']) destination.write(Buffer.from(piece));
    destination.end();
    expect(await readAll(body)).toEqual({ text: '<html><body>hi</body></html>', reads: 1 });
    expect(finished).toHaveBeenCalledOnce();
  });

  it('a page still being written streams, nothing lost or reordered', async () => {
    const { destination, webBody } = reactBody(() => {});
    const body = webBody();
    destination.write(Buffer.from('<html>'));
    setTimeout(() => {
      destination.write(Buffer.from('late'));
      setTimeout(() => destination.end(Buffer.from('</html>')), 10);
    }, 20);
    const { text, reads } = await readAll(body);
    expect(text).toBe('<html>late</html>');
    expect(reads).toBeGreaterThan(1);
  });

  it('a reader who leaves stops the render: the destination React writes to is destroyed', async () => {
    const { destination, webBody } = reactBody(() => {});
    const body = webBody();
    destination.write(Buffer.from('<html>'));
    await body.cancel();
    expect(destination.destroyed).toBe(true);
  });

  it('a render that fails errors the body', async () => {
    const { destination, webBody } = reactBody(() => {});
    const body = webBody();
    // React listens for its destination's errors, as here
    destination.on('error', () => {});
    destination.destroy(new Error('boom'));
    await expect(readAll(body)).rejects.toThrow('boom');
  });

  it('the app server reads the same page without a web stream: one read for a finished page, then done', async () => {
    const { destination, reader } = reactBody(() => {});
    for (const piece of ['<html>', 'hi', '</html>']) destination.write(Buffer.from(piece));
    destination.end();
    const first = await reader.read();
    expect(Buffer.from(first.value!).toString()).toBe('<html>hi</html>');
    expect((await reader.read()).done).toBe(true);
  });

  it('a reader that leaves stops the render, read directly as through the web body', async () => {
    const { destination, reader } = reactBody(() => {});
    destination.write(Buffer.from('<html>'));
    await reader.cancel();
    expect(destination.destroyed).toBe(true);
    await expect(reader.read()).rejects.toThrow();
  });
});
