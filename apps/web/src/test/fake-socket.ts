import { vi } from 'vitest';
import type { RealtimeEventName } from '@ponte/domain/realtime';
import type { RealtimeListener, RealtimeSocket } from '../lib/socket';

type Listener = (payload: unknown) => void;

/**
 * Stands in for a socket.io client socket: listeners are typed by the event contract, while
 * tests `emit` any payload (a partial one, or one the screen must ignore).
 */
export class FakeSocket implements RealtimeSocket {
  readonly listeners = new Map<string, Set<Listener>>();
  readonly disconnect = vi.fn(() => this);

  on<E extends RealtimeEventName>(event: E, listener: RealtimeListener<E>) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener as Listener);
    return this;
  }

  off<E extends RealtimeEventName>(event: E, listener: RealtimeListener<E>) {
    this.listeners.get(event)?.delete(listener as Listener);
    return this;
  }

  /** Delivers a server event to the listeners. */
  emit(event: string, payload: unknown) {
    this.listeners.get(event)?.forEach((listener) => listener(payload));
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
