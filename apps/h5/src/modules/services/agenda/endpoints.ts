/** The contract module the agenda screens call. */
export { agenda as agendaApi } from '@campus/api';
