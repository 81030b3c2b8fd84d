/** The contract module the asset screens call. */
export { asset as assetApi } from '@campus/api';
