import { useId, useState } from 'react';
import { Paper } from '@mantine/core';
import type { ShoppingList } from '@ponte/domain/lists';
import { useConfirm } from '../hooks/use-confirm';
import { useListActions } from '../hooks/use-list-actions';
import { AddProductModal } from './add-product-modal';
import { ListCardBody } from './list-card-body';
import type { ListCardModal } from './list-card-buttons';
import { ListCardHeader } from './list-card-header';
import { RenameListModal } from './rename-list-modal';
import { StoreEmailModal } from './store-email-modal';

export type ListCardProps = {
  list: ShoppingList;
  /** Off where the card already sits on the customer's own page. */
  withChatLink?: boolean;
};

/** One shopping list (spec 2 §2): a header that expands to the items, the quote and the actions. */
export function ListCard({ list, withChatLink = true }: ListCardProps) {
  const [expanded, setExpanded] = useState(false);
  const [clubDiscount, setClubDiscount] = useState(false);
  // The amount typed for a link or checkout: sent with them, never saved on its own (issue 28).
  const [typedAmount, setTypedAmount] = useState<string | number>(list.total_brl ?? '');
  const [modal, setModal] = useState<ListCardModal | null>(null);
  const { confirm, dialog } = useConfirm();
  const actions = useListActions(list, { confirm });
  const nameId = useId();
  const panelId = useId();

  // The club discount is local to the screen (spec 2 §4): it only switches which server quote is shown.
  const summary = clubDiscount ? list.quote.with_club_discount : list.quote.summary;

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={nameId}>
      <ListCardHeader
        list={list}
        summary={summary}
        nameId={nameId}
        panelId={panelId}
        expanded={expanded}
        onToggle={() => setExpanded((open) => !open)}
      />

      {expanded && (
        <ListCardBody
          list={list}
          actions={actions}
          summary={summary}
          panelId={panelId}
          withChatLink={withChatLink}
          clubDiscount={clubDiscount}
          typedAmount={typedAmount}
          onTypeAmount={setTypedAmount}
          onToggleClubDiscount={() => setClubDiscount((on) => !on)}
          onOpen={setModal}
        />
      )}

      {actions.emailPrompt.opened && (
        <StoreEmailModal
          opened
          customerName={list.user.name}
          saving={actions.emailPrompt.saving}
          error={actions.emailPrompt.error}
          onClose={actions.emailPrompt.close}
          onSave={actions.emailPrompt.save}
          onEdit={actions.emailPrompt.clearError}
        />
      )}
      {modal === 'rename' && (
        <RenameListModal
          currentName={list.name}
          saving={actions.pending.rename}
          onClose={() => setModal(null)}
          onSave={actions.rename}
        />
      )}
      {modal === 'add-product' && (
        <AddProductModal listId={list.id} listName={list.name} onClose={() => setModal(null)} />
      )}
      {dialog}
    </Paper>
  );
}
