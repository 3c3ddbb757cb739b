import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  base64Body,
  base64Bytes,
  extensionFor,
  MAX_MEDIA_BYTES,
  type SavedMedia,
} from '../../integrations/gateway/media-type';

/**
 * Saves base64 media under the uploads folder with a random name and returns its public path
 * ('/uploads/<file>'); the name is unguessable because the files are served without a token.
 * Media over MAX_MEDIA_BYTES is measured, never decoded, and not kept.
 */
export async function saveMedia(uploadsDir: string, base64: string, mimetype: string | undefined): Promise<SavedMedia> {
  const declared = base64Bytes(base64);
  if (declared > MAX_MEDIA_BYTES) return { tooLarge: declared };
  const data = Buffer.from(base64Body(base64), 'base64');
  if (data.length === 0) return { empty: true };
  await mkdir(uploadsDir, { recursive: true });
  const file = `${randomBytes(16).toString('hex')}.${extensionFor(mimetype)}`;
  await writeFile(join(uploadsDir, file), data);
  return { saved: `/uploads/${file}` };
}
