/** The strings the H5 shows, registered before anything renders (the console's stay out of this bundle). */
import { registerNamespaces } from '@campus/i18n';
import { common } from '@campus/i18n/ns/common';
import { errors } from '@campus/i18n/ns/errors';
import { h5 } from '@campus/i18n/ns/h5';
import { h5content } from '@campus/i18n/ns/h5-content';
import { h5faq } from '@campus/i18n/ns/h5-faq';
import { activity } from '@campus/i18n/ns/activity';
import { generalApp } from '@campus/i18n/ns/general-app';
import { seat } from '@campus/i18n/ns/seat';
import { signin } from '@campus/i18n/ns/signin';
import { ticket } from '@campus/i18n/ns/ticket';
import { voucher } from '@campus/i18n/ns/voucher';
import { officeTel } from '@campus/i18n/ns/office-tel';
import { shuttleBus } from '@campus/i18n/ns/shuttle-bus';
import { asset } from '@campus/i18n/ns/asset';
import { repair } from '@campus/i18n/ns/repair';
import { portal } from '@campus/i18n/ns/portal';
import { schoolMap } from '@campus/i18n/ns/school-map';
import { agenda } from '@campus/i18n/ns/agenda';
import { files } from '@campus/i18n/ns/files';
import { dataQuery } from '@campus/i18n/ns/data-query';
import { clock } from '@campus/i18n/ns/clock';
import { campusCode } from '@campus/i18n/ns/campus-code';
import { canteen } from '@campus/i18n/ns/canteen';
import { travel } from '@campus/i18n/ns/travel';
import { forms } from '@campus/i18n/ns/forms';
import { h5Forms } from '@campus/i18n/ns/h5-forms';
import { h5Workflow } from '@campus/i18n/ns/h5-workflow';
import { document as documentNs } from '@campus/i18n/ns/document';
import { visitor } from '@campus/i18n/ns/visitor';
import { h5Approvals } from '@campus/i18n/ns/h5-approvals';

registerNamespaces({ common, errors, h5, h5content, h5faq, activity, generalApp, seat, signin, ticket, voucher, officeTel, shuttleBus, asset, repair, portal, schoolMap, agenda, files, dataQuery, clock, campusCode, canteen, travel, forms, h5Forms, h5Workflow, document: documentNs, visitor, h5Approvals });

/**
 * Services' reasons for a refused value (every reason, in three languages: about 7 KiB gzipped): rarely
 * shown, so fetched just after start instead of with the first screen. Until they arrive, a
 * refusal reads as its code's words.
 */
export const reasonsReady: Promise<void> = import('@campus/i18n/ns/reason')
  .then(({ reason }) => registerNamespaces({ reason }))
  // A chunk that fails to load (offline at start) leaves refusals in their codes' words; nothing else depends on it.
  .catch(() => undefined);
