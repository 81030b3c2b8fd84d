/** The contract modules the activity screens call. */
export { activity as activityApi, upload as uploadApi } from '@campus/api';
