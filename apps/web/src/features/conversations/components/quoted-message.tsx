import { Anchor, Box, Text } from '@mantine/core';
import type { ChatQuote } from '@ponte/domain/conversations';

/** The anchor of a message in the chat, so a quote can lead to the message it quotes. */
export const messageAnchor = (id: number) => `mensagem-${id}`;

/**
 * The message a reply quotes, above the reply (as WhatsApp shows it): a muted block with a left
 * border, its text only. When Ponte has the original, the block leads to it.
 */
export function QuotedMessage({ quote }: { quote: ChatQuote }) {
  const text = (
    <Text size="xs" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {quote.content}
    </Text>
  );
  return (
    <Box
      aria-label="Mensagem citada"
      mb={4}
      px="xs"
      py={2}
      bg="gray.0"
      style={{ borderLeft: '3px solid var(--mantine-color-gray-5)', borderRadius: 'var(--mantine-radius-xs)' }}
    >
      {quote.id === null ? (
        text
      ) : (
        <Anchor
          href={`#${messageAnchor(quote.id)}`}
          underline="never"
          c="inherit"
          aria-label="Ir para a mensagem citada"
        >
          {text}
        </Anchor>
      )}
    </Box>
  );
}
