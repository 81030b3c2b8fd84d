/** The contract module the campus map screens call. */
export { schoolMap as schoolMapApi } from '@campus/api';
