import { formatPhoneBR } from '@ponte/domain/phone';

export type PhoneNumberProps = {
  phone: string | null | undefined;
  /** Shown when there is no number. */
  fallback?: string;
};

/**
 * A phone as '+55 (11) 98765-4321' that never breaks across lines: split at its spaces or
 * its hyphen in a narrow cell, it reads as two numbers. `data-phone` lets the e2e specs find them.
 */
export function PhoneNumber({ phone, fallback = '' }: PhoneNumberProps) {
  return (
    <span data-phone="" style={{ whiteSpace: 'nowrap' }}>
      {formatPhoneBR(phone) || fallback}
    </span>
  );
}
