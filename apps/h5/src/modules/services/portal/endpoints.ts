/** The contract modules the portal screens call: its own, and content and the phone book for home sections. */
export { portal as portalApi, content as contentApi, officeTel as officeTelApi } from '@campus/api';
