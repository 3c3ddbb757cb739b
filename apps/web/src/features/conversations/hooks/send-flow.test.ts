import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@ponte/domain/conversations';
import { unstoredPending, type PendingMessage } from './send-flow';

const pending = (key: number, text: string, after: number): PendingMessage => ({
  key,
  text,
  quoted: null,
  state: 'sending',
  after,
});
const message = (id: number, content: string, direction: ChatMessage['direction'] = 'outgoing'): ChatMessage => ({
  id,
  user_id: 10,
  content,
  direction,
  status: 'sent',
  sender_id: 1,
  sender_name: 'Ana',
  sent_by: 'staff',
  created_at: '2026-11-28T12:00:00.000Z',
  quoted: null,
});

describe('a pending message once its stored copy has arrived', () => {
  it('is shown once, as stored, while the rest of its send is under way', () => {
    expect(unstoredPending([pending(1, 'Olá', 5)], [message(5, 'Oi'), message(6, 'Olá')])).toEqual([]);
  });

  it('stays pending when the same text was sent before it left the box, or came from the customer', () => {
    const item = pending(1, 'Olá', 6);
    expect(unstoredPending([item], [message(6, 'Olá'), message(7, 'Olá', 'incoming')])).toEqual([item]);
  });

  it('two pending with the same text: one stored copy takes away one of them', () => {
    const [first, second] = [pending(1, 'ok', 3), pending(2, 'ok', 3)];
    expect(unstoredPending([first, second], [message(4, 'ok')])).toEqual([second]);
  });
});
