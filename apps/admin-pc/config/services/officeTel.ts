/** Console pages of the officeTel feature (family services). Paths under /services/officeTel; `name` is a key of admin.menu. */
export default [{ path: '/services/officeTel', name: 'phoneBook', component: './officeTel', access: 'canOfficeTel' }] as {
  path: string;
  name?: string;
  component: string;
  access: string;
  hideInMenu?: boolean;
}[];
