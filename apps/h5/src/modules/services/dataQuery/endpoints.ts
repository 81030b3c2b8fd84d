/** The contract module the query screens call. */
export { dataQuery as dataQueryApi } from '@campus/api';
