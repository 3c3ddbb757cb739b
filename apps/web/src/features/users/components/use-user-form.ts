import type { FormEvent } from 'react';
import { useForm } from '@mantine/form';
import { userErrorText } from '@ponte/domain/users';
import { ApiError, errorText } from '../../../lib/api';
import { validateBody, type DomainSchema } from '../../../lib/form';
import { useFormError } from '../../../lib/use-form-error';

type PasswordFields = { senha: string; confirmacao: string };

export type UserFormOptions<Values extends PasswordFields, Body> = {
  /** Tells this form's fields apart from another's on the page (the create form beside the edit dialog). */
  name: string;
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
  name,
  initialValues,
  schema,
  toBody,
}: UserFormOptions<Values, Body>) {
  const { error, setError } = useFormError();
  const checkBody = validateBody(schema, toBody);
  const form = useForm<Values>({
    name,
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const errors = checkBody(values);
      // A password typed must be typed twice alike (a blank one on edit keeps the current).
      if (values.senha && values.senha !== values.confirmacao) errors.confirmacao = userErrorText.passwordMismatch;
      return errors;
    },
    // Mantine's PasswordInput describes its field by the error but leaves out aria-invalid.
    enhanceGetInputProps: ({ field, form: self }) => ({ 'aria-invalid': self.errors[field] ? true : undefined }),
    onValuesChange: () => setError(''),
  });

  /** Checks the values, then hands the body to `send`; a failed check shows its first message. */
  const submit = (send: (body: Body) => void) => (event: FormEvent<HTMLFormElement>) =>
    form.onSubmit(
      (values) => {
        setError('');
        send(toBody(values));
      },
      (errors) => {
        setError('');
        const first = Object.keys(errors)[0];
        if (first) form.getInputNode(first)?.focus();
      },
    )(event);

  /** A refused call: its message in the alert, its `details` (field → message) under the fields. */
  const refuse = (err: unknown, fallback: string) => {
    form.setErrors(err instanceof ApiError ? err.details : {});
    setError(errorText(err, fallback));
  };

  return { form, error, refuse, submit };
}
