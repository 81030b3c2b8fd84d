/** The titles of the `activity` screens, apart from the rest so that an app can show them (menus, page titles) before it loads the screens' own strings. */
import { defineNamespace } from '../define.js';

export const activityTitles = defineNamespace(
  {
    title: {
      hall: '活动大厅',
      index: '校园活动',
      manage: '我组织的活动',
      activemanage: '活动管理',
      activemanageSing: '报名管理',
      activityfile: '活动文件',
      activitycomment: '活动评论',
      activityphoto: '活动相册',
      activityphotochild: '相册照片',
      activitydetail: '活动详情',
      activitycode: '活动签到',
      addnew: '发布活动',
    },
  },
  {
    title: {
      hall: 'Activity hall',
      index: 'Campus activities',
      manage: 'Activities I organise',
      activemanage: 'Manage activity',
      activemanageSing: 'Sign-ups',
      activityfile: 'Activity files',
      activitycomment: 'Comments',
      activityphoto: 'Photo albums',
      activityphotochild: 'Album photos',
      activitydetail: 'Activity',
      activitycode: 'Check-in',
      addnew: 'New activity',
    },
  },
  {
    title: {
      hall: '活動大廳',
      index: '校園活動',
      manage: '我組織的活動',
      activemanage: '活動管理',
      activemanageSing: '報名管理',
      activityfile: '活動文件',
      activitycomment: '活動評論',
      activityphoto: '活動相冊',
      activityphotochild: '相冊照片',
      activitydetail: '活動詳情',
      activitycode: '活動簽到',
      addnew: '發佈活動',
    },
  },
);
