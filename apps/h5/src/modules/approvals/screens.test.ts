import { APPROVAL_TEMPLATES } from '@campus/api/approvals';
import { describe, expect, it } from 'vitest';
import { findRoute } from '../../routes';
import { APPROVAL_SCREENS, applyPathOf, listPathOf } from './screens';

describe('the ready-made approvals’ screens', () => {
  it('name only installed-able templates, and steps their process has', () => {
    for (const s of APPROVAL_SCREENS) {
      for (const key of s.keys) {
        const t = APPROVAL_TEMPLATES.find((x) => x.key === key);
        expect(t, `${s.module}/${s.page}: ${key}`).toBeDefined();
        if (s.step) expect(t!.process.steps.map((x) => x.key), `${s.module}/${s.page}`).toContain(s.step);
      }
    }
  });

  it('are each a route, and lead only to routes that exist', () => {
    for (const s of APPROVAL_SCREENS) {
      expect(findRoute(s.module, s.page)?.variant).toBe(`${s.module}/${s.page}`);
      const [, m, p] = listPathOf(s).split('/');
      expect(findRoute(m!, p!), `${s.module}/${s.page} → ${listPathOf(s)}`).toBeDefined();
      for (const key of s.keys) {
        const apply = applyPathOf(s, key);
        if (apply) expect(findRoute(apply.split('/')[1]!, apply.split('/')[2]!)).toBeDefined();
      }
    }
    // The budget's two leaders' to-dos are its two steps.
    expect(APPROVAL_SCREENS.filter((s) => s.module === 'nwafubudget' && s.view === 'todo').map((s) => s.step)).toEqual(['unit', 'school']);
  });
});
