import { vi } from 'vitest';

type Listener = (payload: unknown) => void;

/** Stands in for a socket.io client socket: tests `emit` what the server would send. */
export class FakeSocket {
  readonly listeners = new Map<string, Set<Listener>>();
  readonly disconnect = vi.fn(() => this);

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
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
