import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { isOutside } from './links';

/** Follows a section link: outside addresses leave the app, paths stay in it. */
export function useGo(): (target: string) => void {
  const navigate = useNavigate();
  return useCallback((target: string) => (isOutside(target) ? window.location.assign(target) : navigate(target)), [navigate]);
}
