import { ActionIcon, Badge, Flex, Table, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { unreachableRules } from '@ponte/domain/commission-order';
import { commissionText, ruleStatusLabel, type CommissionRule } from '@ponte/domain/commissions';
import { formatDecimalBR } from '@ponte/domain/dates';
import { formatUsd } from '@ponte/domain/money';
import { dayText } from '../../../ui/date-text';
import { DeleteAction, EditAction } from '../../../ui/row-actions';

/** '$500.01 – $2,000.00', or '… – sem limite' for an empty maximum. */
export const ruleRange = (rule: Pick<CommissionRule, 'min_value' | 'max_value'>) =>
  `${formatUsd(rule.min_value)} – ${rule.max_value === null ? commissionText.unlimited : formatUsd(rule.max_value)}`;

/** 'de 27/11/2026 a 30/11/2026', 'a partir de …', 'até …'; '' for a rule without days. */
export const ruleDays = (rule: Pick<CommissionRule, 'starts_on' | 'ends_on'>) =>
  rule.starts_on && rule.ends_on
    ? `de ${dayText(rule.starts_on)} a ${dayText(rule.ends_on)}`
    : rule.starts_on
      ? `a partir de ${dayText(rule.starts_on)}`
      : rule.ends_on
        ? `até ${dayText(rule.ends_on)}`
        : '';

export type RulesTableProps = {
  /** In the order sales try them. */
  rules: CommissionRule[];
  onToggle: (rule: CommissionRule) => void;
  onDelete: (rule: CommissionRule) => void;
  onEdit: (rule: CommissionRule) => void;
  /** Moves a rule one place up (-1) or down (1) in the order. */
  onMove: (rule: CommissionRule, step: -1 | 1) => void;
  /** The rule whose toggle or delete is on its way. */
  busyId: number | null;
  /** A reorder is on its way: no other move until it lands. */
  moving: boolean;
};

/**
 * The rules in the order the first matching rule is taken in (issue 28): arrows move a rule,
 * and a rule that earlier ones cover entirely says it never applies, and which ones cover it.
 */
export function RulesTable({ rules, onToggle, onDelete, onEdit, onMove, busyId, moving }: RulesTableProps) {
  const hidden = unreachableRules(rules);
  return (
    <Table.ScrollContainer minWidth={340} aria-label="Regras de comissão">
      <Table verticalSpacing="sm" horizontalSpacing="xs" highlightOnHover aria-label="Regras de comissão">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ordem</Table.Th>
            <Table.Th>Nome</Table.Th>
            <Table.Th visibleFrom="sm">Faixa de Valor</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              Porcentagem
            </Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th w={80}>
              <VisuallyHidden>Ações</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((rule, index) => (
            <Table.Tr key={rule.id}>
              <Table.Td>
                {/* Stacked on a phone: the name keeps the width. */}
                <Flex gap={2} direction={{ base: 'column', sm: 'row' }} align="center">
                  <Text size="sm" w={18} ta="right" visibleFrom="sm">
                    {index + 1}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Mover ${rule.name} para cima`}
                    disabled={index === 0 || moving}
                    onClick={() => onMove(rule, -1)}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Mover ${rule.name} para baixo`}
                    disabled={index === rules.length - 1 || moving}
                    onClick={() => onMove(rule, 1)}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </Flex>
              </Table.Td>
              <Table.Td>
                <Text fw={600} size="sm">
                  {rule.name}
                </Text>
                {ruleDays(rule) && (
                  <Text size="xs" c="dimmed">
                    Campanha {ruleDays(rule)}
                  </Text>
                )}
                {hidden.has(rule.id) && (
                  <Text size="xs" c="orange.9" role="note" aria-label={`${rule.name}: ${commissionText.unreachable}`}>
                    <Text span inherit fw={700}>
                      {commissionText.unreachable}.
                    </Text>{' '}
                    {commissionText.unreachableBecause} (
                    {hidden
                      .get(rule.id)!
                      .map((r) => r.name)
                      .join(', ')}
                    ). Mova-a para cima para que se aplique.
                  </Text>
                )}
                {/* On a phone range and percentage go under the name, so order, status and actions stay in view. */}
                <Text hiddenFrom="sm" size="xs" c="dimmed">
                  {ruleRange(rule)} · {formatDecimalBR(rule.percentage)}%
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                {ruleRange(rule)}
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDecimalBR(rule.percentage)}%
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Tooltip label={rule.active ? 'Clique para desativar' : 'Clique para ativar'}>
                  <UnstyledButton
                    // The name starts with the badge's word, as seen (WCAG 2.5.3), then what a click does.
                    aria-label={`${ruleStatusLabel(rule.active)}, ${rule.active ? 'desativar' : 'ativar'} ${rule.name}`}
                    disabled={busyId === rule.id}
                    onClick={() => onToggle(rule)}
                  >
                    <Badge
                      color={rule.active ? 'green' : 'gray'}
                      variant="light"
                      style={{ cursor: 'pointer', minWidth: 'max-content' }}
                    >
                      {ruleStatusLabel(rule.active)}
                    </Badge>
                  </UnstyledButton>
                </Tooltip>
              </Table.Td>
              <Table.Td>
                <Flex gap={2} direction={{ base: 'column', sm: 'row' }} align="center">
                  <EditAction label={`Editar ${rule.name}`} onClick={() => onEdit(rule)} />
                  <DeleteAction
                    label={`Deletar ${rule.name}`}
                    loading={busyId === rule.id}
                    onClick={() => onDelete(rule)}
                  />
                </Flex>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
