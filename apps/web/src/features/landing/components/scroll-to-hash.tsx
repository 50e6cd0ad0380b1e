import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the section named in the URL hash (nav anchors like /#features). */
export function ScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hash]);
  return null;
}
