export * from './errors.js';
export * from './reasons.js';
export * from './contract/index.js';
