import { useLayoutEffect } from 'react';
import { useMatches } from 'react-router';
import { setScreenTitle } from '../lib/document-title';

/** What a route declares about itself for the shell: the screen name shown in the browser tab. */
export type RouteHandle = { title: string };

const titleOf = (handle: unknown) =>
  handle && typeof handle === 'object' && typeof (handle as Partial<RouteHandle>).title === 'string'
    ? (handle as RouteHandle).title
    : undefined;

/** The deepest matched route's title names the tab ('Listas de Compras · Ponte'). */
export function useRouteTitle() {
  const matches = useMatches();
  const title = matches
    .map((match) => titleOf(match.handle))
    .filter(Boolean)
    .at(-1);
  // Before the screen's own effects, so a record title it sets (setRecordTitle) comes after.
  useLayoutEffect(() => setScreenTitle(title), [title]);
}
