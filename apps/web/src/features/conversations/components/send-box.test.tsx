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
});
