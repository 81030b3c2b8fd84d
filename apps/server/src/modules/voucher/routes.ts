import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import * as svc from './service.js';
import { recordsWorkbook } from './xlsx.js';
import { XLSX_TYPE } from '../../platform/xlsx.js';

export default async function voucherRoutes(app: FastifyInstance) {
  mount(app, contract.voucher, {
    mine: (input, ctx) => svc.mine(ctx, input.state),
    claimable: (_input, ctx) => svc.claimable(ctx),
    claim: (input, ctx) => svc.claim(ctx, input.batchId),
    writeOff: (input, ctx) => svc.writeOff(ctx, input.code, input.place),
    myWriteOffs: (_input, ctx) => svc.myWriteOffs(ctx),
    batches: (input, ctx) => svc.batches(ctx, input),
    batchDetail: (input, ctx) => svc.batchDetail(ctx, input.id),
    saveBatch: (input, ctx) => svc.saveBatch(ctx, input),
    issue: (input, ctx) => svc.issue(ctx, input.batchId),
    records: (input, ctx) => svc.records(ctx, input),
    recordsExport: async (input, ctx) => {
      const buf = await recordsWorkbook(ctx, input);
      ctx.reply.header('content-type', XLSX_TYPE).header('content-disposition', 'attachment; filename="voucher-write-offs.xlsx"').header('cache-control', 'no-store').send(buf);
      return null;
    },
  });
}
