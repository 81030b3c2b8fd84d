/** Sign-in: signpoject/*, electronicSign, qrcodesign, qrcodebuild, qrcodeclass, createdCode, checkpoint (see README.md). */
import type { BookingRow } from '../row';

const create = () => import('./CreateSign');

export const signinRows: BookingRow[] = [
  { module: 'signpoject', page: 'signindex', load: () => import('./SignIndex'), title: 'signin.title.index', appKey: 'signpoject', hall: { label: 'signin.title.hall', icon: '✓' } },
  { module: 'signpoject', page: 'signend', load: () => import('./SignEnd'), title: 'signin.title.end', appKey: 'signpoject' },
  { module: 'signpoject', page: 'signlist', load: () => import('./SignList'), title: 'signin.title.list', appKey: 'signpoject' },
  { module: 'signpoject', page: 'createsign', load: create, title: 'signin.title.create', appKey: 'signpoject' },
  { module: 'qrcodeclass', page: 'index', load: create, title: 'signin.title.classSign', appKey: 'qrcodeclass', variant: 'class' },
  { module: 'qrcodebuild', page: 'index', load: () => import('./ShowCode'), title: 'signin.title.build', appKey: 'qrcodebuild' },
  { module: 'qrcodesign', page: 'index', load: () => import('./ScanSign'), title: 'signin.title.scan', appKey: 'qrcodesign' },
  { module: 'createdCode', page: 'index', load: () => import('./NumberSign'), title: 'signin.title.number', appKey: 'createdCode' },
  { module: 'checkpoint', page: 'index', load: () => import('./Checkpoint'), title: 'signin.title.checkpoint', appKey: 'checkpoint' },
  { module: 'electronicSign', page: 'index', load: () => import('./ElectronicSign'), title: 'signin.title.electronic', appKey: 'electronicSign' },
];
