import { Select } from '@mantine/core';
import { labelText, type LabelRef } from '@ponte/domain/labels';

export type LabelFilterProps = {
  labels: LabelRef[];
  /** The chosen label's id; null: every customer. */
  value: number | null;
  onChange: (labelId: number | null) => void;
  maw?: number;
};

/** 'Etiqueta': narrows a list to the customers carrying one label (issue 32). */
export function LabelFilter({ labels, value, onChange, maw = 240 }: LabelFilterProps) {
  return (
    <Select
      aria-label={labelText.filterLabel}
      placeholder={labelText.filterAll}
      data={labels.map((l) => ({ value: String(l.id), label: l.name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      clearable
      searchable
      nothingFoundMessage={labelText.none}
      maw={maw}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
