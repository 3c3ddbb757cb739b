import type { ChangeEvent } from 'react';
import {
  SaveConfigurationsSchema,
  type AdminConfigurations,
  type Configurations,
  type SaveConfigurationsBody,
} from '@ponte/domain/settings';
import { useSaveConfigurations } from '../api/save-configurations';
import { useSettingsForm } from './use-settings-form';

/**
 * A settings section made of text fields (WooCommerce, Pagamentos): it sends only its own keys,
 * trimmed, checks them with the server's schema first, and shows the field errors and outcome.
 */
export function useTextSettingsForm<K extends keyof Configurations & string>(
  keys: readonly K[],
  initial: Configurations,
  onSaved?: (saved: AdminConfigurations) => void,
) {
  const pick = (c: Configurations) => Object.fromEntries(keys.map((k) => [k, String(c[k])])) as Record<K, string>;
  const { form, ...rest } = useSettingsForm({
    initialValues: pick(initial),
    schema: SaveConfigurationsSchema,
    toBody: (values: Record<K, string>): SaveConfigurationsBody =>
      Object.fromEntries(keys.map((k) => [k, values[k].trim()])),
    fromSaved: pick,
    save: useSaveConfigurations(),
    onSaved,
  });

  /** A new value, or one made from the previous (a masked secret being edited). */
  const set = (key: K, value: string | ((previous: string) => string)) =>
    form.setValues(
      (previous) =>
        ({ [key]: typeof value === 'function' ? value(previous[key] ?? '') : value }) as Partial<Record<K, string>>,
    );
  /** A text field's value, error and change. */
  const text = (key: K) => ({
    value: form.values[key],
    error: form.errors[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.currentTarget.value),
  });
  /** A masked secret's value, error and edit (SecretInput). */
  const secret = (key: K) => ({
    value: form.values[key],
    error: form.errors[key],
    onChange: (edit: (previous: string) => string) => set(key, edit),
  });
  return { form, values: form.values, set, text, secret, errors: form.errors, ...rest };
}
