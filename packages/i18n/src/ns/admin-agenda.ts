/** Agenda (console): the site's groups and group items, for removing abusive ones. */
import { defineNamespace } from '../define.js';

export const adminAgenda = defineNamespace(
  {
    title: '班级日程',
    hint: '这里列出本站所有班级与班级日程，可删除违规内容；个人日程属于个人隐私，不在此显示。',
    groups: '班级',
    items: '班级日程',
    col: { name: '班级名称', owner: '创建者', members: '成员数', items: '日程数', createdAt: '创建时间', title: '标题', group: '班级', publisher: '发布人', start: '开始', read: '已读', confirmed: '已确认', keyword: '关键词' },
    allDay: '全天',
    viewItems: '查看日程',
    delete: '删除',
    deleteGroupConfirm: '删除班级会同时删除它的全部日程，确定？',
    deleteItemConfirm: '确定删除这条日程？',
    deleted: '已删除',
  },
  {
    title: 'Group agendas',
    hint: 'Every group and group item of this site, to remove abusive ones. Personal items are private and not shown.',
    groups: 'Groups',
    items: 'Group items',
    col: { name: 'Group', owner: 'Owner', members: 'Members', items: 'Items', createdAt: 'Created', title: 'Title', group: 'Group', publisher: 'Published by', start: 'Starts', read: 'Read', confirmed: 'Confirmed', keyword: 'Keyword' },
    allDay: 'All day',
    viewItems: 'View items',
    delete: 'Delete',
    deleteGroupConfirm: 'Deleting the group deletes all its items. Continue?',
    deleteItemConfirm: 'Delete this item?',
    deleted: 'Deleted',
  },
  {
    title: '班級日程',
    hint: '這裡列出本站所有班級與班級日程，可刪除違規內容；個人日程屬於個人隱私，不在此顯示。',
    groups: '班級',
    items: '班級日程',
    col: { name: '班級名稱', owner: '建立者', members: '成員數', items: '日程數', createdAt: '建立時間', title: '標題', group: '班級', publisher: '發佈人', start: '開始', read: '已讀', confirmed: '已確認', keyword: '關鍵詞' },
    allDay: '全天',
    viewItems: '查看日程',
    delete: '刪除',
    deleteGroupConfirm: '刪除班級會同時刪除它的全部日程，確定？',
    deleteItemConfirm: '確定刪除這條日程？',
    deleted: '已刪除',
  },
);
