/**
 * The console's one request layer (ant-design-pro's "one error-handling config"): every call
 * goes through `call()`. 10013 sends the user to /admin/login with a redirect back; any other
 * failure shows the i18n text of its code once (bad input: each field by its form label and why,
 * in the manager's language); callers only handle success (and may read the rejected ApiError,
 * e.g. to mark a form field with lib/form's markFieldError).
 */
import { E, type Endpoint, type InputOf, type OutputOf } from '@campus/api';
import { ApiError, createClient, type CallOptions } from '@campus/api/client';
import { t, tOr } from '@campus/i18n';
import { history } from '@umijs/max';
import { message } from 'antd';
import { safeRedirect } from '@/access';
import { formLabel } from '@/lib/form';
import { errorText } from './errors';
import { getSite } from './site';

/** Sends the user to the console login, remembering where they were (a console path). */
export function toLogin(): void {
  const { pathname, search } = history.location;
  // The history's paths carry the /admin base; safeRedirect strips it and refuses the login page itself.
  const here = safeRedirect(pathname + search);
  if (here === null && /^(\/admin)?\/login/.test(pathname)) return;
  message.destroy();
  history.replace(here && here !== '/' ? `/login?redirect=${encodeURIComponent(here)}` : '/login');
}

export const client = createClient({
  site: getSite,
  translate: tOr,
  handlers: {
    notLoggedIn: () => toLogin(),
    systemError: (_mode, text) => void message.error(text),
    networkError: () => void message.error(t('common.networkError')),
    noData: (text) => void message.warning(text),
  },
});

export async function call<T extends Endpoint>(ep: T, input: InputOf<T>, opts: CallOptions = {}): Promise<OutputOf<T>> {
  try {
    return await client.call(ep, input, opts);
  } catch (err) {
    // Bad input names each field as the form on screen labels it.
    if (err instanceof ApiError && !err.handled && !opts.silent) void message.error(errorText(err, formLabel));
    throw err;
  }
}

/**
 * Sends files to a multipart endpoint (its contract `input` covers no fields: the server reads
 * the files itself), through the same error handling as every call.
 */
export function upload<T extends Endpoint>(ep: T, files: Record<string, Blob>): Promise<OutputOf<T>> {
  const body = new FormData();
  for (const [k, f] of Object.entries(files)) body.append(k, f);
  // The client sends a FormData as is; the contract's input type cannot describe files.
  return call(ep, body as unknown as InputOf<T>);
}

/**
 * Downloads a file endpoint (an export or a template): the answer is a file, or an envelope when
 * refused, which goes through the same error handling as every call.
 */
export async function download(path: string, params: object, filename: string): Promise<void> {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  const site = getSite();
  if (site) headers['X-Site'] = site;
  let res: Response;
  try {
    res = await fetch(`${path}${qs.size ? `?${qs}` : ''}`, { credentials: 'include', headers });
  } catch {
    void message.error(t('common.networkError'));
    return;
  }
  if ((res.headers.get('content-type') ?? '').includes('application/json')) {
    const env = (await res.json()) as { e: number; m: string; d: unknown };
    const err = new ApiError(env.e, env.m, env.d);
    if (env.e === E.NOT_LOGGED_IN) toLogin();
    else void message.error(errorText(err));
    return;
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
