/** The titles of the `files` screens, apart from the rest so that an app can show them (menus, page titles) before it loads the screens' own strings. */
import { defineNamespace } from '../define.js';

export const filesTitles = defineNamespace(
  { title: { file: '我的文件', commonFile: '常用文件' } },
  { title: { file: 'My files', commonFile: 'Common documents' } },
  { title: { file: '我的檔案', commonFile: '常用檔案' } },
);
