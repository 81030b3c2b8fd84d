/**
 * The sign-in screens' plain logic: this phone's device id (local storage), reading what was
 * scanned, the position, the step-aligned refresh of the organiser's code, and time labels.
 */
const DEVICE_KEY = 'signinDeviceId';

/** A random id kept in local storage: the server binds one account per device when asked. */
export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeStorage()): string {
  const known = storage?.getItem(DEVICE_KEY);
  if (known && /^[A-Za-z0-9_-]{8,64}$/.test(known)) return known;
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const id = `d-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
  try {
    storage?.setItem(DEVICE_KEY, id);
  } catch {
    // storage refused: this page keeps the id it made
  }
  return id;
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** What a scanned QR means: the sign-in URL (`…/qrcodesign/index?s=&c=`) or a bare code. */
export function parseScanned(text: string): { s?: string; c: string } | null {
  const raw = text.trim();
  if (/^[A-Za-z0-9]{4,32}$/.test(raw)) return { c: raw };
  try {
    const u = new URL(raw, 'http://local.invalid');
    if (!/\/qrcodesign\/index$/.test(u.pathname)) return null;
    const s = u.searchParams.get('s') ?? '';
    const c = u.searchParams.get('c') ?? '';
    if (!/^[A-Za-z0-9-]{1,64}$/.test(s) || !/^[A-Za-z0-9]{4,32}$/.test(c)) return null;
    return { s, c };
  } catch {
    return null;
  }
}

/** How often the organiser's screen asks again for the live count between two codes. */
export const LIVE_COUNT_MS = 3000;

/**
 * Milliseconds to wait before fetching again: just after the server's step changes (a new code),
 * and never longer than LIVE_COUNT_MS, so a signed person is counted on the screen within it. A
 * fixed code (`refreshIn` null) is fetched for its count only.
 */
export function nextFetchDelay(refreshIn: number | null): number {
  if (refreshIn === null) return LIVE_COUNT_MS;
  return Math.min(Math.max(1, refreshIn) * 1000 + 250, LIVE_COUNT_MS);
}

export interface Position {
  lat: number;
  lng: number;
}

/** The phone's position, or null when it is refused or unavailable. */
export function currentPosition(timeoutMs = 10_000): Promise<Position | null> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 30_000 },
    );
  });
}

/** A sign-in's phase as a tag colour, the same on every list. */
export const PHASE_COLOR = { open: 'success', notStarted: 'primary', ended: 'default' } as const;

/** How the attendee signed: where the result screen's "try again" takes them back to. */
export type SignVia = 'scan' | 'number' | 'signature';

/** The address of a sign-in result screen for a success or a refusal. */
export function endHref(o: {
  s?: string | undefined;
  via?: SignVia;
  ok?: boolean;
  e?: number;
  distance?: number;
  radius?: number;
  first?: boolean;
}): string {
  const q = new URLSearchParams();
  if (o.s) q.set('s', o.s);
  if (o.via && o.via !== 'scan') q.set('via', o.via);
  if (o.ok) q.set('ok', '1');
  if (o.first === false) q.set('visit', '1');
  if (o.e !== undefined) q.set('e', String(o.e));
  if (o.distance !== undefined) q.set('distance', String(o.distance));
  if (o.radius !== undefined) q.set('radius', String(o.radius));
  return `/signpoject/signend?${q}`;
}

/** Where "try again" leads after a refusal, and what the button says. */
export function againOf(via: string | null, s: string): { href: string; label: 'signin.action.again' | 'signin.action.typeAgain' | 'signin.action.signAgain' } {
  if (via === 'number') return { href: '/createdCode/index', label: 'signin.action.typeAgain' };
  if (via === 'signature' && s) return { href: `/electronicSign/index?s=${encodeURIComponent(s)}`, label: 'signin.action.signAgain' };
  return { href: '/qrcodesign/index', label: 'signin.action.again' };
}
