import { useState, type FormEvent } from 'react';
import { useDomainForm, type DomainSchema } from '../../../lib/form';
import type { SaveOutcomeValue } from './save-outcome';

/** The part of a react-query mutation a settings form uses. */
type SaveMutation<Body, Saved> = {
  mutate: (body: Body, callbacks: { onSuccess: (saved: Saved) => void; onError: (err: Error) => void }) => void;
  isPending: boolean;
};

export type SettingsFormOptions<Values, Body, Saved> = {
  initialValues: Values;
  /** The schema the server parses the body with. */
  schema: DomainSchema;
  /** What is sent: the section's own keys only. */
  toBody: (values: Values) => Body;
  /** The fields again from the stored answer (secrets come back masked). */
  fromSaved: (saved: Saved) => Values;
  save: SaveMutation<Body, Saved>;
  onSaved?: (saved: Saved) => void;
};

/**
 * A settings section of /configuracoes: the body is checked with the domain schema first, the
 * server's field errors go under their fields, and the outcome shows above the button.
 */
export function useSettingsForm<Values extends Record<string, unknown>, Body, Saved>(
  options: SettingsFormOptions<Values, Body, Saved>,
) {
  const { initialValues, schema, toBody, fromSaved, save, onSaved } = options;
  const [outcome, setOutcome] = useState<SaveOutcomeValue>(null);
  const { form, onSubmit, refuseWith } = useDomainForm({
    initialValues,
    schema,
    toBody,
    // An error answers the last attempt and stays until the next one, as the server's do.
    keepErrorsOnChange: true,
  });

  const send = onSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        form.setValues(fromSaved(saved));
        onSaved?.(saved);
        setOutcome({ ok: true });
      },
      // The server's reason shows in the outcome (under its title, nothing more when it gave none).
      onError: (err) => setOutcome({ ok: false, message: refuseWith(err, '') }),
    }),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setOutcome(null);
    send(event);
  };

  /** What a SettingsSection takes from the form: its submit, outcome and pending save. */
  const section = { onSubmit: submit, outcome, pending: save.isPending };
  return { form, outcome, submit, pending: save.isPending, section };
}
