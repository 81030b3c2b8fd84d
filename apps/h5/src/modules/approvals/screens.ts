/**
 * What each ready-made approval's route shows: which installed forms (by template key, see
 * packages/api/src/approvals) and which view of them. Pure data: the one screen (ApprovalScreen)
 * reads its row by `module/page`, which routes.ts passes as the variant.
 *
 * - `hub`: the form's name, an apply button and my applications of it;
 * - `apply`: the forms fill-in screen for it, on this route;
 * - `mine` / `todo` / `done`: my applications / my open tasks / what I acted on, of these forms only
 *   (`step` narrows the to-do to one step of the process);
 * - `detail`: one item (the workflow's item screen) by `?id=`;
 * - `delegations`: standing delegations (授权).
 */
import type { I18nKey } from '@campus/i18n';

export type ApprovalView = 'hub' | 'apply' | 'mine' | 'todo' | 'done' | 'detail' | 'delegations';

export interface ApprovalScreenDef {
  module: string;
  page: string;
  title: I18nKey;
  keys: readonly string[];
  view: ApprovalView;
  step?: string;
}

const UPC = ['upcTypeOne', 'upcTypeTwo', 'upcTypeThree'] as const;

export const APPROVAL_SCREENS: readonly ApprovalScreenDef[] = [
  { module: 'carLicense', page: 'index', title: 'h5Approvals.title.carLicense', keys: ['carLicense'], view: 'hub' },
  { module: 'carLicense', page: 'lookpage', title: 'h5Approvals.title.carLicenseLook', keys: ['carLicense'], view: 'detail' },
  { module: 'carLicense', page: 'savepage', title: 'h5Approvals.title.carLicenseSave', keys: ['carLicense'], view: 'apply' },
  { module: 'paperApply', page: 'index', title: 'h5Approvals.title.paperApply', keys: ['paperApply'], view: 'hub' },
  { module: 'paperApply', page: 'examine', title: 'h5Approvals.title.paperExamine', keys: ['paperApply'], view: 'todo' },
  { module: 'upcApproval', page: 'index', title: 'h5Approvals.title.upcIndex', keys: UPC, view: 'hub' },
  { module: 'upcApproval', page: 'upcdetail', title: 'h5Approvals.title.upcDetail', keys: UPC, view: 'detail' },
  { module: 'upcApproval', page: 'upcTypeOne', title: 'h5Approvals.title.upcTypeOne', keys: ['upcTypeOne'], view: 'apply' },
  { module: 'upcApproval', page: 'upcTypeTwo', title: 'h5Approvals.title.upcTypeTwo', keys: ['upcTypeTwo'], view: 'apply' },
  { module: 'upcApproval', page: 'upcTypeThree', title: 'h5Approvals.title.upcTypeThree', keys: ['upcTypeThree'], view: 'apply' },
  { module: 'upcApproval', page: 'userdetail', title: 'h5Approvals.title.upcMine', keys: UPC, view: 'mine' },
  { module: 'upcApproval', page: 'trialUserdetail', title: 'h5Approvals.title.upcTodo', keys: UPC, view: 'todo' },
  { module: 'upcApproval', page: 'upcUserProc', title: 'h5Approvals.title.upcDone', keys: UPC, view: 'done' },
  { module: 'internationalApproval', page: 'index', title: 'h5Approvals.title.international', keys: ['internationalApproval'], view: 'hub' },
  { module: 'dossierBuaa', page: 'check', title: 'h5Approvals.title.dossierCheck', keys: ['dossierBuaa'], view: 'todo' },
  { module: 'dossierBuaa', page: 'mine', title: 'h5Approvals.title.dossierMine', keys: ['dossierBuaa'], view: 'mine' },
  { module: 'dossierBuaa', page: 'query', title: 'h5Approvals.title.dossierQuery', keys: ['dossierBuaa'], view: 'done' },
  { module: 'dossierBuaa', page: 'submit', title: 'h5Approvals.title.dossierSubmit', keys: ['dossierBuaa'], view: 'apply' },
  { module: 'dossierBuaa', page: 'details', title: 'h5Approvals.title.dossierDetails', keys: ['dossierBuaa'], view: 'detail' },
  { module: 'nwafubudget', page: 'projectLeader', title: 'h5Approvals.title.budgetProject', keys: ['nwafubudget'], view: 'hub' },
  { module: 'nwafubudget', page: 'unitLeader', title: 'h5Approvals.title.budgetUnit', keys: ['nwafubudget'], view: 'todo', step: 'unit' },
  { module: 'nwafubudget', page: 'schoolLeader', title: 'h5Approvals.title.budgetSchool', keys: ['nwafubudget'], view: 'todo', step: 'school' },
  { module: 'nwafubudget', page: 'authorisation', title: 'h5Approvals.title.budgetAuth', keys: ['nwafubudget'], view: 'delegations' },
  { module: 'credentuestc', page: 'index', title: 'h5Approvals.title.credent', keys: ['credentuestc'], view: 'hub' },
  { module: 'mucApply', page: 'index', title: 'h5Approvals.title.muc', keys: ['mucApply'], view: 'hub' },
  { module: 'xisuApply', page: 'index', title: 'h5Approvals.title.xisu', keys: ['xisuApply'], view: 'hub' },
  { module: 'bnuCertification', page: 'index', title: 'h5Approvals.title.bnu', keys: ['bnuCertification'], view: 'hub' },
];

export const screenOf = (variant: string | undefined): ApprovalScreenDef | undefined => APPROVAL_SCREENS.find((s) => `${s.module}/${s.page}` === variant);

/** Where a module's apply screen is (the hub's button), if it has one of its own; else the hub fills in place. */
export function applyPathOf(def: ApprovalScreenDef, key: string): string | undefined {
  const own = APPROVAL_SCREENS.find((s) => s.module === def.module && s.view === 'apply' && s.keys.length === 1 && s.keys[0] === key);
  return own ? `/${own.module}/${own.page}` : undefined;
}

/** Where a detail screen opened without its id leads: the module's hub, else its list of my applications, else its to-do. */
export function listPathOf(def: ApprovalScreenDef): string {
  const same = APPROVAL_SCREENS.filter((s) => s.module === def.module);
  const to = same.find((s) => s.view === 'hub') ?? same.find((s) => s.view === 'mine') ?? same.find((s) => s.view === 'todo');
  return to ? `/${to.module}/${to.page}` : '/document/flow';
}
