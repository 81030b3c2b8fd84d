/** The contract module the approval screens call. */
export { workflow as workflowApi } from '@campus/api';
