import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useFontPrices } from '../../api/vi';
import FontAuthDialog from './FontAuthDialog';

const dismissedKey = (logoId: number) => `font-auth-later:${logoId}`;

/**
 * spec 01 §4: the font authorisation dialog opens by itself after a page
 * transition while the logo's authorisation is incomplete (Chinese site,
 * owner or admin: the layout mounts this only then). "Later" keeps it shut
 * for the rest of the browser session; saving moves the page to /vi.
 */
export default function FontAuthPrompt({ logoId }: { logoId: number }) {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  const [moved, setMoved] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (pathname !== first.current) setMoved(true);
  }, [pathname]);
  const prices = useFontPrices(logoId, moved);
  const incomplete = prices.data !== undefined && !prices.data.authorized && prices.data.editable;

  useEffect(() => {
    if (moved && incomplete && sessionStorage.getItem(dismissedKey(logoId)) === null) setOpen(true);
  }, [moved, incomplete, logoId, pathname]);

  const close = () => {
    sessionStorage.setItem(dismissedKey(logoId), '1');
    setOpen(false);
  };
  return <FontAuthDialog open={open} logoId={logoId} onClose={close} />;
}
