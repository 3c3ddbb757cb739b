import type { SessionUser } from '@ponte/domain/auth';
import type { AttendanceRecord } from '@ponte/domain/attendance';
import type { ChatMessage, CustomerDetail, CustomerListItem } from '@ponte/domain/customers';
import type { SystemUser } from '@ponte/domain/users';

export const adminUser: SessionUser = { id: 1, name: 'onsolutions', email: 'admin@ponte.local', role: 'admin' };
export const traineeUser: SessionUser = { id: 3, name: 'ana', email: 'ana@ponte.local', role: 'trainee' };

export const shift = (overrides: Partial<AttendanceRecord> = {}): AttendanceRecord => ({
  id: 1,
  user_id: 1,
  clock_in: '2025-03-10T12:00:00.000Z',
  clock_out: '2025-03-10T20:00:00.000Z',
  total_hours: 8,
  status: 'finished',
  break_minutes: 0,
  break_count: 0,
  ...overrides,
});

export const systemUser = (overrides: Partial<SystemUser> = {}): SystemUser => ({
  id: 2,
  username: 'maria',
  email: 'maria@ponte.local',
  role: 'operador',
  ativo: true,
  createdAt: '2025-01-15T13:00:00.000Z',
  last_activity: null,
  ...overrides,
});

export const customer = (overrides: Partial<CustomerListItem> = {}): CustomerListItem => ({
  id: 10,
  name: 'Maria Souza',
  phone: '5511988887777',
  email: 'maria@cliente.com',
  created_at: '2025-02-01T13:00:00.000Z',
  last_activity: '2025-03-10T15:30:00.000Z',
  bot_enabled: true,
  atendimento: false,
  seller_id: null,
  seller_name: null,
  messages: [{ count: 12 }],
  shopping_lists: [{ count: 2 }],
  ...overrides,
});

export const chatMessage = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 1,
  user_id: 10,
  content: 'Olá, tudo bem?',
  direction: 'incoming',
  status: 'received',
  sender_id: null,
  sender_name: null,
  created_at: '2025-03-10T15:00:00.000Z',
  ...overrides,
});

export const customerDetail = (
  user: Partial<CustomerDetail['user']> = {},
  rest: Partial<Omit<CustomerDetail, 'user'>> = {},
): CustomerDetail => ({
  user: {
    id: 10,
    name: 'Maria Souza',
    phone: '5511988887777',
    email: 'maria@cliente.com',
    email_woocomerce: null,
    created_at: '2025-02-01T13:00:00.000Z',
    last_activity: '2025-03-10T15:30:00.000Z',
    bot_enabled: true,
    atendimento: false,
    botPaused: false,
    seller_id: null,
    ...user,
  },
  messages: [chatMessage()],
  has_more: false,
  message_count: (rest.messages ?? [chatMessage()]).length,
  shoppingLists: [],
  ...rest,
});
