/** Console pages of the agenda feature (family services). Paths under /services/agenda; `name` is a key of admin.menu. */
export default [{ path: '/services/agenda', name: 'agenda', component: './agenda', access: 'canAgenda' }] as {
  path: string;
  name?: string;
  component: string;
  access: string;
  hideInMenu?: boolean;
}[];
