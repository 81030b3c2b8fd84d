/** The request client and its helpers, shared by the H5 and the console. */
export * from './api-error.js';
export * from './create-client.js';
export * from './encode.js';
export * from './ink.js';
export * from './loading.js';
export * from './login-redirect.js';
export * from './texts.js';
export type * from './types.js';
