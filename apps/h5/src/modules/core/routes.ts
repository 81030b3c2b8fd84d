/** The `core` family of seed-routes.tsv: entry, login and identity screens. */
import type { RouteEntry } from '../../route-types';

type Row = Omit<RouteEntry, 'family'>;

const login = () => import('./center/Login');
const qrcode = () => import('./center/QrCode');
const sweep = () => import('./center/SweepCode');
const help = () => import('./publicsso/Help');
const scan = () => import('./smlogin/ScanLogin');
const scanResult = () => import('./smlogin/Result');

const rows: Row[] = [
  { module: 'noPagedata', page: 'index', load: () => import('./misc/NoPagedata'), title: 'h5.title.noData', appKey: 'noPagedata', public: true },
  { module: 'hkhtml', page: 'index', load: () => import('./hkhtml/SliderCaptcha'), title: 'h5.title.captcha', appKey: 'hkhtml', public: true },
  { module: 'newsInterruption', page: 'index', load: () => import('./misc/NewsInterruption'), title: 'h5.title.interruption', appKey: 'newsInterruption', public: true },
  { module: 'newsInterruption', page: 'indexV2', load: () => import('./misc/NewsInterruption'), title: 'h5.title.interruption', appKey: 'newsInterruption', variant: 'v2', public: true },
  { module: 'greetingCard', page: 'index', load: () => import('./misc/GreetingCard'), title: 'h5.title.greetingCard', appKey: 'greetingCard' },
  { module: 'xidianMinigramLogin', page: 'index', load: () => import('./misc/EntryRedirect'), title: 'h5.title.login', appKey: 'xidianMinigramLogin', variant: 'minigram', public: true },
  { module: 'localStoragepage', page: 'index', load: () => import('./misc/LocalStoragePage'), title: 'h5.title.localStorage', appKey: 'localStoragepage', public: true },
  { module: 'sso', page: 'index', load: () => import('./sso/SsoIndex'), title: 'h5.title.sso', appKey: 'sso', public: true },
  { module: 'publicsso', page: 'index', load: () => import('./publicsso/Guide'), title: 'h5.title.follow', appKey: 'publicsso', public: true, hall: { label: 'h5.title.follow', icon: '✚' } },
  { module: 'publicsso', page: 'helpIndex', load: help, title: 'h5.title.help', appKey: 'publicsso', strings: ['h5faq'], variant: 'all', public: true },
  { module: 'publicsso', page: 'helpIndexmsg', load: help, title: 'h5.title.helpMsg', appKey: 'publicsso', strings: ['h5faq'], variant: 'msg', public: true },
  { module: 'publicsso', page: 'helpQt', load: help, title: 'h5.title.helpQt', appKey: 'publicsso', strings: ['h5faq'], variant: 'qt', public: true },
  { module: 'publicsso', page: 'helpdetail', load: () => import('./publicsso/HelpDetail'), title: 'h5.title.help', appKey: 'publicsso', strings: ['h5faq'], public: true },
  { module: 'center', page: 'login', load: login, title: 'h5.title.login', appKey: 'center', public: true },
  { module: 'center', page: 'personal', load: () => import('./center/Personal'), title: 'h5.title.personal', appKey: 'center', keepAlive: true, hall: { label: 'h5.title.personal', icon: '☺' } },
  { module: 'center', page: 'edit', load: () => import('./center/Edit'), title: 'h5.title.edit', appKey: 'center' },
  { module: 'center', page: 'switch', load: () => import('./center/Switch'), title: 'h5.title.switch', appKey: 'center', hall: { label: 'h5.title.switch', icon: '⇄' } },
  { module: 'center', page: 'qrcode', load: qrcode, title: 'h5.title.qrcode', appKey: 'center', hall: { label: 'h5.title.qrcode', icon: '⌗' } },
  { module: 'center', page: 'qrcodePage', load: qrcode, title: 'h5.title.qrcode', appKey: 'center', variant: 'page' },
  { module: 'center', page: 'qrcodeNew', load: qrcode, title: 'h5.title.qrcode', appKey: 'center', variant: 'new' },
  { module: 'center', page: 'qrcodeBuaa', load: qrcode, title: 'h5.title.qrcode', appKey: 'center', variant: 'buaa' },
  { module: 'center', page: 'sweepCode', load: sweep, title: 'h5.title.sweep', appKey: 'center', hall: { label: 'h5.title.sweep', icon: '◎' } },
  { module: 'center', page: 'sweepCodeBjtu', load: sweep, title: 'h5.title.sweep', appKey: 'center', variant: 'bjtu' },
  { module: 'center', page: 'sweepCodeBuaa', load: sweep, title: 'h5.title.sweep', appKey: 'center', variant: 'buaa' },
  { module: 'center', page: 'sweepCodeRls', load: sweep, title: 'h5.title.sweep', appKey: 'center', variant: 'rls' },
  { module: 'smlogin', page: 'index', load: scan, title: 'h5.title.scanLogin', appKey: 'smlogin', public: true },
  { module: 'smlogin', page: 'success', load: scanResult, title: 'h5.title.scanLogin', appKey: 'smlogin', variant: 'success', public: true },
  { module: 'smlogin', page: 'cancel', load: scanResult, title: 'h5.title.scanLogin', appKey: 'smlogin', variant: 'cancel', public: true },
  { module: 'smloginV2', page: 'index', load: scan, title: 'h5.title.scanLogin', appKey: 'smloginV2', variant: 'v2', public: true },
  { module: 'smloginV2', page: 'success', load: scanResult, title: 'h5.title.scanLogin', appKey: 'smloginV2', variant: 'success', public: true },
  { module: 'smloginV2', page: 'cancel', load: scanResult, title: 'h5.title.scanLogin', appKey: 'smloginV2', variant: 'cancel', public: true },
  { module: 'qrcodeLogin', page: 'index', load: scan, title: 'h5.title.qrcodeLogin', appKey: 'qrcodeLogin', variant: 'desktop', public: true },
  { module: 'userlocalhost', page: 'index', load: () => import('./misc/UserLocalhost'), title: 'h5.title.userLocal', appKey: 'userlocalhost', public: true },
  { module: 'password', page: 'change', load: () => import('./password/ChangePassword'), title: 'h5.title.password', appKey: 'password', hall: { label: 'h5.title.password', icon: '✱' } },
];

export const coreRoutes: RouteEntry[] = rows.map((r) => ({ ...r, family: 'core' }));
