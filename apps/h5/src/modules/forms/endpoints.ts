/** The contract modules the form screens call. */
export { forms as formsApi, upload as uploadApi, audienceOptions as audienceApi } from '@campus/api';
