const dateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** pt-BR date and time for the customer ('25/03/2025 às 14:30'); empty for a missing or bad value. */
export function formatDateTime(iso: string | null | undefined): string {
  const d = iso ? new Date(iso) : null;
  if (!d || Number.isNaN(d.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) => dateTime.formatToParts(d).find((p) => p.type === type)?.value;
  return `${part('day')}/${part('month')}/${part('year')} às ${part('hour')}:${part('minute')}`;
}
