/**
 * How a verification code reaches a person. The user module calls `send` once per code; an
 * adapter for a real SMS gateway or mail server implements this interface and is installed with
 * `useCodeSender` (see README.md). The built-in sender (inbox.ts) needs nothing outside our database.
 */
import type { Lang } from '@campus/i18n/all';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/index.js';

export type CodeChannel = 'mobile' | 'email';

export interface SendContext {
  db: Db;
  siteId: string;
  /** The account the code is for (the message-centre sender writes to its inbox). */
  userId: string;
  /** Minutes the code stays valid, for the text of the message. */
  validMinutes: number;
  lang: Lang;
  log: FastifyBaseLogger;
}

export interface CodeSender {
  readonly channel: CodeChannel;
  /**
   * Delivers `code` to `to` (a mobile number or e-mail address). Resolves once the gateway has
   * accepted the message; rejects when it refused, so the caller can answer with an error and
   * no code is left waiting that nobody received. Must not log the code itself.
   */
  send(to: string, code: string, ctx: SendContext): Promise<void>;
}
