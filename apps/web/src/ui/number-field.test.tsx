import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { NumberField, numberOrText } from './number-field';

function Harness({
  initial = '',
  decimals,
  fixed = false,
}: {
  initial?: string | number;
  decimals: number;
  fixed?: boolean;
}) {
  const [value, setValue] = useState<string | number>(initial);
  return (
    <MantineProvider>
      <NumberField label="Valor" decimals={decimals} fixed={fixed} value={value} onChange={setValue} />
      <output aria-label="lido">{String(numberOrText(value))}</output>
      <button type="button">fora</button>
    </MantineProvider>
  );
}

const typeAndLeave = async (text: string, props: { decimals: number; fixed?: boolean }) => {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.type(screen.getByLabelText('Valor'), text);
  await user.click(screen.getByRole('button', { name: 'fora' }));
  return { field: screen.getByLabelText('Valor'), read: screen.getByLabelText('lido') };
};

describe('NumberField: money, percentages, weights and quantities typed the Brazilian way (issue 28)', () => {
  it.each([
    ['2,5', 2, false, '2,5', '2.5'],
    ['2.5', 2, false, '2,5', '2.5'],
    ['1.234,56', 2, true, '1.234,56', '1234.56'],
    ['1234,56', 2, true, '1.234,56', '1234.56'],
    ['1234.5', 2, true, '1.234,50', '1234.5'],
    ['150,50', 2, true, '150,50', '150.5'],
    ['0,125', 3, false, '0,125', '0.125'],
    ['3', 0, false, '3', '3'],
  ])('%j (%i decimals) shows %j once left and means %s', async (typed, decimals, fixed, shown, read) => {
    const { field, read: output } = await typeAndLeave(typed, { decimals, fixed });
    expect(field).toHaveValue(shown);
    expect(output).toHaveTextContent(read);
  });

  it('more decimals than the field keeps stay as typed (the schema refuses them), never rounded', async () => {
    const { field, read } = await typeAndLeave('0,005', { decimals: 2, fixed: true });
    expect(field).toHaveValue('0,005');
    expect(read).toHaveTextContent('0.005');
  });

  it('text that is no number stays as typed and goes as text, for the schema to name the field', async () => {
    const { field, read } = await typeAndLeave('dez', { decimals: 2 });
    expect(field).toHaveValue('dez');
    expect(read).toHaveTextContent('dez');
  });

  it('a saved number shows the pt-BR way; the field is text with a decimal keyboard, not type=number', () => {
    render(<Harness initial={1234.5} decimals={2} fixed />);
    const field = screen.getByLabelText('Valor');
    expect(field).toHaveValue('1.234,50');
    expect(field).not.toHaveAttribute('type', 'number');
    expect(field).toHaveAttribute('inputmode', 'decimal');
  });
});
