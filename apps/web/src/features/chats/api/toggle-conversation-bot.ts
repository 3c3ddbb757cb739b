import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Conversation, ConversationPages } from './get-conversations';
import { chatKeys } from './query-keys';

type BotState = Pick<Conversation, 'botPaused' | 'atendimento'>;

export type ToggleConversationBotVariables = { id: number; enabled: boolean };

function writeBotState(qc: QueryClient, id: number, state: BotState) {
  qc.setQueriesData<ConversationPages>(
    { queryKey: chatKeys.conversations() },
    (data) =>
      data && { ...data, pages: data.pages.map((page) => page.map((c) => (c.id === id ? { ...c, ...state } : c))) },
  );
}

function readBotState(qc: QueryClient, id: number): BotState | undefined {
  for (const [, data] of qc.getQueriesData<ConversationPages>({ queryKey: chatKeys.conversations() })) {
    const found = data?.pages.flat().find((c) => c.id === id);
    if (found) return { botPaused: found.botPaused, atendimento: found.atendimento };
  }
  return undefined;
}

/**
 * POST /api/users/{id}/toggle-bot from the inbox (spec 3 §4 'Chat bot state'): the bot on leaves
 * attendance, the bot off is manual attendance. Applied at once, undone if the server refuses.
 */
export function useToggleConversationBot() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: ToggleConversationBotVariables) =>
      api.post<unknown>(`/users/${id}/toggle-bot`, { enabled, atendimento: !enabled }),
    onMutate: async ({ id, enabled }) => {
      // A refetch answering now would put the old state back on screen.
      await qc.cancelQueries({ queryKey: chatKeys.conversations() });
      const previous = readBotState(qc, id);
      writeBotState(qc, id, { botPaused: !enabled, atendimento: !enabled });
      return { previous };
    },
    onError: (_err, { id }, context) => {
      if (context?.previous) writeBotState(qc, id, context.previous);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
