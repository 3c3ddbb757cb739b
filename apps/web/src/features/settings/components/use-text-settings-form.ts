import { useState, type FormEvent } from 'react';
import { SaveConfigurationsSchema, type AdminConfigurations, type Configurations } from '@ponte/domain/settings';
import { ApiError } from '../../../lib/api';
import { useSaveConfigurations } from '../api/save-configurations';
import type { SaveOutcomeValue } from './save-outcome';

/**
 * A settings section made of text fields (WooCommerce, Pagamentos): it sends only its own keys,
 * trimmed, checks them with the server's schema first, and shows the field errors and outcome.
 */
export function useTextSettingsForm<K extends keyof Configurations & string>(keys: readonly K[], initial: Configurations, onSaved?: (saved: AdminConfigurations) => void) {
  const save = useSaveConfigurations();
  const pick = (c: Configurations) => Object.fromEntries(keys.map((k) => [k, String(c[k])])) as Record<K, string>;
  const [values, setValues] = useState(() => pick(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<SaveOutcomeValue>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const body = Object.fromEntries(keys.map((k) => [k, values[k].trim()]));
    // The server checks the same schema; checking here first spares a round trip for a typo.
    const parsed = SaveConfigurationsSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: (saved) => {
        setValues(pick(saved));
        onSaved?.(saved);
        setOutcome({ ok: true });
      },
      onError: (err) => {
        setErrors(err instanceof ApiError ? err.details : {});
        setOutcome({ ok: false, message: err instanceof ApiError ? err.message : '' });
      },
    });
  };

  /** A new value, or one made from the previous (a masked secret being edited). */
  const set = (key: K, value: string | ((previous: string) => string)) =>
    setValues((v) => ({ ...v, [key]: typeof value === 'function' ? value(v[key]) : value }));
  return { values, set, errors, setErrors, outcome, submit, pending: save.isPending };
}
