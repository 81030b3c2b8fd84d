/** The strings the console shows, registered before anything renders (the H5's stay out of this bundle). */
import { registerNamespaces } from '@campus/i18n';
import { admin } from '@campus/i18n/ns/admin';
import { adminAudit } from '@campus/i18n/ns/admin-audit';
import { adminContent } from '@campus/i18n/ns/admin-content';
import { adminMedia } from '@campus/i18n/ns/admin-media';
import { adminRoles } from '@campus/i18n/ns/admin-roles';
import { adminSites } from '@campus/i18n/ns/admin-sites';
import { adminUsers } from '@campus/i18n/ns/admin-users';
import { common } from '@campus/i18n/ns/common';
import { errors } from '@campus/i18n/ns/errors';

registerNamespaces({ admin, adminAudit, adminContent, adminMedia, adminRoles, adminSites, adminUsers, common, errors });
