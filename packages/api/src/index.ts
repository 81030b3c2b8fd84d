export * from './errors.js';
export * from './contract/index.js';
