/** The contract modules the repair screens call. */
export { repair as repairApi, upload as uploadApi } from '@campus/api';
