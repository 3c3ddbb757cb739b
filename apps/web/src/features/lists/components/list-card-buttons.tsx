import { Button, Group, Text } from '@mantine/core';
import {
  IconExternalLink,
  IconMessage,
  IconPencil,
  IconPlus,
  IconRepeatOff,
  IconShoppingCartCopy,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { listStatusLabels, type ListStatus, type ShoppingList } from '@ponte/domain/lists';
import type { ListActions } from '../hooks/use-list-actions';
import type { Charge } from '../hooks/use-list-payment-actions';

export type ListCardModal = 'rename' | 'add-product';

export type ListActionButtonsProps = {
  list: ShoppingList;
  actions: ListActions;
  /** Completed or paid: no basket or plan edits (see listCardActions). */
  settled: boolean;
  /** Paid: no new checkout. */
  paid: boolean;
  withChatLink: boolean;
  /** What 'Gerar Checkout' charges: the typed amount and the club discount, as the link would. */
  charge: Charge;
  onOpen: (modal: ListCardModal) => void;
};

/** 'Ações da lista': rename, delete, chat, add product, checkout, order and plan removal, as the list's state allows. */
export function ListActionButtons({
  list,
  actions,
  settled,
  paid,
  withChatLink,
  charge,
  onOpen,
}: ListActionButtonsProps) {
  const { user } = list;
  return (
    <Group gap="xs" role="group" aria-label="Ações da lista">
      {!settled && (
        <>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} />}
            onClick={() => !actions.refused() && onOpen('rename')}
          >
            Renomear
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} />}
            loading={actions.pending.delete}
            onClick={() => void actions.deleteList()}
          >
            Excluir
          </Button>
        </>
      )}
      {/* Spec 2 §2: the chat is offered only to customers registered in the store. */}
      {withChatLink && user.email_woocomerce && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconMessage size={14} />}
          component={Link}
          to={`/usuarios/${user.id}`}
        >
          Abrir Chat
        </Button>
      )}
      {!settled && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => !actions.refused() && onOpen('add-product')}
        >
          Adicionar Produto
        </Button>
      )}
      {!paid && (
        <Button
          size="xs"
          variant="light"
          color="teal"
          leftSection={<IconShoppingCartCopy size={14} />}
          loading={actions.pending.checkout}
          onClick={() => actions.createCheckout(charge)}
        >
          Gerar Checkout
        </Button>
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
      {list.subscriptions && !settled && (
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
  );
}

export type ListStatusButtonsProps = { list: ShoppingList; statuses: readonly ListStatus[]; actions: ListActions };

/** 'Alterar status': one button per status the server accepts from here, the current one filled. */
export function ListStatusButtons({ list, statuses, actions }: ListStatusButtonsProps) {
  return (
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
  );
}
