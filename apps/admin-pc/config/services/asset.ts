/** Console pages of the asset feature (family services). Paths under /services/asset; `name` is a key of admin.menu. */
export default [
  { path: '/services/asset', name: 'assets', component: './asset', access: 'canAsset' },
  { path: '/services/asset/labels', component: './asset/labels', access: 'canAsset', hideInMenu: true },
] as { path: string; name?: string; component: string; access: string; hideInMenu?: boolean }[];
