/** Console pages of the clock feature (family services). Paths under /services/clock; `name` is a key of admin.menu. */
export default [{ path: '/services/clock', name: 'clock', component: './clock', access: 'canClock' }] as {
  path: string;
  name?: string;
  component: string;
  access: string;
  hideInMenu?: boolean;
}[];
