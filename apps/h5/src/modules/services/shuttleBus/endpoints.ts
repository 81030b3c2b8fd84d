/** The contract module the shuttle bus screens call. */
export { shuttleBus as shuttleBusApi } from '@campus/api';
