import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CustomerDetail, CustomerListResponse } from '@ponte/domain/customers';
import { api } from '../../../lib/api';
import { customerKeys } from './query-keys';

type BotState = { bot_enabled: boolean; atendimento: boolean };

/** The list sends only `enabled`; the detail screen also sends `atendimento` (spec 1 §7). */
export type ToggleBotVariables = { id: number; enabled: boolean; atendimento?: boolean };

/** Writes the bot state of one customer into every cached list page and its detail. */
function writeBotState(qc: QueryClient, id: number, state: Partial<BotState>) {
  qc.setQueriesData<CustomerListResponse>(
    { queryKey: customerKeys.lists() },
    (page) => page && { ...page, data: page.data.map((c) => (c.id === id ? { ...c, ...state } : c)) },
  );
  qc.setQueryData<CustomerDetail>(customerKeys.detail(id), (detail) => {
    if (!detail) return detail;
    const user = { ...detail.user, ...state };
    return { ...detail, user: { ...user, botPaused: !user.bot_enabled } };
  });
}

function readBotState(qc: QueryClient, id: number): BotState | undefined {
  const user = qc.getQueryData<CustomerDetail>(customerKeys.detail(id))?.user;
  if (user) return { bot_enabled: user.bot_enabled, atendimento: user.atendimento };
  for (const [, page] of qc.getQueriesData<CustomerListResponse>({ queryKey: customerKeys.lists() })) {
    const item = page?.data.find((c) => c.id === id);
    if (item) return { bot_enabled: item.bot_enabled, atendimento: item.atendimento };
  }
  return undefined;
}

/** POST /api/users/{id}/toggle-bot, applied to the screen at once and undone if the server refuses it. */
export function useToggleBot() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled, atendimento }: ToggleBotVariables) =>
      api.post<unknown>(`/users/${id}/toggle-bot`, atendimento === undefined ? { enabled } : { enabled, atendimento }),
    onMutate: async ({ id, enabled, atendimento }) => {
      // A poll answering now would put the old state back on screen.
      await qc.cancelQueries({ queryKey: customerKeys.all });
      const previous = readBotState(qc, id);
      writeBotState(
        qc,
        id,
        atendimento === undefined ? { bot_enabled: enabled } : { bot_enabled: enabled, atendimento },
      );
      return { previous };
    },
    onError: (_err, { id }, context) => {
      if (context?.previous) writeBotState(qc, id, context.previous);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
