/** How a mobile number or e-mail address is shown back: enough to recognise, not to read. */

/** 13812341234 -> 138****1234; shorter numbers keep a third at each end. */
export function maskMobile(m: string): string {
  if (m === '') return '';
  if (m.length >= 11) return `${m.slice(0, 3)}****${m.slice(-4)}`;
  const keep = Math.floor(m.length / 3);
  return `${m.slice(0, keep)}${'*'.repeat(m.length - 2 * keep)}${m.slice(m.length - keep)}`;
}

/** zhangsan@example.edu -> z***n@example.edu; a one- or two-letter name keeps only its first letter. */
export function maskEmail(e: string): string {
  const at = e.lastIndexOf('@');
  if (at < 1) return e === '' ? '' : '***';
  const name = e.slice(0, at);
  const shown = name.length <= 2 ? `${name[0]}***` : `${name[0]}***${name[name.length - 1]}`;
  return `${shown}${e.slice(at)}`;
}
