/** Pure rules shared by the apps (and the server where it applies the same rule). */
export * from './signature.js';
export * from './date.js';
export * from './device.js';
export * from './description.js';
export * from './permissions.js';
export * from './cache.js';
export * from './login-state.js';
export * from './text.js';
export * from './hours.js';
export * from './zone.js';
