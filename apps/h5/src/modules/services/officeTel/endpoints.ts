/** The contract module the phone book screens call. */
export { officeTel as officeTelApi } from '@campus/api';
