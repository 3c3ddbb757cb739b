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

/** The largest file Ponte keeps; larger media is recorded by name and size only. */
export const MAX_MEDIA_BYTES = 16 * 1024 * 1024;

/** The type a kept file was saved as, from its extension (the first type that writes it). */
export function mimetypeForExtension(extension: string): string | undefined {
  return Object.entries(EXTENSIONS).find(([, ext]) => ext === extension.toLowerCase())?.[0];
}

export function extensionFor(mimetype: string | undefined): string {
  const base = (mimetype ?? '').split(';')[0].trim().toLowerCase();
  return EXTENSIONS[base] ?? 'bin';
}

const dataUrlPrefix = /^data:[^,]*,/;

/** The base64 text without a `data:…,` prefix, as Buffer.from(…, 'base64') takes it. */
export const base64Body = (base64: string) => base64.replace(dataUrlPrefix, '');

/** Bytes a base64 text decodes to, counted without decoding it (the text may be 100 MB and more). */
export function base64Bytes(base64: string): number {
  const body = base64Body(base64);
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((body.length * 3) / 4) - padding);
}

/** What became of a message's media bytes: the public path of the kept file, its size when too large, or nothing. */
export type SavedMedia = { saved: string } | { tooLarge: number } | { empty: true };

/** '25 MB', '1,5 MB', '820 KB': sizes as a Brazilian reader writes them. */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 10) return `${Math.round(mb)} MB`;
  if (mb >= 1) return `${mb.toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
