/** The follow-guide FAQ: entries are i18n keys, grouped for helpIndex / helpIndexmsg / helpQt. */
import type { I18nKey } from '@campus/i18n';

export interface Faq {
  id: string;
  group: 'msg' | 'qt' | 'login';
  q: I18nKey;
  a: I18nKey;
}

export const FAQS: Faq[] = [
  { id: 'login', group: 'login', q: 'h5faq.login.q', a: 'h5faq.login.a' },
  { id: 'bind', group: 'login', q: 'h5faq.bind.q', a: 'h5faq.bind.a' },
  { id: 'nomsg', group: 'msg', q: 'h5faq.nomsg.q', a: 'h5faq.nomsg.a' },
  { id: 'mute', group: 'msg', q: 'h5faq.mute.q', a: 'h5faq.mute.a' },
  { id: 'qrcode', group: 'qt', q: 'h5faq.qrcode.q', a: 'h5faq.qrcode.a' },
  { id: 'lang', group: 'qt', q: 'h5faq.lang.q', a: 'h5faq.lang.a' },
];

export function faqsFor(variant: string | undefined): Faq[] {
  if (variant === 'msg' || variant === 'qt') return FAQS.filter((f) => f.group === variant);
  return FAQS;
}
