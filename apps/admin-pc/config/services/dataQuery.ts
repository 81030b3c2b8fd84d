/** Console pages of the dataQuery feature (family services). Paths under /services/dataQuery; `name` is a key of admin.menu. */
export default [{ path: '/services/dataQuery', name: 'dataQuery', component: './dataQuery', access: 'canDataQuery' }] as {
  path: string;
  name?: string;
  component: string;
  access: string;
  hideInMenu?: boolean;
}[];
