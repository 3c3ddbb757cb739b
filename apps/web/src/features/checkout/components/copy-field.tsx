import { useRef } from 'react';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { checkoutText } from '@ponte/domain/checkout-rules';
import { useCopyFeedback } from '../hooks/use-copy-feedback';
import { Button, TextAreaField, styles as s } from './ui';

export type CopyFieldProps = { label: string; value: string; copyLabel: string };

/** A read-only code (PIX copy-and-paste, boleto line) with a full-width copy button for thumbs. */
export function CopyField({ label, value, copyLabel }: CopyFieldProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const { copied, copy } = useCopyFeedback();
  // Tall enough for the whole code on a phone (about 36 characters a line at 360 px).
  const rows = Math.min(6, Math.max(2, Math.ceil(value.length / 36)));
  return (
    <div className={s.tight}>
      <TextAreaField
        ref={field}
        label={label}
        value={value}
        readOnly
        rows={rows}
        onFocus={(e) => e.currentTarget.select()}
      />
      <Button full look={copied ? 'done' : 'filled'} onClick={() => void copy(value, field.current)}>
        {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
        {copied ? checkoutText.copied : copyLabel}
      </Button>
    </div>
  );
}
