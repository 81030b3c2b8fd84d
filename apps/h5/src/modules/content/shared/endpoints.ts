/** The contract modules this family calls (imported one by one so the bundle carries only these). */
export { content as contentApi, upload as uploadApi } from '@campus/api';
