/**
 * The strings the console shows before anything renders: the shell's and the login page's (the
 * H5's stay out of this bundle). The pages' own strings are a chunk of their own (page-strings.ts),
 * loaded by the layout before it shows a page, so the login page does not download them.
 */
import { registerNamespaces } from '@campus/i18n';
import { admin } from '@campus/i18n/ns/admin';
import { common } from '@campus/i18n/ns/common';
import { errors } from '@campus/i18n/ns/errors';

registerNamespaces({ admin, common, errors });
