import { customerSearchText } from '@ponte/domain/customers';
import { searchPattern } from '@ponte/domain/search';
import type { QueueItem } from '../api/get-my-queue';

/**
 * Spec 3 §5 'Chat queue search': name, phone or e-mail, case- and accent-insensitive
 * ('joao' finds 'João'); a term of digits is read as a phone however it is punctuated.
 */
export function searchQueue(items: QueueItem[], term: string): QueueItem[] {
  const pattern = searchPattern(term);
  if (!pattern) return items;
  return items.filter((item) => customerSearchText(item.user).includes(pattern));
}
