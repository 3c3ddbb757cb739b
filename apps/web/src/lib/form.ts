import { useEffect, useMemo, useRef, useState } from 'react';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { ApiError } from './api';

/** A zod schema of `@ponte/domain` (any Standard Schema, as @mantine/form takes it). */
export type DomainSchema = Parameters<typeof schemaResolver>[0];

/** The key of a form's own refusal, the alert above it (FormRefusal), beside its fields' errors. */
export const FORM_REFUSAL = 'form';

/**
 * A form on the domain schema the server parses its body with (`toBody` makes the body from the
 * values). Refused, each field's error shows under it and the focus goes to the first invalid
 * field; the server's message (or, with `alertInvalid`, the first broken rule's, where the spec
 * alerts it) shows above the form and answers the last attempt, so the next change takes it away.
 */
export function useDomainForm<Values extends Record<string, unknown>, Body>({
  initialValues,
  schema,
  toBody,
  fieldOf = (path) => path,
  alertInvalid = false,
  also,
  onValuesChange,
  keepErrorsOnChange = false,
}: {
  initialValues: Values;
  schema: DomainSchema;
  toBody: (values: Values) => Body;
  /** The form field a body path is shown under, when they differ ('filters.x' → 'x'). */
  fieldOf?: (path: string) => string;
  /** The spec alerts a broken rule too (its one message above the form), not only beside the field. */
  alertInvalid?: boolean;
  /** Rules the schema cannot hold (the screen's data, a field not sent); the schema's words win on a field. */
  also?: (values: Values, body: Body) => FormErrors;
  /** Hears every change (a screen that shows what the values make as they are typed). */
  onValuesChange?: (values: Values) => void;
  /** Errors (the fields' and the refusal) stay until the next attempt instead of going at the next change. */
  keepErrorsOnChange?: boolean;
}) {
  const onFields = (errors: FormErrors): FormErrors =>
    Object.fromEntries(Object.entries(errors).map(([path, error]) => [fieldOf(path), error]));
  const formRef = useRef<HTMLFormElement>(null);
  const resolve = useMemo(() => schemaResolver(schema, { sync: true }), [schema]);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    // The body is made once per check, for the schema and the screen's own rules alike.
    validate: (values: Values) => {
      const body = toBody(values);
      return onFields({ ...also?.(values, body), ...resolve(body) });
    },
    // Mantine's PasswordInput describes its field by the error but leaves out aria-invalid.
    enhanceGetInputProps: ({ field, form: self }) => ({ 'aria-invalid': self.errors[field] ? true : undefined }),
    clearInputErrorOnChange: !keepErrorsOnChange,
    onValuesChange: (values) => {
      if (!keepErrorsOnChange) form.clearFieldError(FORM_REFUSAL);
      onValuesChange?.(values);
    },
  });
  const onSubmit = (send: (body: Body, values: Values) => void) =>
    form.onSubmit(
      (values) => send(toBody(values), values),
      (errors) => {
        if (alertInvalid) form.setFieldError(FORM_REFUSAL, String(Object.values(errors)[0] ?? ''));
        setAttempt((a) => a + 1);
      },
    );
  /**
   * The server's refusal: its details under their fields, its message (`say` words it, knowing the
   * details) or `fallback` above; returns that text, for a screen that tells it elsewhere.
   */
  const refuseWith = (
    err: unknown,
    fallback: string,
    say: (message: string, details: Record<string, string>) => string = (m) => m,
  ) => {
    const refusal = err instanceof ApiError && err.message ? say(err.message, err.details) : fallback;
    form.setErrors(err instanceof ApiError ? onFields(err.details) : {});
    form.setFieldError(FORM_REFUSAL, refusal);
    setAttempt((a) => a + 1);
    return refusal;
  };
  /** Submits with `save`; its rejection is the server's refusal, `fallback` when it gives no reason. */
  const saveWith = (save: (body: Body) => Promise<unknown>, fallback: string) =>
    onSubmit((body) => {
      save(body).catch((err: unknown) => refuseWith(err, fallback));
    });
  return { form, formRef, onSubmit, saveWith, refuseWith, refusal: String(form.errors[FORM_REFUSAL] ?? '') };
}
