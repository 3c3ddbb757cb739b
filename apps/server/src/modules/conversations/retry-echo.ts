/** A kept file's address and the ';' before its caption or name ('/uploads/x.png;Segue a foto'). */
const KEPT_FILE = /^\/uploads\/[^;]*;?/;
/** A media note stored when the gateway posted no bytes ('[imagem] Segue a foto', '[imagem recebida]'). */
const MEDIA_NOTE = /^\[[^\]]*\]\s?([\s\S]*)$/;

const extensionOf = (path: string) => /\.([a-z0-9]+)(?:;|$)/i.exec(path)?.[1]?.toLowerCase();

/**
 * Whether the gateway's echo `echo` is the copy of the retried message `sent`. A text echoes as
 * the same text. A file echoes as a new file (the webhook keeps the bytes it posts under a new
 * name) or as a note when it posts none, so it is matched by its caption or document name.
 */
export function isEchoOfRetry(sent: string, echo: string): boolean {
  if (!sent.startsWith('/uploads/')) return sent === echo;
  const label = sent.replace(KEPT_FILE, '');
  // A file with no caption nor name tells little: only a kept file of its own type is its echo.
  if (!label) return echo.startsWith('/uploads/') && !echo.includes(';') && extensionOf(echo) === extensionOf(sent);
  if (echo.startsWith('/uploads/')) return echo.replace(KEPT_FILE, '') === label;
  const note = MEDIA_NOTE.exec(echo);
  return note !== null && note[1]!.trim() === label;
}
