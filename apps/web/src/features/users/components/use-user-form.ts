import type { FormEvent } from 'react';
import { useForm, type FormErrors } from '@mantine/form';
import { userErrorText } from '@ponte/domain/users';
import { validateBody, type DomainSchema } from '../../../lib/form';
import { useFormError } from '../../../lib/use-form-error';

type PasswordFields = { senha: string; confirmacao: string };

export type UserFormOptions<Values extends PasswordFields, Body> = {
  initialValues: Values;
  /** The schema the server parses the body with. */
  schema: DomainSchema;
  toBody: (values: Values) => Body;
};

const firstError = (errors: FormErrors) => String(Object.values(errors)[0] ?? '');

/**
 * A system user form of spec 3: the domain schema and the password confirmation are checked
 * before any call, and the form shows one message (the first problem, or the server's refusal)
 * in its alert. It answers the last attempt, so it goes as soon as anything changes.
 */
export function useUserForm<Values extends PasswordFields, Body>({
  initialValues,
  schema,
  toBody,
}: UserFormOptions<Values, Body>) {
  const { error, setError } = useFormError();
  const checkBody = validateBody(schema, toBody);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const errors = checkBody(values);
      // A password typed must be typed twice alike (a blank one on edit keeps the current).
      if (values.senha && values.senha !== values.confirmacao) errors.confirmacao = userErrorText.passwordMismatch;
      return errors;
    },
    // The message shows in the form's alert, not under the fields.
    enhanceGetInputProps: () => ({ error: undefined }),
    onValuesChange: () => setError(''),
  });

  /** Checks the values, then hands the body to `send`; a failed check shows its first message. */
  const submit = (send: (body: Body) => void) => (event: FormEvent<HTMLFormElement>) =>
    form.onSubmit(
      (values) => {
        setError('');
        send(toBody(values));
      },
      (errors) => setError(firstError(errors)),
    )(event);

  return { form, error, setError, submit };
}
