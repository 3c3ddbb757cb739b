import { useCallback, useRef, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';

/**
 * A Mantine dialog in place of window.confirm: `confirm(text)` resolves true on 'Confirmar'.
 * Render `dialog` once in the component that asks.
 */
export function useConfirm() {
  const [message, setMessage] = useState<string | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback((text: string) => {
    resolver.current?.(false);
    setMessage(text);
    return new Promise<boolean>((resolve) => (resolver.current = resolve));
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setMessage(null);
  };

  const dialog = (
    <Modal opened={message !== null} onClose={() => answer(false)} title="Confirmação" centered>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={() => answer(false)}>
          Cancelar
        </Button>
        <Button color="red" onClick={() => answer(true)}>
          Confirmar
        </Button>
      </Group>
    </Modal>
  );

  return { confirm, dialog };
}
