import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useFontPrices } from '../../api/vi';
import FontAuthDialog from './FontAuthDialog';

/**
 * spec 01 §4: the font authorisation dialog opens by itself after a page
 * transition while the logo's authorisation is incomplete (Chinese site,
 * owner or admin: the layout mounts this only then, and tells it whether the
 * page has changed since the area opened). "Later" closes it until
 * the next page transition; saving moves the page to /vi.
 */
export default function FontAuthPrompt({ logoId, moved }: { logoId: number; moved: boolean }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const prices = useFontPrices(logoId, moved);
  const incomplete = prices.data !== undefined && !prices.data.authorized && prices.data.editable;

  // Each transition (the pathname changing) while incomplete opens it again.
  useEffect(() => {
    if (moved && incomplete) setOpen(true);
  }, [moved, incomplete, pathname]);

  return <FontAuthDialog open={open} logoId={logoId} onClose={() => setOpen(false)} />;
}
