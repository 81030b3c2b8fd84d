/** Console pages of the files feature (family services). Paths under /services/files; `name` is a key of admin.menu. */
export default [{ path: '/services/files', name: 'fileLibrary', component: './files', access: 'canFiles' }] as {
  path: string;
  name?: string;
  component: string;
  access: string;
  hideInMenu?: boolean;
}[];
