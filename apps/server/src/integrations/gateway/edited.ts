import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  EvolutionMessageKeySchema,
  EvolutionUpsertDataSchema,
  normalEventName,
  type EvolutionUpsertData,
} from '@ponte/domain/gateway';
import { EvolutionMessageSchema } from '@ponte/domain/gateway-message';

/**
 * Evolution 2.3 no longer sends an edited message as `messages.upsert`: it posts
 * `messages.edited` whose `data` is the protocol message itself (the edited message's key, the
 * new content, `timestampMs`). Deletions (REVOKE) travel the same way without new content.
 */
const EditedDataSchema = z.looseObject({
  key: EvolutionMessageKeySchema,
  editedMessage: EvolutionMessageSchema.nullish(),
  timestampMs: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,16}$/)]).nullish(),
});

export const isEditedEvent = (event: string) => normalEventName(event) === 'messages.edited';

/**
 * The edit as the `messages.upsert` item it would have been (a protocol message carrying the
 * new content), so it is read, stored and marked '(editada)' by the same code. Its id is the
 * original's plus the edit's time (or content), so a redelivered edit is one entry. Null: no
 * new content (a deletion) or a body that is not an edit.
 */
export function editedAsUpsert(data: unknown): EvolutionUpsertData | null {
  const parsed = EditedDataSchema.safeParse(data);
  if (!parsed.success || !parsed.data.editedMessage) return null;
  const { key, editedMessage, timestampMs } = parsed.data;
  const stamp =
    timestampMs != null
      ? String(timestampMs)
      : createHash('sha1').update(JSON.stringify(editedMessage)).digest('hex').slice(0, 16);
  const upsert = EvolutionUpsertDataSchema.safeParse({
    key: { ...key, id: `${key.id}:edit:${stamp}`.slice(0, 200) },
    message: { protocolMessage: { type: 14, key: { id: key.id }, editedMessage } },
    messageType: 'protocolMessage',
    messageTimestamp: timestampMs != null ? Math.floor(Number(timestampMs) / 1000) : null,
  });
  return upsert.success ? upsert.data : null;
}
