export { generalApp as generalAppApi, message as generalAppMessageApi } from '@campus/api';
