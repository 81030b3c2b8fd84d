/** Console pages of the repair feature (family services). Paths under /services/repair; `name` is a key of admin.menu. */
export default [
  { path: '/services/repair', name: 'repairs', component: './repair', access: 'canRepair' },
  { path: '/services/repair/stats', name: 'repairStats', component: './repair/stats', access: 'canRepairStats' },
  { path: '/services/repair/settings', component: './repair/settings', access: 'canRepairSettings', hideInMenu: true },
] as { path: string; name?: string; component: string; access: string; hideInMenu?: boolean }[];
