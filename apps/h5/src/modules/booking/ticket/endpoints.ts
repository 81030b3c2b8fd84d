/** The contract module the ticket screens call. */
export { ticket as ticketApi } from '@campus/api';
