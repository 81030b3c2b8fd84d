/** Console pages of the schoolMap feature (family services). Paths under /services/schoolMap; `name` is a key of admin.menu. */
export default [{ path: '/services/schoolMap', name: 'schoolMap', component: './schoolMap', access: 'canSchoolMap' }] as {
  path: string;
  name?: string;
  component: string;
  access: string;
  hideInMenu?: boolean;
}[];
