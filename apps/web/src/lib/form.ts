import { useEffect, useRef, useState } from 'react';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { ApiError } from './api';

/** A zod schema of `@ponte/domain` (any Standard Schema, as @mantine/form takes it). */
export type DomainSchema = Parameters<typeof schemaResolver>[0];

/**
 * A form's `validate`: the domain schema the server parses the body with, run on the body the
 * form will send, so the screen refuses with the server's own words without a round trip.
 */
export function validateBody<Values, Body>(schema: DomainSchema, toBody: (values: Values) => Body) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: Values): FormErrors => resolve(toBody(values));
}

/**
 * A refused call's `details` (field → message) go on the form's fields, replacing the errors
 * shown; returns the server's message for the form's alert ('' when it sent none).
 */
export function showServerErrors(form: { setErrors: (errors: FormErrors) => void }, err: unknown): string {
  form.setErrors(err instanceof ApiError ? err.details : {});
  return err instanceof ApiError ? err.message : '';
}

/** The key of a form's own refusal, the alert above it (FormRefusal), beside its fields' errors. */
export const FORM_REFUSAL = 'form';

/**
 * A form on the domain schema the server parses its body with (`toBody` makes the body from the
 * values). Refused, it says why above itself (the first error's words, the spec's one alert, or
 * the server's message) with each field's error under it, and the focus goes to the first invalid
 * field; the alert answers the last attempt, so the next change takes it away.
 */
export function useDomainForm<Values extends Record<string, unknown>, Body>({
  initialValues,
  schema,
  toBody,
}: {
  initialValues: Values;
  schema: DomainSchema;
  toBody: (values: Values) => Body;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: validateBody(schema, toBody),
    onValuesChange: () => form.clearFieldError(FORM_REFUSAL),
  });
  const onSubmit = (send: (body: Body, values: Values) => void) =>
    form.onSubmit(
      (values) => send(toBody(values), values),
      (errors) => {
        form.setFieldError(FORM_REFUSAL, String(Object.values(errors)[0] ?? ''));
        setAttempt((a) => a + 1);
      },
    );
  /** The server's refusal: its details under their fields, its message (or `fallback`) above. */
  const refuseWith = (err: unknown, fallback: string) => {
    const message = showServerErrors(form, err);
    form.setFieldError(FORM_REFUSAL, message || fallback);
    setAttempt((a) => a + 1);
  };
  return { form, formRef, onSubmit, refuseWith, refusal: String(form.errors[FORM_REFUSAL] ?? '') };
}
