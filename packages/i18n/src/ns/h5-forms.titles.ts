/** The titles of the `h5Forms` screens, apart from the rest so that an app can show them (menus, page titles) before it loads the screens' own strings. */
import { defineNamespace } from '../define.js';

export const h5FormsTitles = defineNamespace(
  { title: { list: '我的表单', fill: '填写表单', detail: '提交详情' } },
  { title: { list: 'My forms', fill: 'Fill in a form', detail: 'Submission' } },
  { title: { list: '我的表單', fill: '填寫表單', detail: '提交詳情' } },
);
