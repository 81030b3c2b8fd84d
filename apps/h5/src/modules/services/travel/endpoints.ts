/** The contract module the travel screens call. */
export { travel as travelApi } from '@campus/api';
