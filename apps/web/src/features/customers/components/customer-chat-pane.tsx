import type { ReactNode } from 'react';
import { Anchor, Box, Center, EmptyState, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconUserQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CustomerDetail } from '@ponte/domain/customers';
import { ApiError } from '../../../lib/api';
import { PhoneNumber } from '../../../ui/phone-number';
import { useCustomerDetail } from '../api/get-customer-detail';
import { useConversationSlot, type ConversationSlotProps } from '../hooks/use-conversation-slot';
import { useOpenChat } from '../hooks/use-open-chat';
import { BotModeSwitch } from './bot-mode-switch';
import { ShoppingListsPreview } from './shopping-lists-preview';
import { SupportBadge } from './support-badge';
import { LoadErrorAlert } from '../../../ui/load-state';

export type CustomerChatPaneProps = {
  customerId: number;
  renderConversation: (props: ConversationSlotProps) => ReactNode;
  /** Above everything: on phones the pane takes the list's place and needs a way back. */
  backButton?: ReactNode;
  /** Spec 3 'Meus Atendimentos': the pane ends with the customer's first three shopping lists. */
  withLists?: boolean;
  /** Issue 32: the customer's labels and their editor, under the phone. */
  renderLabels?: (user: CustomerDetail['user']) => ReactNode;
};

/**
 * The open conversation of the support screens: header (name, phone, support badge), the
 * 'Bot Ativo' / 'Atendimento Manual' switch, the chat, and optionally the shopping lists.
 * The chat refreshes every 3 seconds while the pane is open (spec 3 §7).
 */
export function CustomerChatPane({
  customerId,
  renderConversation,
  backButton,
  withLists = false,
  renderLabels,
}: CustomerChatPaneProps) {
  const detail = useCustomerDetail(customerId, { poll: true });
  useOpenChat(customerId);
  const conversation = useConversationSlot(customerId, detail.data);

  const content = () => {
    if (detail.isPending) {
      return (
        <Center py="xl">
          <Loader aria-label="Carregando conversa" />
        </Center>
      );
    }
    // A poll that fails keeps the conversation already on screen.
    if (!detail.data || !conversation) {
      if (detail.error instanceof ApiError && detail.error.status === 404) {
        return (
          <Paper withBorder radius="md" p="xl">
            <EmptyState icon={<IconUserQuestion size={28} />} withIndicatorBackground title="Usuário não encontrado" />
          </Paper>
        );
      }
      return (
        <LoadErrorAlert title="Erro ao carregar conversa" onRetry={() => void detail.refetch()} buttonMt="xs">
          <Text size="sm">Não foi possível carregar esta conversa.</Text>
        </LoadErrorAlert>
      );
    }
    const { user } = detail.data;
    return (
      <>
        <Paper withBorder radius="md" p="md" component="section" aria-label="Conversa">
          <Stack gap="sm">
            <div>
              <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
                <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
                  {user.name}
                </Title>
                <Box style={{ flexShrink: 0 }}>
                  <SupportBadge customer={user} />
                </Box>
              </Group>
              <Group justify="space-between" gap="xs" mt={4}>
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    <PhoneNumber phone={user.phone} />
                  </Text>
                  <Anchor component={Link} to={`/usuarios/${user.id}`} size="xs">
                    <Group gap={2} component="span">
                      Ver detalhes
                      <IconExternalLink size={12} aria-hidden />
                    </Group>
                  </Anchor>
                </Group>
                <BotModeSwitch customer={user} />
              </Group>
              {renderLabels && <Box mt={6}>{renderLabels(user)}</Box>}
            </div>
            {renderConversation(conversation)}
          </Stack>
        </Paper>
        {withLists && <ShoppingListsPreview lists={detail.data.shoppingLists} />}
      </>
    );
  };

  return (
    <Stack gap="md">
      {backButton}
      {content()}
    </Stack>
  );
}
