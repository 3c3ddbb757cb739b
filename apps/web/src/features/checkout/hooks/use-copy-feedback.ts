import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 2 §9: the 'Copiado!' feedback lasts 2 seconds. */
export const COPY_FEEDBACK_MS = 2000;

/**
 * The async clipboard exists only on HTTPS or localhost; over plain HTTP the selected
 * read-only field is copied the old way, so the customer can still paste the PIX code.
 */
async function writeClipboard(text: string, field: HTMLInputElement | HTMLTextAreaElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission): try the selection below.
  }
  if (!field) return false;
  field.select();
  return typeof document.execCommand === 'function' && document.execCommand('copy');
}

export function useCopyFeedback() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string, field: HTMLInputElement | HTMLTextAreaElement | null = null) => {
    if (!(await writeClipboard(text, field))) return;
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  }, []);

  return { copied, copy };
}
