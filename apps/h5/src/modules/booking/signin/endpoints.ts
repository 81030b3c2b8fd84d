/** The contract modules the sign-in screens call. */
export { signin as signinApi } from '@campus/api';
export { upload as uploadApi } from '@campus/api';
