/**
 * The built-in sender: puts the code in the user's message centre (category `system`) and in
 * the app log. On a fresh install, with no SMS gateway or mail server configured, the person
 * reads the code in the portal's message centre, and an operator can find it in the log.
 */
import { t } from '@campus/i18n/all';
import { newId, now } from '../../platform/util.js';
import type { CodeChannel, CodeSender, SendContext } from './types.js';

export function inboxSender(channel: CodeChannel): CodeSender {
  return {
    channel,
    async send(to: string, code: string, ctx: SendContext): Promise<void> {
      const body = t('user.code.body', { channel: t(`user.channel.${channel}`, undefined, ctx.lang), to, code, minutes: ctx.validMinutes }, ctx.lang);
      await ctx.db
        .insertInto('messages')
        .values({
          id: newId(),
          site_id: ctx.siteId,
          user_id: ctx.userId,
          category: 'system',
          title: t('user.code.title', undefined, ctx.lang),
          body,
          link: '',
          read_at: null,
          at: now(),
        })
        .execute();
      // This sender IS the delivery channel of a fresh install, so the log carries the code;
      // real gateways (types.ts) must not log it.
      ctx.log.info({ channel, to, userId: ctx.userId, siteId: ctx.siteId, code }, 'verification code delivered to the message centre');
    },
  };
}
