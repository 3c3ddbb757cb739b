import type { KeyboardEvent } from 'react';

/** Enter (a newline with Shift) or Tab: the key that picks the marked item of a list. */
export const isPickKey = (event: KeyboardEvent) => (event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab';

/**
 * The keys of a list that opens under a text box ('/' replies, '@' colleagues): the arrows move
 * the mark round the list, the pick key uses the marked item. True when the key was the list's.
 */
export function moveOrPick<T>(
  event: KeyboardEvent,
  list: { items: T[]; marked: number; setActive: (index: number) => void; pick: (item: T) => void },
): boolean {
  const { items, marked } = list;
  if (items.length === 0) return false;
  const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
  if (move) {
    event.preventDefault();
    list.setActive((marked + move + items.length) % items.length);
    return true;
  }
  if (isPickKey(event)) {
    event.preventDefault();
    list.pick(items[marked]!);
    return true;
  }
  return false;
}
