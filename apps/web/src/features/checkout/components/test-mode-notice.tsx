import { Alert, List, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { formatCardNumber } from '@ponte/domain/cards';
import { checkoutText, TEST_CARDS } from '@ponte/domain/checkout';

const outcomes: { key: keyof typeof TEST_CARDS; label: string }[] = [
  { key: 'approved', label: 'Aprovado' },
  { key: 'declined', label: 'Recusado' },
  { key: 'pending', label: 'Pendente' },
];

/** No payment contract is configured: nothing is charged, and only these cards decide the result. */
export function TestModeNotice() {
  return (
    <Alert color="yellow" icon={<IconFlask size={18} />} title={checkoutText.testCardOnly}>
      <Text size="sm">Nenhuma cobrança real será feita. Cartões de teste:</Text>
      <List size="sm" mt={4} spacing={2}>
        {outcomes.map(({ key, label }) => (
          <List.Item key={key}>
            {label}:{' '}
            <Text span ff="monospace" size="sm">
              {formatCardNumber(TEST_CARDS[key])}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
