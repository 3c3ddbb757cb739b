import { Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';

/** The customer reached the shop on WhatsApp: that chat is where help is. */
export function WhatsappHelp({ children = 'Precisa de ajuda? Fale com a gente pelo WhatsApp.' }: { children?: string }) {
  return (
    <Text size="sm" c="dimmed" ta="center">
      <IconBrandWhatsapp size={16} style={{ verticalAlign: 'text-bottom' }} aria-hidden /> {children}
    </Text>
  );
}
