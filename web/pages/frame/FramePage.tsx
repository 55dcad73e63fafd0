import { LockOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { DELAYS } from '../../../core/constants';
import { frameRefusal } from '../../../core/downloads';
import { useArea, useLogo } from '../../area/AreaContext';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../i18n';
import { usePackageGate } from '../../purchase/usePackageGate';
import { withKeptQuery } from '../../navigation/query';
import { framedAddress, type FrameMeta } from './meta';
import './frame.css';

type FrameState = 'loading' | 'styled' | 'shown';

const FRAME_CSS = '/static/download-frame.css';

/**
 * A frame page (spec 01 §2, §4): the main-site page its route meta names, in
 * an iframe with the query passed on and /static/download-frame.css injected
 * (loading → stylesheet loaded → shown). Not bought: 300 ms after each route
 * change a mask with the meta's upgrade message covers it; bought: the viewer
 * is taken to the framed address itself.
 */
export default function FramePage({ frame }: { frame?: FrameMeta }) {
  const meta = frame!;
  const t = useT();
  const logo = useLogo();
  const { roles } = useArea();
  const location = useLocation();
  const refusal = frameRefusal(roles);
  const gate = usePackageGate(logo.fa_id, refusal);
  const src = framedAddress(meta, location.search);
  const [state, setState] = useState<FrameState>('loading');
  const [mask, setMask] = useState(false);
  const ref = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    document.title = t(meta.title);
  }, [t, meta.title]);

  // Bought: straight to the framed address.
  useEffect(() => {
    if (refusal === null) window.location.assign(src);
  }, [refusal, src]);

  // The mask comes 300 ms after each route change (spec 01 §9).
  useEffect(() => {
    setMask(false);
    if (refusal === null) return;
    const id = window.setTimeout(() => setMask(true), DELAYS.frameMask);
    return () => window.clearTimeout(id);
  }, [location.key, refusal]);

  const onLoad = () => {
    const doc = ref.current?.contentDocument;
    if (!doc?.head) {
      // Not readable (another origin): shown as it is.
      setState('shown');
      return;
    }
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = FRAME_CSS;
    const show = () => {
      setState('styled');
      window.requestAnimationFrame(() => setState('shown'));
    };
    link.onload = show;
    link.onerror = show;
    doc.head.appendChild(link);
  };

  return (
    <div className="frame-page" data-testid="frame-page" data-state={state}>
      <h1 className="frame-page__title">{t(meta.title)}</h1>
      {meta.related && (
        <p className="frame-page__related">
          <Link to={withKeptQuery(meta.related.path, location.search)} data-testid="frame-related">
            {t(meta.related.label)}
          </Link>
        </p>
      )}
      <div className="frame-page__box">
        {state !== 'shown' && (
          <div className="frame-page__loading" role="status" aria-busy="true" aria-label={t('common.loading')}>
            <Spinner size={24} />
          </div>
        )}
        <iframe
          ref={ref}
          src={src}
          title={t(meta.title)}
          className={`frame-page__frame${state === 'shown' ? ' frame-page__frame--shown' : ''}`}
          onLoad={onLoad}
          data-testid="frame"
          tabIndex={mask ? -1 : 0}
        />
        {mask && (
          <div className="frame-page__mask" data-testid="frame-mask">
            <div className="frame-page__mask-card" role="dialog" aria-labelledby="frame-mask-text">
              <LockOutlined className="frame-page__lock" aria-hidden />
              <p id="frame-mask-text">{t(meta.upgrade)}</p>
              <Button type="primary" size="large" onClick={gate.open} data-testid="frame-upgrade">
                {t(refusal === 'UNAUTHENTICATED' ? 'frame.signIn' : 'frame.buy')}
              </Button>
            </div>
          </div>
        )}
      </div>
      {gate.dialog}
    </div>
  );
}
