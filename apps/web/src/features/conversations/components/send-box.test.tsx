import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { LAPTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';
import { SendBox } from './send-box';

function renderBox(text = '') {
  const onSubmit = vi.fn();
  render(
    <MantineProvider theme={theme}>
      <SendBox text={text} onTextChange={() => {}} onSubmit={onSubmit} phase="idle" />
    </MantineProvider>,
  );
  return onSubmit;
}

describe('SendBox', () => {
  it('says which keys send on a laptop', () => {
    setViewportWidth(LAPTOP_WIDTH);
    renderBox();
    expect(screen.getByRole('textbox', { name: 'Mensagem' })).toHaveAttribute(
      'placeholder',
      'Digite sua mensagem... (Enter envia, Shift+Enter quebra a linha)',
    );
  });

  it("keeps a phone's placeholder to one short line, and Enter still sends", async () => {
    setViewportWidth(PHONE_WIDTH);
    const onSubmit = renderBox('Olá');
    const box = screen.getByRole('textbox', { name: 'Mensagem' });
    expect(box).toHaveAttribute('placeholder', 'Digite sua mensagem...');
    await userEvent.type(box, '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows how many characters are used near the limit', () => {
    setViewportWidth(LAPTOP_WIDTH);
    renderBox('a'.repeat(3999));
    expect(screen.getByText('3.999 / 4.096')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  it('keeps a paste past the limit whole, says why it cannot go, and does not send it', async () => {
    setViewportWidth(LAPTOP_WIDTH);
    const text = 'b'.repeat(5000);
    const onSubmit = renderBox(text);
    const box = screen.getByRole('textbox', { name: 'Mensagem' });
    // Nothing cuts the text: no maxlength, the box holds all 5,000 characters.
    expect(box).not.toHaveAttribute('maxlength');
    expect((box as HTMLTextAreaElement).value).toHaveLength(5000);
    expect(
      screen.getByText(
        'A mensagem tem 5.000 caracteres e o WhatsApp aceita até 4.096 por mensagem: divida o texto em duas ou mais mensagens.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await userEvent.type(box, '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
