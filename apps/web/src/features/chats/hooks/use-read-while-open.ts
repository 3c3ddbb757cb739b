import { useEffect, useRef, useState } from 'react';
import type { UnreadStart } from '@ponte/domain/conversations';
import { useMarkConversationRead } from '../api/mark-conversation-read';

/**
 * The open conversation is read: it is marked so when it opens and again whenever a newer
 * message shows up in it, so its unread badge stays cleared. Returns where the unread ones
 * started when it opened (issue 31; null: never read, undefined: not known yet), kept while it
 * stays open.
 */
export function useReadWhileOpen(customerId: number, lastMessageId: number | undefined) {
  const { mutateAsync } = useMarkConversationRead();
  const [readBefore, setReadBefore] = useState<UnreadStart | null | undefined>(undefined);
  const asked = useRef<number | null>(null);
  useEffect(() => {
    const first = asked.current !== customerId;
    asked.current = customerId;
    if (first) setReadBefore(undefined);
    // A promise, not mutate's callbacks: those run for the newest call only, and a message
    // arriving at once must not lose the first answer.
    mutateAsync(customerId).then(
      (marker) => {
        if (first && asked.current === customerId)
          setReadBefore(
            marker.previous_read_message_id === null
              ? null
              : { after: marker.previous_read_message_id, firstId: marker.first_unread_message_id },
          );
      },
      () => {},
    );
  }, [mutateAsync, customerId, lastMessageId]);
  return readBefore;
}
