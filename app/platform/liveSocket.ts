// spec §4 live socket: connects only with a wss:// URL (ws:// on a page served over plain http, as in development,
// where a browser would allow nothing else) and a token; on close or error reconnects after
// 4 s, one attempt at a time; pings after 60 s of silence and closes if no reply comes in a further 60 s;
// on code 200 hands ping, live_status, live_status_subscribe, live_reporting and live_discuss to the page.

export const reconnectMs = 4_000;
export const heartbeatMs = 60_000;

export const liveMessageTypes = [
  'ping',
  'live_status',
  'live_status_subscribe',
  'live_reporting',
  'live_discuss',
] as const;
export type LiveMessageType = (typeof liveMessageTypes)[number];

export interface LiveMessage {
  type: LiveMessageType;
  data: unknown;
}

/** The part of WebSocket used here, so tests pass a fake. */
export interface SocketLike {
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

export interface LiveSocketOptions {
  url: string;
  token: string;
  connect: SocketFactory;
  onMessage(message: LiveMessage): void;
  /** each time a socket opens (the first and every reconnection): subscribe and catch up here */
  onOpen?(): void;
  /** the page's protocol: only an http: page may use a ws:// URL */
  pageProtocol?: string;
}

/** Where the token goes on the URL: ours, since the spec only says a socket token is given. */
export function socketUrl(url: string, token: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

export function canConnect(url: string, token: string, pageProtocol = 'https:'): boolean {
  const secure = /^wss:\/\//i.test(url);
  return (secure || (pageProtocol === 'http:' && /^ws:\/\//i.test(url))) && token.length > 0;
}

export function readLiveMessage(raw: unknown): LiveMessage | undefined {
  let body: unknown = raw;
  if (typeof raw === 'string') {
    try {
      body = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  if (!body || typeof body !== 'object') return undefined;
  const { code, type, data } = body as { code?: unknown; type?: unknown; data?: unknown };
  if (Number(code) !== 200) return undefined;
  return (liveMessageTypes as readonly unknown[]).includes(type)
    ? { type: type as LiveMessageType, data }
    : undefined;
}

export class LiveSocket {
  private socket: SocketLike | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private silenceTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(private readonly options: LiveSocketOptions) {}

  /** false when the config gives no wss:// URL or no token: then nothing connects */
  start(): boolean {
    if (!canConnect(this.options.url, this.options.token, this.options.pageProtocol)) return false;
    this.stopped = false;
    this.open();
    return true;
  }

  send(message: { type: string } & Record<string, unknown>): void {
    this.socket?.send(JSON.stringify(message));
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.silenceTimer);
    this.reconnectTimer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    socket?.close();
  }

  private open(): void {
    const socket = this.options.connect(socketUrl(this.options.url, this.options.token));
    this.socket = socket;
    socket.onopen = () => {
      this.heardFrom();
      this.options.onOpen?.();
    };
    socket.onmessage = (event) => {
      this.heardFrom();
      const message = readLiveMessage(event.data);
      if (message) this.options.onMessage(message);
    };
    socket.onclose = () => this.lost(socket);
    socket.onerror = () => this.lost(socket);
  }

  /** Any traffic restarts the silence clock: ping at 60 s, give up 60 s after that. */
  private heardFrom(): void {
    clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(() => {
      this.send({ type: 'ping' });
      this.silenceTimer = setTimeout(() => this.socket?.close(), heartbeatMs);
    }, heartbeatMs);
  }

  private lost(socket: SocketLike): void {
    // close and error both arrive for one failure; only the current socket may schedule, and only once
    if (this.stopped || socket !== this.socket || this.reconnectTimer) return;
    clearTimeout(this.silenceTimer);
    this.socket = undefined;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (!this.stopped) this.open();
    }, reconnectMs);
  }
}
