/** The contract module the seat screens call. */
export { seat as seatApi } from '@campus/api';
