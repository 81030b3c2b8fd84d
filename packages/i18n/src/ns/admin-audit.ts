/** The console's audit log page. */
import { defineNamespace } from '../define.js';

export const adminAudit = defineNamespace(
  {
    at: '时间',
    time: '时间范围',
    user: '操作人',
    userHelp: '账号',
    anonymous: '未登录',
    action: '操作',
    actionHelp: '如 admin.users 或 auth.login',
    target: '对象',
    detail: '详情',
    ip: 'IP 地址',
  },
  {
    at: 'Time',
    time: 'Time range',
    user: 'User',
    userHelp: 'Username',
    anonymous: 'Not logged in',
    action: 'Action',
    actionHelp: 'e.g. admin.users or auth.login',
    target: 'Target',
    detail: 'Detail',
    ip: 'IP address',
  },
  {
    at: '時間',
    time: '時間範圍',
    user: '操作人',
    userHelp: '帳號',
    anonymous: '未登入',
    action: '操作',
    actionHelp: '如 admin.users 或 auth.login',
    target: '對象',
    detail: '詳情',
    ip: 'IP 位址',
  },
);
