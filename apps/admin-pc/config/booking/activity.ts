/** Activities and their sign-ups. Paths under /booking/activity; `name` is a key of admin.menu. */
export default [
  { path: '/booking/activity', name: 'activities', component: './activity', access: 'canActivity' },
  { path: '/booking/activity/signups/:id', component: './activity/signups', access: 'canActivity', hideInMenu: true },
];
