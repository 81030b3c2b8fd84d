/** The contract module the canteen screens call. */
export { canteen as canteenApi } from '@campus/api';
