import { Anchor, Box, EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircleOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatLastActivity } from '@ponte/domain/dates';
import { PhoneNumber } from '../../../ui/phone-number';
import type { WaitingChat } from '../api/get-waiting-chats';
import type { AttendantOption } from './attendant-options';
import { AssignChatForm } from './assign-chat-form';
import { LoadError } from './load-error';
import { CenteredLoader } from '../../../ui/load-state';

const messagesText = (count: number) => (count === 1 ? '1 mensagem' : `${count.toLocaleString('pt-BR')} mensagens`);

function WaitingChatRow({ chat, options }: { chat: WaitingChat; options: AttendantOption[] }) {
  return (
    <Box component="li" py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }} aria-label={chat.name}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/usuarios/${chat.id}`} fw={600} size="sm">
              {chat.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              <PhoneNumber phone={chat.phone} />
            </Text>
          </div>
          <div style={{ textAlign: 'right' }}>
            <Text size="xs" c="dimmed">
              Última atividade: {formatLastActivity(chat.last_activity)}
            </Text>
            <Text size="xs" c="dimmed">
              {messagesText(chat.messages_count)}
            </Text>
          </div>
        </Group>
        <AssignChatForm chat={chat} options={options} />
      </Stack>
    </Box>
  );
}

export type WaitingChatsListProps = {
  chats: WaitingChat[] | undefined;
  options: AttendantOption[];
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
};

/** Customers waiting for a human, each with the attendant picker. */
export function WaitingChatsList({ chats, options, isPending, isError, onRetry }: WaitingChatsListProps) {
  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label="Chats aguardando atribuição">
      <Title order={2} size="h4" mb="xs">
        Chats aguardando atribuição
      </Title>
      {isPending ? (
        <CenteredLoader label="Carregando chats" py="lg" />
      ) : isError ? (
        <LoadError message="Erro ao carregar os chats aguardando" onRetry={onRetry} />
      ) : !chats?.length ? (
        <EmptyState
          icon={<IconMessageCircleOff size={28} />}
          withIndicatorBackground
          title="Nenhum chat aguardando atribuição"
          py="lg"
        />
      ) : (
        <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {chats.map((chat) => (
            <WaitingChatRow key={chat.id} chat={chat} options={options} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
