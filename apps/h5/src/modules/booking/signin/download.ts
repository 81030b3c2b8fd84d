/** Saves the xlsx export (a GET that answers a file, or an envelope when refused) on the phone. */
import { ApiError } from '@campus/api/client';
import { baseInfo } from '../../../lib/api';

export async function downloadExport(path: string, id: string): Promise<void> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  if (baseInfo.site) headers['X-Site'] = baseInfo.site;
  const res = await fetch(`${path}?id=${encodeURIComponent(id)}`, { credentials: 'include', headers });
  if ((res.headers.get('content-type') ?? '').includes('application/json')) {
    const env = (await res.json()) as { e: number; m: string; d: unknown };
    throw new ApiError(env.e, env.m, env.d);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `signin-${id}.xlsx`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
