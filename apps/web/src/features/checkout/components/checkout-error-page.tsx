import { Link, useParams, useSearchParams } from 'react-router';
import { Anchor, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { checkoutText } from '@ponte/domain/checkout';
import { checkoutPath } from '../hooks/payment-destination';
import { CheckoutLayout } from './checkout-layout';
import { WhatsappHelp } from './whatsapp-help';
import { useAnnounceResult } from '../hooks/use-announce-result';

/** Spec 2 §2: shown when the page is opened without a message. */
export const DEFAULT_ERROR_MESSAGE = 'Ocorreu um erro ao processar o pagamento';

/** /checkout-error/{token}?message=…: a refused or unfinished payment, and the way back to try again. */
export function CheckoutErrorPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const message = params.get('message')?.trim() || DEFAULT_ERROR_MESSAGE;
  const heading = useAnnounceResult<HTMLHeadingElement>(message);
  return (
    <CheckoutLayout>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Stack gap={4} align="center">
            <IconCircleX size={48} stroke={1.5} color="var(--mantine-color-red-6)" aria-hidden />
            <Title order={1} size="h3" ta="center" ref={heading} tabIndex={-1}>
              Pagamento Não Aprovado
            </Title>
          </Stack>
          <Text ta="center" role="status">
            {message}
          </Text>
          <Stack gap={4}>
            <Text fw={500} size="sm">
              O que você pode fazer:
            </Text>
            <List size="sm" spacing={4}>
              <List.Item>Verifique os dados do cartão</List.Item>
              <List.Item>Verifique o limite disponível</List.Item>
              <List.Item>Tente outra forma de pagamento</List.Item>
              <List.Item>Entre em contato com o seu banco</List.Item>
            </List>
          </Stack>
          <Button component={Link} to={checkoutPath(token)} size="md" fullWidth>
            {checkoutText.retry}
          </Button>
          {/* The customer's start is their order's page: '/' is the staff sign-in. */}
          <Anchor component={Link} to={checkoutPath(token)} ta="center">
            Voltar ao início
          </Anchor>
          <WhatsappHelp />
        </Stack>
      </Paper>
    </CheckoutLayout>
  );
}
