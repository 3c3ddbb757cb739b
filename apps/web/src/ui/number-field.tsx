import { TextInput, type TextInputProps } from '@mantine/core';
import { fitsDecimals, formatTyped, readTypedNumber } from '@ponte/domain/money';

export type NumberFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  /** The form's value: the text as typed, or a number (a saved value) shown the pt-BR way. */
  value?: string | number;
  onChange: (text: string) => void;
  /** The most digits after the comma the field keeps: 2 for money and percentages, 0 for a quantity. */
  decimals: number;
  /** Money: shown with exactly `decimals` digits once the field is left ('1.234,50'). */
  fixed?: boolean;
  /** A unit after the number ('%', 'kg'). */
  unit?: string;
  /** A currency before the number ('R$', 'US$'). */
  currency?: string;
};

/**
 * The one field for money, percentages, weights and quantities (issue 28). A person in Brazil
 * types '2,5', '2.5', '1.234,56' or '1234,56' and means what they typed: the text is read by
 * the domain's readTypedNumber, the same reader the server's schemas use, and shown back the
 * pt-BR way when the field is left, so what was understood is on screen before saving. Text it
 * cannot read, or with more decimals than the field keeps, is left as typed for the schema to
 * refuse on the field (never rounded). A plain text input, not type="number": Chromium's number
 * input drops the comma of '2,5' under some locales and turns it into 25.
 */
export function NumberField({
  value = '',
  onChange,
  onBlur,
  decimals,
  fixed = false,
  unit,
  currency,
  ...props
}: NumberFieldProps) {
  const minDecimals = fixed ? decimals : 0;
  const text = typeof value === 'number' ? formatTyped(value, minDecimals, decimals) : value;
  return (
    <TextInput
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      leftSection={currency}
      leftSectionWidth={currency ? 44 : undefined}
      rightSection={unit}
      {...props}
      value={text}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        const n = readTypedNumber(text);
        if (n !== undefined && fitsDecimals(n, decimals)) {
          const shown = formatTyped(n, minDecimals, decimals);
          if (shown !== text) onChange(shown);
        }
        onBlur?.(event);
      }}
    />
  );
}

/**
 * A NumberField's value for a request body: the number it reads as, or the text as typed so
 * the domain schema refuses it under the field's name. Blank stays blank.
 */
export const numberOrText = (value: string | number): number | string =>
  typeof value === 'number' ? value : (readTypedNumber(value) ?? value);
