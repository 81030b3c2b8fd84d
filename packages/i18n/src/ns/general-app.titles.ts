/** The titles of the `generalApp` screens, apart from the rest so that an app can show them (menus, page titles) before it loads the screens' own strings. */
import { defineNamespace } from '../define.js';

export const generalAppTitles = defineNamespace(
  {
    title: {
      index: '场馆预约',
      history: '历史预约',
      details: '预约详情',
      appointAdmin: '预约管理',
      adminDetails: '预约详情（管理）',
      myAppointment: '我的预约',
      space: '场地详情',
      approval: '预约审批',
      appoint: '填写预约',
      message: '预约消息',
      signmanage: '签到管理',
      signlog: '签到记录',
      pc: '预约管理（电脑端）',
    },
  },
  {
    title: {
      index: 'Venue booking',
      history: 'Past appointments',
      details: 'Appointment',
      appointAdmin: 'Manage appointments',
      adminDetails: 'Appointment (staff)',
      myAppointment: 'My appointments',
      space: 'Space',
      approval: 'Approvals',
      appoint: 'Book a slot',
      message: 'Appointment messages',
      signmanage: 'Check-in',
      signlog: 'Check-in log',
      pc: 'Appointments (desktop)',
    },
  },
  {
    title: {
      index: '場館預約',
      history: '歷史預約',
      details: '預約詳情',
      appointAdmin: '預約管理',
      adminDetails: '預約詳情（管理）',
      myAppointment: '我的預約',
      space: '場地詳情',
      approval: '預約審批',
      appoint: '填寫預約',
      message: '預約消息',
      signmanage: '簽到管理',
      signlog: '簽到記錄',
      pc: '預約管理（電腦端）',
    },
  },
);
