/**
 * hkhtml/index: the slider captcha as a page. Passing stores the single-use token for the login
 * screen (sessionStorage `captcha`) and returns to `redirect_url` when given.
 */
import { Result } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { Page } from '../../../shared/Page';
import { SliderCaptcha } from './SliderCaptchaBox';

export default function SliderCaptchaPage() {
  const tr = useT();
  const [params] = useSearchParams();
  const [passed, setPassed] = useState(false);
  const redirect = params.get('redirect_url');
  return (
    <Page title={tr('h5.title.captcha')} page="captcha">
      {passed ? (
        <Result status="success" title={tr('h5.captcha.passed')} />
      ) : (
        <SliderCaptcha
          onPass={(token) => {
            try {
              sessionStorage.setItem('captcha', token);
            } catch {
              // storage refused: the token is simply not kept
            }
            setPassed(true);
            if (redirect && redirect.startsWith('/') && !redirect.startsWith('//')) location.assign(redirect);
          }}
        />
      )}
    </Page>
  );
}
