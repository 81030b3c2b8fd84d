/** Spaces, appointments, approval, name lists and records (generalAppPc). Paths under /booking/generalApp; `name` is a key of admin.menu. */
export default [
  { path: '/booking/generalApp', name: 'appointments', component: './generalApp', access: 'canGeneralApp' },
  {
    path: '/booking/generalApp/information',
    component: './generalApp/information',
    access: 'canGeneralApp',
    hideInMenu: true,
  },
  { path: '/booking/generalApp/details', component: './generalApp/details', access: 'canGeneralApp', hideInMenu: true },
];
