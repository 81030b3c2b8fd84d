/** Console pages of the shuttleBus feature (family services). Paths under /services/shuttleBus; `name` is a key of admin.menu. */
export default [
  { path: '/services/shuttleBus', name: 'shuttle', component: './shuttleBus', access: 'canShuttleBus' },
  { path: '/services/shuttleBus/timetables', component: './shuttleBus/timetables', access: 'canShuttleBus', hideInMenu: true },
] as { path: string; name?: string; component: string; access: string; hideInMenu?: boolean }[];
