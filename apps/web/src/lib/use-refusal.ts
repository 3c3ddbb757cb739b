import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorText } from './api';

/** A field's part of a refusal: the server's words for it, or just marked when the form's message covers it. */
export type FieldRefusal = string | true;

type Refusal<Field extends string> = { message: string; fields: Partial<Record<Field, FieldRefusal>>; attempt: number };

/**
 * Why a form's last attempt was refused, for a form without @mantine/form: the message for its
 * `role=alert` box and the fields it concerns. Pass `fields[name]` as the input's `error` (the
 * field is then aria-invalid, with the server's words under it when it gave some); after each
 * refusal the first such field of `formRef`'s form takes the focus. Like every form error, it
 * answers the last attempt and goes with the next change (`clear`).
 */
export function useRefusal<Field extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusal, setRefusal] = useState<Refusal<Field>>({ message: '', fields: {}, attempt: 0 });

  useEffect(() => {
    if (refusal.attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal.attempt]);

  /** A rule broken before any call: `message`, and the fields that break it. */
  const refuse = useCallback((message: string, fields: Field[]) => {
    const marked: Partial<Record<Field, FieldRefusal>> = {};
    for (const field of fields) marked[field] = true;
    setRefusal((r) => ({ message, fields: marked, attempt: r.attempt + 1 }));
  }, []);

  /** The server's refusal: its message, and its `details` under their fields. */
  const refuseWith = useCallback((err: unknown, fallback: string) => {
    const details = err instanceof ApiError ? (err.details as Partial<Record<Field, string>>) : {};
    setRefusal((r) => ({ message: errorText(err, fallback), fields: details, attempt: r.attempt + 1 }));
  }, []);

  const clear = useCallback(
    () => setRefusal((r) => (r.message || Object.keys(r.fields).length ? { ...r, message: '', fields: {} } : r)),
    [],
  );

  return { formRef, message: refusal.message, fields: refusal.fields, refuse, refuseWith, clear };
}
