/** Console pages of the approval workflow (menu group `workflow`): everyone's lists and item; design, all items and templates for workflow.manage. */
export default [
  { path: '/workflow', redirect: '/workflow/todo' },
  { path: '/workflow/todo', name: 'workflowTodo', component: './workflow/todo', access: 'canWorkflow' },
  { path: '/workflow/done', name: 'workflowDone', component: './workflow/done', access: 'canWorkflow' },
  { path: '/workflow/cc', name: 'workflowCc', component: './workflow/cc', access: 'canWorkflow' },
  { path: '/workflow/mine', name: 'workflowMine', component: './workflow/mine', access: 'canWorkflow' },
  { path: '/workflow/admin', name: 'workflowAdmin', component: './workflow/admin', access: 'canWorkflowManage' },
  { path: '/workflow/templates', name: 'workflowTemplates', component: './workflow/templates', access: 'canWorkflowManage' },
  { path: '/workflow/item', component: './workflow/item', access: 'canWorkflow', hideInMenu: true },
  { path: '/workflow/process', component: './workflow/process', access: 'canWorkflowManage', hideInMenu: true },
];
