/**
 * The repair order state machine, as a pure function: which action moves an order from which
 * state to which, and who may take it. The service checks object-level rights (own order,
 * assigned worker) and applies the move with one conditional UPDATE on the state it read.
 */
import type { RepairAction, RepairState } from '@campus/api';

/** Who takes an action: the order's reporter, a dispatcher, the assigned worker, or the server. */
export type Actor = 'reporter' | 'dispatcher' | 'worker' | 'system';

interface Move {
  from: readonly RepairState[];
  /** The next state; `same` keeps the state (a note, photos, priority). */
  to: RepairState | 'same';
  by: Actor;
}

const OPEN: readonly RepairState[] = ['submitted', 'reopened', 'assigned', 'accepted', 'in_progress', 'done'];
const WORKING: readonly RepairState[] = ['assigned', 'accepted', 'in_progress'];

export const MOVES: Record<RepairAction, Move> = {
  submit: { from: [], to: 'submitted', by: 'reporter' },
  addInfo: { from: OPEN, to: 'same', by: 'reporter' },
  cancel: { from: ['submitted', 'reopened'], to: 'cancelled', by: 'reporter' },
  rate: { from: ['done'], to: 'rated', by: 'reporter' },
  /** A rating of 2 stars or fewer: back on the dispatch board. */
  reopen: { from: ['done'], to: 'reopened', by: 'reporter' },
  assign: { from: ['submitted', 'reopened'], to: 'assigned', by: 'dispatcher' },
  autoAssign: { from: ['submitted'], to: 'assigned', by: 'system' },
  reassign: { from: WORKING, to: 'assigned', by: 'dispatcher' },
  merge: { from: ['submitted', 'reopened'], to: 'merged', by: 'dispatcher' },
  mergedIn: { from: OPEN, to: 'same', by: 'dispatcher' },
  priority: { from: OPEN, to: 'same', by: 'dispatcher' },
  close: { from: ['done'], to: 'closed', by: 'dispatcher' },
  accept: { from: ['assigned'], to: 'accepted', by: 'worker' },
  start: { from: ['accepted'], to: 'in_progress', by: 'worker' },
  progress: { from: ['accepted', 'in_progress'], to: 'same', by: 'worker' },
  finish: { from: ['in_progress'], to: 'done', by: 'worker' },
  sendBack: { from: WORKING, to: 'submitted', by: 'worker' },
  escalate: { from: OPEN, to: 'same', by: 'system' },
};

/** The state after `action` from `state`, or null when the machine refuses it. */
export function next(state: RepairState, action: RepairAction): RepairState | null {
  const m = MOVES[action];
  if (!m.from.includes(state)) return null;
  return m.to === 'same' ? state : m.to;
}

export const isUnassigned = (s: RepairState) => s === 'submitted' || s === 'reopened';
export const isOpen = (s: RepairState) => OPEN.includes(s);
/** States in which the order waits on its assigned worker (the finish SLA runs). */
export const isWorking = (s: RepairState) => WORKING.includes(s);
export const OPEN_STATES = OPEN;
export const WORKING_STATES = WORKING;

/** What someone in these roles may do on an order in `state` (the detail's `can`). */
export function allowed(state: RepairState, roles: ReadonlySet<Actor>): RepairAction[] {
  const out: RepairAction[] = [];
  for (const [action, m] of Object.entries(MOVES) as [RepairAction, Move][]) {
    if (m.by === 'system' || action === 'submit' || action === 'mergedIn' || action === 'reopen') continue;
    if (roles.has(m.by) && m.from.includes(state)) out.push(action);
  }
  return out;
}

/** A poor rating reopens the order. */
export const rateAction = (stars: number): RepairAction => (stars <= 2 ? 'reopen' : 'rate');
