/** The pop-ups the request client's handlers show (antd-mobile loads with them, not with the shell). */
import { Dialog, Toast } from 'antd-mobile';

export function clearPopups(): void {
  Toast.clear();
  Dialog.clear();
}

export function toast(content: string, duration: number): void {
  Toast.show({ content, duration });
}

export function alertThen(content: string, ok: string): Promise<void> {
  return Dialog.alert({ content, confirmText: ok });
}
