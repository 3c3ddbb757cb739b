import { useEffect, useState } from 'react';
import { Alert, EmptyState, List, Modal, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconPercentage } from '@tabler/icons-react';
import { commissionText, type CommissionRule } from '@ponte/domain/commissions';
import { errorText } from '../../../lib/api';
import { PageHeader } from '../../../ui/page-header';
import { useDeleteRule } from '../api/delete-rule';
import { useCommissionRules } from '../api/get-rules';
import { useReorderRules } from '../api/reorder-rules';
import { useUpdateRule } from '../api/update-rule';
import { RuleForm } from './rule-form';
import { RulesTable } from './rules-table';
import { CenteredLoader } from '../../../ui/load-state';

const failed = (text: string, err: unknown) => {
  const reason = errorText(err, '');
  notifications.show({ color: 'red', message: reason ? `${text}: ${reason}` : text });
};

/** Spec 2's explanatory box: how a sale finds its rule. */
function HowRulesApply() {
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />} title="Como funcionam as regras">
      <List size="sm" spacing={4}>
        <List.Item>
          As regras são aplicadas automaticamente quando uma venda é criada, sobre o valor da venda em US$.
        </List.Item>
        <List.Item>
          É usada a primeira regra que corresponder ao valor, na ordem da tabela: use as setas para mudar a ordem. Uma
          regra coberta inteiramente pelas de cima avisa que nunca se aplica.
        </List.Item>
        <List.Item>Apenas regras ativas são consideradas.</List.Item>
        <List.Item>Uma regra com datas de campanha vale só nesses dias (inclusive), pela data da venda.</List.Item>
        <List.Item>Valor máximo vazio significa sem limite superior.</List.Item>
        <List.Item>Alterar ou deletar uma regra não muda a comissão de vendas já registradas.</List.Item>
      </List>
    </Alert>
  );
}

/**
 * /configuracao-comissoes (admin): add rules, edit them, put them in order, switch them on and
 * off by their badge, delete them.
 */
export function CommissionRulesPage() {
  const rules = useCommissionRules();
  const update = useUpdateRule();
  const remove = useDeleteRule();
  const reorder = useReorderRules();
  const [editing, setEditing] = useState<CommissionRule | null>(null);

  const move = (rule: CommissionRule, step: -1 | 1) => {
    const ids = (rules.data ?? []).map((r) => r.id);
    const from = ids.indexOf(rule.id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    reorder.mutate(ids, {
      onSuccess: () => notifications.show({ color: 'green', message: commissionText.reordered }),
      onError: (err) => failed(commissionText.reorderFailed, err),
    });
  };

  // Spec 2 §8: a failed load is only logged; the table says nothing rather than 'no rules'.
  useEffect(() => {
    if (rules.error) console.error('Comissões: falha ao carregar as regras', rules.error);
  }, [rules.error]);

  const toggle = (rule: CommissionRule) =>
    update.mutate(
      { id: rule.id, changes: { active: !rule.active } },
      {
        onSuccess: () => notifications.show({ color: 'green', message: commissionText.updated }),
        onError: (err) => failed(commissionText.updateFailed, err),
      },
    );

  const confirmDelete = (rule: CommissionRule) => {
    if (!window.confirm(commissionText.confirmDelete)) return;
    remove.mutate(rule.id, {
      onSuccess: () => notifications.show({ color: 'green', message: commissionText.deleted }),
      onError: (err) => failed(commissionText.deleteFailed, err),
    });
  };

  const busyId = update.isPending
    ? (update.variables?.id ?? null)
    : remove.isPending
      ? (remove.variables ?? null)
      : null;

  return (
    <>
      <PageHeader title="Configuração de Comissões" description="Regras de comissão aplicadas às vendas" />
      <Stack gap="md">
        <RuleForm />
        <HowRulesApply />
        <Paper withBorder radius="md" p="lg">
          <Title order={2} size="h4" mb="sm">
            Regras Cadastradas
          </Title>
          {rules.isPending ? (
            <CenteredLoader label="Carregando regras" />
          ) : rules.data?.length ? (
            <RulesTable
              rules={rules.data}
              onToggle={toggle}
              onDelete={confirmDelete}
              onEdit={setEditing}
              onMove={move}
              busyId={busyId}
              moving={reorder.isPending}
            />
          ) : rules.data ? (
            <EmptyState
              icon={<IconPercentage size={28} />}
              withIndicatorBackground
              title={commissionText.empty}
              description="Adicione a primeira regra no formulário acima."
              py="xl"
            />
          ) : null}
        </Paper>
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={commissionText.edit}
        size="lg"
        // The form inside carries its own heading and buttons.
        withCloseButton
      >
        {editing && <RuleForm rule={editing} onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} />}
      </Modal>
    </>
  );
}
