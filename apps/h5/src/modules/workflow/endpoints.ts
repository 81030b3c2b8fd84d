/** The contract modules the workflow screens call. */
export { workflow as workflowApi, forms as formsApi } from '@campus/api';
