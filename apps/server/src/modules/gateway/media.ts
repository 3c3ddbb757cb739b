import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import {
  base64Body,
  base64Bytes,
  extensionFor,
  MAX_MEDIA_BYTES,
  mimetypeForExtension,
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

/** A file staff upload (issue 31), kept as received media is: a random name under the uploads folder. */
export async function saveUpload(uploadsDir: string, data: Buffer, mimetype: string): Promise<string> {
  await mkdir(uploadsDir, { recursive: true });
  const file = `${randomBytes(16).toString('hex')}.${extensionFor(mimetype)}`;
  await writeFile(join(uploadsDir, file), data);
  return `/uploads/${file}`;
}

/**
 * A kept file again, by the public path a message holds ('/uploads/<file>'), for a retry; null
 * when it is gone or its type is not known. Only a plain name under the folder is read.
 */
export async function readUpload(uploadsDir: string, path: string): Promise<{ data: Buffer; mimetype: string } | null> {
  const file = basename(path);
  const mimetype = mimetypeForExtension(extname(file).slice(1));
  if (!path.startsWith('/uploads/') || file !== path.slice('/uploads/'.length) || !mimetype) return null;
  try {
    return { data: await readFile(join(uploadsDir, file)), mimetype };
  } catch {
    return null;
  }
}

/** Deletes a kept file by its public path; a file already gone is no error. Only a plain name under the folder. */
export async function deleteUpload(uploadsDir: string, path: string): Promise<void> {
  const file = basename(path);
  if (!path.startsWith('/uploads/') || file !== path.slice('/uploads/'.length) || file.startsWith('.')) return;
  await rm(join(uploadsDir, file), { force: true });
}
