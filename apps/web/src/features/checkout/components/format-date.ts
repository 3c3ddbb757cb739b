import dayjs from 'dayjs';

/** pt-BR date and time for the customer ('25/03/2025 às 14:30'); empty for a missing or bad value. */
export function formatDateTime(iso: string | null | undefined): string {
  const d = iso ? dayjs(iso) : null;
  return d?.isValid() ? d.format('DD/MM/YYYY [às] HH:mm') : '';
}
