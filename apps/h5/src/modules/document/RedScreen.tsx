/**
 * document/redpage: the official layout of a document — the issuing unit's red header, the
 * number line, the red rule, the title, the body and the issuer with the date — printable.
 */
import { Button } from 'antd-mobile';
import { useT } from '../../lib/i18n';
import NoData from '../../shared/NoData';
import { chineseDate } from './format';
import { useDocument } from './useDocument';
import './document.css';

export default function RedScreen() {
  const tr = useT();
  const { id, doc, failed } = useDocument();
  if (!id || failed) return <NoData />;
  if (!doc) return <div className="page" />;
  return (
    <div className="doc-red-page" data-page="document-red">
      <article className="doc-paper" data-testid="doc-paper">
        {doc.secrecy !== 'none' || doc.urgency !== 'normal' ? (
          <div className="doc-marks">
            {doc.secrecy !== 'none' ? <span>{tr(`document.secrecy.${doc.secrecy}`)}</span> : null}
            {doc.urgency !== 'normal' ? <span>{tr(`document.urgency.${doc.urgency}`)}</span> : null}
          </div>
        ) : null}
        <h1 className="doc-red-header" style={{ color: doc.headerColor }} data-testid="doc-red-header">
          {doc.headerText}
        </h1>
        <div className="doc-number-line">{doc.number}</div>
        <hr className="doc-red-rule" style={{ borderColor: doc.headerColor, background: doc.headerColor }} />
        <h2 className="doc-paper-title">{doc.title}</h2>
        <div className="doc-paper-body" dangerouslySetInnerHTML={{ __html: doc.body }} />
        <div className="doc-sign">
          <div>{doc.issuer}</div>
          <div>{chineseDate(doc.sentAt)}</div>
        </div>
      </article>
      <div className="doc-print">
        <Button color="primary" onClick={() => window.print()} data-testid="doc-print">
          {tr('document.print')}
        </Button>
      </div>
    </div>
  );
}
