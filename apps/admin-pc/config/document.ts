/** Console pages of official documents (menu item `documents`): the list with compose, and one document's receipts. */
export default [
  { path: '/document', name: 'documents', icon: 'fileText', component: './document', access: 'canDocument' },
  { path: '/document/receipts', component: './document/receipts', access: 'canDocument', hideInMenu: true },
];
