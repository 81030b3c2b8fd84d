/** The titles of the `dataQuery` screens, apart from the rest so that an app can show them (menus, page titles) before it loads the screens' own strings. */
import { defineNamespace } from '../define.js';

export const dataQueryTitles = defineNamespace({ title: '信息查询' }, { title: 'Query' }, { title: '資訊查詢' });
