/** Spec 1 §2: uploaded media is referenced as '/uploads/…', optionally followed by ';' and a text. */
const UPLOADS_PREFIX = '/uploads/';
const AUDIO_EXTENSIONS = new Set(['ogg', 'mp3', 'wav', 'm4a', 'aac']);
const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp']);

export type MediaKind = 'audio' | 'image' | 'file';
export type MediaReference = { kind: MediaKind; path: string; text: string; fileName: string };

const mediaLabels = { audio: 'Áudio', image: 'Imagem', file: 'Arquivo' } as const satisfies Record<MediaKind, string>;

function kindOf(path: string): MediaKind {
  const extension = path.split(/[?#]/)[0].split('.').pop()?.toLowerCase() ?? '';
  if (AUDIO_EXTENSIONS.has(extension)) return 'audio';
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  return 'file';
}

function fileNameOf(path: string): string {
  const name = path.split(/[?#]/)[0].split('/').pop() || path;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** The media a message refers to, or null when it is plain text. */
export function parseMediaReference(content: string): MediaReference | null {
  if (!content.startsWith(UPLOADS_PREFIX)) return null;
  const separator = content.indexOf(';');
  const path = (separator < 0 ? content : content.slice(0, separator)).trim();
  const text = separator < 0 ? '' : content.slice(separator + 1).trim();
  return { kind: kindOf(path), path, text, fileName: fileNameOf(path) };
}

/** One line for toasts and desktop notifications: the text, or what kind of media came without one. */
export function messagePreview(content: string): string {
  const media = parseMediaReference(content);
  if (!media) return content;
  return media.text || mediaLabels[media.kind];
}
