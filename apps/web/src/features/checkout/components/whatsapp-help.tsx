import { Anchor, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { formatPhoneBR } from '@ponte/domain/phone';
import { useCheckoutHelp } from '../api/get-checkout-help';

/**
 * The customer reached the shop on WhatsApp: that chat is where help is. With the shop's number
 * saved on /configuracoes, the note links straight to a chat with it.
 */
export function WhatsappHelp({
  children = 'Precisa de ajuda? Fale com a gente pelo WhatsApp.',
}: {
  children?: string;
}) {
  const number = useCheckoutHelp().data?.whatsapp;
  return (
    <Stack gap={4} align="center">
      <Text size="sm" c="dimmed" ta="center">
        <IconBrandWhatsapp size={16} style={{ verticalAlign: 'text-bottom' }} aria-hidden /> {children}
      </Text>
      {number && (
        <Anchor href={`https://wa.me/${number}`} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
          WhatsApp {formatPhoneBR(number)}
        </Anchor>
      )}
    </Stack>
  );
}
