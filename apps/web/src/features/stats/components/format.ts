/** 'YYYY-MM-DD' → 'dd/mm/aaaa', a shop day shown as written. */
export const formatDueDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
