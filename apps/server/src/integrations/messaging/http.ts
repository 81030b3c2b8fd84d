/** JSON GET against an outside platform with a hard timeout; failures become UPSTREAM_FAILED. */
import { AppError, E } from '@campus/api';

export const DEFAULT_TIMEOUT_MS = 5000;

export async function getJson(url: URL, what: string, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    // The URL carries secrets (appsecret, access_token): never echo it.
    throw new AppError(E.UPSTREAM_FAILED, `${what}: ${timedOut ? 'timed out' : 'unreachable'}`);
  }
  if (!res.ok) throw new AppError(E.UPSTREAM_FAILED, `${what}: HTTP ${res.status}`);
  try {
    const body: unknown = await res.json();
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new AppError(E.UPSTREAM_FAILED, `${what}: not a JSON object`);
}

/** The platform's error convention: `errcode` non-zero means refused. */
export function errcodeOf(body: Record<string, unknown>): number {
  const c = body.errcode;
  return typeof c === 'number' ? c : typeof c === 'string' && /^-?\d+$/.test(c) ? Number(c) : 0;
}
