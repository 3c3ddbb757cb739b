import { isMasked } from '@ponte/domain/settings';

/**
 * Secret fields start with the server's masked value ('••••••••abcd'), which the server
 * ignores when sent back. Editing it starts a new secret instead of silently keeping the old
 * one: typed characters after the mask are kept, erasing any of it clears the field.
 */
export function editMaskedSecret(current: string, next: string): string {
  if (!isMasked(current) || next === current) return next;
  if (next.startsWith(current)) return next.slice(current.length);
  if (next.includes('•')) return '';
  return next;
}
