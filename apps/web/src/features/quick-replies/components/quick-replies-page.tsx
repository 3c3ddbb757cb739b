import { useState } from 'react';
import { Button, EmptyState, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMessageBolt, IconPlus, IconSearch } from '@tabler/icons-react';
import { QUICK_REPLY_SEARCH_MAX, quickReplyText, type QuickReply } from '@ponte/domain/quick-replies';
import { errorText } from '../../../lib/api';
import { useStoredUser } from '../../../lib/auth-storage';
import { PageHeader } from '../../../ui/page-header';
import { useQuickReplies } from '../api/get-quick-replies';
import { useDeleteQuickReply } from '../api/quick-reply-writes';
import { QuickReplyFormModal } from './quick-reply-form-modal';
import { QuickReplyItem } from './quick-reply-item';
import { CenteredLoader } from '../../../ui/load-state';
import { toastOutcome } from '../../../lib/toast-outcome';

/** /respostas-rapidas (issue 32): the team's replies and one's own, to find, write and tidy. */
export function QuickRepliesPage() {
  const user = useStoredUser();
  const canShare = user?.role === 'admin' || user?.role === 'operador';
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const [page, setPage] = useState(1);
  const replies = useQuickReplies(search, page);
  const remove = useDeleteQuickReply();
  const [editing, setEditing] = useState<QuickReply | 'new' | null>(null);

  const onDelete = (reply: QuickReply) => {
    if (!window.confirm(quickReplyText.confirmDelete.replace('{shortcut}', reply.shortcut))) return;
    remove.mutate(reply.id, toastOutcome(quickReplyText.deleted, quickReplyText.deleteFailed));
  };

  return (
    <>
      <PageHeader
        title={quickReplyText.title}
        description={quickReplyText.subtitle}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {quickReplyText.newReply}
          </Button>
        }
      />
      <TextInput
        aria-label="Buscar respostas rápidas"
        placeholder={quickReplyText.searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={typed}
        maxLength={QUICK_REPLY_SEARCH_MAX}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setPage(1);
        }}
        mb="md"
        maw={480}
      />
      {replies.isPending ? (
        <CenteredLoader label="Carregando respostas rápidas" />
      ) : replies.error ? (
        <Text c="red.8" ta="center" py="xl" role="alert">
          {errorText(replies.error, quickReplyText.loadFailed)}
        </Text>
      ) : replies.data.items.length === 0 ? (
        <EmptyState
          icon={<IconMessageBolt size={28} />}
          withIndicatorBackground
          title={quickReplyText.empty}
          description={search ? undefined : quickReplyText.emptyHint}
          py="xl"
        />
      ) : (
        <Stack gap="sm">
          <Stack gap="xs" component="ul" aria-label={quickReplyText.title} p={0} m={0} style={{ listStyle: 'none' }}>
            {replies.data.items.map((reply) => (
              <QuickReplyItem key={reply.id} reply={reply} onEdit={setEditing} onDelete={onDelete} />
            ))}
          </Stack>
          {replies.data.pages > 1 && (
            <Group justify="center">
              <Pagination total={replies.data.pages} value={page} onChange={setPage} size="sm" />
            </Group>
          )}
        </Stack>
      )}
      {editing && (
        <QuickReplyFormModal
          reply={editing === 'new' ? null : editing}
          canShare={canShare}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
