/** Every namespace, registered: for the server, the tests and tools that need all strings. */
import { namespaces } from './dictionary.js';
import { registerNamespaces } from './index.js';

registerNamespaces(namespaces);

export { namespaces };
export * from './index.js';
