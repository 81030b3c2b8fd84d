/**
 * Times of the API (seconds) as the console shows them, in this computer's zone: the tables,
 * drawers and charts all write them one way (2026-11-25 06:14), whatever the browser's language.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD`. */
export function dateText(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** `HH:mm`. */
export function clockText(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** `YYYY-MM-DD HH:mm`; '-' when there is none. */
export function timeText(seconds: number | null | undefined): string {
  return seconds === null || seconds === undefined ? '-' : `${dateText(seconds)} ${clockText(seconds)}`;
}
