/** 车辆通行证: a car allowed on campus for a period; the department leader, then the security office. */
import type { ApprovalTemplate } from './index.js';
import { L, opt, PLATE, profileSource } from './text.js';

export const carLicenseApproval: ApprovalTemplate = {
  key: 'carLicense',
  name: L('车辆通行证', 'Campus car pass', '車輛通行證'),
  category: 'logistics',
  description: L('部门领导审核后由保卫处核发', 'The department leader, then the security office', '部門領導審核後由保衛處核發'),
  form: {
    version: 1,
    title: L('车辆通行证申请', 'Campus car pass application', '車輛通行證申請'),
    groups: [
      { id: 'g_owner', title: L('车主', 'Owner', '車主'), columns: 2 },
      { id: 'g_car', title: L('车辆', 'Vehicle', '車輛'), columns: 2 },
      { id: 'g_office', title: L('保卫处填写', 'Security office', '保衛處填寫'), columns: 2 },
    ],
    fields: [
      { id: 'owner', kind: 'text', label: L('车主姓名', 'Owner', '車主姓名'), group: 'g_owner', required: true, maxLength: 30 },
      { id: 'ownerNumber', kind: 'text', label: L('工号/学号', 'Staff or student number', '工號/學號'), group: 'g_owner', readonly: true },
      { id: 'ownerDept', kind: 'text', label: L('所在单位', 'Department', '所在單位'), group: 'g_owner', readonly: true },
      { id: 'ownerPhone', kind: 'text', label: L('联系电话', 'Phone', '聯絡電話'), group: 'g_owner', required: true, format: 'phone' },
      { id: 'plate', kind: 'text', label: L('车牌号', 'Plate', '車牌號'), group: 'g_car', required: true, pattern: PLATE },
      {
        id: 'vehicleType', kind: 'choice', label: L('车辆类型', 'Vehicle type', '車輛類型'), group: 'g_car', required: true,
        options: [opt('car', '小型轿车', 'Car', '小型轎車'), opt('suv', 'SUV/MPV', 'SUV or MPV', 'SUV/MPV'), opt('ev', '新能源车', 'Electric car', '新能源車'), opt('van', '货车', 'Van or truck', '貨車')],
      },
      { id: 'color', kind: 'text', label: L('车身颜色', 'Colour', '車身顏色'), group: 'g_car', maxLength: 10 },
      {
        id: 'relation', kind: 'choice', label: L('与车主关系', 'Relation to the owner', '與車主關係'), group: 'g_car', required: true, display: 'radio',
        options: [opt('self', '本人', 'Own car', '本人'), opt('family', '家属', 'Family', '家屬'), opt('unit', '单位车辆', 'Unit car', '單位車輛')],
      },
      { id: 'startDate', kind: 'date', label: L('有效期自', 'Valid from', '有效期自'), group: 'g_car', required: true },
      { id: 'endDate', kind: 'date', label: L('有效期至', 'Valid to', '有效期至'), group: 'g_car', required: true },
      { id: 'months', kind: 'computed', label: L('有效天数', 'Days valid', '有效天數'), group: 'g_car', expr: 'if(empty(startDate) or empty(endDate), null, days(startDate, endDate) + 1)' },
      { id: 'purpose', kind: 'textarea', label: L('申请事由', 'Purpose', '申請事由'), group: 'g_car', required: true, minLength: 4, maxLength: 300 },
      { id: 'license', kind: 'upload', label: L('行驶证照片', 'Vehicle licence', '行駛證照片'), group: 'g_car', required: true, maxFiles: 2, accept: ['jpg', 'jpeg', 'png', 'pdf'] },
      { id: 'passNumber', kind: 'text', label: L('通行证编号', 'Pass number', '通行證編號'), group: 'g_office', readonly: true, maxLength: 30 },
    ],
    rules: [
      { id: 'endAfterStart', assert: 'endDate >= startDate', field: 'endDate', message: L('结束日期不能早于开始日期', 'The end cannot be before the start', '結束日期不能早於開始日期') },
      { id: 'atMostAYear', assert: 'months <= 366', field: 'endDate', message: L('通行证最长一年', 'A pass lasts at most a year', '通行證最長一年') },
    ],
    dataSources: [profileSource({ name: 'owner', number: 'ownerNumber', department: 'ownerDept' })],
    print: { title: L('校园车辆通行证审批表', 'Campus car pass approval', '校園車輛通行證審批表'), signatureLines: [L('部门意见', 'Department', '部門意見'), L('保卫处意见', 'Security office', '保衛處意見')] },
  },
  process: {
    steps: [
      { key: 'dept', name: L('部门领导审核', 'Department leader', '部門領導審核'), assignee: { kind: 'leader' }, mode: 'single', deadlineHours: 48, fields: { passNumber: 'hidden' } },
      {
        key: 'security', name: L('保卫处审批', 'Security office', '保衛處審批'), assignee: { kind: 'role', role: 'approver' }, mode: 'any', deadlineHours: 72,
        fields: { passNumber: 'edit' }, escalate: { afterHours: 24, to: { kind: 'role', role: 'manager' } },
      },
    ],
  },
};
