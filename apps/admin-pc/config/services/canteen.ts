/** Console pages of the canteen feature (family services). `name` is a key of admin.menu. */
export default [{ path: '/services/canteen', name: 'canteen', component: './canteen', access: 'canCanteen' }] as {
  path: string;
  name?: string;
  component: string;
  access: string;
  hideInMenu?: boolean;
}[];
