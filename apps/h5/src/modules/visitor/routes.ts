/**
 * The visitor rows of the `forms` family (cfauVisitor/*). login, apply, record and qrcode are open
 * routes: a visitor has no campus account, and each screen sends someone not signed in to the
 * visitor sign-in itself (VisitorGate). pcindex is the guards' screen, behind the campus login.
 */
import type { RouteEntry } from '../../route-types';

type Row = Omit<RouteEntry, 'family'>;
const rows: Row[] = [
  { module: 'cfauVisitor', page: 'login', load: () => import('./Login'), title: 'visitor.title.login', appKey: 'cfauVisitor', public: true },
  { module: 'cfauVisitor', page: 'apply', load: () => import('./Apply'), title: 'visitor.title.apply', appKey: 'cfauVisitor', public: true },
  { module: 'cfauVisitor', page: 'record', load: () => import('./Record'), title: 'visitor.title.record', appKey: 'cfauVisitor', public: true },
  { module: 'cfauVisitor', page: 'qrcode', load: () => import('./QrCode'), title: 'visitor.title.qrcode', appKey: 'cfauVisitor', public: true },
  { module: 'cfauVisitor', page: 'pcindex', load: () => import('./Gate'), title: 'visitor.title.pcindex', appKey: 'cfauVisitor' },
];

export const visitorRoutes: RouteEntry[] = rows.map((r) => ({ ...r, family: 'forms', strings: ['visitor', 'h5Approvals', 'h5Forms', 'forms'] }));
