/** Console pages of the travel feature (family services). `name` is a key of admin.menu. */
export default [{ path: '/services/travel', name: 'travel', component: './travel', access: 'canTravel' }] as {
  path: string;
  name?: string;
  component: string;
  access: string;
  hideInMenu?: boolean;
}[];
