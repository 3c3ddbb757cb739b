/**
 * A busy shop's messages come many a second (docs/0026). Each refresh reads the lists again, and
 * a refresh started before the last one answered cancels it: one per message would keep the
 * inbox from ever loading. So the first change is refreshed at once and the changes that follow
 * within CHAT_REFRESH_MS together, when it ends.
 */
export const CHAT_REFRESH_MS = 1000;

/** The customers whose chats changed since the last refresh; 'all' when one event named none. */
export type ChangedChats = ReadonlySet<number> | 'all';

export function createChatRefresh(refresh: (changed: ChangedChats) => void, windowMs = CHAT_REFRESH_MS) {
  let pending: Set<number> | 'all' | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    if (!pending) return;
    const changed = pending;
    pending = null;
    refresh(changed);
    timer = setTimeout(flush, windowMs);
  };
  return {
    changed(userId: number | undefined) {
      if (userId === undefined) pending = 'all';
      else if (pending === null) pending = new Set([userId]);
      else if (pending !== 'all') pending.add(userId);
      if (!timer) flush();
    },
    dispose() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}
