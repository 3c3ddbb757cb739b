import { useEffect, useState, type KeyboardEvent } from 'react';
import type { UserPick } from '@ponte/domain/users';
import { useMentionableStaff } from '../api/notes';
import { moveOrPick } from './listbox-keys';

/** '@' and the start of a name, at the end of the text: what opens the list. */
const TRIGGER = /(^|\s)@([\p{L}\p{N}._-]*)$/u;
const SHOWN = 6;

export type MentionPicker = ReturnType<typeof useMentionPicker>;

/**
 * Issue 32: typing '@' in a note lists the colleagues whose username or name starts with what
 * follows; arrows move, Enter or Tab puts '@username ' in, Escape closes the list.
 */
export function useMentionPicker(text: string, setText: (text: string) => void) {
  const found = TRIGGER.exec(text);
  const query = found?.[2]?.toLowerCase();
  const [closedOn, setClosedOn] = useState<string | null>(null);
  const open = query !== undefined && closedOn !== text;
  const staff = useMentionableStaff(open);
  const [active, setActive] = useState(0);
  useEffect(() => setActive(0), [query]);
  const items: UserPick[] = open
    ? (staff.data ?? [])
        .filter((s) => s.username.toLowerCase().startsWith(query!) || s.name.toLowerCase().startsWith(query!))
        .slice(0, SHOWN)
    : [];
  const marked = Math.min(active, Math.max(items.length - 1, 0));

  const pick = (person: UserPick) => setText(`${text.slice(0, text.length - query!.length - 1)}@${person.username} `);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open || items.length === 0) return false;
    if (event.key === 'Escape') {
      event.preventDefault();
      setClosedOn(text);
      return true;
    }
    return moveOrPick(event, { items, marked, setActive, pick });
  };

  return { open: open && items.length > 0, query: query ?? '', items, active: marked, setActive, pick, onKeyDown };
}
