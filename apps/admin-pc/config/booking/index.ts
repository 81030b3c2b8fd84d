/** The booking family's console pages, one file per feature (menu group `booking`). */
import activity from './activity';
import generalApp from './generalApp';
import seat from './seat';
import signin from './signin';
import ticket from './ticket';
import voucher from './voucher';

export default [...ticket, ...seat, ...activity, ...generalApp, ...signin, ...voucher];
