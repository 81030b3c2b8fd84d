/** The contract modules the document screens call. */
export { documentContract as documentApi, upload as uploadApi, audienceOptions as audienceApi } from '@campus/api';
