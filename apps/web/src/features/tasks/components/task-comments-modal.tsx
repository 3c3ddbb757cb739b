import { Button, Center, Loader, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { formatDateTimeBR } from '@ponte/domain/dates';
import { TASK_COMMENT_MAX, TaskCommentBodySchema, taskText, type Task } from '@ponte/domain/tasks';
import { useDomainForm } from '../../../lib/form';
import { FormRefusal } from '../../../ui/form-refusal';
import { useTaskComments } from '../api/get-comments';
import { useAddComment } from '../api/task-writes';

type Values = { comment: string };

/** The server's refusal, after 'Erro ao adicionar comentário: ' (nothing after it when it gave no reason). */
const failed = (reason: string) => `${taskText.commentFailed}: ${reason}`;

/** The task's comments (author, date-time, text) and 'Adicionar Comentário'. */
export function TaskCommentsModal({ task, onClose }: { task: Task; onClose: () => void }) {
  const comments = useTaskComments(task.id);
  const add = useAddComment();
  const { form, formRef, onSubmit, refuseWith, refusal } = useDomainForm({
    initialValues: { comment: '' },
    schema: TaskCommentBodySchema,
    // Sent trimmed, as the schema reads it.
    toBody: (values: Values) => ({ comment: values.comment.trim() }),
    // A blank comment is said above the field, as the server's refusals are.
    alertInvalid: true,
  });
  const submit = onSubmit(({ comment }) =>
    add.mutate(
      { id: task.id, comment },
      {
        onSuccess: () => {
          form.reset();
          void comments.refetch();
        },
        onError: (err) => refuseWith(err, failed(''), failed),
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title={`Comentários · ${task.title}`} size="lg" centered>
      <Stack gap="sm">
        {comments.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label="Carregando comentários" />
          </Center>
        ) : comments.data?.length ? (
          <Stack gap="xs" role="list" aria-label="Comentários">
            {comments.data.map((c) => (
              <Paper key={c.id} role="listitem" withBorder radius="sm" p="sm">
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
        <form ref={formRef} onSubmit={submit} noValidate>
          <Stack gap="sm">
            <FormRefusal message={refusal} />
            <Textarea
              label="Novo comentário"
              autosize
              minRows={2}
              maxLength={TASK_COMMENT_MAX}
              {...form.getInputProps('comment')}
            />
            <Button type="submit" loading={add.isPending} style={{ alignSelf: 'flex-end' }}>
              {taskText.addComment}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
