import { ActionIcon, CloseButton, FileButton, Group, Text, Tooltip } from '@mantine/core';
import { IconFile, IconPaperclip } from '@tabler/icons-react';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, attachmentKindOf, attachmentText } from '@ponte/domain/attachments';

const ACCEPT = Object.keys(ATTACHMENT_TYPES).join(',');

/** '820 KB', '1,5 MB': a file's size as a Brazilian reader writes it. */
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('pt-BR')} KB`;

/** Why a file cannot go, before anything is uploaded; null when it can. */
export function attachmentProblem(file: File): string | null {
  const kind = attachmentKindOf(file.type);
  if (!kind) return attachmentText.badType;
  if (file.size === 0) return attachmentText.empty;
  if (file.size > ATTACHMENT_MAX_BYTES[kind]) return attachmentText.tooLarge(kind);
  return null;
}

export type AttachmentButtonProps = {
  disabled: boolean;
  onPick: (file: File) => void;
  onProblem: (text: string) => void;
};

/** The paperclip beside 'Enviar': picks one image, document or audio, checked against the limits it states. */
export function AttachmentButton({ disabled, onPick, onProblem }: AttachmentButtonProps) {
  return (
    <FileButton
      accept={ACCEPT}
      onChange={(file) => {
        if (!file) return;
        const problem = attachmentProblem(file);
        if (problem) onProblem(problem);
        else onPick(file);
      }}
    >
      {(props) => (
        <Tooltip label={attachmentText.limits} multiline w={260} withArrow>
          <ActionIcon {...props} variant="default" size="lg" disabled={disabled} aria-label={attachmentText.attach}>
            <IconPaperclip size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </FileButton>
  );
}

/** The picked file above the box, with its size and the way to drop it. */
export function AttachmentChip({ file, onRemove }: { file: File; onRemove?: () => void }) {
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      mb={6}
      px="xs"
      py={4}
      bg="gray.0"
      role="group"
      aria-label={`Anexo: ${file.name}`}
      style={{ borderRadius: 'var(--mantine-radius-sm)', border: '1px solid var(--mantine-color-gray-3)' }}
    >
      <IconFile size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="xs" fw={600} truncate style={{ flex: 1, minWidth: 0 }}>
        {file.name}
      </Text>
      <Text size="xs" c="gray.7" style={{ flexShrink: 0 }}>
        {sizeText(file.size)}
      </Text>
      {onRemove && <CloseButton size="sm" aria-label={attachmentText.remove} onClick={onRemove} />}
    </Group>
  );
}
