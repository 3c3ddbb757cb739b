import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider, Modal } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { DateField, DateTimeField } from './date-field';

/** A screen holding the field's value, as the filters and forms do; every value it is given is recorded. */
function Harness({
  initial = '',
  withTime = false,
  inModal = false,
  onValue,
}: {
  initial?: string;
  withTime?: boolean;
  inModal?: boolean;
  onValue: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  const Field = withTime ? DateTimeField : DateField;
  const field = (
    <>
      <Field
        label="Data Início"
        value={value}
        clearable
        onChange={(next) => {
          onValue(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Limpar Filtros
      </button>
    </>
  );
  return (
    <MantineProvider env="test">
      {inModal ? (
        <Modal opened onClose={() => onValue('modal closed')} title="Nova Tarefa">
          {field}
        </Modal>
      ) : (
        field
      )}
    </MantineProvider>
  );
}

function setup(props: Partial<Parameters<typeof Harness>[0]> = {}) {
  const onValue = vi.fn();
  render(<Harness onValue={onValue} {...props} />);
  return { onValue, user: userEvent.setup({ delay: null }), input: screen.getByLabelText('Data Início') };
}

const calendar = () => screen.findByRole('dialog', { name: 'Calendário: Data Início' });

describe('DateField (issue 18: dd/mm/aaaa whatever the browser’s language)', () => {
  it("typing '05/11/2026' gives the screen 2026-11-05, once the date is whole", async () => {
    const { user, input, onValue } = setup();
    expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await user.type(input, '05/11/2026');
    expect(onValue.mock.calls).toEqual([['2026-11-05']]);
    expect(input).toHaveValue('05/11/2026');
  });

  it("an impossible date says 'data inválida', is never given to the screen and goes back on leaving", async () => {
    const { user, input, onValue } = setup({ initial: '2026-03-01' });
    expect(input).toHaveValue('01/03/2026');
    await user.clear(input);
    await user.type(input, '31/02/2026');
    expect(input).toHaveAccessibleDescription('data inválida');
    expect(onValue.mock.calls).toEqual([['']]);
    await user.tab();
    expect(input).toHaveValue('');
    expect(input).not.toHaveAccessibleDescription('data inválida');
  });

  it('a half-typed date is not flagged and leaves the value as it was', async () => {
    const { user, input, onValue } = setup({ initial: '2026-03-01' });
    await user.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('01/03/20');
    expect(input).not.toHaveAccessibleDescription('data inválida');
    expect(onValue).not.toHaveBeenCalled();
    await user.tab();
    expect(input).toHaveValue('01/03/2026');
  });

  it('the clear button empties it; the screen emptying it empties the text', async () => {
    const { user, input, onValue } = setup({ initial: '2026-03-01' });
    await user.click(screen.getByRole('button', { name: 'Limpar Data Início' }));
    expect(onValue.mock.calls).toEqual([['']]);
    expect(input).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Limpar Data Início' })).not.toBeInTheDocument();

    await user.type(input, '5/11/2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-05');
    await user.click(screen.getByRole('button', { name: 'Limpar Filtros' }));
    expect(input).toHaveValue('');
  });

  it('the calendar is in Portuguese, weeks start on Sunday, and a click on a day fills the field', async () => {
    const { user, input, onValue } = setup({ initial: '2026-11-05' });
    await user.click(input);
    const dialog = await calendar();
    expect(within(dialog).getByRole('button', { name: 'novembro 2026' })).toBeInTheDocument();
    const weekdays = within(dialog)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(weekdays).toEqual(['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb']);
    expect(within(dialog).getByRole('button', { name: '5 de novembro de 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // A click keeps the focus in the field, where the mouse put it.
    await user.click(within(dialog).getByRole('button', { name: '20 de novembro de 2026' }));
    expect(onValue).toHaveBeenLastCalledWith('2026-11-20');
    expect(input).toHaveValue('20/11/2026');
    expect(input).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the keyboard opens the calendar on the chosen day, moves by day and week, picks with Enter and comes back', async () => {
    const { user, input, onValue } = setup({ initial: '2026-11-05' });
    await user.click(input);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Past the clear button to the calendar's.
    await user.tab();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Abrir calendário: Data Início' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    const dialog = await calendar();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '5 de novembro de 2026' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(within(dialog).getByRole('button', { name: '13 de novembro de 2026' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-13');
    expect(input).toHaveValue('13/11/2026');
    await waitFor(() => expect(button).toHaveFocus());

    // From the field: ArrowDown opens it too; Escape closes it and gives the focus back.
    act(() => input.focus());
    await user.keyboard('{ArrowDown}');
    const again = await calendar();
    await waitFor(() => expect(within(again).getByRole('button', { name: '13 de novembro de 2026' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(input).toHaveFocus();
  });

  it('in a modal, Escape closes the calendar and leaves the modal open', async () => {
    const { user, onValue } = setup({ inModal: true });
    await user.click(screen.getByRole('button', { name: 'Abrir calendário: Data Início' }));
    await calendar();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Calendário: Data Início' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Nova Tarefa' })).toBeInTheDocument();
    expect(onValue).not.toHaveBeenCalledWith('modal closed');
  });
});

describe('DateTimeField', () => {
  it("typing '05/11/2026 14:30' gives the wall clock as datetime-local did", async () => {
    const { user, input, onValue } = setup({ withTime: true });
    expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa hh:mm');
    await user.type(input, '05/11/2026 14:30');
    expect(onValue.mock.calls).toEqual([['2026-11-05T14:30']]);
    await user.clear(input);
    await user.type(input, '05/11/2026 25:00');
    expect(input).toHaveAccessibleDescription('data inválida');
  });

  it('a day picked from the calendar is at 09:00 until a time is chosen; the time keeps the day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 10, 8, 0));
    const { user, input, onValue } = setup({ withTime: true });
    await user.click(input);
    const dialog = await calendar();
    await user.click(within(dialog).getByRole('button', { name: '6 de novembro de 2026' }));
    expect(onValue).toHaveBeenLastCalledWith('2026-11-06T09:00');
    expect(input).toHaveValue('06/11/2026 09:00');
    await user.type(within(dialog).getByLabelText('Horas'), '14');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-06T14:00');
    await user.click(within(dialog).getByRole('button', { name: 'Pronto' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(input).toHaveValue('06/11/2026 14:00');
  });
});
