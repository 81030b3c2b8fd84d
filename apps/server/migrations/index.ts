/**
 * The migration set, in order. Listed statically so the bundled server carries them.
 * Add a file `YYYY-MM-DDTNNNN_name.ts` and a line here; never edit one that has shipped.
 */
import type { Migration } from 'kysely';
import * as core from './2026-11-22T0001_core.js';
import * as user from './2026-11-22T0002_user.js';
import * as sso from './2026-11-22T0003_sso.js';
import * as center from './2026-11-22T0006_center.js';
import * as message from './2026-11-22T0007_message.js';
import * as content from './2026-11-22T0008_content.js';
import * as rssMedia from './2026-11-22T0009_rss_media.js';
import * as ticket from './2026-11-22T0010_ticket.js';
import * as seat from './2026-11-22T0011_seat.js';
import * as activity from './2026-11-22T0012_activity.js';
import * as generalApp from './2026-11-22T0013_general_app.js';
import * as signin from './2026-11-22T0014_signin.js';
import * as voucher from './2026-11-22T0015_voucher.js';
import * as ticketMore from './2026-11-22T0016_ticket_more.js';
import * as repair from './2026-11-24T0017_repair.js';
import * as asset from './2026-11-24T0018_asset.js';
import * as officeTelShuttle from './2026-11-24T0019_office_tel_shuttle.js';
import * as portal from './2026-11-25T0103_portal.js';
import * as agenda from './2026-11-25T0101_agenda.js';
import * as schoolMap from './2026-11-25T0102_school_map.js';
import * as filesQueryClock from './2026-11-25T0104_files_query_clock.js';
import * as codeCanteenTravel from './2026-11-25T0105_code_canteen_travel.js';
import * as forms from './2026-11-25T0106_forms.js';
import * as workflow from './2026-11-25T0201_workflow.js';
import * as formVisitors from './2026-11-25T0202_form_visitors.js';
import * as documentMigration from './2026-11-25T0301_document.js';
import * as visitorMigration from './2026-11-25T0401_visitor.js';
import * as repairSiteDays from './2026-11-27T0501_repair_site_days.js';

export const migrations: Record<string, Migration> = {
  '2026-11-22T0001_core': core,
  '2026-11-22T0002_user': user,
  '2026-11-22T0003_sso': sso,
  '2026-11-22T0006_center': center,
  '2026-11-22T0007_message': message,
  '2026-11-22T0008_content': content,
  '2026-11-22T0009_rss_media': rssMedia,
  '2026-11-22T0010_ticket': ticket,
  '2026-11-22T0011_seat': seat,
  '2026-11-22T0012_activity': activity,
  '2026-11-22T0013_general_app': generalApp,
  '2026-11-22T0014_signin': signin,
  '2026-11-22T0015_voucher': voucher,
  '2026-11-22T0016_ticket_more': ticketMore,
  '2026-11-24T0017_repair': repair,
  '2026-11-24T0018_asset': asset,
  '2026-11-24T0019_office_tel_shuttle': officeTelShuttle,
  '2026-11-25T0103_portal': portal,
  '2026-11-25T0101_agenda': agenda,
  '2026-11-25T0102_school_map': schoolMap,
  '2026-11-25T0104_files_query_clock': filesQueryClock,
  '2026-11-25T0105_code_canteen_travel': codeCanteenTravel,
  '2026-11-25T0106_forms': forms,
  '2026-11-25T0201_workflow': workflow,
  '2026-11-25T0202_form_visitors': formVisitors,
  '2026-11-25T0301_document': documentMigration,
  '2026-11-25T0401_visitor': visitorMigration,
  '2026-11-27T0501_repair_site_days': repairSiteDays,
};
