import { Button, Checkbox, Group, PasswordInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ChangePasswordBodySchema, passwordText, type ChangePasswordBody } from '@ponte/domain/staff-sessions';
import { useDomainForm } from '../../../lib/form';
import { FormRefusal } from '../../../ui/form-refusal';
import { FormSection } from '../../../ui/form-section';
import { useChangePassword } from '../api/sessions';

type Values = Required<ChangePasswordBody>;
const empty: Values = { current_password: '', new_password: '', confirm_password: '', end_other_sessions: true };

/** Issue 33: a person's own new password, offering to end the other sessions (on by default). */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { form, formRef, onSubmit, refuseWith, refusal } = useDomainForm({
    initialValues: empty,
    schema: ChangePasswordBodySchema,
    toBody: (v: Values) => v,
  });

  const submit = onSubmit((body) =>
    change.mutate(body, {
      onSuccess: ({ ended }) => {
        notifications.show({ color: 'green', message: passwordText.savedEndedOthers(ended) });
        form.setValues(empty);
        form.resetDirty();
      },
      onError: (err) => refuseWith(err, passwordText.failed),
    }),
  );

  return (
    <FormSection title={passwordText.title} formRef={formRef} onSubmit={submit}>
      <FormRefusal message={refusal} />
      <PasswordInput
        label={passwordText.current}
        required
        autoComplete="current-password"
        {...form.getInputProps('current_password')}
      />
      <PasswordInput
        label={passwordText.next}
        required
        autoComplete="new-password"
        {...form.getInputProps('new_password')}
      />
      <PasswordInput
        label={passwordText.confirm}
        required
        autoComplete="new-password"
        {...form.getInputProps('confirm_password')}
      />
      <Checkbox
        label={passwordText.endOthers}
        description={passwordText.endOthersHint}
        {...form.getInputProps('end_other_sessions', { type: 'checkbox' })}
      />
      <Group justify="flex-end">
        <Button type="submit" loading={change.isPending}>
          {passwordText.submit}
        </Button>
      </Group>
    </FormSection>
  );
}
