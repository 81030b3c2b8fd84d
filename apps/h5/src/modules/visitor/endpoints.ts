/** The contract module the visitor screens call. */
export { visitor as visitorApi } from '@campus/api';
