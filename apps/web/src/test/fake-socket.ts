import { vi } from 'vitest';
import type { RealtimeEventName } from '@ponte/domain/realtime';
import type { RealtimeListener, RealtimeSocket } from '../lib/socket';

type Listener = (payload: unknown) => void;

/** What the web sends the server (ClientToServerEvents): `emit` records these instead of delivering them. */
const CLIENT_EVENTS = new Set(['chat:open', 'chat:close', 'chat:typing', 'chat:presence']);

/**
 * Stands in for a socket.io client socket: listeners are typed by the event contract, while
 * tests `emit` any payload (a partial one, or one the screen must ignore). It starts
 * disconnected, as a real one does; `connect()` connects it.
 */
export class FakeSocket implements RealtimeSocket {
  readonly listeners = new Map<string, Set<Listener>>();
  readonly disconnect = vi.fn(() => {
    this.connected = false;
    return this;
  });
  connected = false;
  /** What the web sent the server, in order: ['chat:open', 10], ['chat:close', 10]. */
  readonly sent: unknown[][] = [];
  /** How the fake server answers 'chat:open'. */
  openAnswer: unknown = { ok: true };

  on<E extends RealtimeEventName>(event: E, listener: RealtimeListener<E>) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener as Listener);
    return this;
  }

  off<E extends RealtimeEventName>(event: E, listener: RealtimeListener<E>) {
    this.listeners.get(event)?.delete(listener as Listener);
    return this;
  }

  /**
   * Delivers a server event to the listeners; an event the web sends is recorded instead, and
   * a 'chat:open' answered with `openAnswer`.
   */
  emit(event: string, ...args: unknown[]) {
    // 'chat:typing' and 'chat:presence' go both ways: the web sends a customer id, the server an object.
    if (CLIENT_EVENTS.has(event) && typeof args[0] !== 'object') {
      const answer = args.at(-1);
      this.sent.push([event, ...(typeof answer === 'function' ? args.slice(0, -1) : args)]);
      if (typeof answer === 'function') answer(this.openAnswer);
      return this;
    }
    this.listeners.get(event)?.forEach((listener) => listener(args[0]));
    return this;
  }

  /** The connection comes up (again): the 'connect' listeners run. */
  connect() {
    this.connected = true;
    return this.emit('connect');
  }

  /** The connection drops; socket.io tries again by itself. */
  drop() {
    this.connected = false;
    return this;
  }
}

export const fakeSockets: FakeSocket[] = [];

/** Replaces socket.io-client's `io` in every web test (see setup.ts): no test opens a real connection. */
export const fakeIo = vi.fn((..._args: unknown[]) => {
  const socket = new FakeSocket();
  fakeSockets.push(socket);
  return socket;
});

export const lastSocket = () => fakeSockets.at(-1)!;
