import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Only these types are written with a meaningful extension; anything else is served as a download. */
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'video/mp4': 'mp4',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

export const MAX_MEDIA_BYTES = 16 * 1024 * 1024;

export function extensionFor(mimetype: string | undefined): string {
  const base = (mimetype ?? '').split(';')[0].trim().toLowerCase();
  return EXTENSIONS[base] ?? 'bin';
}

/**
 * Saves base64 media under the uploads folder with a random name and returns its public path
 * ('/uploads/<file>'); the name is unguessable because the files are served without a token.
 */
export async function saveMedia(uploadsDir: string, base64: string, mimetype: string | undefined): Promise<string | null> {
  const data = Buffer.from(base64.replace(/^data:[^,]*,/, ''), 'base64');
  if (data.length === 0 || data.length > MAX_MEDIA_BYTES) return null;
  await mkdir(uploadsDir, { recursive: true });
  const file = `${randomBytes(16).toString('hex')}.${extensionFor(mimetype)}`;
  await writeFile(join(uploadsDir, file), data);
  return `/uploads/${file}`;
}
