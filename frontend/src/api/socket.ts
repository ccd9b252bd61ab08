import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Locale } from '../i18n/locale';

/**
 * Live updates over Socket.IO, on the app's own origin (the session cookie tells the
 * server who is connected). Pages join rooms; the server pushes events to everyone in
 * a room. One socket per tab, opened when the first room is joined.
 */

/** What `join` and `leave` take: a question's page, a locale's list, or the admin feed. */
export type RoomRequest =
  | { room: 'question'; locale: Locale; id: number }
  | { room: 'questions'; locale: Locale }
  | { room: 'admin' };

/**
 * The server's acknowledgement of a `join` or `leave`; a question's room
 * adds the question's counts once the socket was in it (`state`).
 */
export type RoomResult =
  | {
      ok: true;
      room: string;
      state?: { answerCount: number; likes: number };
    }
  | { ok: false; error: string };

/** A joined room's acknowledgement. */
export type RoomJoined = Extract<RoomResult, { ok: true }>;

type Listener = (...args: never[]) => void;

/** The part of a Socket.IO client the app uses. */
export interface LiveSocket {
  readonly connected: boolean;
  connect(): unknown;
  disconnect(): unknown;
  on(event: string, listener: Listener): unknown;
  off(event: string, listener: Listener): unknown;
  emit(event: string, ...args: unknown[]): unknown;
}

/**
 * A socket whose client code loads on the first `connect()`: pages that join no
 * room never download it. Listeners added before are handed over once it has
 * loaded; until it is connected it sends nothing (the app only sends once
 * connected). A failed load is tried again on the next `connect()`.
 */
export class DeferredSocket implements LiveSocket {
  private socket: LiveSocket | null = null;
  private loading: Promise<void> | null = null;
  private wanted = false;
  private readonly listeners: [string, Listener][] = [];

  constructor(private readonly create: () => Promise<LiveSocket>) {}

  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  connect() {
    this.wanted = true;
    if (this.socket) this.socket.connect();
    else this.load();
  }

  disconnect() {
    this.wanted = false;
    this.socket?.disconnect();
  }

  on(event: string, listener: Listener) {
    this.listeners.push([event, listener]);
    this.socket?.on(event, listener);
  }

  off(event: string, listener: Listener) {
    const at = this.listeners.findIndex(
      ([e, l]) => e === event && l === listener,
    );
    if (at >= 0) this.listeners.splice(at, 1);
    this.socket?.off(event, listener);
  }

  emit(event: string, ...args: unknown[]) {
    this.socket?.emit(event, ...args);
  }

  private load() {
    this.loading ??= this.create().then(
      (socket) => {
        this.socket = socket;
        for (const [event, listener] of this.listeners)
          socket.on(event, listener);
        if (this.wanted) socket.connect();
      },
      () => {
        this.loading = null;
      },
    );
  }
}

let sharedSocket: LiveSocket | null = null;

/**
 * The tab's socket, created on first use; it reconnects by itself after a drop.
 * WebSocket only: its handshake always carries the page's Origin, which the server
 * checks (long-polling requests from the same origin may carry neither Origin nor
 * Referer, and are refused). Socket.IO's client loads with the first room joined.
 */
export function getSharedSocket(): LiveSocket {
  sharedSocket ??= new DeferredSocket(async () => {
    const { io } = await import('socket.io-client');
    return io({
      path: '/socket.io',
      transports: ['websocket'],
      autoConnect: false,
      reconnection: true,
    }) as unknown as LiveSocket;
  });
  return sharedSocket;
}

const SocketContext = createContext<LiveSocket | null>(null);

/** Gives the app its socket (the tab's shared one unless another is passed). */
export function SocketProvider({
  socket,
  children,
}: {
  socket?: LiveSocket;
  children: ReactNode;
}) {
  return createElement(
    SocketContext.Provider,
    { value: socket ?? null },
    children,
  );
}

export function useSocket(): LiveSocket {
  return useContext(SocketContext) ?? getSharedSocket();
}

/** The latest value of `value`, for listeners registered once. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

export type RoomOptions = {
  /**
   * Called each time the room is joined, with `rejoined` true after a
   * reconnection (events sent while the socket was away are lost, so the page
   * refreshes its data) and the server's acknowledgement.
   */
  onJoined?: (rejoined: boolean, joined: RoomJoined) => void;
};

/**
 * Joins `request`'s room while the component is mounted, again on every reconnection,
 * and leaves it on unmount. `null` joins nothing. Returns whether the room is joined
 * right now (events are arriving).
 */
export function useRoom(
  request: RoomRequest | null,
  options: RoomOptions = {},
): boolean {
  const socket = useSocket();
  const onJoined = useLatest(options.onJoined);
  const key = request ? JSON.stringify(request) : null;
  const [joinedKey, setJoinedKey] = useState<string | null>(null);

  useEffect(() => {
    if (key === null) return;
    const room = JSON.parse(key) as RoomRequest;
    let joins = 0;
    let active = true;
    const join = () => {
      const rejoined = joins > 0;
      joins += 1;
      socket.emit('join', room, (result?: RoomResult) => {
        if (!active || !result?.ok) return;
        setJoinedKey(key);
        onJoined.current?.(rejoined, result);
      });
    };
    const left = () => setJoinedKey(null);
    socket.on('connect', join);
    socket.on('disconnect', left);
    if (socket.connected) join();
    else socket.connect();
    return () => {
      active = false;
      socket.off('connect', join);
      socket.off('disconnect', left);
      setJoinedKey(null);
      if (socket.connected) socket.emit('leave', room);
    };
  }, [socket, key, onJoined]);

  return key !== null && joinedKey === key;
}

/**
 * Opens the tab's socket while mounted, for a page that joins no room but
 * must hear the member's own events (`account:changed`: the server puts
 * every connection in its member's room). The socket stays open afterwards,
 * as it does when a room is left.
 */
export function useLiveConnection(): void {
  const socket = useSocket();
  useEffect(() => {
    if (!socket.connected) socket.connect();
  }, [socket]);
}

/** Calls `handler` for every `event` the server pushes while mounted. */
export function useSocketEvent<T>(
  event: string,
  handler: (payload: T) => void,
): void {
  const socket = useSocket();
  const latest = useLatest(handler);
  useEffect(() => {
    const listener = (payload: T) => latest.current(payload);
    socket.on(event, listener as Listener);
    return () => {
      socket.off(event, listener as Listener);
    };
  }, [socket, event, latest]);
}

/**
 * Calls `onChange` when `value` goes from one known value to another
 * (`undefined`: not known yet, as a user still loading; the first known value
 * is no change).
 */
export function useChangeOf<T>(
  value: T | undefined,
  onChange: () => void,
): void {
  const previous = useRef(value);
  const latest = useLatest(onChange);
  useEffect(() => {
    const before = previous.current;
    if (value === undefined) return;
    previous.current = value;
    if (before !== undefined && before !== value) latest.current();
  }, [value, latest]);
}

/**
 * Reconnects the socket when the signed-in user changes (sign-in without a page
 * load), so the server sees the new session; rooms are joined again on connect.
 * `sessionKey` is `undefined` while the user is still loading.
 */
export function useSocketSession(sessionKey: string | undefined): void {
  const socket = useSocket();
  useChangeOf(sessionKey, () => {
    if (socket.connected) {
      socket.disconnect();
      socket.connect();
    }
  });
}
