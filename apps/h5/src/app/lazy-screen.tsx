/**
 * Screens load lazily (spec section 2), with their module's strings. A failed chunk load shows
 * the load-error screen; its retry asks for the chunk again with a fresh React.lazy (a lazy
 * component caches its failure).
 */
import { Component, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { RouteEntry, ScreenProps } from '../route-types';
import LoadError from '../shared/LoadError';
import SystemError from '../shared/SystemError';
import { api } from '../lib/api';
import { logApi } from '../lib/endpoints';
import { loadStrings, stringsOf } from '../strings';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

type Loadable = Pick<RouteEntry, 'load' | 'title' | 'strings'>;

const cache = new Map<Loadable, LazyExoticComponent<ComponentType<ScreenProps>>>();

export function lazyScreen(entry: Loadable): LazyExoticComponent<ComponentType<ScreenProps>> {
  let c = cache.get(entry);
  if (!c) {
    c = lazy(() =>
      Promise.all([loadStrings(stringsOf(entry)), entry.load()])
        .then(([, screen]) => screen)
        .catch((err: unknown) => {
          throw new ChunkLoadError(err instanceof Error ? err.message : String(err));
        }),
    );
    cache.set(entry, c);
  }
  return c;
}

export function forgetScreen(entry: Loadable): void {
  cache.delete(entry);
}

interface BoundaryProps {
  entry: Loadable;
  /** The host renders again with a fresh lazy component (and a new boundary). */
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a failed load (→ load-error with retry) or a screen that throws (→ 系统异常, logged). */
export class ScreenBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    if (error instanceof ChunkLoadError) return;
    console.error(error);
    api(logApi.saveWebLog, { err_message: `${error.name}: ${error.message}`, return_data: '', vue_data: location.pathname }, { silent: true }).catch(
      () => undefined,
    );
  }

  retry = () => {
    forgetScreen(this.props.entry);
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return error instanceof ChunkLoadError ? <LoadError onRetry={this.retry} /> : <SystemError onRetry={this.retry} />;
  }
}
