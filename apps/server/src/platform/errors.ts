/**
 * One error handler for the whole server: every failure becomes a `{ e, m, d }` envelope with
 * a status from the catalogue, and internals (stack, SQL, paths) go to the log only.
 */
import { AppError, E, defaultMessages, httpStatusOf } from '@campus/api';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

export interface FieldIssue {
  field: string;
  message: string;
  /** The schema's check that failed (zod's issue code: too_small, invalid_type, …), with its limits, so the apps can say it in the user's language. */
  code?: string;
  params?: Record<string, IssueParam>;
}
type IssueParam = string | number | boolean | (string | number)[];

/** The parts of a zod issue that say what was expected (never the input itself). */
const ISSUE_PARAMS = ['origin', 'minimum', 'maximum', 'inclusive', 'exact', 'expected', 'format', 'values', 'divisor', 'keys'] as const;

function issueParams(raw: unknown): Record<string, IssueParam> {
  const out: Record<string, IssueParam> = {};
  if (!raw || typeof raw !== 'object') return out;
  for (const k of ISSUE_PARAMS) {
    const v = (raw as Record<string, unknown>)[k];
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = v;
    else if (typeof v === 'bigint') out[k] = String(v);
    else if (Array.isArray(v)) out[k] = v.filter((x): x is string | number => typeof x === 'string' || typeof x === 'number').slice(0, 20);
  }
  return out;
}

function validationIssues(err: FastifyError): FieldIssue[] {
  const zod = hasZodFastifySchemaValidationErrors(err);
  const list = zod ? err.validation : (err.validation ?? []);
  return list.map((v) => {
    const p = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const missing = (v.params as { issue?: { path?: unknown[] } } | undefined)?.issue?.path;
    const field = p || (Array.isArray(missing) ? missing.join('.') : '') || 'body';
    const issue: FieldIssue = { field, message: v.message ?? 'invalid' };
    if (zod) {
      issue.code = v.keyword;
      issue.params = issueParams(v.params);
      // zod keeps no input in the issue: a missing value shows only in its message.
      if (v.keyword === 'invalid_type' && /received undefined$/.test(issue.message)) issue.params.missing = true;
    }
    return issue;
  });
}

/** Maps any thrown value to [status, envelope]. */
export function toEnvelope(err: unknown): { status: number; e: number; m: string; d: unknown; internal: boolean } {
  if (err instanceof AppError) {
    return { status: httpStatusOf(err.e), e: err.e, m: err.message, d: err.d ?? null, internal: false };
  }
  const fe = err as FastifyError;
  if (fe && typeof fe === 'object' && 'validation' in fe && fe.validation) {
    const issues = validationIssues(fe);
    const first = issues[0] ?? { field: 'body', message: 'invalid' };
    return {
      status: 400,
      e: E.BAD_INPUT,
      m: `${first.field}: ${first.message}`,
      d: { field: first.field, issues },
      internal: false,
    };
  }
  if (isResponseSerializationError(err)) {
    return { status: 500, e: E.SYSTEM, m: defaultMessages[E.SYSTEM]!, d: null, internal: true };
  }
  const code = fe?.code;
  const simple = (e: number, field?: string, why?: string) => ({
    status: httpStatusOf(e),
    e,
    m: field ? `${field}: ${why}` : defaultMessages[e]!,
    d: field ? { field, issues: [{ field, message: why }] } : null,
    internal: false,
  });
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return simple(E.PAYLOAD_TOO_LARGE);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return simple(E.UNSUPPORTED_MEDIA);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_INVALID_CHARSET':
    case 'FST_ERR_BAD_URL':
    case 'FST_PROTO_VIOLATION':
    case 'FST_ERR_CTP_EMPTY_TYPE':
      return simple(E.BAD_INPUT, 'body', 'malformed request');
    default:
      break;
  }
  if (err instanceof SyntaxError || (fe?.statusCode && fe.statusCode >= 400 && fe.statusCode < 500)) {
    const status = fe?.statusCode ?? 400;
    if (status === 413) return simple(E.PAYLOAD_TOO_LARGE);
    if (status === 415) return simple(E.UNSUPPORTED_MEDIA);
    if (status === 429) return simple(E.TOO_MANY_REQUESTS);
    if (status === 404) return simple(E.NOT_FOUND);
    return simple(E.BAD_INPUT, 'body', 'malformed request');
  }
  return { status: 500, e: E.SYSTEM, m: defaultMessages[E.SYSTEM]!, d: null, internal: true };
}

const writeEnvelope = (p: unknown) => JSON.stringify(p);

export function sendError(err: unknown, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const env = toEnvelope(err);
  if (env.internal) req.log.error({ err }, 'request failed');
  else if (env.status >= 400 && env.e !== E.NOT_LOGGED_IN) req.log.info({ e: env.e, m: env.m }, 'request refused');
  // The route's response schema describes success; errors bypass it. A refusal is never kept
  // by a cache, whatever the route had said before it failed.
  return reply
    .code(env.status)
    .header('cache-control', 'no-store')
    .serializer(writeEnvelope)
    .type('application/json; charset=utf-8')
    .send({ e: env.e, m: env.m, d: env.d });
}
