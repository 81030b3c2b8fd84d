/**
 * Pure rules of the directory screens: where the `sid` parameter opens, how a route variant
 * lays the directory out, and grouping, ordering and icon helpers. Kept free of React so they
 * are tested alone.
 */
import type { PortalApp, PortalCategory } from '@campus/api';

/** How a route shows the directory: category sidebar, grouped tiles, one matrix, or rows with descriptions. */
export type DirectoryStyle = 'square' | 'grid' | 'matrix' | 'list';
const STYLES: readonly DirectoryStyle[] = ['square', 'grid', 'matrix', 'list'];

export const styleOf = (variant: string | undefined): DirectoryStyle => STYLES.find((s) => s === variant) ?? 'grid';

export interface StartAt {
  /** The category to show first; null = all. */
  categoryId: string | null;
  /** The app to point out, when sid named one. */
  appId: string | null;
  /** A sid was given that names nothing this user may see. */
  unknown: boolean;
}

/** `sid` names a category or an app; anything else (or nothing) opens at all apps. */
export function startAt(sid: string | null, categories: readonly PortalCategory[], apps: readonly PortalApp[]): StartAt {
  const id = sid?.trim() ?? '';
  if (!id) return { categoryId: null, appId: null, unknown: false };
  if (categories.some((c) => c.id === id)) return { categoryId: id, appId: null, unknown: false };
  const app = apps.find((a) => a.id === id);
  if (app) return { categoryId: app.categoryId, appId: app.id, unknown: false };
  return { categoryId: null, appId: null, unknown: true };
}

export interface AppGroup {
  id: string;
  name: string;
  apps: PortalApp[];
}

/** Apps by category in the categories' order; apps without one (or of an unlisted one) last, under `otherName`. */
export function groupApps(categories: readonly PortalCategory[], apps: readonly PortalApp[], otherName: string): AppGroup[] {
  const groups: AppGroup[] = categories.map((c) => ({ id: c.id, name: c.name, apps: apps.filter((a) => a.categoryId === c.id) }));
  const known = new Set(categories.map((c) => c.id));
  const rest = apps.filter((a) => !a.categoryId || !known.has(a.categoryId));
  if (rest.length) groups.push({ id: '', name: otherName, apps: rest });
  return groups.filter((g) => g.apps.length > 0);
}

/** The apps of `ids` in that order, skipping ids not among `apps`. */
export const pick = (ids: readonly string[], apps: readonly PortalApp[]): PortalApp[] =>
  ids.flatMap((id) => apps.find((a) => a.id === id) ?? []);

/** The list with the item at `index` moved one place earlier (the favourites' "move up"). */
export function moveUp<T>(list: readonly T[], index: number): T[] {
  if (index <= 0 || index >= list.length) return [...list];
  const next = [...list];
  [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
  return next;
}

/** An icon is an image when it is an address; otherwise one or two characters drawn in the tile. */
export const isImageIcon = (icon: string): boolean => /^(https?:\/\/|\/)/.test(icon);

/** The characters drawn for an app without an image icon. */
export const iconText = (app: Pick<PortalApp, 'icon' | 'name'>): string => (app.icon && !isImageIcon(app.icon) ? app.icon : app.name).slice(0, 2);
