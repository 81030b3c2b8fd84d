import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import { options, people } from './service.js';

export default async function audienceRoutes(app: FastifyInstance) {
  mount(app, contract.audience, {
    options: (_, ctx) => options(ctx),
    people: (input, ctx) => people(ctx, input.keyword),
  });
}
