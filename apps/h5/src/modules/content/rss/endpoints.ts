export { rss as rssApi } from '@campus/api';
