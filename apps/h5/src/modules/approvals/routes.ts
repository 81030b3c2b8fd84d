/**
 * The ready-made approvals' rows of the `forms` family (carLicense, paperApply, upcApproval,
 * internationalApproval, dossierBuaa, nwafubudget, credentuestc, mucApply, xisuApply,
 * bnuCertification): every row is the one ApprovalScreen, told its row (screens.ts) by variant.
 */
import type { RouteEntry } from '../../route-types';
import { APPROVAL_SCREENS } from './screens';

const load = () => import('./ApprovalScreen');

export const approvalsRoutes: RouteEntry[] = APPROVAL_SCREENS.map((s) => ({
  module: s.module,
  page: s.page,
  family: 'forms',
  load,
  title: s.title,
  appKey: s.module,
  variant: `${s.module}/${s.page}`,
  strings: ['h5Approvals', 'h5Workflow', 'h5Forms', 'forms'],
}));
