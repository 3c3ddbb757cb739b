import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../src/app';

/** Starts the app on a free local port and answers its address: for clients that need a real connection. */
export async function listenLocally(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

/** A staff socket signed in with `token`, once connected (rejects when refused); kept in `sockets` to disconnect at the end. */
export async function connectSocket(url: string, token: string, sockets?: Socket[]): Promise<Socket> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
  sockets?.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Puts the file's app on a local port before its tests; answers an opener of signed-in sockets, disconnected after them. */
export function useSocketClients(app: () => App): (token: string) => Promise<Socket> {
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    url = await listenLocally(app());
  });
  afterAll(() => sockets.forEach((s) => s.disconnect()));
  return (token) => connectSocket(url, token, sockets);
}
