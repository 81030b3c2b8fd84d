/**
 * CAS 3.0 client: the login address for a service, and ticket validation through
 * /p3/serviceValidate with a real XML parse of the answer (user, attributes, failure codes).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export interface CasIdentity {
  user: string;
  /** Released attributes; CAS allows several values per name. */
  attributes: Record<string, string[]>;
}

/** A refusal by the CAS server (its failure code, e.g. INVALID_TICKET) or an unusable answer. */
export class CasError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CasError';
  }
}

const MAX_RESPONSE_BYTES = 256 * 1024;
const TIMEOUT_MS = 10_000;

const base = (serverUrl: string) => serverUrl.replace(/\/+$/, '');

export function casLoginUrl(serverUrl: string, service: string): string {
  return `${base(serverUrl)}/login?service=${encodeURIComponent(service)}`;
}

export async function casValidate(serverUrl: string, service: string, ticket: string): Promise<CasIdentity> {
  const url = `${base(serverUrl)}/p3/serviceValidate?service=${encodeURIComponent(service)}&ticket=${encodeURIComponent(ticket)}`;
  let text: string;
  try {
    const res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/xml, text/xml' } });
    if (!res.ok) throw new CasError('HTTP_ERROR', `serviceValidate answered ${res.status}`);
    const buf = Buffer.from(await res.arrayBuffer());
    if (buf.length > MAX_RESPONSE_BYTES) throw new CasError('INVALID_RESPONSE', 'serviceValidate answer too large');
    text = buf.toString('utf8');
  } catch (err) {
    if (err instanceof CasError) throw err;
    throw new CasError('UNREACHABLE', `CAS server not reachable: ${(err as Error).message}`);
  }
  return parseCasResponse(text);
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  // Values stay text: a user id like 00123 must not turn into the number 123.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  isArray: (_name, jpath) => String(jpath).startsWith('serviceResponse.authenticationSuccess.attributes.'),
});

function textOf(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object' && typeof (v as Record<string, unknown>)['#text'] === 'string') {
    return (v as Record<string, string>)['#text'];
  }
  return undefined;
}

/** Parses a CAS 3.0 serviceResponse; throws CasError with the server's failure code. */
export function parseCasResponse(xml: string): CasIdentity {
  // A CAS answer never declares a DTD; refusing one rules out entity expansion tricks.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new CasError('INVALID_RESPONSE', 'DTD in CAS response');
  if (XMLValidator.validate(xml) !== true) throw new CasError('INVALID_RESPONSE', 'malformed CAS response');
  const doc = parser.parse(xml) as Record<string, unknown>;
  const root = doc.serviceResponse as Record<string, unknown> | undefined;
  if (!root || typeof root !== 'object') throw new CasError('INVALID_RESPONSE', 'not a CAS serviceResponse');
  const failure = root.authenticationFailure;
  if (failure !== undefined) {
    const f = (typeof failure === 'object' && failure ? failure : {}) as Record<string, unknown>;
    const code = typeof f['@_code'] === 'string' ? f['@_code'] : 'UNKNOWN';
    throw new CasError(code, textOf(failure) ?? code);
  }
  const success = root.authenticationSuccess as Record<string, unknown> | undefined;
  const user = textOf(success?.user)?.trim();
  if (!success || !user) throw new CasError('INVALID_RESPONSE', 'no authenticated user in CAS response');
  const attributes: Record<string, string[]> = {};
  const attrs = success.attributes;
  if (attrs && typeof attrs === 'object') {
    for (const [name, values] of Object.entries(attrs as Record<string, unknown>)) {
      if (name.startsWith('@_') || name === '#text') continue;
      const list = (Array.isArray(values) ? values : [values]).map(textOf).filter((v): v is string => v !== undefined);
      if (list.length) attributes[name] = list;
    }
  }
  return { user, attributes };
}
