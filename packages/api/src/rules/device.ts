/**
 * Which browser we are in (spec section 5). A phone is a user agent naming iPad, iPhone OS,
 * Android, the UC browser (UCWEB, UCBrowser), Windows CE or Windows Mobile, MIDP, OpenHarmony,
 * or the rv marker.
 *
 * The rv marker is the literal `rv:1.2.3.4`: the fake Gecko revision UC browser 7 (and Opera
 * Mobile builds based on it) put in their user agent instead of a real one — the long-standing
 * marker of the phone-detection snippet the spec's behaviour comes from. We match it literally,
 * not as a pattern, so a desktop Firefox `rv:1.2` or `rv:102.0` is not a phone.
 * An iPad in desktop mode reports itself as a Mac and is not detected from the user agent alone.
 */
const PHONE_MARKERS = [
  /ipad/i,
  /iphone os/i,
  /android/i,
  /ucweb/i,
  /ucbrowser/i,
  /windows ce/i,
  /windows mobile/i,
  /midp/i,
  /openharmony/i,
  /rv:1\.2\.3\.4/i,
];

export function isPhone(userAgent: string | undefined | null): boolean {
  if (!userAgent) return false;
  return PHONE_MARKERS.some((re) => re.test(userAgent));
}

/** Inside the messaging app's browser (WeChat: MicroMessenger; WeCom: wxwork). */
export function isMessagingApp(userAgent: string | undefined | null): boolean {
  if (!userAgent) return false;
  return /micromessenger|wxwork/i.test(userAgent);
}
