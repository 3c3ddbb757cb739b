import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { openChat } from '../../../lib/socket';
import { customerKeys } from '../api/query-keys';

/**
 * While `open`, the server sends this chat's 'chat:message' events here (docs/0026: they go only
 * to the staff who show the chat). Each time its room is joined, after a reconnection too, the
 * chat is read again for what was stored meanwhile; the 3-second poll stays the safety net.
 */
export function useOpenChat(customerId: number, open = true) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!open) return;
    return openChat(customerId, () => void qc.invalidateQueries({ queryKey: customerKeys.detail(customerId) }));
  }, [customerId, open, qc]);
}
