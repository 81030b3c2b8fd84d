/** The contract module the library screens call. */
export { files as filesApi } from '@campus/api';
