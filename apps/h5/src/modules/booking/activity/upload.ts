/**
 * Photo uploads that report how far they are. fetch cannot tell upload progress, so the upload
 * goes through the app's own request client (same headers, envelope and error codes) over an
 * XMLHttpRequest transport. Failures are not shown by the client: the photo's tile says them.
 */
import type { OutputOf } from '@campus/api';
import { createClient } from '@campus/api/client';
import { clientOptions } from '../../../lib/api';
import { uploadApi } from './endpoints';

/** A fetch over XMLHttpRequest calling `onProgress` with the sent percent (0-100) as the body goes. */
export function xhrFetch(onProgress: (percent: number) => void, make: () => XMLHttpRequest = () => new XMLHttpRequest()): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = make();
      xhr.open(init.method ?? 'GET', String(input));
      xhr.withCredentials = init.credentials === 'include';
      new Headers(init.headers).forEach((v, k) => xhr.setRequestHeader(k, v));
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
      };
      // Only the text and the status are read (create-client.ts); a status Response refuses becomes 200.
      xhr.onload = () => resolve(new Response(xhr.responseText, { status: xhr.status >= 200 && xhr.status < 600 && xhr.status !== 204 ? xhr.status : 200 }));
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      init.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

export type Uploaded = OutputOf<typeof uploadApi.index>;

/** Uploads one file as `name`, reporting its progress; rejects with the client's ApiError. */
export function uploadWithProgress(file: Blob, name: string, onProgress: (percent: number) => void): Promise<Uploaded> {
  const client = createClient({ ...clientOptions, fetch: xhrFetch(onProgress) });
  const form = new FormData();
  form.append('file', file, name);
  return client.call(uploadApi.index, form as unknown as Record<string, never>, { silent: true });
}
