/** `label`: only the customers carrying it (issue 32); null: every conversation. */
export type ConversationFilters = { search: string; label?: number | null };

export const chatKeys = {
  all: ['chats'] as const,
  myQueue: () => [...chatKeys.all, 'my-queue'] as const,
  conversations: () => [...chatKeys.all, 'conversations'] as const,
  conversationList: (filters: ConversationFilters) => [...chatKeys.conversations(), filters] as const,
};
