import { useEffect, useState, type KeyboardEvent } from 'react';
import { quickReplyText, type QuickReply } from '@ponte/domain/quick-replies';
import { toastFailure } from '../../../lib/toast-outcome';
import { useFillQuickReply, useQuickReplyMatches } from '../api/quick-replies';
import { isPickKey, moveOrPick } from './listbox-keys';

/** '/' and a shortcut being typed, alone in the box: what opens the list. */
const TRIGGER = /^\/([\p{L}\p{N}_-]*)$/u;

export type QuickReplyPicker = ReturnType<typeof useQuickReplyPicker>;

/**
 * Issue 32: typing '/' in the send box lists the quick replies whose shortcut or text matches
 * what follows it. Arrows move, Enter or Tab uses the marked one, Escape closes the list. The
 * chosen reply comes back filled for the customer and replaces the box's text, to be read and
 * sent as any text (a trainee's goes through the AI check).
 */
export function useQuickReplyPicker(customerId: number, text: string, setText: (text: string) => void) {
  const query = TRIGGER.exec(text)?.[1];
  /** The text the list was closed on (Escape): it stays closed until the text changes. */
  const [closedOn, setClosedOn] = useState<string | null>(null);
  const open = query !== undefined && closedOn !== text;
  const matches = useQuickReplyMatches(query ?? '', open);
  const fill = useFillQuickReply();
  const [active, setActive] = useState(0);
  const [missing, setMissing] = useState<string[]>([]);
  const items: QuickReply[] = open ? (matches.data?.items ?? []) : [];
  const marked = Math.min(active, Math.max(items.length - 1, 0));
  // A new search marks its first match; leaving the trigger forgets a list closed with Escape.
  useEffect(() => {
    setActive(0);
    if (query === undefined) setClosedOn(null);
  }, [query]);

  const pick = (reply: QuickReply) => {
    setClosedOn(text);
    fill.mutate(
      { id: reply.id, customerId },
      {
        onSuccess: (filled) => {
          setText(filled.text);
          setMissing(filled.missing);
        },
        ...toastFailure(quickReplyText.useFailed),
      },
    );
  };

  /** The list shows the answer for what is typed now, not the last one's (kept while it loads). */
  const current = !matches.isPending && !matches.isPlaceholderData;

  /** The box's keys while the list is open; true when the key was the list's. */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    if (event.key === 'Escape') {
      event.preventDefault();
      setClosedOn(text);
      return true;
    }
    // Enter before the list answers what was typed would use (or send) the wrong thing: it waits.
    if (!current && isPickKey(event)) {
      event.preventDefault();
      return true;
    }
    return moveOrPick(event, { items, marked, setActive, pick });
  };

  return {
    open,
    query: query ?? '',
    items,
    loading: open && matches.isPending,
    active: marked,
    setActive,
    pick,
    onKeyDown,
    /** Placeholders the chosen reply left without a value, until the text is sent or changed. */
    missing: missing.filter((name) => text.includes(`{${name}}`)),
  };
}
