import { Button, Stack, Text } from '@mantine/core';

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack align="center" gap="xs" py="lg">
      <Text c="red" size="sm">
        {message}
      </Text>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        Tentar novamente
      </Button>
    </Stack>
  );
}
