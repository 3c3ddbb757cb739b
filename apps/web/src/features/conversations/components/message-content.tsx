import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { parseMediaReference } from './media-reference';

/** Spec 1 §9: image thumbnails are at most 200 px high. */
const THUMBNAIL_MAX_HEIGHT = 200;

/** Chat text is shown as text, never as HTML, keeping its line breaks. */
function PlainText({ children }: { children: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  );
}

/**
 * The body of one chat message (spec 1 §2 'Message rendering'): a '/uploads/…' reference is
 * played (audio, its text as transcription), shown (image, its text as caption) or linked
 * (any other file); everything else is plain text.
 */
export function MessageContent({ content }: { content: string }) {
  const media = parseMediaReference(content);
  if (!media) return <PlainText>{content}</PlainText>;

  switch (media.kind) {
    case 'audio':
      return (
        <Stack gap={4}>
          <audio controls preload="none" src={media.path} aria-label="Áudio" style={{ maxWidth: '100%' }} />
          {media.text && (
            <Text size="sm" fs="italic" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <Text span size="xs" c="dimmed" fs="normal" fw={600}>
                Transcrição:{' '}
              </Text>
              {media.text}
            </Text>
          )}
        </Stack>
      );
    case 'image':
      return (
        <Stack gap={4}>
          <Anchor href={media.path} target="_blank" rel="noreferrer" aria-label={`Abrir imagem ${media.fileName}`}>
            <Image
              src={media.path}
              alt={media.text || media.fileName}
              mah={THUMBNAIL_MAX_HEIGHT}
              w="auto"
              maw="100%"
              fit="contain"
              radius="sm"
            />
          </Anchor>
          {media.text && <PlainText>{media.text}</PlainText>}
        </Stack>
      );
    case 'file':
      return (
        <Stack gap={4}>
          {/* Generated file names have no spaces: they break anywhere rather than widen the chat. */}
          <Anchor href={media.path} target="_blank" rel="noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Group gap={4} wrap="nowrap" component="span" align="flex-start">
              <IconPaperclip size={16} aria-hidden style={{ flexShrink: 0 }} />
              <span style={{ minWidth: 0 }}>{media.fileName}</span>
            </Group>
          </Anchor>
          {media.text && <PlainText>{media.text}</PlainText>}
        </Stack>
      );
  }
}
