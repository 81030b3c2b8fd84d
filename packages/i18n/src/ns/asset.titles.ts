/** The titles of the `asset` screens, apart from the rest so that an app can show them (menus, page titles) before it loads the screens' own strings. */
import { defineNamespace } from '../define.js';

export const assetTitles = defineNamespace(
  { title: { index: '资产', list: '资产台账', search: '资产查询' } },
  { title: { index: 'Assets', list: 'Asset register', search: 'Find assets' } },
  { title: { index: '資產', list: '資產台賬', search: '資產查詢' } },
);
