/**
 * Campus map and guide: schoolMap/index the map with search and categories (iphone: the same
 * screen with iOS safe areas), schoolMap/map one POI for links and QR codes, schoolMap/model the
 * campus by category, mapGuide/index guided routes, schoolAtlas/index the photo atlas,
 * guide/index and guide/detail the guides. All public: the map is for visitors too.
 */
import type { ServicesRow } from '../row';

const mapScreen = () => import('./MapScreen');

export const schoolMapRows: ServicesRow[] = [
  { module: 'schoolMap', page: 'index', load: mapScreen, title: 'schoolMap.title.index', appKey: 'schoolMap', public: true, hall: { label: 'schoolMap.title.index', icon: '⌖' } },
  { module: 'schoolMap', page: 'iphone', load: mapScreen, title: 'schoolMap.title.iphone', appKey: 'schoolMap', public: true, variant: 'iphone' },
  { module: 'schoolMap', page: 'map', load: () => import('./FocusScreen'), title: 'schoolMap.title.map', appKey: 'schoolMap', public: true },
  { module: 'schoolMap', page: 'model', load: () => import('./ModelScreen'), title: 'schoolMap.title.model', appKey: 'schoolMap', public: true },
  { module: 'mapGuide', page: 'index', load: () => import('./RoutesScreen'), title: 'schoolMap.title.mapGuide', appKey: 'mapGuide', public: true },
  { module: 'schoolAtlas', page: 'index', load: () => import('./AtlasScreen'), title: 'schoolMap.title.atlas', appKey: 'schoolAtlas', public: true },
  { module: 'guide', page: 'index', load: () => import('./GuideList'), title: 'schoolMap.title.guide', appKey: 'guide', public: true },
  { module: 'guide', page: 'detail', load: () => import('./GuideDetail'), title: 'schoolMap.title.guideDetail', appKey: 'guide', public: true },
];
