import { useState } from 'react';
import { Badge, Button, EmptyState, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTags } from '@tabler/icons-react';
import { labelText, type Label } from '@ponte/domain/labels';
import { errorText } from '../../../lib/api';
import { PageHeader } from '../../../ui/page-header';
import { useLabelCatalogue } from '../../../lib/labels';
import { useDeleteLabel } from '../api/label-writes';
import { LabelFormModal } from './label-form-modal';
import { CenteredLoader } from '../../../ui/load-state';
import { DeleteAction, EditAction } from '../../../ui/row-actions';
import { toastOutcome } from '../../../lib/toast-outcome';

const customersText = (count: number) =>
  count === 1 ? labelText.oneCustomer : labelText.customers.replace('{count}', count.toLocaleString('pt-BR'));

/** /etiquetas (admin, issue 32): the labels staff put on customers, with how many carry each. */
export function LabelsPage() {
  const labels = useLabelCatalogue();
  const remove = useDeleteLabel();
  const [editing, setEditing] = useState<Label | 'new' | null>(null);

  const onDelete = (label: Label) => {
    const question = labelText.confirmDelete
      .replace('{name}', label.name)
      .replace('{count}', label.customers.toLocaleString('pt-BR'));
    if (!window.confirm(question)) return;
    remove.mutate(label.id, toastOutcome(labelText.deleted, labelText.deleteFailed));
  };

  return (
    <>
      <PageHeader
        title={labelText.title}
        description={labelText.subtitle}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {labelText.newLabel}
          </Button>
        }
      />
      {labels.isPending ? (
        <CenteredLoader label="Carregando etiquetas" />
      ) : labels.error ? (
        <Text c="red.8" ta="center" py="xl" role="alert">
          {errorText(labels.error, labelText.loadFailed)}
        </Text>
      ) : labels.data.length === 0 ? (
        <EmptyState
          icon={<IconTags size={28} />}
          withIndicatorBackground
          title={labelText.empty}
          description={labelText.emptyHint}
          py="xl"
        />
      ) : (
        <Stack gap="xs" component="ul" aria-label={labelText.title} p={0} m={0} style={{ listStyle: 'none' }}>
          {labels.data.map((label) => (
            <Paper key={label.id} withBorder radius="md" p="sm" component="li" aria-label={label.name}>
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" style={{ minWidth: 0 }}>
                  <Badge color={label.color} variant="light" radius="sm" size="lg">
                    {label.name}
                  </Badge>
                  <Text size="sm" c="dimmed">
                    {customersText(label.customers)}
                  </Text>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <EditAction
                    label={`${labelText.edit} ${label.name}`}
                    tooltip={labelText.edit}
                    iconSize={18}
                    onClick={() => setEditing(label)}
                  />
                  <DeleteAction
                    label={`${labelText.delete} ${label.name}`}
                    tooltip={labelText.delete}
                    iconSize={18}
                    onClick={() => onDelete(label)}
                  />
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {editing && <LabelFormModal label={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
