import { Divider, Group, Stack, Text } from '@mantine/core';
import type { CheckoutSessionView } from '@ponte/domain/checkout';
import { formatBrl } from '@ponte/domain/money';
import { SectionCard } from './section-card';

/** Spec 2 §2: each item as 'quantity x product name', then the total in reais. */
export function OrderSummary({ session }: { session: CheckoutSessionView }) {
  const items = session.shopping_list.shopping_list_items;
  return (
    <SectionCard title="Resumo do Pedido">
      <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item, index) => (
          <Text component="li" key={index} size="sm">
            {item.quantity}x {item.product_name}
          </Text>
        ))}
      </Stack>
      <Divider />
      <Group justify="space-between">
        <Text fw={600}>Total</Text>
        <Text fw={700} size="lg" data-testid="checkout-total">
          {formatBrl(session.total_amount)}
        </Text>
      </Group>
    </SectionCard>
  );
}
