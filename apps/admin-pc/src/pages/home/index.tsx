/** `/`: go to the first page this user may open (the dashboard for administrators). */
import { Navigate, useAccess } from '@umijs/max';
import { firstAllowedPage, type ConsoleAccess } from '@/access';
import { NoAccess } from '@/components/Exceptions';

export default function Home() {
  const target = firstAllowedPage(useAccess() as ConsoleAccess);
  return target ? <Navigate to={target} replace /> : <NoAccess />;
}
