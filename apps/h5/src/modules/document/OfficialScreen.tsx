/**
 * document/officialpage: one document — its particulars, body and attachments; the receiver's
 * own receipt (sign, opinion, finish, forward); and for the sender and managers every
 * receiver's read and sign status with a reminder to the unread.
 */
import { Button, List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { baseInfo } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { timeText } from '../../lib/time';
import NoData from '../../shared/NoData';
import { Page } from '../../shared/Page';
import { attachmentUrl, urgencyColor } from './format';
import { ReceiptPanel } from './ReceiptPanel';
import { Tracking } from './Tracking';
import { useDocument } from './useDocument';
import './document.css';

export default function OfficialScreen() {
  const tr = useT();
  const navigate = useNavigate();
  const { id, doc, setDoc, failed } = useDocument();
  if (!id || failed) return <NoData />;
  if (!doc) return <Page page="document-official">{null}</Page>;
  const targets = [...doc.targets.departments, ...doc.targets.users].map((x) => x.name).join('、');
  return (
    <Page page="document-official">
      <div className="page-card">
        <h1 className="page-title" data-testid="doc-title">
          {doc.title}
        </h1>
        <div className="row doc-tags">
          <Tag fill="outline">{tr(`document.kind.${doc.kind}`)}</Tag>
          <Tag color={urgencyColor(doc.urgency)}>{tr(`document.urgency.${doc.urgency}`)}</Tag>
          {doc.secrecy !== 'none' ? <Tag color="danger" fill="outline">{tr(`document.secrecy.${doc.secrecy}`)}</Tag> : null}
        </div>
        <List className="doc-meta">
          <List.Item extra={<span data-testid="doc-number">{doc.number}</span>}>{tr('document.field.number')}</List.Item>
          <List.Item extra={doc.issuer}>{tr('document.field.issuer')}</List.Item>
          <List.Item extra={doc.senderName}>{tr('document.field.sender')}</List.Item>
          <List.Item extra={timeText(doc.sentAt)}>{tr('document.field.sentAt')}</List.Item>
          {targets ? <List.Item extra={targets}>{tr('document.receivedUnits')}</List.Item> : null}
        </List>
        <Button block fill="outline" color="danger" className="doc-gap" onClick={() => navigate(`/document/redpage?id=${encodeURIComponent(doc.id)}`)} data-testid="doc-red">
          {tr('document.redHeader')}
        </Button>
      </div>
      <div className="page-card doc-body" data-testid="doc-body" dangerouslySetInnerHTML={{ __html: doc.body }} />
      <div className="page-card">
        <strong>{tr('document.field.attachments')}</strong>
        {doc.attachments.length ? (
          doc.attachments.map((a) => (
            <a key={a.id} className="doc-file" href={attachmentUrl(doc.id, a.id, /^image\/|pdf$/.test(a.mime), baseInfo.site)} target="_blank" rel="noreferrer">
              📎 {a.name}
            </a>
          ))
        ) : (
          <div className="muted">{tr('document.attachmentsNone')}</div>
        )}
      </div>
      {doc.receipt ? <ReceiptPanel docId={doc.id} receipt={doc.receipt} onChange={(receipt) => setDoc({ ...doc, receipt })} /> : null}
      {doc.canTrack ? <Tracking docId={doc.id} /> : null}
    </Page>
  );
}
