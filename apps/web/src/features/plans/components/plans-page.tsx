import { useState } from 'react';
import { Alert, EmptyState, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconRepeatOff, IconSearch } from '@tabler/icons-react';
import { foldText } from '@ponte/domain/search';
import { planText, type Plan, type PlanBody } from '@ponte/domain/plans';
import { errorText } from '../../../lib/api';
import { PageHeader } from '../../../ui/page-header';
import { FormRefusal } from '../../../ui/form-refusal';
import { useCreatePlan } from '../api/create-plan';
import { useDeletePlan } from '../api/delete-plan';
import { usePlans } from '../api/get-plans';
import { useUpdatePlan } from '../api/update-plan';
import { PlanCard } from './plan-card';
import { PlanForm } from './plan-form';
import { CenteredLoader } from '../../../ui/load-state';
import { NewToggleButton } from '../../../ui/new-toggle-button';

const NEW_PLAN = 'Nova Assinatura';

/** /assinaturas: subscription plans of spec 2. The server is the truth: a failed write changes nothing here. */
export function PlansPage() {
  const list = usePlans();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const remove = useDeletePlan();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);

  const term = foldText(search);
  const plans = (list.data ?? []).filter((plan) => !term || foldText(plan.name).includes(term));

  // Spec 2 §8: a failed delete is alerted; it shows in the page, not in a dialog that stops it.
  const [deleteError, setDeleteError] = useState('');

  // A refusal rejects: the form shows it in its own alert and stays open.
  const submitCreate = (body: PlanBody) => create.mutateAsync(body).then(() => setCreating(false));

  const submitUpdate = (id: number, body: PlanBody) => update.mutateAsync({ id, body }).then(() => setEditingId(null));

  const confirmDelete = (plan: Plan) => {
    setDeleteError('');
    if (!window.confirm(planText.confirmDelete)) return;
    remove.mutate(plan.id, { onError: (err) => setDeleteError(errorText(err, planText.deleteFailed)) });
  };

  return (
    <>
      <PageHeader
        title="Assinaturas"
        description="Planos de assinatura oferecidos aos clientes"
        actions={
          <NewToggleButton open={creating} onToggle={() => setCreating((open) => !open)}>
            {NEW_PLAN}
          </NewToggleButton>
        }
      />
      <Stack gap="md">
        {creating && (
          <PlanForm
            title={NEW_PLAN}
            submitLabel="Criar Assinatura"
            pending={create.isPending}
            onSubmit={submitCreate}
            failedText={planText.createFailed}
            onCancel={() => setCreating(false)}
          />
        )}
        <TextInput
          placeholder="Buscar por nome..."
          aria-label="Buscar assinaturas"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maw={420}
        />
        <FormRefusal message={deleteError} onClose={() => setDeleteError('')} />
        {list.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {errorText(list.error, 'Não foi possível carregar as assinaturas.')}
          </Alert>
        )}
        {list.isPending ? (
          <CenteredLoader label="Carregando assinaturas" />
        ) : plans.length === 0 ? (
          <EmptyState
            icon={<IconRepeatOff size={28} />}
            withIndicatorBackground
            title={planText.empty}
            description={term ? 'Tente outro nome.' : 'Crie a primeira com “Nova Assinatura”.'}
            py="xl"
          />
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
            {plans.map((plan) =>
              plan.id === editingId ? (
                <PlanForm
                  key={plan.id}
                  plan={plan}
                  title={`Editar ${plan.name}`}
                  submitLabel="Salvar"
                  pending={update.isPending}
                  onSubmit={(body) => submitUpdate(plan.id, body)}
                  failedText={planText.updateFailed}
                  onCancel={() => setEditingId(null)}
                />
              ) : (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  onEdit={(p) => setEditingId(p.id)}
                  onDelete={confirmDelete}
                  deleting={remove.isPending && remove.variables === plan.id}
                />
              ),
            )}
          </SimpleGrid>
        )}
      </Stack>
    </>
  );
}
