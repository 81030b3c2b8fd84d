import { describe, expect, it } from 'vitest';
import { isMessagingApp, isPhone } from './device.js';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  ucweb:
    'UCWEB/2.0 (MIDP-2.0; U; Adr 9.0.0) UCBrowser U2/1.0.0 Gecko/63.0 Firefox/63.0 iPhone/7.1 SearchCraft/2.8.2 baiduboxapp/3.2.5.10 BlackBerry 6.0',
  ucbrowser: 'Mozilla/5.0 (Linux; U; Adr 9; zh-CN) AppleWebKit/537.36 UCBrowser/12.9.0.1070 Mobile',
  uc7: 'Mozilla/5.0 (Windows; U; Windows NT 5.1; zh-CN; rv:1.2.3.4) Gecko/ UCWEB7.0.2.37/28/999',
  rvOnly: 'Mozilla/5.0 (X11; U; Linux; rv:1.2.3.4) Gecko/2010 Opera Mobi',
  windowsCe: 'Mozilla/4.0 (compatible; MSIE 6.0; Windows CE; IEMobile 7.11)',
  windowsMobile: 'Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1) Windows Mobile 6.5',
  midp: 'Nokia6300/2.0 (05.00) Profile/MIDP-2.0 Configuration/CLDC-1.1',
  harmony:
    'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile',
  wechat:
    'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/116 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) NetType/WIFI Language/zh_CN',
  wecom:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.10 MicroMessenger/7.0.1',
  chromeDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  firefoxDesktop: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  oldFirefox: 'Mozilla/5.0 (Windows; U; Windows NT 5.1; en-US; rv:1.2.3) Gecko/20021130',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  wechatDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/81 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat',
};

describe('isPhone (spec section 5)', () => {
  it.each([
    'iphone',
    'ipad',
    'android',
    'ucweb',
    'ucbrowser',
    'uc7',
    'rvOnly',
    'windowsCe',
    'windowsMobile',
    'midp',
    'harmony',
    'wechat',
    'wecom',
  ] as const)('%s is a phone', (k) => {
    expect(isPhone(UA[k])).toBe(true);
  });

  it.each(['chromeDesktop', 'firefoxDesktop', 'oldFirefox', 'macSafari', 'wechatDesktop'] as const)(
    '%s is not a phone',
    (k) => {
      expect(isPhone(UA[k])).toBe(false);
    },
  );

  it('matches the rv marker literally, not as a pattern', () => {
    expect(isPhone('Mozilla/5.0 (rv:1x2y3z4) Gecko')).toBe(false);
  });

  it('says no for a missing user agent', () => {
    expect(isPhone('')).toBe(false);
    expect(isPhone(undefined)).toBe(false);
    expect(isPhone(null)).toBe(false);
  });
});

describe('isMessagingApp', () => {
  it('recognises the messaging app and its enterprise edition', () => {
    expect(isMessagingApp(UA.wechat)).toBe(true);
    expect(isMessagingApp(UA.wecom)).toBe(true);
    expect(isMessagingApp(UA.wechatDesktop)).toBe(true);
  });

  it('says no for ordinary browsers', () => {
    expect(isMessagingApp(UA.android)).toBe(false);
    expect(isMessagingApp(UA.chromeDesktop)).toBe(false);
    expect(isMessagingApp(undefined)).toBe(false);
  });
});
