import { schemaResolver, type FormErrors } from '@mantine/form';
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
