/**
 * The contract modules the H5 calls, imported one by one (not through the `contract` object) so
 * the bundle carries only the endpoints it uses.
 */
export {
  auth as authApi,
  center as centerApi,
  log as logApi,
  site as siteApi,
  sso as ssoApi,
  upload as uploadApi,
  user as userApi,
} from '@campus/api';
