import { io, Socket } from 'socket.io-client';
import { PLAIN_SESSION_COOKIE } from '../../src/config/config';

/** A Socket.IO client as a browser on the app's page would open it (same origin, session cookie). */
export function connectSocket(
  baseUrl: string,
  options: {
    cookie?: string;
    /** The session cookie's name: `sid` unless the app runs as in production. */
    cookieName?: string;
    origin?: string | null;
    transports?: ('websocket' | 'polling')[];
  } = {},
): Socket {
  const headers: Record<string, string> = {};
  if (options.origin !== null) headers.origin = options.origin ?? baseUrl;
  if (options.cookie)
    headers.cookie = `${options.cookieName ?? PLAIN_SESSION_COOKIE}=${options.cookie}`;
  return io(baseUrl, {
    path: '/socket.io',
    transports: options.transports ?? ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
}

export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

export function join(
  socket: Socket,
  request: unknown,
): Promise<{ ok: boolean; room?: string; error?: string }> {
  return socket.timeout(5000).emitWithAck('join', request);
}

/** Resolves with the next `event` whose payload passes `match`. */
export function nextEvent<T = any>(
  socket: Socket,
  event: string,
  match: (payload: T) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Collects every `event` received, for asserting that something did not arrive. */
export function collect<T = any>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}
