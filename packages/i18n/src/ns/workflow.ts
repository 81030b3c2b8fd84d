/**
 * Approval workflows, the words both apps and the server share: item states, timeline actions,
 * task kinds, the process designer's problems (keys from forms/process.ts) and the notices sent.
 */
import { defineNamespace } from '../define.js';

export const workflow = defineNamespace(
  {
    state: { running: '审批中', returned: '已退回', approved: '已通过', rejected: '已驳回', withdrawn: '已撤回', terminated: '已终止' },
    action: {
      submit: '提交申请', resubmit: '重新提交', approve: '同意', reject: '驳回', return: '退回', transfer: '转办', delegate: '委托',
      addSigner: '加签', withdraw: '撤回', terminate: '终止', comment: '评论', cc: '抄送', remind: '超时提醒', escalate: '超时上报',
      urge: '催办', nobody: '无人可审批，转交管理员', end: '流程结束',
    },
    kind: { approve: '审批', added: '加签', escalated: '超时上报', resubmit: '待重新提交' },
    mode: { single: '单人审批', any: '或签（一人同意即可）', all: '会签（须全部同意）' },
    process: {
      invalid: '格式不正确：{message}',
      duplicateKey: '步骤标识 {key} 重复',
      unknownStep: '步骤 {key} 不存在',
      backward: '只能流向后面的步骤（{key} 在前面），退回请用退回操作',
      syntax: '条件写法有误：{message}',
      unknownRef: '条件引用的字段 {id} 不存在',
      unknownField: '字段 {id} 不存在',
      notPerson: '字段 {id} 不是人员字段',
      singleMany: '单人审批只能指定一人',
    },
    notice: {
      task: '待审批：{applicant} 的 {form}',
      returned: '你的 {form} 被退回，请修改后重新提交',
      copied: '抄送：{applicant} 的 {form}',
      urged: '{applicant} 催办：{form}',
      overdue: '审批已超时：{applicant} 的 {form}',
      ended: { approved: '你的 {form} 已通过', rejected: '你的 {form} 被驳回', withdrawn: '你的 {form} 已撤回', terminated: '你的 {form} 已被管理员终止' },
    },
    webhook: { pending: '待发送', delivered: '已送达', failed: '失败' },
  },
  {
    state: { running: 'In approval', returned: 'Returned', approved: 'Approved', rejected: 'Rejected', withdrawn: 'Withdrawn', terminated: 'Terminated' },
    action: {
      submit: 'Submitted', resubmit: 'Resubmitted', approve: 'Approved', reject: 'Rejected', return: 'Returned', transfer: 'Transferred', delegate: 'Delegated',
      addSigner: 'Added a signer', withdraw: 'Withdrawn', terminate: 'Terminated', comment: 'Comment', cc: 'Copied', remind: 'Overdue reminder', escalate: 'Escalated',
      urge: 'Urged', nobody: 'Nobody could take it: handed to administrators', end: 'Ended',
    },
    kind: { approve: 'Approval', added: 'Added signer', escalated: 'Escalated', resubmit: 'Resubmit' },
    mode: { single: 'One person', any: 'Any one of them', all: 'All of them (countersign)' },
    process: {
      invalid: 'Invalid: {message}',
      duplicateKey: 'Step key {key} is used twice',
      unknownStep: 'There is no step {key}',
      backward: 'Can only lead to a later step ({key} comes before); use Return to go back',
      syntax: 'The condition is not well formed: {message}',
      unknownRef: 'The condition names a field {id} that does not exist',
      unknownField: 'There is no field {id}',
      notPerson: 'Field {id} is not a person field',
      singleMany: 'A one-person step names one person',
    },
    notice: {
      task: 'To approve: {form} from {applicant}',
      returned: 'Your {form} was returned: change it and submit again',
      copied: 'Copied to you: {form} from {applicant}',
      urged: '{applicant} asks you to act on: {form}',
      overdue: 'Overdue: {form} from {applicant}',
      ended: { approved: 'Your {form} was approved', rejected: 'Your {form} was rejected', withdrawn: 'Your {form} was withdrawn', terminated: 'Your {form} was terminated by an administrator' },
    },
    webhook: { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' },
  },
  {
    state: { running: '審批中', returned: '已退回', approved: '已通過', rejected: '已駁回', withdrawn: '已撤回', terminated: '已終止' },
    action: {
      submit: '提交申請', resubmit: '重新提交', approve: '同意', reject: '駁回', return: '退回', transfer: '轉辦', delegate: '委託',
      addSigner: '加簽', withdraw: '撤回', terminate: '終止', comment: '評論', cc: '抄送', remind: '逾時提醒', escalate: '逾時上報',
      urge: '催辦', nobody: '無人可審批，轉交管理員', end: '流程結束',
    },
    kind: { approve: '審批', added: '加簽', escalated: '逾時上報', resubmit: '待重新提交' },
    mode: { single: '單人審批', any: '或簽（一人同意即可）', all: '會簽（須全部同意）' },
    process: {
      invalid: '格式不正確：{message}',
      duplicateKey: '步驟標識 {key} 重複',
      unknownStep: '步驟 {key} 不存在',
      backward: '只能流向後面的步驟（{key} 在前面），退回請用退回操作',
      syntax: '條件寫法有誤：{message}',
      unknownRef: '條件引用的欄位 {id} 不存在',
      unknownField: '欄位 {id} 不存在',
      notPerson: '欄位 {id} 不是人員欄位',
      singleMany: '單人審批只能指定一人',
    },
    notice: {
      task: '待審批：{applicant} 的 {form}',
      returned: '你的 {form} 被退回，請修改後重新提交',
      copied: '抄送：{applicant} 的 {form}',
      urged: '{applicant} 催辦：{form}',
      overdue: '審批已逾時：{applicant} 的 {form}',
      ended: { approved: '你的 {form} 已通過', rejected: '你的 {form} 被駁回', withdrawn: '你的 {form} 已撤回', terminated: '你的 {form} 已被管理員終止' },
    },
    webhook: { pending: '待發送', delivered: '已送達', failed: '失敗' },
  },
);
