import { useEffect } from 'react';
import { useMarkConversationRead } from '../api/mark-conversation-read';

/**
 * The open conversation is read: it is marked so when it opens and again whenever a newer
 * message shows up in it, so its unread badge stays cleared.
 */
export function useReadWhileOpen(customerId: number, lastMessageId: number | undefined) {
  const { mutate } = useMarkConversationRead();
  useEffect(() => {
    mutate(customerId);
  }, [mutate, customerId, lastMessageId]);
}
