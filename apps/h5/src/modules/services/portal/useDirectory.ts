/** The directory state of one screen: the caller's apps, favourites and history, and the actions on them. */
import type { OutputOf, PortalApp } from '@campus/api';
import { Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { portalApi } from './endpoints';

export type Directory = OutputOf<typeof portalApi.directory>;

/** Opens an app: counted on the server, which answers a path of this app or an outside address (through sign-on). */
export function useOpenApp(): (app: PortalApp) => void {
  const navigate = useNavigate();
  return useCallback(
    (app: PortalApp) => {
      api(portalApi.open, { id: app.id })
        .then((d) => (d.kind === 'route' ? navigate(d.url) : window.location.assign(d.url)))
        .catch(toastError);
    },
    [navigate],
  );
}

export function useDirectory() {
  const tr = useT();
  const [dir, setDir] = useState<Directory | null>(null);
  useEffect(() => {
    api(portalApi.directory, {}).then(setDir).catch(toastError);
  }, []);
  const patch = (p: Partial<Directory>) => setDir((d) => (d ? { ...d, ...p } : d));

  async function star(app: PortalApp) {
    const on = !dir?.favorites.includes(app.id);
    try {
      patch(await api(portalApi.favorite, { id: app.id, on }));
      Toast.show({ content: tr(on ? 'portal.favorited' : 'portal.unfavorited') });
    } catch (err) {
      toastError(err);
    }
  }

  async function order(ids: string[]) {
    try {
      patch(await api(portalApi.orderFavorites, { ids }));
    } catch (err) {
      toastError(err);
    }
  }

  async function search(keyword: string): Promise<PortalApp[] | null> {
    try {
      const d = await api(portalApi.search, { keyword });
      patch({ history: d.history });
      return d.list;
    } catch (err) {
      toastError(err);
      return null;
    }
  }

  async function clearHistory() {
    try {
      await api(portalApi.clearHistory, {});
      patch({ history: [] });
    } catch (err) {
      toastError(err);
    }
  }

  return { dir, star, order, search, clearHistory };
}
