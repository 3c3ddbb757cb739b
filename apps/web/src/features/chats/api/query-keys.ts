export type ConversationFilters = { search: string };

export const chatKeys = {
  all: ['chats'] as const,
  myQueue: () => [...chatKeys.all, 'my-queue'] as const,
  conversations: () => [...chatKeys.all, 'conversations'] as const,
  conversationList: (filters: ConversationFilters) => [...chatKeys.conversations(), filters] as const,
};
