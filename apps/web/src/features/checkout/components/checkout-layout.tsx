import type { ReactNode } from 'react';
import { Box, Container, Group, Text } from '@mantine/core';
import { IconBuildingBridge2, IconLock } from '@tabler/icons-react';

/**
 * The customer's pages: the shop's name and a narrow column, no staff shell. Built for phones
 * first (the link arrives on WhatsApp), so the column is the whole width up to 640 px.
 */
export function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size={640} px="md" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Group gap={8} wrap="nowrap">
              <IconBuildingBridge2 size={28} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden />
              <Text fw={700} size="lg">
                Ponte
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap" c="dimmed">
              <IconLock size={14} aria-hidden />
              <Text size="xs">Pagamento seguro</Text>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container component="main" size={640} px="md" py="lg">
        {children}
      </Container>
    </Box>
  );
}
