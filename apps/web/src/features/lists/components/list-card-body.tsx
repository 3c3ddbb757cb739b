import { Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconDiscount } from '@tabler/icons-react';
import { listText, type ListQuoteSummary, type ShoppingList } from '@ponte/domain/lists';
import { formatBrl, formatUsd } from '@ponte/domain/money';
import type { ListActions } from '../hooks/use-list-actions';
import { ListBudgetSummary } from './list-budget-summary';
import { ListActionButtons, ListStatusButtons, type ListCardModal } from './list-card-buttons';
import { listCardActions } from './list-card-actions';
import { ListItemsTable } from './list-items-table';
import { ListStatusBadge } from './list-status-badge';
import { PaymentLinkControls, typedAmountOf } from './payment-link-controls';
import { PendingPaymentAlert } from './pending-payment-alert';
import { PlanSelect } from './plan-select';

export type ListCardBodyProps = {
  list: ShoppingList;
  actions: ListActions;
  summary: ListQuoteSummary;
  panelId: string;
  withChatLink: boolean;
  clubDiscount: boolean;
  /** The BRL amount typed on the card, as typed. */
  typedAmount: string | number;
  onTypeAmount: (typed: string) => void;
  onToggleClubDiscount: () => void;
  onOpen: (modal: ListCardModal) => void;
};

/** The expanded card: badges, a pending payment, the actions, the payment link, the items and the quote. */
export function ListCardBody({
  list,
  actions,
  summary,
  panelId,
  withChatLink,
  clubDiscount,
  typedAmount,
  onTypeAmount,
  onToggleClubDiscount,
  onOpen,
}: ListCardBodyProps) {
  const { settled, paid, statuses } = listCardActions(list);
  const charge = { amount: typedAmountOf(typedAmount), clubDiscount };
  return (
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

      <ListActionButtons
        list={list}
        actions={actions}
        settled={settled}
        paid={paid}
        withChatLink={withChatLink}
        charge={charge}
        onOpen={onOpen}
      />
      <ListStatusButtons list={list} statuses={statuses} actions={actions} />

      {!list.subscriptions && !settled && <PlanSelect onApply={actions.applyPlan} applying={actions.pending.plan} />}

      {!paid && (
        <PaymentLinkControls
          amount={typedAmount}
          onAmountChange={onTypeAmount}
          setBy={list.total_brl_set_by}
          totalBrl={summary.total_brl}
          creating={actions.pending.paymentLink}
          onCreate={() => actions.createPaymentLink(charge)}
        />
      )}
      {list.payment_link && (
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          <IconCreditCard size={12} aria-hidden /> Último link: {list.payment_link}
        </Text>
      )}

      <ListItemsTable
        items={list.shopping_list_items}
        onDelete={settled ? undefined : actions.deleteItem}
        deletingId={actions.pending.item ?? null}
      />

      {/* The club discount only shapes the next link: a paid list gets none. */}
      {!paid && (
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed">
            Desconto Clube:{' '}
            {clubDiscount ? `${list.quote.with_club_discount.club_discount_percent}% aplicado` : 'não aplicado'}
          </Text>
          <Button
            size="xs"
            variant={clubDiscount ? 'light' : 'outline'}
            color="grape"
            leftSection={<IconDiscount size={14} />}
            onClick={onToggleClubDiscount}
          >
            {clubDiscount ? listText.removeDiscount : listText.applyDiscount}
          </Button>
        </Group>
      )}
      <ListBudgetSummary summary={summary} kgRate={list.quote.kg_rate} planName={list.subscriptions?.name ?? null} />
    </Stack>
  );
}
