import { transcriptText, type TranscriptFormat } from '@ponte/domain/conversation-texts';
import { shopToday } from '@ponte/domain/dates';
import type { ServerContext } from '../../lib/context';
import type { Actor } from '../../plugins/auth';
import { allMessagesOf } from '../conversations/service';
import { requireCustomer } from '../customers/service';
import { activityRecorder } from '../logs/service';
import { allNotesOf } from '../notes/service';
import { publicUrlInUse } from '../settings/service';
import { plainTranscript, transcriptFileName, transcriptHeader, transcriptLines } from './lines';
import { pdfTranscript } from './pdf';

const recordCustomer = activityRecorder('customer');

/**
 * Issue 32: a customer's whole conversation for keeping or sending on: every message with its
 * time on the shop's clock and who wrote it (the customer, the bot, which staff member, the
 * shop's phone), files by name and address, internal notes marked. It holds personal data, so
 * every export is in the activity log.
 */
export async function exportTranscript(
  ctx: ServerContext,
  actor: Actor,
  customerId: number,
  format: TranscriptFormat,
  ip?: string,
  now = new Date(),
) {
  const customer = await requireCustomer(ctx.db, customerId);
  const [messages, notes, publicUrl] = await Promise.all([
    allMessagesOf(ctx.db, customer.id),
    allNotesOf(ctx.db, customer.id),
    publicUrlInUse(ctx),
  ]);
  const header = transcriptHeader(customer, actor.name, now, { messages: messages.length, notes: notes.length });
  const lines = transcriptLines(messages, notes, customer.name, publicUrl);
  const body =
    format === 'pdf' ? await pdfTranscript(header, lines, transcriptText.empty) : plainTranscript(header, lines);
  const details = { transcript: format, messages: messages.length, notes: notes.length };
  await recordCustomer(ctx.db, actor.id, 'export', customer.id, details, ip);
  return { body, fileName: transcriptFileName(customer.name, shopToday(now), format) };
}
