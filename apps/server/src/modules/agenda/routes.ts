import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import * as admin from './admin.js';
import * as ex from './export.js';
import * as groups from './groups.js';
import { startSweeper } from './reminders.js';
import * as svc from './service.js';

export default async function agendaRoutes(app: FastifyInstance) {
  mount(app, contract.agenda, {
    range: (input, ctx) => svc.range(ctx, input),
    detail: (input, ctx) => svc.detail(ctx, input.id),
    save: (input, ctx) => svc.save(ctx, input),
    remove: (input, ctx) => svc.remove(ctx, input.id),
    publish: (input, ctx) => svc.publish(ctx, input),
    read: (input, ctx) => svc.read(ctx, input.id),
    confirm: (input, ctx) => svc.confirm(ctx, input.id),
    groups: (_input, ctx) => groups.groups(ctx),
    group: (input, ctx) => groups.group(ctx, input.id),
    saveGroup: (input, ctx) => groups.saveGroup(ctx, input),
    deleteGroup: (input, ctx) => groups.deleteGroup(ctx, input.id),
    addMembers: (input, ctx) => groups.addMembers(ctx, input),
    importClass: (input, ctx) => groups.importClass(ctx, input),
    removeMember: (input, ctx) => groups.removeMember(ctx, input),
    setRole: (input, ctx) => groups.setRole(ctx, input),
    join: (input, ctx) => groups.join(ctx, input.code),
    leave: (input, ctx) => groups.leave(ctx, input.groupId),
    resetCode: (input, ctx) => groups.resetCode(ctx, input.groupId),
    managed: (_input, ctx) => groups.managed(ctx),
    settings: (_input, ctx) => ex.settings(ctx),
    saveSettings: (input, ctx) => ex.saveSettings(ctx, input),
    reminders: (_input, ctx) => ex.reminders(ctx),
    feed: (input, ctx) => ex.feed(ctx, input.enabled),
    ics: (input, ctx) => ex.ics(ctx, input.id),
    subscribe: (input, ctx) => ex.subscribe(ctx, input.token),
    adminGroups: (input, ctx) => admin.adminGroups(ctx, input),
    adminItems: (input, ctx) => admin.adminItems(ctx, input),
    adminDeleteGroup: (input, ctx) => admin.adminDeleteGroup(ctx, input.id),
    adminDeleteItem: (input, ctx) => admin.adminDeleteItem(ctx, input.id),
  });
  const sweeper = startSweeper(app.platform, app.log);
  app.addHook('onClose', () => sweeper.stop());
}
