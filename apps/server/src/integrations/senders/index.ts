/**
 * Which sender delivers codes on each channel: the built-in message-centre sender unless a real
 * adapter was installed at start-up with `useCodeSender`.
 */
import { inboxSender } from './inbox.js';
import type { CodeChannel, CodeSender } from './types.js';

export type { CodeChannel, CodeSender, SendContext } from './types.js';

const installed = new Map<CodeChannel, CodeSender>();

/** Installs a real adapter (an SMS gateway, a mail server) for its channel, for this process. */
export function useCodeSender(sender: CodeSender): void {
  installed.set(sender.channel, sender);
}

/** Back to the built-in sender for this channel. */
export function removeCodeSender(channel: CodeChannel): void {
  installed.delete(channel);
}

export function codeSender(channel: CodeChannel): CodeSender {
  return installed.get(channel) ?? inboxSender(channel);
}
