/**
 * Run before each test file. Most files share a worker's modules and page (vitest.config.ts,
 * `isolate: false`), so each starts from what a fresh page has: nothing rendered (no toast or
 * dialog left open either), no stubbed globals or fake clock, empty storage, the app in
 * Chinese. (A file may run in Node instead, with no page.)
 */
import { setLang } from '@campus/i18n';
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';

vi.unstubAllGlobals();
vi.useRealTimers();
setLang('zh');
if (typeof document !== 'undefined') {
  cleanup();
  // antd-mobile keeps its open toast and dialogs in module state: closed here, or the next
  // file's first toast would go into the last file's node, gone with the page cleared below.
  const { Dialog, Modal, Toast } = await import('antd-mobile');
  Toast.clear();
  Dialog.clear();
  Modal.clear();
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
}
