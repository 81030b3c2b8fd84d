/**
 * Saves a file the server answers to a GET (an xlsx export, an .ics calendar) on the phone. A
 * refused request answers the `{ e, m, d }` envelope instead of the file: it is thrown as an
 * ApiError so the screen shows its message like any other refusal.
 */
import { ApiError } from '@campus/api/client';
import { baseInfo } from './api';

export async function downloadFile(path: string, query: Record<string, string>, filename: string): Promise<void> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  if (baseInfo.site) headers['X-Site'] = baseInfo.site;
  const qs = new URLSearchParams(query).toString();
  const res = await fetch(qs ? `${path}?${qs}` : path, { credentials: 'include', headers });
  if ((res.headers.get('content-type') ?? '').includes('application/json')) {
    const env = (await res.json()) as { e: number; m: string; d: unknown };
    throw new ApiError(env.e, env.m, env.d);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
