/** The services family's console pages, one file per feature (menu group `services`). */
import asset from './asset';
import officeTel from './officeTel';
import portal from './portal';
import repair from './repair';
import shuttleBus from './shuttleBus';
import schoolMap from './schoolMap';
import files from './files';
import dataQuery from './dataQuery';
import clock from './clock';
import campusCode from './campusCode';
import canteen from './canteen';
import travel from './travel';
import agenda from './agenda';

export default [...asset, ...officeTel, ...shuttleBus, ...repair, ...portal, ...schoolMap, ...files, ...dataQuery, ...clock, ...campusCode, ...canteen, ...travel, ...agenda];
