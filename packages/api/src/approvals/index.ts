/**
 * Ready-made approvals: a form and its process, shipped so that a site installs one with a click
 * (`workflow.installTemplate`) and adjusts it in the designer. The spec's named approvals (car
 * pass, visitors, paper, budget...) are these, not screens of their own: their H5 routes open the
 * installed form by `key` (`workflow.app`). Server and console only: the phone never bundles them.
 */
import type { FormSchemaInput, LocalText, ProcessSpecInput } from '../forms/index.js';
import { leaveTemplate } from '../forms/templates.js';
import { bnuCertificationApproval } from './bnuCertification.js';
import { carLicenseApproval } from './carLicense.js';
import { cfauVisitorApproval } from './cfauVisitor.js';
import { credentuestcApproval } from './credentuestc.js';
import { dossierBuaaApproval } from './dossierBuaa.js';
import { internationalApproval } from './internationalApproval.js';
import { mucApplyApproval } from './mucApply.js';
import { nwafubudgetApproval } from './nwafubudget.js';
import { paperApplyApproval } from './paperApply.js';
import { upcTypeOneApproval } from './upcTypeOne.js';
import { upcTypeThreeApproval } from './upcTypeThree.js';
import { upcTypeTwoApproval } from './upcTypeTwo.js';
import { xisuApplyApproval } from './xisuApply.js';

export interface ApprovalTemplate {
  /** Stable: H5 routes and installed forms refer to it. */
  key: string;
  name: LocalText;
  /** The form's category on the site (lists filter by it). */
  category: string;
  description: LocalText;
  form: FormSchemaInput;
  process: ProcessSpecInput;
  /** Installed as a form visitors (SMS-code accounts without a campus identity) may fill. */
  visitors?: boolean;
}

export const leaveApproval: ApprovalTemplate = {
  key: 'leave',
  name: { zh: '学生请假', en: 'Student leave', tw: '學生請假' },
  category: 'student',
  description: { zh: '辅导员审批，三天以上再经院系领导审批', en: 'The counselor approves; over three days the school leader too', tw: '輔導員審批，三天以上再經院系領導審批' },
  form: leaveTemplate,
  process: {
    steps: [
      { key: 'counselor', name: { zh: '辅导员审批', en: 'Counselor', tw: '輔導員審批' }, assignee: { kind: 'counselor' }, mode: 'single', deadlineHours: 24, routes: [{ when: 'days > 3', to: 'leader' }], next: 'end' },
      { key: 'leader', name: { zh: '院系领导审批', en: 'School leader', tw: '院系領導審批' }, assignee: { kind: 'leader' }, mode: 'single', deadlineHours: 48 },
    ],
  },
};

export const APPROVAL_TEMPLATES: readonly ApprovalTemplate[] = [
  leaveApproval,
  carLicenseApproval,
  cfauVisitorApproval,
  paperApplyApproval,
  internationalApproval,
  dossierBuaaApproval,
  upcTypeOneApproval,
  upcTypeTwoApproval,
  upcTypeThreeApproval,
  nwafubudgetApproval,
  credentuestcApproval,
  bnuCertificationApproval,
  mucApplyApproval,
  xisuApplyApproval,
];

export {
  bnuCertificationApproval, carLicenseApproval, cfauVisitorApproval, credentuestcApproval, dossierBuaaApproval, internationalApproval, mucApplyApproval,
  nwafubudgetApproval, paperApplyApproval, upcTypeOneApproval, upcTypeThreeApproval, upcTypeTwoApproval, xisuApplyApproval,
};
export { BUDGET_SCHOOL_LIMIT } from './nwafubudget.js';
export { INTERNATIONAL_BUDGET_LIMIT } from './internationalApproval.js';

export const approvalTemplate = (key: string): ApprovalTemplate | undefined => APPROVAL_TEMPLATES.find((t) => t.key === key);
