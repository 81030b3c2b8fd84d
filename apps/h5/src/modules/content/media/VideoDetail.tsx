/** video/detail: the HTML5 player for an uploaded video, its title and summary. */
import type { Video } from '@campus/api';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { errorText } from '../../../shared/errors';
import NoData from '../../../shared/NoData';
import { Page } from '../../../shared/Page';
import { fullTime } from '../shared/format';
import { mediaApi } from './endpoints';
import '../shared/content.css';

export default function VideoDetail() {
  const tr = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [video, setVideo] = useState<Video | null>(null);
  const [missing, setMissing] = useState<string | null>(null);

  useEffect(() => {
    if (!id) return setMissing('');
    api(mediaApi.videoDetail, { id })
      .then(setVideo)
      .catch((err: unknown) => setMissing(errorText(err)));
  }, [id]);

  if (missing !== null) return <NoData message={missing} />;
  if (!video) return <Page page="video-detail">{null}</Page>;
  return (
    <Page page="video-detail">
      <video
        className="video-player"
        src={video.src}
        poster={video.cover || undefined}
        controls
        playsInline
        preload="metadata"
        data-testid="video-player"
      >
        {tr('h5content.video.unsupported')}
      </video>
      <div className="page-card" style={{ marginTop: 12 }}>
        <h1 className="content-detail-title">{video.title}</h1>
        <div className="muted">
          {[fullTime(video.createdAt), tr('h5content.video.plays', { n: video.views })].join(' · ')}
        </div>
        {video.summary ? <p style={{ whiteSpace: 'pre-line' }}>{video.summary}</p> : null}
      </div>
    </Page>
  );
}
