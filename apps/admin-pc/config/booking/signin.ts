/** Sign-ins and who signed. Paths under /booking/signin; `name` is a key of admin.menu. */
export default [
  { path: '/booking/signin', name: 'signins', component: './signin', access: 'canSignin' },
  { path: '/booking/signin/:id', component: './signin/detail', access: 'canSignin', hideInMenu: true },
];
