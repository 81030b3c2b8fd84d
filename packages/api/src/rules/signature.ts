/**
 * Spec section 7: the access-log signature is the md5 of appkey, timestamp (seconds) and url,
 * concatenated in that order. The H5 signs with it and the server verifies with it.
 */
import md5 from 'blueimp-md5';

export function accessLogSignature(appkey: string, timestamp: number | string, url: string): string {
  return md5(`${appkey}${timestamp}${url}`);
}
