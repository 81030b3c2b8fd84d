/** Form values that hold files need real uploads of the one who submits. */
import { uploadPng } from './activity-fixtures.js';
import type { Client } from './helpers.js';

/** A drawn signature as the apps store it: an upload of the caller's, `{ id, name }`. */
export async function uploadSignature(c: Client): Promise<{ id: string; name: string }> {
  return { id: await uploadPng(c, 'signature.png'), name: 'signature.png' };
}
