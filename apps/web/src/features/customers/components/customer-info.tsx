import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { CustomerDetail } from '@ponte/domain/customers';
import { formatDateTimeBR, formatLastActivity } from '@ponte/domain/dates';
import { PhoneNumber } from '../../../ui/phone-number';
import { CustomerDataButton } from './customer-data-button';
import { TranscriptButton } from './transcript-button';

type Field = { title: string; value: ReactNode };

/**
 * The customer's e-mail, 'Não informado' without one (spec 1 §2). Without a chat e-mail the store
 * registration e-mail is shown, said to be the store's: staff reach the customer either way.
 */
function emailOf(user: CustomerDetail['user']): string {
  if (user.email) return user.email;
  if (user.email_woocomerce) return `${user.email_woocomerce} (cadastro na loja)`;
  return 'Não informado';
}

/** Spec 1 §2: the four cards' fields (Nome, Telefone, Email, Listas) and the dates block's. */
function fieldsOf(detail: CustomerDetail): { cards: Field[]; dates: Field[] } {
  const { user } = detail;
  return {
    cards: [
      { title: 'Nome', value: user.name },
      { title: 'Telefone', value: <PhoneNumber phone={user.phone} /> },
      { title: 'Email', value: emailOf(user) },
      { title: 'Listas', value: detail.shoppingLists.length.toLocaleString('pt-BR') },
    ],
    dates: [
      { title: 'Data de Cadastro', value: formatDateTimeBR(user.created_at) },
      { title: 'Última Atividade', value: formatLastActivity(user.last_activity) },
    ],
  };
}

function InfoCard({ title, value }: Field) {
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={title}>
      <Text size="sm" c="dimmed" fw={600}>
        {title}
      </Text>
      <Text fw={600} mt={2} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Paper>
  );
}

/** One 'label: value' of the compact block, named like the card it stands for. */
function CompactField({ title, value }: Field) {
  return (
    <div role="group" aria-label={title} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600}>
        {title}
      </Text>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

export type CustomerInfoProps = {
  detail: CustomerDetail;
  /**
   * One block of short lines instead of cards: on a phone or tablet the cards would push the
   * chat, which comes first there, below the fold.
   */
  compact?: boolean;
};

/** Spec 1 §2: the four cards (Nome, Telefone, Email, Listas) and the dates block. */
export function CustomerInfo({ detail, compact = false }: CustomerInfoProps) {
  const { cards, dates } = fieldsOf(detail);
  if (compact) {
    return (
      <Paper withBorder radius="md" p="sm" component="section" aria-label="Dados do usuário">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
          {[...cards, ...dates].map((field) => (
            <CompactField key={field.title} {...field} />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" mt="xs" gap="xs">
          <TranscriptButton customerId={detail.user.id} />
          <CustomerDataButton customer={detail.user} />
        </Group>
      </Paper>
    );
  }
  return (
    <>
      {/* One card a row: the aside is narrow, and an e-mail or phone needs the whole width. */}
      <SimpleGrid cols={1} spacing="sm">
        {cards.map((field) => (
          <InfoCard key={field.title} {...field} />
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="sm">
        <Group gap="xl">
          {dates.map(({ title, value }) => (
            <div key={title}>
              <Text size="sm" c="dimmed" fw={600}>
                {title}
              </Text>
              <Text>{value}</Text>
            </div>
          ))}
        </Group>
      </Paper>
      <Group justify="flex-end" gap="xs">
        <TranscriptButton customerId={detail.user.id} />
        <CustomerDataButton customer={detail.user} />
      </Group>
    </>
  );
}
