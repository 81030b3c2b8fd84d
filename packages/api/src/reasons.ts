/**
 * Why a service refused a value, when no schema check says it (`badInput(field, why)`, an xlsx
 * import's bad cell): each reason a service may give, by key, with the English words it sends
 * as the message; `{name}` marks a value filled in (`reason('atMostChars', { max: 60 })`). The
 * refusal also carries `key: 'reason.<key>'` and those values, which the apps say in the user's
 * language (namespace `reason` of packages/i18n). A server test fails when a service gives words
 * that are not here, and when a reason here has no words in the apps.
 */
export const REASONS = {
  builtinRole: 'a built-in role cannot be deleted',
  dataUrlBase64: 'a data URL must be base64-encoded',
  folderOfOtherShelf: 'a folder of another shelf',
  folderStaysOnShelf: 'a folder stays on its shelf',
  newEventNoTypes: 'a new event has no existing types',
  portalPath: 'a path of this portal starting with /',
  stopTwice: 'a stop appears twice',
  timetableStaysOnRoute: 'a timetable stays on its route',
  unitWithOffices: 'a unit with offices cannot become an office',
  alreadyThisAccount: 'already logged in as this account',
  alreadyPast: 'already past: change the expiry first',
  taken: 'already taken',
  attachmentAddress: 'an attachment address /site/attach?file=all/...',
  atLeastOneMeal: 'at least 1 for a bookable meal',
  atMost100Lines: 'at most 100 lines',
  atMost18Photos: 'at most 18 photos per order',
  beforeFrom: 'before from',
  beforeDeparture: 'before the departure',
  beforeStart: 'before the start',
  beforeStartDate: 'before the start date',
  belowBookedPlaces: 'below the places already booked',
  belowTakenPlaces: 'below the places already taken',
  belowIssuedTickets: 'below the tickets already issued',
  belowIssuedVouchers: 'below the vouchers already issued',
  lockedAfterSigning: 'cannot change once people have signed',
  chooseUnitOrPerson: 'choose at least one unit or person',
  controlPointOutside: 'control point outside the image',
  empty: 'empty',
  emptyFile: 'empty file',
  imageSize: 'image size unreadable or out of range (16 to 20000 pixels a side)',
  inPast: 'in the past',
  siteIdFormat: 'lower-case letters, digits, - or _ (1-32)',
  pathOnSite: 'must be a path on this site',
  unitNotOffice: 'must be a unit, not an office',
  afterPublish: 'must be after the publish time',
  mustBeImage: 'must be an image',
  mustBeFuture: 'must be in the future',
  samePassword: 'must differ from the old password',
  notBeforeFrom: 'must not be before from',
  notBeforeFirstSlot: 'must not be before the first slot',
  noFile: 'no file sent',
  noArea: 'no such area',
  noCategory: 'no such category',
  noCategoryForKind: 'no such category for this kind',
  noClass: 'no such class',
  noDepartment: 'no such department',
  noPendingIdentity: 'no such identity waiting to be bound in this browser; sign in again',
  noQuerySet: 'no such query set',
  noRoleOnSite: 'no such role on this site',
  noSampleImage: 'no such sample image',
  noSignOnMethod: 'no such sign-on method on this site',
  noUser: 'no such user',
  noUserOnSite: 'no such user on this site',
  noWorksheet: 'no worksheet',
  nobodyToReceive: 'nobody active to receive it',
  notPoiOfMap: 'not a POI of this map',
  notPoiOfSite: 'not a POI of this site',
  notBuildingOfArea: 'not a building of this area',
  notCampusCode: 'not a campus code',
  notClassOfDepartment: 'not a class of that department',
  notDate: 'not a date',
  notDepartmentOfSite: 'not a department of this site',
  notSiteFile: 'not a file uploaded on this site',
  notYourFile: 'not a file you uploaded',
  notYourSiteFile: 'not a file you uploaded on this site',
  notPersonalCode: 'not a personal QR code',
  notSlotOfSpace: 'not a slot of this space',
  notTypeOfEvent: 'not a type of this event',
  notUserOfSite: 'not a user of this site',
  notVisitorPass: 'not a visitor pass',
  notActivePerson: 'not an active person of this site',
  notRepairWorker: 'not an active repair worker of this site',
  notImage: 'not an image',
  notYourImage: 'not an image you uploaded',
  notSiteUpload: 'not an upload of this site',
  notSiteImage: 'not an uploaded image of this site',
  notXlsx: 'not an xlsx file',
  notFavourite: 'not one of your favourites',
  notYourUpload: 'not one of your uploads',
  notBase64: 'not valid base64',
  ownUnitOnly: 'only active people of your own unit',
  mealBooked: 'people have booked this meal',
  required: 'required',
  requiredOrAttachment: 'required (or an attachment)',
  requiredForMeal: 'required for a bookable meal',
  requiredForPages: 'required for pages',
  requiredUnlessAllDay: 'required unless all day',
  requiredSignature: 'required: draw your signature',
  requiredQuerySet: 'required: the query set to import into',
  requiredClockLocation: 'required: this clock-in checks your location',
  requiredDevice: 'required: this sign-in binds one device per account',
  requiredSigninLocation: 'required: this sign-in checks your location',
  reservedForPortal: 'reserved for the portal',
  modeFixedAfterDraw: 'the draw has run: the mode is fixed',
  ownerStays: 'the owner cannot be removed',
  ownerRoleFixed: 'the owner’s role does not change',
  roleStillHeld: 'the role is still held by users',
  sameStopTwice: 'the same stop twice in a row',
  controlPointsDiffer: 'the two control points must differ on the image and on the earth',
  alreadyCurrent: 'this is already your current one',
  ownAccount: 'this is the account you are logged in as',
  noConfirmation: 'this item asks for no confirmation',
  wouldMakeCycle: 'would make a cycle',
  columnMissing: 'column missing',
  columnTwice: 'column appears twice',
  noRowsToImport: 'no rows to import',
  noRows: 'no rows',
  noTripsToImport: 'no trips to import',
  invalidCharacter: 'invalid character',
  noClassInDepartment: 'no such class in that department',
  noCanteen: 'no such canteen',
  notTime: 'not a time (HH:MM)',
  notDateFormat: 'not a date (YYYY-MM-DD)',
  dateFormat: 'a date YYYY-MM-DD',
  amountFormat: 'an amount like 1234.50',
  priceFormat: 'a price like 12.50',
  assetCodeFormat: 'letters, digits and - _ . /, up to 40',
  assetCodeUsed: 'already used by another asset of this site',
  assetStatus: 'one of inUse, idle, repair, scrapped',
  mealKind: 'breakfast, lunch or dinner',
  atMost8Numbers: 'at most 8 numbers',
  sortRange: 'a whole number from 0 to 100000',
  yesOrNo: 'yes or no',
  atMostChars: 'at most {max} characters',
  atMostRows: 'at most {max} rows',
  sameAsRow: 'same as row {row}',
  sameKeysAsRow: 'same keys as row {row}',
  samePhoneEntryAsRow: 'same unit, office and name as row {row}',
  oneOf: 'one of {values}',
  noSuchRoles: 'no such role: {roles}',
  notPhone: 'not a phone number: {value}',
  usernameFormat: 'letters, digits and _ . @ -, 2 to 64',
  notEmail: 'not an e-mail address',
  onlyHoldersGrant: 'only holders of {permission} may grant it',
  columnMustBeStop: 'column {column} must be the stop “{stop}”',
  needsTimes: 'needs {n} times (one per stop, empty where it does not stop)',
  fewerThanTwoStops: 'calls at fewer than two stops',
  timesMustIncrease: 'times must increase along the route',
  atMost: 'at most {max}',
  atMostWeeks: 'at most {max} weeks',
  atMostDays: 'at most {max} days',
  atMostRowsPerImport: 'at most {max} rows per import',
  atMostTrips: 'at most {max} trips',
  atMostPhotos: 'at most {max} photos',
  atMostDaysAfterFrom: 'at most {max} days after from',
  atMostDaysAfterStart: 'at most {max} days after the start',
  moreDaysAfterDeparture: 'more than {max} days after the departure',
  charsRange: '{min}-{max} characters',
  imageSmaller: 'the new image is smaller: {name} would lie outside it',
  withinImage: 'must be within the image (0 to {max})',
  requiredForProvider: 'required for {provider}',
  unknownNumbers: 'unknown: {numbers}',
  notFound: 'not found',
  mustBeMp4: 'must be an mp4 video',
  notOnSite: 'not on this site: {values}',
  typeValues: 'type {n} values: {keys}',
  chosenTwice: '{column} is chosen twice',
  noColumnInFile: 'no column {column} in the imported file',
  noSuchAccount: 'no such account: {account}',
  overlaps: '{a} overlaps {b}',
  noAppOnSite: 'no such app on this site',
  noCategoryOnSite: 'no such category on this site',
  notEditable: 'not editable at this step',
  nulCharacter: 'contains a NUL character',
  tripNeedsTimes: 'trip {trip}: needs {n} times (one per stop, empty where it does not stop)',
  tripFewerThanTwoStops: 'trip {trip}: calls at fewer than two stops',
  tripTimesMustIncrease: 'trip {trip}: times must increase along the route',
} as const;

export type Reason = keyof typeof REASONS;

/** A reason as the apps get it: the English words, and the catalogue key and values when catalogued. */
export interface ReasonText {
  message: string;
  key?: string;
  params?: Record<string, string | number>;
}

const byText = new Map<string, Reason>(
  Object.entries(REASONS)
    .filter(([, text]) => !text.includes('{'))
    .map(([k, text]) => [text, k as Reason]),
);

/** The catalogue key of a service's reason given as words, if it has one. */
export const reasonKeyOf = (why: string): Reason | undefined => byText.get(why);

/** A catalogued reason with its values filled in. */
export function reason(key: Reason, params: Record<string, string | number> = {}): ReasonText {
  const message = REASONS[key].replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all));
  return Object.keys(params).length ? { message, key: `reason.${key}`, params } : { message, key: `reason.${key}` };
}

/** Words or a built reason, as the apps get it (words that are catalogued get their key). */
export function reasonOf(why: string | ReasonText): ReasonText {
  if (typeof why !== 'string') return why;
  const key = reasonKeyOf(why);
  return key ? { message: why, key: `reason.${key}` } : { message: why };
}

/** A bad cell of an xlsx import (contract admin.ts `importError`). */
export type ImportProblem = { row: number; field: string } & ReasonText;

/** A bad cell: where, and why (words or a built reason). */
export const problem = (row: number, field: string, why: string | ReasonText): ImportProblem => ({ row, field, ...reasonOf(why) });
