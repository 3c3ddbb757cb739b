import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import type { ShoppingList } from '@ponte/domain/lists';
import { ListScopeContext, type ListScope } from '../hooks/use-list-scope';
import { ListCard } from './list-card';
import { ListsEmpty } from './lists-empty';

export type CustomerListsTabProps = {
  /** `data.shoppingLists` of GET /api/users/{id}. */
  lists: ShoppingList[];
  /** Reloads the customer detail after a write, since its lists come from that call. */
  onChanged: () => void;
};

/** Spec 1 §2: the customer detail's lists tab, with the same expandable cards as /listas. */
export function CustomerListsTab({ lists, onChanged }: CustomerListsTabProps) {
  const scope = useMemo<ListScope>(() => ({ backendDown: false, onChanged }), [onChanged]);
  return (
    <ListScopeContext value={scope}>
      {lists.length === 0 ? (
        <ListsEmpty filtering={false} />
      ) : (
        <Stack gap="sm" role="list" aria-label="Listas do usuário">
          {lists.map((list) => (
            <div role="listitem" key={list.id}>
              <ListCard list={list} withChatLink={false} />
            </div>
          ))}
        </Stack>
      )}
    </ListScopeContext>
  );
}
