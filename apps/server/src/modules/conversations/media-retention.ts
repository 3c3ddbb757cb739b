import { foldText } from '@ponte/domain/search';
import { mediaRetentionText } from '@ponte/domain/media-retention';
import type { ServerContext } from '../../lib/context';
import { deleteUpload } from '../gateway/service';
import { mediaRetentionMonths } from '../settings/service';
import { mediaMessagesBefore, replaceMediaContent, replaceQuotedMedia } from './queries';
import { repeatEvery } from '../../lib/repeat';

const BATCH = 200;
export const MEDIA_PRUNE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** `months` calendar months before `now` (31 March less one month is 3 March, as Date counts). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Issue 33: with a retention set, the files of messages older than it are deleted from the
 * uploads folder and the message says the file was removed (its caption stays). The file goes
 * first: a run cut short leaves a message pointing at nothing, which the next run replaces, never
 * a file nobody can find. Answers how many messages lost their file.
 */
export async function pruneMessageMedia(
  ctx: Pick<ServerContext, 'db' | 'uploadsDir'>,
  now = new Date(),
): Promise<number> {
  const months = await mediaRetentionMonths(ctx.db);
  if (months === null) return 0;
  const cutoff = monthsBefore(now, months).toISOString();
  const note = mediaRetentionText.removed(months);
  let pruned = 0;
  let afterId = 0;
  for (;;) {
    const rows = await mediaMessagesBefore(ctx.db, cutoff, afterId, BATCH);
    for (const row of rows) {
      const separator = row.content.indexOf(';');
      const path = separator < 0 ? row.content : row.content.slice(0, separator);
      const caption = separator < 0 ? '' : row.content.slice(separator + 1).trim();
      await deleteUpload(ctx.uploadsDir, path);
      const content = caption ? `${note} ${caption}` : note;
      await replaceMediaContent(ctx.db, row.id, row.content, content, foldText(content));
      pruned += 1;
    }
    // Quotes of files keep the caption as sent; the quoting messages read the note instead.
    await replaceQuotedMedia(
      ctx.db,
      rows.map((r) => r.content),
      note,
    );
    if (rows.length < BATCH) return pruned;
    afterId = rows[rows.length - 1]!.id;
  }
}

/** Prunes now and every few hours; two instances pruning at once change each message once. */
export const scheduleMediaPruning = (
  ctx: Pick<ServerContext, 'db' | 'uploadsDir'>,
  onError: (err: unknown) => void,
  everyMs = MEDIA_PRUNE_INTERVAL_MS,
) => repeatEvery(() => pruneMessageMedia(ctx), onError, everyMs);
