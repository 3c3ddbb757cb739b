import { useState } from 'react';
import { Alert, Button, Center, Loader, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { formatDateTimeBR } from '@ponte/domain/dates';
import { TASK_COMMENT_MAX, TaskCommentBodySchema, taskText, type Task } from '@ponte/domain/tasks';
import { errorText } from '../../../lib/api';
import { useTaskComments } from '../api/get-comments';
import { useAddComment } from '../api/task-writes';

/** The task's comments (author, date-time, text) and 'Adicionar Comentário'. */
export function TaskCommentsModal({ task, onClose }: { task: Task; onClose: () => void }) {
  const comments = useTaskComments(task.id);
  const add = useAddComment();
  const [text, setText] = useState('');
  const [error, setError] = useState('');

  const submit = () => {
    const parsed = TaskCommentBodySchema.safeParse({ comment: text });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    add.mutate(
      { id: task.id, comment: parsed.data.comment },
      {
        onSuccess: () => {
          setText('');
          void comments.refetch();
        },
        onError: (err) => setError(`${taskText.commentFailed}: ${errorText(err, '')}`),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`Comentários · ${task.title}`} size="lg" centered>
      <Stack gap="sm">
        {comments.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label="Carregando comentários" />
          </Center>
        ) : comments.data?.length ? (
          <Stack gap="xs" aria-label="Comentários">
            {comments.data.map((c) => (
              <Paper key={c.id} withBorder radius="sm" p="sm">
                <Text size="xs" c="dimmed">
                  {c.users?.name ?? '—'} · {formatDateTimeBR(c.created_at)}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {c.comment}
                </Text>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed" ta="center" py="sm">
            {taskText.noComments}
          </Text>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Textarea
          label="Novo comentário"
          autosize
          minRows={2}
          maxLength={TASK_COMMENT_MAX}
          value={text}
          onChange={(e) => {
            setError('');
            setText(e.currentTarget.value);
          }}
        />
        <Button onClick={submit} loading={add.isPending} style={{ alignSelf: 'flex-end' }}>
          {taskText.addComment}
        </Button>
      </Stack>
    </Modal>
  );
}
