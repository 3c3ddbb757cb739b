import { useEffect, useState, type ReactNode } from 'react';
import { Anchor, Center, EmptyState, Grid, Group, Loader, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconChecklist, IconListDetails, IconMessages, IconUserQuestion } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { CustomerDetail } from '@ponte/domain/customers';
import { ApiError } from '../../../lib/api';
import { setRecordTitle } from '../../../lib/document-title';
import { PageHeader } from '../../../ui/page-header';
import { useCustomerDetail } from '../api/get-customer-detail';
import { useConversationSlot, type ConversationSlotProps } from '../hooks/use-conversation-slot';
import { useOpenChat } from '../hooks/use-open-chat';
import { BotToggleButton } from './bot-toggle-button';
import { CustomerInfo } from './customer-info';
import { SupportBadge } from './support-badge';
import { LoadErrorAlert } from '../../../ui/load-state';

export type CustomerDetailPageProps = {
  customerId: number;
  renderConversation: (props: ConversationSlotProps) => ReactNode;
  /** The lists tab's content; without it the tab is not offered. */
  renderLists?: (lists: CustomerDetail['shoppingLists']) => ReactNode;
  /** The tasks tab's content (tasks related to this customer); without it the tab is not offered. */
  renderTasks?: () => ReactNode;
  /** Issue 32: the customer's labels and their editor, beside the name. */
  renderLabels?: (user: CustomerDetail['user']) => ReactNode;
};

type DetailTab = 'messages' | 'lists' | 'tasks';

/** Mantine's `lg` (1200 px): room for the chat and, beside it, the customer's cards. */
const WIDE = '(min-width: 75em)';
/** Mantine's `sm`, where the shell folds its menu away. */
const PHONE = '(max-width: 47.99em)';

/** The list's address the customer was opened from ('?busca=ana&pagina=2'), if it was. */
const listSearchOf = (state: unknown) => {
  const list = (state as { list?: unknown } | null)?.list;
  return typeof list === 'string' && list.startsWith('?') ? list : '';
};

function BackLink({ children = 'Voltar para usuários' }: { children?: ReactNode }) {
  const { state } = useLocation();
  return (
    <Anchor component={Link} to={`/usuarios${listSearchOf(state)}`} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {children}
      </Group>
    </Anchor>
  );
}

/** Spec 1 §2: an unknown customer id. */
export function CustomerNotFound() {
  return (
    <Paper withBorder radius="md" p="xl">
      <EmptyState icon={<IconUserQuestion size={28} />} withIndicatorBackground title="Usuário não encontrado">
        <EmptyState.Actions>
          <BackLink />
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

/** The count in 'Mensagens (n)': every message of the customer, loaded or not. */
const messageCount = (detail: CustomerDetail) => detail.message_count.toLocaleString('pt-BR');

/** /usuarios/{id}: customer data and the chat (spec 1 §2 'Customer detail'). */
export function CustomerDetailPage({
  customerId,
  renderConversation,
  renderLists,
  renderTasks,
  renderLabels,
}: CustomerDetailPageProps) {
  const [tab, setTab] = useState<DetailTab>('messages');
  const wide = useMediaQuery(WIDE, undefined, { getInitialValueInEffect: false }) ?? false;
  // On a phone the three tabs fit one line without their icons, so the send box stays in sight.
  const phone = useMediaQuery(PHONE, undefined, { getInitialValueInEffect: false }) ?? false;
  const tabIcon = (icon: ReactNode) => (phone ? undefined : icon);
  // Spec 1 §4: the chat refreshes every 3 seconds, only while the messages tab is open.
  const detail = useCustomerDetail(customerId, { poll: tab === 'messages' });
  // Its messages come live only while they are on screen, like the poll.
  useOpenChat(customerId, tab === 'messages');
  const conversation = useConversationSlot(customerId, detail.data);
  const name = detail.data?.user.name;
  // The tab names the customer: 'Camila Carvalho · Usuários · Ponte'.
  useEffect(() => {
    setRecordTitle(name, 'Usuários');
    return () => setRecordTitle(undefined, 'Usuários');
  }, [name]);

  if (detail.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Carregando usuário" />
      </Center>
    );
  }
  // A poll that fails keeps the conversation already on screen.
  if (!detail.data || !conversation) {
    if (detail.error instanceof ApiError && detail.error.status === 404) return <CustomerNotFound />;
    return (
      <Stack gap="md">
        <BackLink />
        <LoadErrorAlert title="Erro ao carregar usuário" onRetry={() => void detail.refetch()} buttonMt="xs">
          <Text size="sm">Não foi possível carregar os dados deste usuário.</Text>
        </LoadErrorAlert>
      </Stack>
    );
  }

  const data = detail.data;
  const { user } = data;
  const chat = (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Tabs value={tab} onChange={(value) => setTab((value as DetailTab | null) ?? 'messages')}>
        <Tabs.List>
          <Tabs.Tab value="messages" leftSection={tabIcon(<IconMessages size={16} />)}>
            Mensagens ({messageCount(data)})
          </Tabs.Tab>
          {renderLists && (
            <Tabs.Tab value="lists" leftSection={tabIcon(<IconListDetails size={16} />)}>
              Listas ({data.shoppingLists.length.toLocaleString('pt-BR')})
            </Tabs.Tab>
          )}
          {renderTasks && (
            <Tabs.Tab value="tasks" leftSection={tabIcon(<IconChecklist size={16} />)}>
              Tarefas
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="messages" pt="md">
          <Stack gap="sm">
            <Group justify="space-between" gap="xs">
              <SupportBadge customer={user} />
              <BotToggleButton customer={user} />
            </Group>
            {renderConversation(conversation)}
          </Stack>
        </Tabs.Panel>
        {renderLists && (
          <Tabs.Panel value="lists" pt="md">
            {renderLists(data.shoppingLists)}
          </Tabs.Panel>
        )}
        {renderTasks && (
          <Tabs.Panel value="tasks" pt="md">
            {tab === 'tasks' && renderTasks()}
          </Tabs.Panel>
        )}
      </Tabs>
    </Paper>
  );
  // The chat leads, in the reading order as on screen: beside it the customer's cards on a
  // laptop (above it they pushed the send box below the fold), under it a compact block elsewhere.
  return (
    <Stack gap="md">
      <BackLink />
      {/* On a laptop the labels sit beside the name; on a phone with the customer's data, under the
          chat, so the send box stays on the first screen. */}
      <PageHeader title={user.name} actions={wide ? renderLabels?.(user) : undefined} />
      {wide ? (
        <Grid gap="md" align="flex-start">
          <Grid.Col span={8}>{chat}</Grid.Col>
          <Grid.Col span={4} component="section" aria-label="Dados do usuário">
            <Stack gap="sm">
              <CustomerInfo detail={data} />
            </Stack>
          </Grid.Col>
        </Grid>
      ) : (
        <>
          {chat}
          {renderLabels?.(user)}
          <CustomerInfo detail={data} compact />
        </>
      )}
    </Stack>
  );
}
