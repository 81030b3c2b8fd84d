/** A generated password is shown once, copyable; the server never returns it again. */
import { t } from '@campus/i18n';
import { Modal, Typography } from 'antd';

export function showPassword(username: string, password: string): void {
  Modal.success({
    title: t('adminUsers.oneTimePassword'),
    content: (
      <div>
        <p>{t('adminUsers.oneTimePasswordHelp', { username })}</p>
        <Typography.Paragraph copyable={{ text: password }} code data-testid="one-time-password">
          {password}
        </Typography.Paragraph>
      </div>
    ),
  });
}
