import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeSocket } from '../test/fake-socket';
import { SOCKET_RETRY_MS } from '@ponte/domain/socket-refusal';
import { connectSocket, disconnectSocket, openChat } from './socket';

// connectSocket() hands out the fake of test/fake-socket.ts (setup.ts mocks socket.io-client).
const fake = () => connectSocket() as unknown as FakeSocket;
const closes: (() => void)[] = [];
const open = (customerId: number, onJoined = vi.fn()) => {
  closes.push(openChat(customerId, onJoined));
  return onJoined;
};
afterEach(() => closes.splice(0).forEach((close) => close()));

describe('open chats (docs/0026)', () => {
  it('a chat opened before the connection is joined once it connects, and read again once joined', () => {
    const socket = fake();
    const joined = open(10);
    expect(socket.sent).toEqual([]);
    socket.connect();
    expect(socket.sent).toEqual([['chat:open', 10]]);
    expect(joined).toHaveBeenCalledTimes(1);
  });

  it('two screens showing one chat open it once; it closes when the last one goes', () => {
    const socket = fake().connect();
    open(10);
    open(10);
    expect(socket.sent).toEqual([['chat:open', 10]]);
    closes.shift()!();
    expect(socket.sent).toEqual([['chat:open', 10]]);
    closes.shift()!();
    expect(socket.sent).toEqual([
      ['chat:open', 10],
      ['chat:close', 10],
    ]);
  });

  it('after a reconnection every chat still open is joined again and read again; a closed one is not', () => {
    const socket = fake().connect();
    const ten = open(10);
    open(11);
    closes.pop()!();
    socket.sent.length = 0;
    socket.drop();
    socket.connect();
    expect(socket.sent).toEqual([['chat:open', 10]]);
    expect(ten).toHaveBeenCalledTimes(2);
  });

  it('a chat closed while the connection is down sends nothing and is not joined again', () => {
    const socket = fake().connect();
    open(10);
    socket.sent.length = 0;
    socket.drop();
    closes.pop()!();
    socket.connect();
    expect(socket.sent).toEqual([]);
  });

  it('a refused open is not read again (the poll still reads it)', () => {
    const socket = fake();
    socket.openAnswer = { ok: false, error: 'forbidden' };
    const joined = open(10);
    socket.connect();
    expect(socket.sent).toEqual([['chat:open', 10]]);
    expect(joined).not.toHaveBeenCalled();
  });
});

describe('a refused connection (issue 34)', () => {
  it("is asked again after a moment when the server's database did not answer; a sign-out refusal is not", () => {
    vi.useFakeTimers();
    try {
      const socket = fake();
      const connect = vi.spyOn(socket, 'connect');
      socket.emit('connect_error', new Error('unauthorized'));
      vi.advanceTimersByTime(SOCKET_RETRY_MS);
      expect(connect).not.toHaveBeenCalled();
      socket.emit('connect_error', new Error('unavailable'));
      vi.advanceTimersByTime(SOCKET_RETRY_MS - 1);
      expect(connect).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(connect).toHaveBeenCalledOnce();
      // A sign-out meanwhile cancels the retry: the old socket stays closed.
      socket.emit('connect_error', new Error('unavailable'));
      disconnectSocket();
      vi.advanceTimersByTime(SOCKET_RETRY_MS);
      expect(connect).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
