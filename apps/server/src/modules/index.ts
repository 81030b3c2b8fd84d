/**
 * Every server module, registered in this order. Add a module: one folder, one line here.
 */
import type { FastifyPluginAsync } from 'fastify';
import activity from './activity/routes.js';
import admin from './admin/routes.js';
import audience from './audience/routes.js';
import auth from './auth/routes.js';
import center from './center/routes.js';
import content from './content/routes.js';
import corp from './corp/routes.js';
import generalApp from './generalApp/routes.js';
import health from './health/routes.js';
import log from './log/routes.js';
import message from './message/routes.js';
import media from './media/routes.js';
import rss from './rss/routes.js';
import seat from './seat/routes.js';
import signin from './signin/routes.js';
import site from './site/routes.js';
import sso from './sso/routes.js';
import ticket from './ticket/routes.js';
import upload from './upload/routes.js';
import user from './user/routes.js';
import voucher from './voucher/routes.js';
import repair from './repair/routes.js';
import officeTel from './officeTel/routes.js';
import shuttleBus from './shuttleBus/routes.js';
import asset from './asset/routes.js';
import portal from './portal/routes.js';
import schoolMap from './schoolMap/routes.js';
import agenda from './agenda/routes.js';
import files from './files/routes.js';
import dataQuery from './dataQuery/routes.js';
import clock from './clock/routes.js';
import campusCode from './campusCode/routes.js';
import canteen from './canteen/routes.js';
import travel from './travel/routes.js';
import forms from './forms/routes.js';
import workflow from './workflow/routes.js';
import document from './document/routes.js';
import visitor from './visitor/routes.js';

export const modules: FastifyPluginAsync[] = [
  health, auth, user, site, log, upload, corp, center, admin, audience, sso, content, rss, media, message, ticket,
  seat, activity, generalApp, signin, voucher, repair, asset, officeTel, shuttleBus, portal, schoolMap, agenda, files, dataQuery, clock, campusCode, canteen, travel, forms, workflow, document, visitor,
];
