import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import type { PublisherContext } from '../context.ts';
import type { PubSub } from '../db/client.ts';
import { LIVE_CHANNEL } from '../app-if/live/events.ts';
import { socketHub, socketMessage, type Reader } from './socket-hub.ts';
import { socketTokenValid } from './socket-token.ts';

export const SOCKET_PATH = '/socket';
/** A reader's messages are a subscribe and a ping a minute: anything longer is not one of them. */
export const MAX_MESSAGE_BYTES = 1_024;
/** ws refuses (closes 1009) frames past this; between the two, a message is ignored. */
const MAX_FRAME_BYTES = 16 * 1_024;
/** A reader follows the open live; a few more covers tabs sharing nothing and quick navigation. */
const MAX_SUBSCRIPTIONS = 4;
/** Token bucket per connection: 10 messages at once, then one every 500 ms. */
const BURST = 10;
const REFILL_MS = 500;
/** Messages refused for rate past this many, and the connection is dropped (1008). */
const MAX_REFUSED = 20;
/** Readers ping after 60 s of silence; one silent for this long is gone. */
const SILENT_MS = 150_000;
/** A reader this far behind on a live's messages cannot keep up: dropped, it reconnects and catches up. */
const MAX_BUFFERED = 512 * 1_024;

type Connection = Reader & {
  lives: Set<number>;
  tokens: number;
  filledAt: number;
  refused: number;
  heardAt: number;
};

/**
 * The live socket (spec §4 Socket) at SOCKET_PATH on the publisher's own server: the token of getConfig's
 * socketServer on the URL (`?token=`), a forged or expired one refused with 401 before the upgrade. A reader sends
 * `{type:'live_status_subscribe', data:{id}}` (answered with the live's status) and `{type:'ping'}` (answered
 * `ping`); the publisher pushes live_status, live_reporting and live_discuss. Malformed, unknown and oversized
 * messages are ignored; a flood is rate-limited, then dropped.
 */
export function registerLiveSocket(app: FastifyInstance, ctx: PublisherContext, pubsub: PubSub): void {
  const hub = socketHub(ctx);
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
    clientTracking: true,
  });
  let stopListening: (() => Promise<void>) | undefined;
  let sweep: ReturnType<typeof setInterval> | undefined;

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', 'http://publisher');
    if (url.pathname !== SOCKET_PATH) return refuse(socket, 404, 'Not Found');
    const token = url.searchParams.get('token') ?? '';
    let valid = false;
    try {
      valid = socketTokenValid(await ctx.socketSecret(), token, ctx.clock.now());
    } catch (error) {
      ctx.log.error({ err: error }, 'socket key unavailable');
      return refuse(socket, 503, 'Service Unavailable');
    }
    if (!valid) return refuse(socket, 401, 'Unauthorized');
    server.handleUpgrade(request, socket, head, (ws) => connected(ws));
  }

  function connected(ws: WebSocket) {
    const now = Date.now();
    const reader: Connection = {
      lives: new Set(),
      tokens: BURST,
      filledAt: now,
      refused: 0,
      heardAt: now,
      send(text) {
        if (ws.readyState !== ws.OPEN) return;
        if (ws.bufferedAmount > MAX_BUFFERED) return ws.terminate();
        ws.send(text);
      },
    };
    ws.on('message', (data, isBinary) => void received(ws, reader, data as Buffer, isBinary));
    ws.on('close', () => {
      for (const live of reader.lives) hub.unsubscribe(reader, live);
    });
    ws.on('error', () => ws.terminate());
    (ws as WebSocket & { reader?: Connection }).reader = reader;
  }

  async function received(ws: WebSocket, reader: Connection, data: Buffer, isBinary: boolean) {
    const now = Date.now();
    reader.heardAt = now;
    reader.tokens = Math.min(BURST, reader.tokens + (now - reader.filledAt) / REFILL_MS);
    reader.filledAt = now;
    if (reader.tokens < 1) {
      if (++reader.refused > MAX_REFUSED) ws.close(1008, 'rate limit');
      return;
    }
    reader.tokens -= 1;
    if (isBinary || data.length > MAX_MESSAGE_BYTES) return;
    let message: { type?: unknown; data?: { id?: unknown }; id?: unknown };
    try {
      message = JSON.parse(data.toString('utf8')) as typeof message;
    } catch {
      return;
    }
    if (!message || typeof message !== 'object') return;
    if (message.type === 'ping') return reader.send(socketMessage('ping', {}));
    if (message.type === 'live_status_subscribe') {
      const id = Number(message.data?.id ?? message.id);
      if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return;
      if (!reader.lives.has(id) && reader.lives.size >= MAX_SUBSCRIPTIONS) return;
      const live = await ctx.live.live(id).catch(() => undefined);
      if (!live) return reader.send(socketMessage('live_status_subscribe', { id }, 404));
      reader.lives.add(id);
      hub.subscribe(reader, id);
      reader.send(socketMessage('live_status_subscribe', { id, status: live.article.liveStatus }));
    }
    // any other type: not ours to answer
  }

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    void upgrade(request, socket, head);
  });
  app.addHook('onReady', async () => {
    stopListening = await pubsub.listen(LIVE_CHANNEL, (payload) => void hub.heard(payload));
    sweep = setInterval(() => {
      const cutoff = Date.now() - SILENT_MS;
      for (const ws of server.clients) {
        const reader = (ws as WebSocket & { reader?: Connection }).reader;
        if (reader && reader.heardAt < cutoff) ws.terminate();
      }
    }, 30_000);
    sweep.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(sweep);
    for (const ws of server.clients) ws.close(1012, 'restarting');
    await stopListening?.().catch(() => undefined);
    server.close();
  });
  app.decorate('liveReaders', () => hub.readerCount());
}

function refuse(socket: Duplex, status: number, text: string) {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

declare module 'fastify' {
  interface FastifyInstance {
    liveReaders: () => number;
  }
}
