/**
 * Starter forms: a designer may begin from one, the demo seed publishes them, and the engine's
 * tests and the bench use them as realistic inputs. Each passes checkSchema.
 */
import type { FormSchemaInput } from './schema.js';

/** 请假申请: who (filled from the profile at start), the leave, a child table of the days taken. */
export const leaveTemplate: FormSchemaInput = {
  version: 1,
  title: { zh: '学生请假申请', en: 'Student leave application', tw: '學生請假申請' },
  groups: [
    { id: 'g_who', title: { zh: '申请人', en: 'Applicant', tw: '申請人' }, columns: 2 },
    { id: 'g_leave', title: { zh: '请假信息', en: 'Leave', tw: '請假資訊' }, columns: 2 },
    { id: 'g_days', title: { zh: '请假明细', en: 'Days', tw: '請假明細' }, columns: 1 },
  ],
  fields: [
    { id: 'notice', kind: 'description', label: '', content: { zh: '<p>请假三天以上须上传证明材料，离校须填写去向。</p>', en: '<p>Leave over three days needs proof; leaving campus needs a destination.</p>', tw: '<p>請假三天以上須上傳證明材料，離校須填寫去向。</p>' } },
    { id: 'name', kind: 'text', label: { zh: '姓名', en: 'Name', tw: '姓名' }, group: 'g_who', required: true, readonly: true },
    { id: 'number', kind: 'text', label: { zh: '学号', en: 'Student number', tw: '學號' }, group: 'g_who', required: true, readonly: true },
    { id: 'department', kind: 'text', label: { zh: '院系', en: 'School', tw: '院系' }, group: 'g_who' },
    { id: 'phone', kind: 'text', label: { zh: '联系电话', en: 'Phone', tw: '聯絡電話' }, group: 'g_who', required: true, format: 'phone' },
    {
      id: 'type', kind: 'choice', label: { zh: '请假类型', en: 'Type', tw: '請假類型' }, group: 'g_leave', required: true,
      options: [
        { value: 'sick', label: { zh: '病假', en: 'Sick', tw: '病假' } },
        { value: 'personal', label: { zh: '事假', en: 'Personal', tw: '事假' } },
        { value: 'other', label: { zh: '其他', en: 'Other', tw: '其他' } },
      ],
    },
    { id: 'otherType', kind: 'text', label: { zh: '其他类型说明', en: 'Which other type', tw: '其他類型說明' }, group: 'g_leave', maxLength: 50 },
    { id: 'start', kind: 'date', label: { zh: '开始日期', en: 'From', tw: '開始日期' }, group: 'g_leave', required: true },
    { id: 'end', kind: 'date', label: { zh: '结束日期', en: 'To', tw: '結束日期' }, group: 'g_leave', required: true },
    { id: 'days', kind: 'computed', label: { zh: '天数', en: 'Days', tw: '天數' }, group: 'g_leave', expr: 'if(empty(start) or empty(end), null, days(start, end) + 1)' },
    { id: 'reason', kind: 'textarea', label: { zh: '请假事由', en: 'Reason', tw: '請假事由' }, group: 'g_leave', required: true, minLength: 5, maxLength: 500 },
    {
      id: 'leaveCampus', kind: 'choice', label: { zh: '是否离校', en: 'Leaving campus', tw: '是否離校' }, group: 'g_leave', required: true, display: 'radio',
      options: [{ value: 'yes', label: { zh: '是', en: 'Yes', tw: '是' } }, { value: 'no', label: { zh: '否', en: 'No', tw: '否' } }],
    },
    { id: 'destination', kind: 'region', label: { zh: '去向', en: 'Destination', tw: '去向' }, group: 'g_leave', levels: 2 },
    { id: 'proof', kind: 'upload', label: { zh: '证明材料', en: 'Proof', tw: '證明材料' }, group: 'g_leave', maxFiles: 3, accept: ['jpg', 'jpeg', 'png', 'pdf'] },
    {
      id: 'schedule', kind: 'table', label: { zh: '请假明细', en: 'Days taken', tw: '請假明細' }, group: 'g_days', minRows: 1, maxRows: 60, totals: ['amount'],
      columns: [
        { id: 'day', kind: 'date', label: { zh: '日期', en: 'Date', tw: '日期' }, required: true },
        {
          id: 'period', kind: 'choice', label: { zh: '时段', en: 'Period', tw: '時段' }, required: true,
          options: [
            { value: 'full', label: { zh: '全天', en: 'Whole day', tw: '全天' } },
            { value: 'am', label: { zh: '上午', en: 'Morning', tw: '上午' } },
            { value: 'pm', label: { zh: '下午', en: 'Afternoon', tw: '下午' } },
          ],
        },
        { id: 'amount', kind: 'computed', label: { zh: '折合天数', en: 'Day count', tw: '折合天數' }, expr: "if(period == 'full', 1, if(empty(period), 0, 0.5))", precision: 1 },
        { id: 'course', kind: 'text', label: { zh: '所缺课程', en: 'Classes missed', tw: '所缺課程' }, maxLength: 100 },
      ],
      rowRules: [{ id: 'dayInRange', assert: 'day >= start and day <= end', field: 'day', message: { zh: '日期须在请假期间内', en: 'The date must be within the leave', tw: '日期須在請假期間內' } }],
    },
    { id: 'signature', kind: 'signature', label: { zh: '本人签名', en: 'Signature', tw: '本人簽名' }, required: true },
  ],
  rules: [
    { id: 'endAfterStart', assert: 'end >= start', field: 'end', message: { zh: '结束日期不能早于开始日期', en: 'The end cannot be before the start', tw: '結束日期不能早於開始日期' } },
    { id: 'daysMatch', when: 'count(schedule) > 0', assert: 'sum(schedule.amount) <= days', field: 'schedule', message: { zh: '明细天数超过请假天数', en: 'The days listed exceed the leave', tw: '明細天數超過請假天數' } },
  ],
  linkage: [
    { id: 'otherShown', when: "type == 'other'", actions: [{ do: 'show', target: 'otherType' }, { do: 'require', target: 'otherType' }] },
    { id: 'proofNeeded', when: "type == 'sick' and days > 3", actions: [{ do: 'require', target: 'proof' }] },
    { id: 'whereTo', when: "leaveCampus == 'yes'", actions: [{ do: 'show', target: 'destination' }, { do: 'require', target: 'destination' }] },
  ],
  dataSources: [
    {
      id: 'profile', runAtStart: true, from: { kind: 'api', endpoint: 'user.getInfo', params: {} },
      apply: [{ mode: 'value', target: 'name', path: 'name' }, { mode: 'value', target: 'number', path: 'number' }, { mode: 'value', target: 'department', path: 'department' }],
    },
  ],
  print: { title: { zh: '学生请假审批表', en: 'Student leave approval', tw: '學生請假審批表' }, signatureLines: [{ zh: '辅导员意见', en: 'Counselor', tw: '輔導員意見' }, { zh: '学院意见', en: 'School', tw: '學院意見' }] },
};

/** 访客登记: the visitor, the host, companions in a child table, a car plate when driving in. */
export const visitorTemplate: FormSchemaInput = {
  version: 1,
  title: { zh: '校园访客预约', en: 'Campus visitor booking', tw: '校園訪客預約' },
  fields: [
    { id: 'visitor', kind: 'text', label: { zh: '访客姓名', en: 'Visitor', tw: '訪客姓名' }, required: true, maxLength: 30 },
    { id: 'idcard', kind: 'text', label: { zh: '身份证号', en: 'ID card number', tw: '身分證號' }, required: true, format: 'idcard' },
    { id: 'mobile', kind: 'text', label: { zh: '手机号', en: 'Mobile', tw: '手機號' }, required: true, format: 'phone' },
    { id: 'visitAt', kind: 'datetime', label: { zh: '来访时间', en: 'Arriving at', tw: '來訪時間' }, required: true },
    { id: 'hours', kind: 'number', label: { zh: '停留时长（小时）', en: 'Hours on campus', tw: '停留時長（小時）' }, required: true, min: 0.5, max: 12, precision: 1 },
    { id: 'host', kind: 'person', label: { zh: '被访人', en: 'Host', tw: '被訪人' }, required: true },
    { id: 'hostDept', kind: 'department', label: { zh: '被访部门', en: 'Host department', tw: '被訪部門' } },
    { id: 'purpose', kind: 'multiChoice', label: { zh: '来访事由', en: 'Purpose', tw: '來訪事由' }, required: true, maxItems: 2, options: [
      { value: 'meeting', label: { zh: '会议', en: 'Meeting', tw: '會議' } },
      { value: 'visit', label: { zh: '探访', en: 'Visit', tw: '探訪' } },
      { value: 'delivery', label: { zh: '送货', en: 'Delivery', tw: '送貨' } },
    ] },
    { id: 'byCar', kind: 'choice', label: { zh: '是否驾车', en: 'Driving in', tw: '是否駕車' }, required: true, options: [{ value: 'yes', label: { zh: '是', en: 'Yes', tw: '是' } }, { value: 'no', label: { zh: '否', en: 'No', tw: '否' } }] },
    { id: 'plate', kind: 'text', label: { zh: '车牌号', en: 'Plate', tw: '車牌號' }, hidden: true, pattern: { regex: '[\\u4e00-\\u9fa5][A-Z][A-Z0-9]{5,6}', message: { zh: '车牌号格式不正确', en: 'Not a plate number', tw: '車牌號格式不正確' } } },
    { id: 'companions', kind: 'table', label: { zh: '随行人员', en: 'Companions', tw: '隨行人員' }, maxRows: 10, columns: [
      { id: 'cName', kind: 'text', label: { zh: '姓名', en: 'Name', tw: '姓名' }, required: true, maxLength: 30 },
      { id: 'cIdcard', kind: 'text', label: { zh: '身份证号', en: 'ID card number', tw: '身分證號' }, required: true, format: 'idcard' },
    ] },
    { id: 'headcount', kind: 'computed', label: { zh: '来访总人数', en: 'Visitors in all', tw: '來訪總人數' }, expr: '1 + count(companions)' },
    { id: 'gate', kind: 'location', label: { zh: '入校位置', en: 'Gate', tw: '入校位置' } },
  ],
  rules: [{ id: 'groupLimit', assert: 'headcount <= 8', field: 'companions', message: { zh: '每次预约最多 8 人', en: 'At most 8 people per booking', tw: '每次預約最多 8 人' } }],
  linkage: [{ id: 'car', when: "byCar == 'yes'", actions: [{ do: 'show', target: 'plate' }, { do: 'require', target: 'plate' }] }],
};
