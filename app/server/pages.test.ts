import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { gather } from './pages';

const bytes = (text: string) => new TextEncoder().encode(text);

async function text(body: Buffer | Readable): Promise<string> {
  if (Buffer.isBuffer(body)) return body.toString();
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts).toString();
}

describe('gather', () => {
  it('a page complete in time goes out as one buffer', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of ['<html>', '<body>', 'hi', '</body></html>']) controller.enqueue(bytes(part));
        controller.close();
      },
    });
    const out = await gather(body, 30);
    expect(Buffer.isBuffer(out)).toBe(true);
    expect(await text(out)).toBe('<html><body>hi</body></html>');
  });

  it('a page still streaming is streamed on, nothing lost or reordered', async () => {
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes('<html>'));
        await new Promise((r) => setTimeout(r, 60));
        controller.enqueue(bytes('late'));
        await new Promise((r) => setTimeout(r, 10));
        controller.enqueue(bytes('</html>'));
        controller.close();
      },
    });
    const out = await gather(body, 20);
    expect(out).toBeInstanceOf(Readable);
    expect(await text(out)).toBe('<html>late</html>');
  });
});
