import type { LiveSocket, RoomRequest, RoomResult } from './socket';

type Listener = (...args: never[]) => void;

/**
 * A socket for unit tests: joins and leaves are acknowledged at once (or refused for
 * rooms listed in `refuse`), and `push` plays an event from the server.
 */
export class FakeSocket implements LiveSocket {
  connected = false;
  /** The rooms joined right now, in joining order. */
  rooms: RoomRequest[] = [];
  /** Every `join` and `leave` sent, in order. */
  readonly sent: { event: string; request: RoomRequest }[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  /** What a question's room answers a join with, as the server reads it then; none when unset. */
  questionState?: { answerCount: number; likes: number };

  constructor(private readonly refuse: RoomRequest['room'][] = []) {}

  connect() {
    if (this.connected) return;
    this.connected = true;
    this.fire('connect');
  }

  disconnect() {
    if (!this.connected) return;
    this.connected = false;
    this.rooms = [];
    this.fire('disconnect');
  }

  /** The server closes the connection (a session that ended): no reconnection of its own. */
  serverDisconnect() {
    if (!this.connected) return;
    this.connected = false;
    this.rooms = [];
    this.fire('disconnect', 'io server disconnect');
  }

  /** The connection drops and comes back. */
  reconnect() {
    this.disconnect();
    this.connect();
  }

  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
  }

  emit(event: string, ...args: unknown[]) {
    const request = args[0] as RoomRequest;
    const ack = args[1] as ((result: RoomResult) => void) | undefined;
    this.sent.push({ event, request });
    const name = JSON.stringify(request);
    if (event === 'join') {
      if (this.refuse.includes(request.room)) {
        ack?.({ ok: false, error: 'Refused' });
        return;
      }
      this.rooms.push(request);
      ack?.(
        request.room === 'question' && this.questionState
          ? { ok: true, room: name, state: this.questionState }
          : { ok: true, room: name },
      );
    } else if (event === 'leave') {
      this.rooms = this.rooms.filter((room) => JSON.stringify(room) !== name);
      ack?.({ ok: true, room: name });
    }
  }

  /** An event from the server. */
  push(event: string, payload: unknown) {
    this.fire(event, payload);
  }

  /** How many listeners `event` has (a page that left stops listening). */
  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  private fire(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      (listener as (...values: unknown[]) => void)(...args);
    }
  }
}
