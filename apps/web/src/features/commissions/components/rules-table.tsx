import { ActionIcon, Badge, Table, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { commissionText, ruleStatusLabel, type CommissionRule } from '@ponte/domain/commissions';
import { formatDecimalBR } from '@ponte/domain/dates';
import { formatUsd } from '@ponte/domain/money';

/** '$500.01 – $2,000.00', or '… – sem limite' for an empty maximum. */
export const ruleRange = (rule: Pick<CommissionRule, 'min_value' | 'max_value'>) =>
  `${formatUsd(rule.min_value)} – ${rule.max_value === null ? commissionText.unlimited : formatUsd(rule.max_value)}`;

export type RulesTableProps = {
  rules: CommissionRule[];
  onToggle: (rule: CommissionRule) => void;
  onDelete: (rule: CommissionRule) => void;
  /** The rule whose toggle or delete is on its way. */
  busyId: number | null;
};

/** The rules in creation order, the order the first matching rule is taken in. */
export function RulesTable({ rules, onToggle, onDelete, busyId }: RulesTableProps) {
  return (
    <Table.ScrollContainer minWidth={340} aria-label="Regras de comissão">
      <Table verticalSpacing="sm" highlightOnHover aria-label="Regras de comissão">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nome</Table.Th>
            <Table.Th visibleFrom="sm">Faixa de Valor</Table.Th>
            <Table.Th ta="right">Porcentagem</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th w={56}>
              <VisuallyHidden>Ações</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((rule) => (
            <Table.Tr key={rule.id}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {rule.name}
                </Text>
                {/* On a phone the range goes under the name, so status and delete stay in view. */}
                <Text hiddenFrom="sm" size="xs" c="dimmed">
                  {ruleRange(rule)}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                {ruleRange(rule)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
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
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Deletar ${rule.name}`}
                  loading={busyId === rule.id}
                  onClick={() => onDelete(rule)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
