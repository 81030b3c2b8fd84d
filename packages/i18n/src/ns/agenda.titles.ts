/** The titles of the `agenda` screens, apart from the rest so that an app can show them (menus, page titles) before it loads the screens' own strings. */
import { defineNamespace } from '../define.js';

export const agendaTitles = defineNamespace(
  {
    title: {
      index: '我的日程',
      pcindex: '我的日程',
      list: '日程列表',
      add: '新建日程',
      edit: '编辑日程',
      manage: '日程管理',
      addClass: '发布班级日程',
      classManage: '我的班级',
      classManageDetail: '班级详情',
      createGroup: '创建班级',
      remind: '日程提醒',
      classDetail: '日程详情',
    },
  },
  {
    title: {
      index: 'My agenda',
      pcindex: 'My agenda',
      list: 'Agenda list',
      add: 'New item',
      edit: 'Edit item',
      manage: 'Agenda management',
      addClass: 'Publish to a group',
      classManage: 'My groups',
      classManageDetail: 'Group',
      createGroup: 'Create a group',
      remind: 'Reminders',
      classDetail: 'Agenda item',
    },
  },
  {
    title: {
      index: '我的日程',
      pcindex: '我的日程',
      list: '日程列表',
      add: '新建日程',
      edit: '編輯日程',
      manage: '日程管理',
      addClass: '發佈班級日程',
      classManage: '我的班級',
      classManageDetail: '班級詳情',
      createGroup: '建立班級',
      remind: '日程提醒',
      classDetail: '日程詳情',
    },
  },
);
