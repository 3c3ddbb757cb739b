import type { QuickReply } from '@ponte/domain/quick-replies';

/** A quick reply as the API lists it: the shared '/frete', editable, used 12 times, unless overridden. */
export const quickReply = (overrides: Partial<QuickReply> = {}): QuickReply => ({
  id: 1,
  shortcut: 'frete',
  content: 'O frete é por kg.',
  shared: true,
  owner_id: null,
  owner_name: null,
  editable: true,
  uses: 12,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
  ...overrides,
});
