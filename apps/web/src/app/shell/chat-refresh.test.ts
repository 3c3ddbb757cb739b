import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_REFRESH_MS, createChatRefresh, type ChangedChats } from './chat-refresh';

describe('chat refresh at volume (docs/0026)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const calls: ChangedChats[] = [];
    const refresh = createChatRefresh((changed) => calls.push(changed === 'all' ? 'all' : new Set(changed)));
    return { calls, refresh };
  };

  it('a lone change refreshes at once', () => {
    const { calls, refresh } = setup();
    refresh.changed(10);
    expect(calls).toEqual([new Set([10])]);
  });

  it('changes right after it are refreshed together once the window ends, then a quiet one at once again', () => {
    const { calls, refresh } = setup();
    refresh.changed(10);
    for (const id of [11, 12, 11, 10]) refresh.changed(id);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(CHAT_REFRESH_MS);
    expect(calls).toEqual([new Set([10]), new Set([11, 12, 10])]);
    // The window after that flush passes with nothing to do; the next change is refreshed at once.
    vi.advanceTimersByTime(CHAT_REFRESH_MS);
    refresh.changed(13);
    expect(calls).toHaveLength(3);
    expect(calls[2]).toEqual(new Set([13]));
  });

  it('50 changes a second for 3 seconds make 4 refreshes, the last one with the last change', () => {
    const { calls, refresh } = setup();
    for (let n = 0; n < 150; n++) {
      refresh.changed(n);
      vi.advanceTimersByTime(20);
    }
    vi.advanceTimersByTime(CHAT_REFRESH_MS);
    expect(calls).toHaveLength(4);
    expect(calls.at(-1)).toContain(149);
  });

  it('a change naming no customer refreshes them all; dispose drops what is pending', () => {
    const { calls, refresh } = setup();
    refresh.changed(10);
    refresh.changed(undefined);
    refresh.changed(11);
    vi.advanceTimersByTime(CHAT_REFRESH_MS);
    expect(calls).toEqual([new Set([10]), 'all']);
    // Inside the window that flush opened: pending, then dropped.
    refresh.changed(12);
    refresh.dispose();
    vi.advanceTimersByTime(CHAT_REFRESH_MS * 2);
    expect(calls).toHaveLength(2);
  });
});
