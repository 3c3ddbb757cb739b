import type { SearchQuery, SearchResult } from '@ponte/domain/search';
import { MESSAGE_SEARCH_MIN_LENGTH } from '@ponte/domain/search';
import type { Db } from '../../db';
import { searchMessages } from '../conversations/service';
import { searchCustomers } from '../customers/service';

/**
 * The top bar's search (issue 18): customers by name, e-mail or phone and messages by text, each
 * through the module that owns them. A next page ('before') asks for messages only. Messages
 * need a term of three characters (the trigram index's shortest, docs/0037).
 */
export async function searchEverything(db: Db, query: SearchQuery): Promise<SearchResult> {
  const wantsMessages = [...query.q].length >= MESSAGE_SEARCH_MIN_LENGTH;
  const [customers, found] = await Promise.all([
    query.before === undefined ? searchCustomers(db, query.q, query.limit) : [],
    wantsMessages ? searchMessages(db, query.q, query.limit, query.before) : { messages: [], nextBefore: null },
  ]);
  return { customers, messages: found.messages, next_before: found.nextBefore };
}
