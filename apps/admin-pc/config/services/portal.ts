/** Console pages of the portal feature (family services). Paths under /services/portal; `name` is a key of admin.menu. */
export default [{ path: '/services/portal', name: 'portal', component: './portal', access: 'canPortal' }] as {
  path: string;
  name?: string;
  component: string;
  access: string;
  hideInMenu?: boolean;
}[];
