import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { foldText } from '@ponte/domain/search';
import { EraseCustomerBodySchema, eraseText, type EraseCustomerBody } from '@ponte/domain/privacy';
import { useDomainForm } from '../../../lib/form';
import { FormRefusal } from '../../../ui/form-refusal';
import { useEraseCustomer } from '../api/erase-customer';

/**
 * Issue 33: erasing a customer's personal data, confirmed by typing their name (accents and case
 * aside, as the server checks it). The button stays off until the name matches.
 */
export function EraseCustomerModal({
  customer,
  onClose,
}: {
  customer: { id: number; name: string };
  onClose: () => void;
}) {
  const erase = useEraseCustomer();
  const { form, formRef, onSubmit, refuseWith, refusal } = useDomainForm({
    initialValues: { confirm_name: '' },
    schema: EraseCustomerBodySchema,
    toBody: (v: EraseCustomerBody) => v,
  });
  const matches = foldText(form.values.confirm_name) === foldText(customer.name);
  const submit = onSubmit((body) =>
    erase.mutate(
      { customerId: customer.id, ...body },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: eraseText.done });
          onClose();
        },
        onError: (err) => refuseWith(err, eraseText.failed),
      },
    ),
  );
  return (
    <Modal opened onClose={onClose} title={eraseText.title} centered>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Alert color="red" icon={<IconAlertTriangle size={18} />}>
            {eraseText.warning}
          </Alert>
          <FormRefusal message={refusal} />
          <TextInput
            label={eraseText.confirmLabel}
            description={customer.name}
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('confirm_name')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {eraseText.cancel}
            </Button>
            <Button type="submit" color="red" disabled={!matches} loading={erase.isPending}>
              {eraseText.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
