/**
 * The visitor's screens are open routes: someone not signed in is sent to the visitor sign-in
 * (mobile number and SMS code) rather than the campus login, and comes back here afterwards.
 */
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { visitorPath } from './paths';

export function VisitorGate(p: { children: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const needLogin = session.loaded && !session.user;
  useEffect(() => {
    if (needLogin) navigate(`${visitorPath('login')}?redirect_url=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
  }, [needLogin, navigate]);
  if (!session.loaded || !session.user) return null;
  return <>{p.children}</>;
}
