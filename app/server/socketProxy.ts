// The live socket under our own origin (`/socket`), like the interface calls: the publisher's getConfig names
// `ws(s)://<its public URL>/socket`, and with that public URL set to ours the upgrade arrives here and is passed,
// bytes both ways, to the publisher's own socket server. The page then needs no second origin in connect-src.
import type { IncomingMessage, Server } from 'node:http';
import { connect as connectTcp, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { connect as connectTls } from 'node:tls';

export const socketPath = '/socket';

/** The upgrade request as the publisher should see it: same path and query, its own host. */
export function upgradeHead(request: IncomingMessage, target: URL): string {
  const lines = [
    `GET ${target.pathname.replace(/\/$/, '')}${request.url?.slice(socketPath.length) ?? ''} HTTP/1.1`,
  ];
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    const name = request.rawHeaders[i]!;
    if (name.toLowerCase() === 'host') continue;
    lines.push(`${name}: ${request.rawHeaders[i + 1]}`);
  }
  lines.push(`Host: ${target.host}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * Passes WebSocket upgrades of `/socket` to `target` (the publisher's socket URL, http(s)://host/socket); other
 * upgrades are refused. A publisher that is down closes the reader's socket, which reconnects after 4 s.
 */
export function registerSocketProxy(server: Server, target: URL): void {
  server.on('upgrade', (request: IncomingMessage, client: Duplex, head: Buffer) => {
    client.on('error', () => client.destroy());
    const path = request.url?.split('?')[0];
    if (path !== socketPath) {
      client.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const port = Number(target.port) || (target.protocol === 'https:' ? 443 : 80);
    const upstream: Socket =
      target.protocol === 'https:'
        ? connectTls({ host: target.hostname, port, servername: target.hostname })
        : connectTcp({ host: target.hostname, port });
    upstream.setNoDelay(true);
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.write(upgradeHead(request, target));
    if (head.length > 0) upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
  });
}
