import type { Realtime } from './socket';

/**
 * Realtime events held back until `flush()`: code that writes inside a transaction announces
 * its rows only after the commit, so staff never hear of a message that was rolled back.
 */
export function deferredRealtime(target: Realtime): { realtime: Realtime; flush: () => void } {
  const pending: (() => void)[] = [];
  const realtime: Realtime = {
    io: target.io,
    toStaff: (event, ...payload) => void pending.push(() => target.toStaff(event, ...payload)),
    toRoles: (roles, event, ...payload) => void pending.push(() => target.toRoles(roles, event, ...payload)),
    toUser: (staffId, event, ...payload) => void pending.push(() => target.toUser(staffId, event, ...payload)),
    toChat: (customerId, event, ...payload) => void pending.push(() => target.toChat(customerId, event, ...payload)),
    endSessions: (sessionIds) => void pending.push(() => target.endSessions(sessionIds)),
  };
  return { realtime, flush: () => pending.splice(0).forEach((send) => send()) };
}
