import { Navigate, useLocation } from 'react-router';

/** A client-side redirect that keeps the query and the #fragment (`/privacy#cookies`). */
export function RedirectKeepingHash({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
