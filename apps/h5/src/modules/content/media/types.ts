import type { OutputOf } from '@campus/api';
import type { mediaApi } from './endpoints';

export type PhotoCollectionSummary = OutputOf<typeof mediaApi.collectionList>['list'][number];
