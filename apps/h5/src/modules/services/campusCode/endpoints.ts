/** The contract module the campus code screens call. */
export { campusCode as campusCodeApi } from '@campus/api';
