/** Console pages of the campusCode feature (family services). `name` is a key of admin.menu. */
export default [{ path: '/services/campusCode', name: 'campusCode', component: './campusCode', access: 'canCampusCode' }] as {
  path: string;
  name?: string;
  component: string;
  access: string;
  hideInMenu?: boolean;
}[];
