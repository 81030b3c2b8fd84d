/** Document library (files): H5 screens file/index and commonFile/index. */
import { defineNamespace } from '../define.js';
import { filesTitles } from './files.titles.js';

export const files = defineNamespace(
  {
    title: filesTitles.zh.title,
    search: '搜索文件名称',
    sharedWithMe: '共享给我',
    mine: '我上传的',
    allFolders: '全部',
    empty: '暂无文件',
    noMatch: '没有找到相关文件',
    downloads: '下载 {n} 次',
    preview: '预览',
    download: '下载',
    more: '加载更多',
    by: '{name} 上传',
  },
  {
    title: filesTitles.en.title,
    search: 'Search file names',
    sharedWithMe: 'Shared with me',
    mine: 'Uploaded by me',
    allFolders: 'All',
    empty: 'No files yet',
    noMatch: 'No matching files',
    downloads: '{n} downloads',
    preview: 'Preview',
    download: 'Download',
    more: 'Load more',
    by: 'Uploaded by {name}',
  },
  {
    title: filesTitles.tw.title,
    search: '搜尋檔案名稱',
    sharedWithMe: '共用給我',
    mine: '我上傳的',
    allFolders: '全部',
    empty: '暫無檔案',
    noMatch: '沒有找到相關檔案',
    downloads: '下載 {n} 次',
    preview: '預覽',
    download: '下載',
    more: '載入更多',
    by: '{name} 上傳',
  },
);
