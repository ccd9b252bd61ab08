import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './fake-socket';
import {
  DeferredSocket,
  SocketProvider,
  useRoom,
  useSocketEvent,
  useSocketSession,
  type RoomJoined,
  type RoomRequest,
} from './socket';

function Room({
  request,
  onJoined,
  onEvent,
}: {
  request: RoomRequest | null;
  onJoined?: (rejoined: boolean, joined: RoomJoined) => void;
  onEvent?: (payload: unknown) => void;
}) {
  useRoom(request, { onJoined });
  useSocketEvent('answer:created', onEvent ?? (() => {}));
  return null;
}

function Session({ sessionKey }: { sessionKey: string | undefined }) {
  useSocketSession(sessionKey);
  return null;
}

function withSocket(socket: FakeSocket, children: ReactNode) {
  return <SocketProvider socket={socket}>{children}</SocketProvider>;
}

const question: RoomRequest = { room: 'question', locale: 'fr', id: 7 };

describe('live rooms', () => {
  it('connects on first use, joins, and joins again after a reconnection', () => {
    const socket = new FakeSocket();
    const onJoined = vi.fn();
    render(withSocket(socket, <Room request={question} onJoined={onJoined} />));
    expect(socket.connected).toBe(true);
    expect(socket.rooms).toEqual([question]);
    const joined = { ok: true, room: JSON.stringify(question) };
    expect(onJoined).toHaveBeenLastCalledWith(false, joined);

    act(() => socket.reconnect());
    expect(socket.rooms).toEqual([question]);
    expect(onJoined).toHaveBeenLastCalledWith(true, joined);
    expect(onJoined).toHaveBeenCalledTimes(2);
  });

  it('leaves on unmount and when the room changes, and stops listening', () => {
    const socket = new FakeSocket();
    const onEvent = vi.fn();
    const view = render(
      withSocket(socket, <Room request={question} onEvent={onEvent} />),
    );
    act(() => socket.push('answer:created', { id: 1 }));
    expect(onEvent).toHaveBeenCalledWith({ id: 1 });

    const other: RoomRequest = { room: 'question', locale: 'fr', id: 8 };
    view.rerender(
      withSocket(socket, <Room request={other} onEvent={onEvent} />),
    );
    expect(socket.rooms).toEqual([other]);

    view.unmount();
    expect(socket.rooms).toEqual([]);
    expect(socket.listenerCount('answer:created')).toBe(0);
    expect(socket.listenerCount('connect')).toBe(0);
  });

  it('does not report a refused room as joined', () => {
    const socket = new FakeSocket(['admin']);
    const onJoined = vi.fn();
    render(
      withSocket(
        socket,
        <Room request={{ room: 'admin' }} onJoined={onJoined} />,
      ),
    );
    expect(socket.sent).toEqual([
      { event: 'join', request: { room: 'admin' } },
    ]);
    expect(onJoined).not.toHaveBeenCalled();
  });

  it('reconnects when the signed-in user changes', () => {
    const socket = new FakeSocket();
    const view = render(
      withSocket(
        socket,
        <>
          <Room request={{ room: 'questions', locale: 'en' }} />
          <Session sessionKey={undefined} />
        </>,
      ),
    );
    const connects = vi.fn();
    socket.on('connect', connects);
    const rerender = (key: string | undefined) =>
      view.rerender(
        withSocket(
          socket,
          <>
            <Room request={{ room: 'questions', locale: 'en' }} />
            <Session sessionKey={key} />
          </>,
        ),
      );
    rerender('');
    expect(connects).not.toHaveBeenCalled();
    rerender('7');
    expect(connects).toHaveBeenCalledTimes(1);
    expect(socket.rooms).toEqual([{ room: 'questions', locale: 'en' }]);
    rerender('7');
    expect(connects).toHaveBeenCalledTimes(1);
  });
});

describe('deferred socket', () => {
  it('loads the client on the first connect, then hands over listeners and connects', async () => {
    const real = new FakeSocket();
    const create = vi.fn(() => Promise.resolve(real));
    const socket = new DeferredSocket(create);
    const onConnect = vi.fn();
    const dropped = vi.fn();
    socket.on('connect', onConnect);
    socket.on('answer:created', dropped);
    socket.off('answer:created', dropped);
    expect(create).not.toHaveBeenCalled();
    expect(socket.connected).toBe(false);
    socket.emit('join', question);

    socket.connect();
    socket.connect();
    await vi.waitFor(() => expect(socket.connected).toBe(true));
    expect(create).toHaveBeenCalledTimes(1);
    expect(onConnect).toHaveBeenCalledTimes(1);
    expect(real.listenerCount('answer:created')).toBe(0);
    expect(real.sent).toEqual([]);

    socket.emit('join', question);
    expect(real.rooms).toEqual([question]);
    socket.disconnect();
    expect(socket.connected).toBe(false);
  });

  it('does not connect when disconnected while loading, and retries a failed load', async () => {
    const real = new FakeSocket();
    const create = vi
      .fn<() => Promise<FakeSocket>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(real);
    const socket = new DeferredSocket(create);
    socket.connect();
    expect(create).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    socket.connect();
    socket.disconnect();
    expect(create).toHaveBeenCalledTimes(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(real.connected).toBe(false);
    socket.connect();
    expect(real.connected).toBe(true);
  });
});
