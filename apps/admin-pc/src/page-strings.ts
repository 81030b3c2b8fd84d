/**
 * The pages' strings (and the services' reasons for a refused value), registered when this chunk
 * arrives: the layout (app.tsx) shows no page before. The login page needs none of them.
 */
import { registerNamespaces } from '@campus/i18n';
import { reason } from '@campus/i18n/ns/reason';
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
import { adminPortal } from '@campus/i18n/ns/admin-portal';
import { adminRepair } from '@campus/i18n/ns/admin-repair';
import { repair } from '@campus/i18n/ns/repair';
import { adminSchoolMap } from '@campus/i18n/ns/admin-school-map';
import { adminFiles } from '@campus/i18n/ns/admin-files';
import { adminDataQuery } from '@campus/i18n/ns/admin-data-query';
import { adminClock } from '@campus/i18n/ns/admin-clock';
import { adminAgenda } from '@campus/i18n/ns/admin-agenda';
import { adminCampusCode } from '@campus/i18n/ns/admin-campus-code';
import { adminCanteen } from '@campus/i18n/ns/admin-canteen';
import { adminTravel } from '@campus/i18n/ns/admin-travel';
import { travel } from '@campus/i18n/ns/travel';
import { forms } from '@campus/i18n/ns/forms';
import { adminForms } from '@campus/i18n/ns/admin-forms';
import { adminWorkflow } from '@campus/i18n/ns/admin-workflow';
import { adminDocument } from '@campus/i18n/ns/admin-document';
import { document as documentNs } from '@campus/i18n/ns/document';

registerNamespaces({ adminAudit, adminContent, adminMedia, adminRoles, adminSites, adminUsers, adminTicket, adminSeat, adminActivity, adminGeneralApp, adminSignin, adminVoucher, adminOfficeTel, adminShuttleBus, adminAsset, adminPortal, adminRepair, repair, adminSchoolMap, reason, adminFiles, adminDataQuery, adminClock, adminAgenda, adminCampusCode, adminCanteen, adminTravel, travel, forms, adminForms, adminWorkflow, adminDocument, document: documentNs });
