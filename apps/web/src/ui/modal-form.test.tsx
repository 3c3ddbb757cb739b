import { render, screen, within } from '@testing-library/react';
import { MantineProvider, TextInput } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { ModalForm } from './modal-form';

const show = (refusal?: string) =>
  render(
    <MantineProvider>
      <ModalForm title="Nova etiqueta" onClose={() => {}} onSubmit={() => {}} pending={false} refusal={refusal}>
        <TextInput label="Nome" />
      </ModalForm>
    </MantineProvider>,
  );

describe('ModalForm', () => {
  it('says why the form was refused above its fields', async () => {
    show('O nome é obrigatório');
    const dialog = await screen.findByRole('dialog', { name: 'Nova etiqueta' });
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('O nome é obrigatório');
    // Read before the fields: the alert comes first in the form.
    const field = within(dialog).getByRole('textbox', { name: 'Nome' });
    expect(alert.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no alert without a refusal', async () => {
    show('');
    const dialog = await screen.findByRole('dialog', { name: 'Nova etiqueta' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
  });
});
