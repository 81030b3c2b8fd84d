/** The services family's console pages, one file per feature (menu group `services`). */
import asset from './asset';
import officeTel from './officeTel';
import repair from './repair';
import shuttleBus from './shuttleBus';

export default [...asset, ...officeTel, ...shuttleBus, ...repair];
