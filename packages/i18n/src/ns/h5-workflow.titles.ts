/** The titles of the `h5Workflow` screens, apart from the rest so that an app can show them (menus, page titles) before it loads the screens' own strings. */
import { defineNamespace } from '../define.js';

export const h5WorkflowTitles = defineNamespace(
  {
    title: {
      backlog: '待办审批',
      complete: '已办审批',
      waitpage: '审批处理',
      flowpage: '审批详情',
      flowlog: '审批流程',
      flow: '发起申请',
      user: '审批授权',
    },
  },
  {
    title: {
      backlog: 'My approvals',
      complete: 'Handled',
      waitpage: 'Approve',
      flowpage: 'Application',
      flowlog: 'Approval flow',
      flow: 'Apply',
      user: 'Delegations',
    },
  },
  {
    title: {
      backlog: '待辦審批',
      complete: '已辦審批',
      waitpage: '審批處理',
      flowpage: '審批詳情',
      flowlog: '審批流程',
      flow: '發起申請',
      user: '審批授權',
    },
  },
);
