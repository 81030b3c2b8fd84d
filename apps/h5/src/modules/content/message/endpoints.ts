export { message as messageApi, user as userApi } from '@campus/api';
