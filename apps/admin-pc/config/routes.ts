/**
 * The console's routes are its menu (ProLayout reads `name` and `icon`); `access` names a flag
 * of src/access.ts, so a route a user may not use is hidden from the menu and shows no-access.
 * Menu titles are i18n keys `admin.menu.<name>` (see src/app.tsx formatMessage).
 */
import booking from './booking';
import services from './services';
import forms from './forms';
import workflow from './workflow';
import document from './document';

export default [
  { path: '/login', component: './login', layout: false },
  { path: '/', component: './home' },
  { path: '/dashboard', name: 'dashboard', icon: 'dashboard', component: './dashboard', access: 'canDashboard' },
  { path: '/users', name: 'users', icon: 'team', component: './users', access: 'canUsers' },
  { path: '/roles', name: 'roles', icon: 'safety', component: './roles', access: 'canRoles' },
  { path: '/sites', name: 'sites', icon: 'cluster', component: './sites', access: 'canSites' },
  { path: '/audit', name: 'audit', icon: 'fileSearch', component: './audit', access: 'canAudit' },
  { path: '/content', name: 'content', icon: 'read', component: './content', access: 'canContent' },
  { path: '/content/stats/:id', component: './content/stats', access: 'canContentStats', hideInMenu: true },
  { path: '/moderation', name: 'moderation', icon: 'picture', component: './moderation', access: 'canModeration' },
  { path: '/media', name: 'media', icon: 'playSquare', component: './media', access: 'canMedia' },
  { path: '/booking', name: 'booking', icon: 'calendar', access: 'canBooking', routes: booking },
  { path: '/services', name: 'services', icon: 'tool', access: 'canServices', routes: services },
  { path: '/forms', name: 'forms', icon: 'form', access: 'canForms', routes: forms },
  { path: '/workflow', name: 'workflow', icon: 'audit', access: 'canWorkflow', routes: workflow },
  ...document,
  { path: '/messages', name: 'messages', icon: 'notification', component: './messages', access: 'canMessages' },
  { path: '/*', component: './404' },
];
