import { describe, expectTypeOf, it } from 'vitest';
import type { Escalation, NewMessageEvent } from './conversations';
import type { GatewayConnectionEvent } from './gateway';
import type {
  ChatOpenAnswer,
  ChatPresenceEvent,
  ChatTypingEvent,
  ClientToServerEvents,
  RealtimeEventName,
  RealtimePayload,
  SaleCreatedEvent,
  TaskNoticeEvent,
} from './realtime';

// Checked by `tsc`: an event added on one side only, or a payload changed, fails to compile.
describe('realtime contract', () => {
  it('names every event the server sends', () => {
    expectTypeOf<RealtimeEventName>().toEqualTypeOf<
      | 'notification'
      | 'chat:message'
      | 'chat:status'
      | 'chat:presence'
      | 'chat:typing'
      | 'chat:updated'
      | 'chat:assigned'
      | 'chat:offered'
      | 'labels:changed'
      | 'note:mention'
      | 'escalation'
      | 'escalation:released'
      | 'sale:created'
      | 'task:assigned'
      | 'task:notice'
      | 'gateway:connection'
    >();
  });

  it('gives each event its payload', () => {
    expectTypeOf<RealtimePayload<'notification'>>().toEqualTypeOf<NewMessageEvent>();
    expectTypeOf<RealtimePayload<'escalation:released'>>().toEqualTypeOf<Escalation>();
    expectTypeOf<RealtimePayload<'sale:created'>>().toEqualTypeOf<SaleCreatedEvent>();
    expectTypeOf<RealtimePayload<'gateway:connection'>>().toEqualTypeOf<GatewayConnectionEvent>();
    expectTypeOf<RealtimePayload<'task:notice'>>().toEqualTypeOf<TaskNoticeEvent>();
    expectTypeOf<RealtimePayload<'chat:presence'>>().toEqualTypeOf<ChatPresenceEvent>();
    expectTypeOf<RealtimePayload<'chat:typing'>>().toEqualTypeOf<ChatTypingEvent>();
    expectTypeOf<RealtimePayload<'labels:changed'>>().toEqualTypeOf<{ label_id: number }>();
    expectTypeOf<RealtimePayload<'chat:assigned'>>().toEqualTypeOf<{
      userId: number;
      customer_name: string;
      by: string | null;
    }>();
  });

  it('names what the web sends: the chats it shows, each answered', () => {
    expectTypeOf<keyof ClientToServerEvents>().toEqualTypeOf<
      'chat:open' | 'chat:close' | 'chat:typing' | 'chat:presence'
    >();
    expectTypeOf<Parameters<ClientToServerEvents['chat:typing']>>().toEqualTypeOf<[customerId: number]>();
    expectTypeOf<Parameters<ClientToServerEvents['chat:open']>>().toEqualTypeOf<
      [customerId: number, answer: (result: ChatOpenAnswer) => void]
    >();
  });
});
