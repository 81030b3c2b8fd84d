/** The contract module the clock-in screens call. */
export { clock as clockApi } from '@campus/api';
