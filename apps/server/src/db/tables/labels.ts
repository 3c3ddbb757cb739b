import type { Generated } from 'kysely';
import type { LabelColor } from '@ponte/domain/labels';

/** An 'Etiqueta' of the catalogue (migration 0062); `name_key` is foldText(name), unique. */
export type LabelTable = {
  id: Generated<number>;
  name: string;
  name_key: string;
  color: LabelColor;
  created_at: string;
  updated_at: string;
};

/** A label on a customer: once each (primary key customer_id, label_id). */
export type CustomerLabelTable = {
  customer_id: number;
  label_id: number;
  created_by: number | null;
  created_at: string;
};
