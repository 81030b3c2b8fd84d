/** Console pages of the dynamic forms (menu group `forms`): the list, and the designer and submissions opened from it. */
export default [
  { path: '/forms', redirect: '/forms/list' },
  { path: '/forms/list', name: 'formList', component: './forms', access: 'canForms' },
  { path: '/forms/edit', component: './forms/edit', access: 'canForms', hideInMenu: true },
  { path: '/forms/submissions', component: './forms/submissions', access: 'canForms', hideInMenu: true },
];
