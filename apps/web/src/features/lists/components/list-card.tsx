import { useId, useState } from 'react';
import { Badge, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconCreditCard,
  IconDiscount,
  IconExternalLink,
  IconMessage,
  IconPencil,
  IconPlus,
  IconRepeatOff,
  IconShoppingCartCopy,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateBR } from '@ponte/domain/dates';
import { listStatusLabels, listText, type ShoppingList } from '@ponte/domain/lists';
import { formatBrl, formatUsd } from '@ponte/domain/money';
import { formatPhoneBR } from '@ponte/domain/phone';
import { useConfirm } from '../hooks/use-confirm';
import { useListActions } from '../hooks/use-list-actions';
import { AddProductModal } from './add-product-modal';
import { listCardActions } from './list-card-actions';
import { ListBudgetSummary } from './list-budget-summary';
import { ListItemsTable } from './list-items-table';
import { ListStatusBadge } from './list-status-badge';
import { PaymentLinkControls } from './payment-link-controls';
import { PendingPaymentAlert } from './pending-payment-alert';
import { PlanSelect } from './plan-select';
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
  const [modal, setModal] = useState<'rename' | 'add-product' | null>(null);
  const { confirm, dialog } = useConfirm();
  const actions = useListActions(list, { confirm });
  const { closed, statuses } = listCardActions(list);
  const nameId = useId();
  const panelId = useId();

  // The club discount is local to the screen (spec 2 §4): it only switches which server quote is shown.
  const summary = clubDiscount ? list.quote.with_club_discount : list.quote.summary;
  const { user } = list;

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={nameId}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Text id={nameId} fw={600}>
              {list.name}
            </Text>
            <ListStatusBadge status={list.status} />
            {/* Visible while collapsed too: a payment waiting for staff is the card's most urgent news. */}
            {list.pending_payment && (
              <Badge variant="light" color="yellow">
                Pagamento pendente
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {user.name} · {formatPhoneBR(user.phone)}
          </Text>
          <Text size="xs" c="dimmed">
            {list.shopping_list_items.length} {list.shopping_list_items.length === 1 ? 'item' : 'itens'} · criada em {formatDateBR(list.created_at)}
          </Text>
        </div>
        <Group gap="sm" align="center">
          <div>
            <Text fw={700} ta="right">
              {formatUsd(summary.total_usd)}
            </Text>
            <Text size="xs" c="dimmed" ta="right">
              {formatBrl(summary.total_brl)}
            </Text>
          </div>
          <Button
            size="xs"
            variant="default"
            rightSection={expanded ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'Recolher' : 'Expandir'}
          </Button>
        </Group>
      </Group>

      {expanded && (
        <Stack id={panelId} gap="md" mt="md">
          <Divider />
          <Group gap="xs">
            <ListStatusBadge status={list.status} />
            {list.woocommerce_order_id && (
              <Badge variant="outline" color="gray">
                Pedido #{list.woocommerce_order_id}
              </Badge>
            )}
            {list.subscriptions && (
              <Badge variant="light" color="grape">
                Assinatura: {list.subscriptions.name}
              </Badge>
            )}
            <Text size="sm" fw={600}>
              Total: {formatUsd(summary.total_usd)} · {formatBrl(summary.total_brl)}
            </Text>
          </Group>

          {list.pending_payment && (
            <PendingPaymentAlert
              payment={list.pending_payment}
              canConfirm={actions.canConfirmPayment}
              confirming={actions.pending.confirmPayment}
              onConfirm={() => void actions.confirmPayment()}
            />
          )}

          <Group gap="xs" role="group" aria-label="Ações da lista">
            {!closed && (
              <>
                <Button size="xs" variant="default" leftSection={<IconPencil size={14} />} onClick={() => !actions.refused() && setModal('rename')}>
                  Renomear
                </Button>
                <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} />} loading={actions.pending.delete} onClick={() => void actions.deleteList()}>
                  Excluir
                </Button>
              </>
            )}
            {/* Spec 2 §2: the chat is offered only to customers registered in the store. */}
            {withChatLink && user.email_woocomerce && (
              <Button size="xs" variant="default" leftSection={<IconMessage size={14} />} component={Link} to={`/usuarios/${user.id}`}>
                Abrir Chat
              </Button>
            )}
            {!closed && (
              <>
                <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => !actions.refused() && setModal('add-product')}>
                  Adicionar Produto
                </Button>
                <Button size="xs" variant="light" color="teal" leftSection={<IconShoppingCartCopy size={14} />} loading={actions.pending.checkout} onClick={() => actions.createCheckout({ clubDiscount })}>
                  Gerar Checkout
                </Button>
              </>
            )}
            {list.woocommerce_order_id && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconExternalLink size={14} />}
                component={Link}
                to={`/vendas?pedido=${encodeURIComponent(list.woocommerce_order_id)}`}
              >
                Ver Pedido
              </Button>
            )}
            {list.subscriptions && !closed && (
              <Button
                size="xs"
                variant="light"
                color="orange"
                leftSection={<IconRepeatOff size={14} />}
                loading={actions.pending.subscription}
                onClick={() => void actions.removeSubscription()}
              >
                Remover Assinatura
              </Button>
            )}
          </Group>

          <Group gap="xs" role="group" aria-label="Alterar status">
            <Text size="sm" c="dimmed">
              Status:
            </Text>
            {statuses.map((status) => (
              <Button
                key={status}
                size="xs"
                variant={list.status === status ? 'filled' : 'outline'}
                aria-label={`Marcar como ${listStatusLabels[status]}`}
                loading={actions.pending.status === status}
                onClick={() => actions.setStatus(status)}
              >
                {listStatusLabels[status]}
              </Button>
            ))}
          </Group>

          {!list.subscriptions && !closed && <PlanSelect onApply={actions.applyPlan} applying={actions.pending.plan} />}

          {!closed && (
            <PaymentLinkControls
              savedAmount={list.total_brl}
              totalBrl={summary.total_brl}
              creating={actions.pending.paymentLink}
              onSaveAmount={actions.saveAmount}
              onCreate={(amount) => actions.createPaymentLink({ amount, clubDiscount })}
            />
          )}
          {list.payment_link && (
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              <IconCreditCard size={12} aria-hidden /> Último link: {list.payment_link}
            </Text>
          )}

          <ListItemsTable items={list.shopping_list_items} onDelete={closed ? undefined : actions.deleteItem} deletingId={actions.pending.item ?? null} />

          {/* The club discount only shapes the next link: a settled list gets none. */}
          {!closed && (
            <Group justify="space-between" align="center">
              <Text size="sm" c="dimmed">
                Desconto Clube: {clubDiscount ? `${list.quote.with_club_discount.club_discount_percent}% aplicado` : 'não aplicado'}
              </Text>
              <Button size="xs" variant={clubDiscount ? 'light' : 'outline'} color="grape" leftSection={<IconDiscount size={14} />} onClick={() => setClubDiscount((on) => !on)}>
                {clubDiscount ? listText.removeDiscount : listText.applyDiscount}
              </Button>
            </Group>
          )}
          <ListBudgetSummary summary={summary} kgRate={list.quote.kg_rate} planName={list.subscriptions?.name ?? null} />
        </Stack>
      )}

      {actions.emailPrompt.opened && (
        <StoreEmailModal
          opened
          customerName={user.name}
          saving={actions.emailPrompt.saving}
          error={actions.emailPrompt.error}
          onClose={actions.emailPrompt.close}
          onSave={actions.emailPrompt.save}
          onEdit={actions.emailPrompt.clearError}
        />
      )}
      {modal === 'rename' && <RenameListModal currentName={list.name} saving={actions.pending.rename} onClose={() => setModal(null)} onSave={actions.rename} />}
      {modal === 'add-product' && <AddProductModal listId={list.id} listName={list.name} onClose={() => setModal(null)} />}
      {dialog}
    </Paper>
  );
}
