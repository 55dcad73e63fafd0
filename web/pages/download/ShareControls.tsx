import { CopyOutlined } from '@ant-design/icons';
import type { TLogoDetails } from '../../../core/api';
import { useShareToggle } from '../../api/logo';
import { useT } from '../../i18n';
import { Button } from '../../components/Button';
import { Switch } from '../../components/Switch';
import { toast } from '../../components/toast';
import { copyText } from './clipboard';

/** The share link of spec 01 §2: /download?logo={id} on this origin. */
export function shareLink(origin: string, logoId: number): string {
  return `${origin}/download?logo=${logoId}`;
}

/** Share switch and, while sharing is on, the share link with a Copy button (owner/admin). */
export function ShareControls({ logo }: { logo: TLogoDetails }) {
  const t = useT();
  const toggle = useShareToggle(logo.fa_id);
  const link = shareLink(window.location.origin, logo.fa_id);

  const onCopy = async () => {
    if (await copyText(link)) toast.success(t('share.copied'));
    else toast.error(t('share.copyFailed'));
  };

  return (
    <div className="share-controls">
      <label className="share-controls__toggle">
        <Switch
          checked={logo.shareSetting}
          loading={toggle.isPending}
          onChange={() =>
            // spec 01 §8: any failure of the toggle reads 'Ajax Error'.
            toggle.mutate(undefined, { onError: () => toast.error(t('share.ajaxError')) })
          }
          data-testid="share-switch"
        />
        <span>{t('share.label')}</span>
      </label>
      {logo.shareSetting && (
        <div className="share-controls__link">
          <input
            className="share-controls__input"
            readOnly
            value={link}
            aria-label={t('share.linkLabel')}
            data-testid="share-link"
            onFocus={(e) => e.target.select()}
          />
          <Button className="share-controls__copy" icon={<CopyOutlined />} onClick={() => void onCopy()} data-testid="copy-link">
            {t('share.copy')}
          </Button>
        </div>
      )}
    </div>
  );
}
