const dateFormat = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeStyle: 'short' });

function format(formatter: Intl.DateTimeFormat, iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : formatter.format(date);
}

/** "Nov 3, 2026". */
export const formatDate = (iso: string | null | undefined) => format(dateFormat, iso);

/** "Nov 3, 2026, 2:05 PM". */
export const formatDateTime = (iso: string | null | undefined) => format(dateTimeFormat, iso);
