/** Pure helpers of the campus code screens. */
import type { CodeStatus, GateDirection } from '@campus/api';
import { clockText, dateText, shortText } from '../../../lib/time';

/** The code's colour: green may pass, red is blocked; grey once the shown code has lapsed. */
export function codeColor(status: CodeStatus, lapsed: boolean): string {
  if (lapsed) return '#8c8c8c';
  return status === 'blocked' ? '#e53935' : '#1f9d55';
}

/** `HH:MM` on the site's today, else `MM-DD HH:MM`, on the site's clock. */
export function fmtTime(seconds: number, nowMs = Date.now()): string {
  return dateText(nowMs / 1000) === dateText(seconds) ? clockText(seconds) : shortText(seconds);
}

/** The code inside what a scanner read (the QR carries the bare code; a pasted one may carry spaces). */
export function codeFromScan(raw: string): string | null {
  const s = raw.replace(/\s+/g, '');
  return /^cc1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(s) ? s : null;
}

/** The guard's gate and direction survive reloads: a guard stands at one gate for a shift. */
export interface Post {
  gateId: string;
  direction: GateDirection;
}
export function parsePost(raw: string | null): Post | null {
  try {
    const v = JSON.parse(raw ?? '') as Partial<Post>;
    return typeof v.gateId === 'string' && (v.direction === 'in' || v.direction === 'out') ? { gateId: v.gateId, direction: v.direction } : null;
  } catch {
    return null;
  }
}
