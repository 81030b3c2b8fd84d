// Build-time stand-in for `zod` in the H5 bundle (see vite.config.ts). The apps import the
// contract only for each endpoint's name, method and path; validation happens on the server.
// Shipping zod would cost ~50 KiB gzip of the 130 KiB initial budget, so every schema builder
// here is an inert chainable value: any property or call returns the same value.
const inert = new Proxy(function schema() {}, {
  get(_target, prop) {
    if (prop === Symbol.iterator) return function* empty() {};
    if (prop === Symbol.toPrimitive) return () => '';
    if (prop === 'then') return undefined; // never looks like a promise
    return inert;
  },
  apply: () => inert,
  construct: () => inert,
});

export const z = inert;
export default inert;
