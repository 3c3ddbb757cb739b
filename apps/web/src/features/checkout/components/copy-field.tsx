import { useRef } from 'react';
import { Button, Stack, Textarea } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { checkoutText } from '@ponte/domain/checkout';
import { useCopyFeedback } from '../hooks/use-copy-feedback';

export type CopyFieldProps = { label: string; value: string; copyLabel: string };

/** A read-only code (PIX copy-and-paste, boleto line) with a full-width copy button for thumbs. */
export function CopyField({ label, value, copyLabel }: CopyFieldProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const { copied, copy } = useCopyFeedback();
  return (
    <Stack gap={6}>
      <Textarea
        ref={field}
        label={label}
        value={value}
        readOnly
        autosize
        minRows={2}
        maxRows={6}
        onFocus={(e) => e.currentTarget.select()}
        styles={{ input: { fontFamily: 'monospace', wordBreak: 'break-all' } }}
      />
      <Button
        fullWidth
        color={copied ? 'teal' : undefined}
        leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
        onClick={() => void copy(value, field.current)}
      >
        {copied ? checkoutText.copied : copyLabel}
      </Button>
    </Stack>
  );
}
