/**
 * The `content` family of seed-routes.tsv: news, notices, the message centre, announcements, hot
 * issues, boda lists, content pages, RSS and media. School rows (tjuNotice, tjuNews, tjuOfficial,
 * ucassnews) open the shared list/detail screens with their variant.
 */
import type { RouteEntry } from '../../route-types';

type Row = Omit<RouteEntry, 'family'>;

const list = () => import('./shared/ContentList');
const detail = () => import('./shared/ContentDetail');
const page = () => import('./pages/ContentPage');

// News and the school's pages are readable without logging in (the server shows guests only
// items for the whole site in public categories); notices and the rest need a login.
const rows: Row[] = [
  { module: 'news', page: 'index', load: list, title: 'h5content.title.news', appKey: 'news', variant: 'news', keepAlive: true, public: true, hall: { label: 'h5content.title.news', icon: '☰' } },
  { module: 'news', page: 'detail', load: detail, title: 'h5content.title.newsDetail', appKey: 'news', public: true },
  { module: 'notice', page: 'index', load: list, title: 'h5content.title.notice', appKey: 'notice', variant: 'notice', hall: { label: 'h5content.title.notice', icon: '⚑' } },
  { module: 'notice', page: 'noticepage', load: detail, title: 'h5content.title.noticeDetail', appKey: 'notice' },
  { module: 'notice', page: 'noticetippage', load: () => import('./notice/NoticeTip'), title: 'h5content.title.noticeTip', appKey: 'notice' },
  { module: 'message', page: 'index', load: () => import('./message/MessageCentre'), title: 'h5content.title.message', appKey: 'message', hall: { label: 'h5content.title.message', icon: '✉' } },
  { module: 'message', page: 'message', load: () => import('./message/MessageDetail'), title: 'h5content.title.messageDetail', appKey: 'message' },
  { module: 'tjuNotice', page: 'index', load: list, title: 'h5content.title.tjuNotice', appKey: 'tjuNotice', variant: 'tjuNotice' },
  { module: 'tjuNotice', page: 'detail', load: detail, title: 'h5content.title.noticeDetail', appKey: 'tjuNotice' },
  { module: 'tjuNews', page: 'index', load: list, title: 'h5content.title.tjuNews', appKey: 'tjuNews', variant: 'tjuNews', public: true },
  { module: 'tjuNews', page: 'detail', load: detail, title: 'h5content.title.newsDetail', appKey: 'tjuNews', public: true },
  { module: 'tjuOfficial', page: 'index', load: list, title: 'h5content.title.tjuOfficial', appKey: 'tjuOfficial', variant: 'tjuOfficial' },
  { module: 'tjuOfficial', page: 'detail', load: detail, title: 'h5content.title.announcementDetail', appKey: 'tjuOfficial' },
  { module: 'ucassnews', page: 'index', load: list, title: 'h5content.title.ucasNews', appKey: 'ucassnews', variant: 'ucassnews', public: true },
  { module: 'announcementRelease', page: 'index', load: list, title: 'h5content.title.announcement', appKey: 'announcementRelease', variant: 'announcement', hall: { label: 'h5content.title.announcement', icon: '✎' } },
  { module: 'announcementRelease', page: 'detail', load: detail, title: 'h5content.title.announcementDetail', appKey: 'announcementRelease' },
  { module: 'hotissue', page: 'index', load: list, title: 'h5content.title.hotissue', appKey: 'hotissue', variant: 'hotissue', hall: { label: 'h5content.title.hotissue', icon: '♨' } },
  { module: 'hotissue', page: 'list', load: list, title: 'h5content.title.hotissueList', appKey: 'hotissue', variant: 'hotissueFollowed' },
  { module: 'hotissue', page: 'detail', load: detail, title: 'h5content.title.hotissueDetail', appKey: 'hotissue' },
  { module: 'boda', page: 'index', load: list, title: 'h5content.title.boda', appKey: 'boda', variant: 'boda' },
  { module: 'boda', page: 'detail', load: detail, title: 'h5content.title.bodaDetail', appKey: 'boda' },
  { module: 'boda', page: 'lists', load: list, title: 'h5content.title.bodaLists', appKey: 'boda', variant: 'bodaLists' },
  { module: 'boda', page: 'listDetail', load: detail, title: 'h5content.title.bodaDetail', appKey: 'boda' },
  { module: 'schoolHistory', page: 'index', load: page, title: 'h5content.title.schoolHistory', appKey: 'schoolHistory', variant: 'schoolHistory', public: true, hall: { label: 'h5content.title.schoolHistory', icon: '⌂' } },
  { module: 'graduation', page: 'index', load: page, title: 'h5content.title.graduation', appKey: 'graduation', variant: 'graduation', public: true },
  { module: 'rssSubscription', page: 'index', load: () => import('./rss/RssIndex'), title: 'h5content.title.rss', appKey: 'rssSubscription', hall: { label: 'h5content.title.rss', icon: '⟳' } },
  { module: 'rssSubscription', page: 'rssinfo', load: () => import('./rss/RssInfo'), title: 'h5content.title.rssInfo', appKey: 'rssSubscription' },
  { module: 'video', page: 'list', load: () => import('./media/VideoList'), title: 'h5content.title.video', appKey: 'video', hall: { label: 'h5content.title.video', icon: '▶' } },
  { module: 'video', page: 'detail', load: () => import('./media/VideoDetail'), title: 'h5content.title.videoDetail', appKey: 'video' },
  { module: 'photowall', page: 'index', load: () => import('./media/PhotoWall'), title: 'h5content.title.photowall', appKey: 'photowall', hall: { label: 'h5content.title.photowall', icon: '▣' } },
  { module: 'photowall', page: 'myPhotos', load: () => import('./media/MyPhotos'), title: 'h5content.title.myPhotos', appKey: 'photowall' },
  { module: 'photowall', page: 'uploadPhoto', load: () => import('./media/UploadPhoto'), title: 'h5content.title.uploadPhoto', appKey: 'photowall' },
  { module: 'photoCollection', page: 'index', load: () => import('./media/PhotoCollections'), title: 'h5content.title.photoCollection', appKey: 'photoCollection', hall: { label: 'h5content.title.photoCollection', icon: '▤' } },
];

export const contentRoutes: RouteEntry[] = rows.map((r) => ({ ...r, family: 'content' }));
