/** A short, human summary of a User-Agent for the phone's "who is asking" screen. */

const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger/i, 'WeChat'],
  [/wxwork/i, 'WeCom'],
  [/DingTalk/i, 'DingTalk'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function deviceSummary(ua: string): string {
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} / ${system}`;
  // Nothing recognisable: the screen shows its own (translated) placeholder.
  return browser ?? system ?? '';
}
