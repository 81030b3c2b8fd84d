/**
 * Spec section 2, desktop layout rule: on a non-mobile browser, outside the exempt first path
 * segments, when the window is wider than 750 the body is 10/16 of the screen height wide, centred.
 */
export const DESKTOP_THRESHOLD = 750;
export const EXEMPT_SEGMENTS: readonly string[] = [
  'guide', 'leaveshoolsq', 'upcportal', 'fudanclassRoomQuery', 'universalForm', 'officeTel', 'personalAgenda',
  'lostAndFound', 'fleaMartket', 'score', 'scorev1', 'schoolMap', 'elementPage', 'freeClassroomV3', 'generalApp',
];

export interface LayoutInput {
  mobile: boolean;
  firstSegment: string;
  windowWidth: number;
  screenHeight: number;
}

/** The body width in px the rule asks for, or undefined when the body keeps its natural width. */
export function desktopBodyWidth(i: LayoutInput): number | undefined {
  if (i.mobile || EXEMPT_SEGMENTS.includes(i.firstSegment) || i.windowWidth <= DESKTOP_THRESHOLD) return undefined;
  return Math.round((i.screenHeight * 10) / 16);
}

export function applyBodyWidth(width: number | undefined, body: HTMLElement = document.body): void {
  body.style.width = width === undefined ? '' : `${width}px`;
  body.style.margin = width === undefined ? '' : '0 auto';
  body.classList.toggle('desktop-narrow', width !== undefined);
}
