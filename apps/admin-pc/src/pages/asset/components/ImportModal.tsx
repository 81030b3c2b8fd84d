/** Import assets from an xlsx: the server takes all rows or none, and lists each bad cell (row, column, why). */
import { asset } from '@campus/api';
import { t, tOr } from '@campus/i18n';
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { XlsxImport } from '@/components/XlsxImport';
import { download, upload } from '@/services/api';

export function ImportModal(props: { open: boolean; onClose: () => void; onDone: () => void }) {
  return (
    <XlsxImport<{ created: number }>
      open={props.open}
      texts={{
        title: t('adminAsset.import'),
        hint: (
          <>
            <p>{t('adminAsset.importHelp')}</p>
            <Button icon={<DownloadOutlined />} onClick={() => void download(asset.importTemplate.path, {}, 'assets-template.xlsx')}>
              {t('adminAsset.template')}
            </Button>
          </>
        ),
        drop: t('adminAsset.importDrop'),
        failed: (n) => t('adminAsset.importFailed', { n }),
        row: t('adminAsset.row'),
        field: t('adminAsset.column'),
        message: t('adminAsset.problem'),
      }}
      send={(file) => upload(asset.import, { file })}
      done={(r) => t('adminAsset.importDone', { n: r.created })}
      fieldLabel={(f) => tOr(`adminAsset.col.${f}`, f)}
      onClose={props.onClose}
      onDone={props.onDone}
    />
  );
}
