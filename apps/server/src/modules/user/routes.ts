import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import { linkAccount, listAccounts, switchAccount, unlinkAccount } from './accounts.js';
import { changeContact, sendCode } from './codes.js';
import { changePassword, getInfo, getNoticeSettings, saveAvatar, saveInfo, saveNoticeSettings } from './service.js';

export default async function userRoutes(app: FastifyInstance) {
  mount(app, contract.user, {
    getInfo: (_, ctx) => getInfo(ctx),
    saveInfo: (input, ctx) => saveInfo(ctx, input),
    saveAvatar: (input, ctx) => saveAvatar(ctx, input.avatar),
    accounts: (_, ctx) => listAccounts(ctx),
    linkAccount: (input, ctx) => linkAccount(ctx, input.username, input.password),
    unlinkAccount: (input, ctx) => unlinkAccount(ctx, input.id),
    switch: (input, ctx) => switchAccount(ctx, input.id),
    smsCode: (input, ctx) => sendCode(ctx, 'mobile', input.mobile),
    emailCode: (input, ctx) => sendCode(ctx, 'email', input.email),
    editMobile: async (input, ctx) => ({ mobile: await changeContact(ctx, 'mobile', input.mobile, input.code) }),
    editEmail: async (input, ctx) => ({ email: await changeContact(ctx, 'email', input.email, input.code) }),
    noticeSettings: (_, ctx) => getNoticeSettings(ctx),
    saveNoticeSettings: (input, ctx) => saveNoticeSettings(ctx, input),
    changePassword: (input, ctx) => changePassword(ctx, input.oldPassword, input.newPassword),
  });
}
