import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { checkoutText } from '@ponte/domain/checkout';
import { NEW_LINK_HELP, SESSION_NOT_FOUND_HINT } from '../hooks/session-problem';
import { CheckoutLayout } from './checkout-layout';
import { WhatsappHelp } from './whatsapp-help';

export type SessionUnavailableProps = { title: string; message: string };

/**
 * A checkout link that leads nowhere (unknown, expired, replaced). The customer stays on a public
 * page that says so and where to get a new link; the staff sign-in is no place for them.
 */
export function SessionUnavailable({ title, message }: SessionUnavailableProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md" align="center">
        <IconLinkOff size={48} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
        <Title order={1} size="h3" ta="center">
          {title}
        </Title>
        <Text ta="center" role="status">
          {message}
        </Text>
        <WhatsappHelp>{NEW_LINK_HELP}</WhatsappHelp>
      </Stack>
    </Paper>
  );
}

/** A public path with no usable token (/checkout, /checkout/a/b…): the same page, not the staff shell. */
export function CheckoutNotFoundPage() {
  return (
    <CheckoutLayout>
      <SessionUnavailable title={checkoutText.sessionNotFound} message={SESSION_NOT_FOUND_HINT} />
    </CheckoutLayout>
  );
}
