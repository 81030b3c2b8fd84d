/** antd-mobile's built-in words follow the app's language, in the tree and in dialogs opened by a call. */
import { setLang } from '@campus/i18n';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Dialog, ErrorBlock } from 'antd-mobile';
import { afterEach, describe, expect, it } from 'vitest';
import { AntdLocale } from './antd-locale';

afterEach(() => {
  Dialog.clear();
  cleanup();
  act(() => setLang('zh'));
});

describe('AntdLocale', () => {
  it('gives antd-mobile components the app’s language and follows a change of it', () => {
    act(() => setLang('en'));
    render(<AntdLocale><ErrorBlock status="empty" /></AntdLocale>);
    expect(screen.getByText("Hmm, couldn't find that...")).toBeTruthy();
    act(() => setLang('tw'));
    expect(screen.getByText('沒有找到您需要的東西')).toBeTruthy();
  });

  it('gives a dialog opened by a call, outside the tree, the same language', async () => {
    act(() => setLang('en'));
    render(<AntdLocale><span /></AntdLocale>);
    act(() => {
      void Dialog.confirm({ content: 'Delete the photo?' });
    });
    expect(await screen.findByText('Confirm')).toBeTruthy();
    expect(screen.getByText('Cancel')).toBeTruthy();
  });
});
