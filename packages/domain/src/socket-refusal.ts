// No imports: the web shell reads these, and its first load must not pull in the zod schemas.

/**
 * Issue 34: the message of a socket connection refused because the database did not answer. Not
 * a sign-out: the client connects again after a moment (socket.io does not by itself after a refusal).
 */
export const SOCKET_UNAVAILABLE = 'unavailable';
/** How long the web client waits before it connects again after such a refusal. */
export const SOCKET_RETRY_MS = 3000;
