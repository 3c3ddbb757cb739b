import { useEffect, useState } from 'react';
import { TYPING_SHOWN_MS, type ChatPerson } from '@ponte/domain/realtime';
import { askPresence, onRealtime } from '../../../lib/socket';

type Typing = ReadonlyMap<number, { name: string; until: number }>;

/**
 * Issue 31: the other staff with this chat open and who of them is typing, from the room's
 * 'chat:presence' and 'chat:typing' events. A typer is shown for TYPING_SHOWN_MS after their
 * last event, and not at all once they leave the chat.
 */
export function useChatPresence(customerId: number, myId: number | undefined) {
  const [viewers, setViewers] = useState<ChatPerson[]>([]);
  const [typing, setTyping] = useState<Typing>(new Map());

  useEffect(() => {
    setViewers([]);
    setTyping(new Map());
    const stopPresence = onRealtime('chat:presence', (event) => {
      if (event.userId !== customerId) return;
      const others = event.viewers.filter((v) => v.id !== myId);
      setViewers(others);
      setTyping((current) => {
        const here = new Set(others.map((v) => v.id));
        const kept = [...current].filter(([id]) => here.has(id));
        return kept.length === current.size ? current : new Map(kept);
      });
    });
    const stopTyping = onRealtime('chat:typing', (event) => {
      if (event.userId !== customerId || event.staff.id === myId) return;
      setTyping((current) =>
        new Map(current).set(event.staff.id, { name: event.staff.name, until: Date.now() + TYPING_SHOWN_MS }),
      );
    });
    // The room was told who is here when this chat was joined, maybe before this listened.
    askPresence(customerId);
    return () => {
      stopPresence();
      stopTyping();
    };
  }, [customerId, myId]);

  // The next typer to fall silent goes when their time is up.
  useEffect(() => {
    if (typing.size === 0) return;
    const next = Math.min(...[...typing.values()].map((t) => t.until));
    const timer = setTimeout(
      () => setTyping((current) => new Map([...current].filter(([, t]) => t.until > Date.now()))),
      Math.max(0, next - Date.now()) + 1,
    );
    return () => clearTimeout(timer);
  }, [typing]);

  return { viewers, typing: [...typing.values()].map((t) => t.name) };
}
