/** The asset rows of the services family: asset/index (scan or type a code; a label opens the card), list, search. */
import type { ServicesRow } from '../row';

export const assetRows: ServicesRow[] = [
  { module: 'asset', page: 'index', load: () => import('./AssetIndex'), title: 'asset.title.index', appKey: 'asset', hall: { label: 'asset.title.index', icon: '◆' } },
  { module: 'asset', page: 'list', load: () => import('./AssetList'), title: 'asset.title.list', appKey: 'asset', keepAlive: true },
  { module: 'asset', page: 'search', load: () => import('./AssetSearch'), title: 'asset.title.search', appKey: 'asset' },
];
