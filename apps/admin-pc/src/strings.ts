/** The strings the console shows, registered before anything renders (the H5's stay out of this bundle). */
import { registerNamespaces } from '@campus/i18n';
import { admin } from '@campus/i18n/ns/admin';
import { adminAudit } from '@campus/i18n/ns/admin-audit';
import { adminContent } from '@campus/i18n/ns/admin-content';
import { adminMedia } from '@campus/i18n/ns/admin-media';
import { adminRoles } from '@campus/i18n/ns/admin-roles';
import { adminSites } from '@campus/i18n/ns/admin-sites';
import { adminUsers } from '@campus/i18n/ns/admin-users';
import { adminTicket } from '@campus/i18n/ns/admin-ticket';
import { adminSeat } from '@campus/i18n/ns/admin-seat';
import { adminActivity } from '@campus/i18n/ns/admin-activity';
import { adminGeneralApp } from '@campus/i18n/ns/admin-general-app';
import { adminSignin } from '@campus/i18n/ns/admin-signin';
import { adminVoucher } from '@campus/i18n/ns/admin-voucher';
import { adminOfficeTel } from '@campus/i18n/ns/admin-office-tel';
import { adminShuttleBus } from '@campus/i18n/ns/admin-shuttle-bus';
import { adminAsset } from '@campus/i18n/ns/admin-asset';
import { adminRepair } from '@campus/i18n/ns/admin-repair';
import { repair } from '@campus/i18n/ns/repair';
import { common } from '@campus/i18n/ns/common';
import { errors } from '@campus/i18n/ns/errors';

registerNamespaces({ admin, adminAudit, adminContent, adminMedia, adminRoles, adminSites, adminUsers, adminTicket, adminSeat, adminActivity, adminGeneralApp, adminSignin, adminVoucher, adminOfficeTel, adminShuttleBus, adminAsset, adminRepair, repair, common, errors });
