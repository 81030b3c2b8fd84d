/** The console's navigation labels named by the spec (section 9). */
import { defineNamespace } from '../define.js';

export const nav = defineNamespace(
  {
    contentManagement: '内容管理',
    userManagement: '用户管理',
    statistics: '统计',
    settings: '设置',
    newAndLaunch: '新增和启动',
    active: '活跃',
    timePeriod: '时段',
    retention: '留存',
    loss: '流失',
  },
  {
    contentManagement: 'Content management',
    userManagement: 'User management',
    statistics: 'Statistics',
    settings: 'Settings',
    newAndLaunch: 'New users and launches',
    active: 'Active users',
    timePeriod: 'Time of day',
    retention: 'Retention',
    loss: 'Churn',
  },
  {
    contentManagement: '內容管理',
    userManagement: '使用者管理',
    statistics: '統計',
    settings: '設定',
    newAndLaunch: '新增和啟動',
    active: '活躍',
    timePeriod: '時段',
    retention: '留存',
    loss: '流失',
  },
);
