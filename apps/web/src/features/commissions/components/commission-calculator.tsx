import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { calculatorValue, commissionFor, type Commission } from '@ponte/domain/commissions';
import { formatDecimalBR } from '@ponte/domain/dates';
import { formatUsd } from '@ponte/domain/money';
import { NumberField } from '../../../ui/number-field';
import { useCommissionRules } from '../api/get-rules';

/**
 * Spec 2's calculator: the commission a sale of this value would get, with the same domain
 * function and the same rules (from the server) as a real sale.
 */
export function CommissionCalculator() {
  const rules = useCommissionRules();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [result, setResult] = useState<{ value: number; commission: Commission } | null>(null);

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const parsed = calculatorValue(text);
    if ('error' in parsed) {
      setError(parsed.error);
      setResult(null);
      return;
    }
    setResult({ value: parsed.value, commission: commissionFor(rules.data ?? [], parsed.value) });
  };

  return (
    <Paper
      component="form"
      onSubmit={calculate}
      noValidate
      withBorder
      radius="md"
      p="lg"
      aria-label="Calculadora de Comissão"
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          Calculadora de Comissão
        </Title>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <NumberField
            label="Valor da venda (US$)"
            decimals={2}
            fixed
            value={text}
            error={error || undefined}
            onChange={(typed) => {
              setText(typed);
              setError('');
            }}
            style={{ flex: 1 }}
          />
          <Button
            type="submit"
            mt={25}
            leftSection={<IconCalculator size={16} />}
            // Until the rules arrive every value would read as 'no rule'.
            disabled={!rules.data}
          >
            Calcular
          </Button>
        </Group>
        {result && (
          <Stack gap={2} role="status" aria-label="Resultado do cálculo">
            <Text size="sm">
              Regra aplicada: <strong>{result.commission.rule_name}</strong>
            </Text>
            <Text size="sm">Porcentagem: {formatDecimalBR(result.commission.percentage)}%</Text>
            <Text size="sm">
              Comissão sobre {formatUsd(result.value)}: <strong>{formatUsd(result.commission.amount)}</strong>
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
