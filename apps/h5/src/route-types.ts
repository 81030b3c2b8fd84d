import type { ComponentType } from 'react';
import type { I18nKey } from '@campus/i18n';
import type { ModuleStrings } from './strings';

export interface ScreenProps {
  /** The school-specific variant when the row is an alias of a shared screen. */
  variant?: string | undefined;
}

/** How a module shows in the service hall (home). */
export interface HallEntry {
  label: I18nKey;
  /**
   * The glyph drawn in the tile: one symbol (a pictograph, shape or arrow), never a letter or a
   * character of any script, so the tile reads the same in zh, en and tw (routes.test.ts holds it).
   */
  icon: string;
  /** Only for holders of this module permission (administrators' entries). */
  requires?: { module: string; sub?: string };
}

export interface RouteEntry {
  module: string;
  page: string;
  /** The family of seed-routes.tsv. */
  family: string;
  load: () => Promise<{ default: ComponentType<ScreenProps> }>;
  title: I18nKey;
  /** Namespaces the screen uses besides its title's (loaded with it; see strings.ts). */
  strings?: readonly ModuleStrings[];
  /** The application key sent with the access log; 'location' = the `service` query parameter. */
  appKey: string;
  keepAlive?: boolean;
  variant?: string;
  /** Public screens need no login (login pages, guides); the rest are for logged-in users. */
  public?: boolean;
  hall?: HallEntry;
}
