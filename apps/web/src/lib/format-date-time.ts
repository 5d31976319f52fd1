const two = (n: number) => String(n).padStart(2, '0');

/**
 * Spec §9: times read year-month-day hour:minute:second (announcements, and the member
 * centre's records alike), in the reader's own time zone (the browser's), whatever the
 * language: `2026-11-23 06:11:44`.
 */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const date = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
  return `${date} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}
