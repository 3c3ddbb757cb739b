import { userErrorText } from '@ponte/domain/users';
import { useDomainForm, type DomainSchema } from '../../../lib/form';

type PasswordFields = { senha: string; confirmacao: string } & Record<string, unknown>;

export type UserFormOptions<Values extends PasswordFields, Body> = {
  initialValues: Values;
  /** The schema the server parses the body with. */
  schema: DomainSchema;
  toBody: (values: Values) => Body;
};

/**
 * A system user form of spec 3: the domain schema and the password confirmation are checked
 * before any call. Each problem shows under its field (Mantine's `error`: the field is
 * aria-invalid and described by its message) and the first invalid field takes the focus; the
 * server's refusal shows in the form's alert, and its `details` under their fields.
 * The alert answers the last attempt, so it goes as soon as anything changes.
 */
export function useUserForm<Values extends PasswordFields, Body>({
  initialValues,
  schema,
  toBody,
}: UserFormOptions<Values, Body>) {
  const { form, formRef, onSubmit, refuseWith, refusal } = useDomainForm({
    initialValues,
    schema,
    toBody,
    // A password typed must be typed twice alike (a blank one on edit keeps the current).
    also: (values) =>
      values.senha && values.senha !== values.confirmacao ? { confirmacao: userErrorText.passwordMismatch } : {},
  });
  return { form, formRef, error: refusal, refuse: refuseWith, submit: onSubmit };
}
