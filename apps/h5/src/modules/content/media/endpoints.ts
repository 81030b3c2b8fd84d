export { media as mediaApi, upload as uploadApi } from '@campus/api';
