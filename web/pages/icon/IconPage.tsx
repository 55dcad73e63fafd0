import { CameraOutlined, DownloadOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { GatePrompt, gatePromptFor } from '../../components/GatePrompt';
import { lazyDialog } from '../../components/lazyDialog';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { AVATAR_MAX_BYTES, cutoutUrl, PHOTO_STYLES } from '../../../core/avatars';
import { avatarFormat, avatarStyles, composeAvatarSvg } from '../../../core/composer/avatar';
import { professionalRefusal } from '../../../core/downloads';
import { useAvatarUpload } from '../../api/avatar';
import { useArea, useLogo } from '../../area/AreaContext';
import { translate, useT } from '../../i18n';
import { loginHref } from '../../layout/loginHref';
import { usePackageGate } from '../../purchase/usePackageGate';
import { useSaveFile } from '../download/useSaveFile';
import { toast } from '../../components/toast';
import { decodePicture } from './decode';
import { STYLE_NAMES } from './styleNames';
import '../../components/card-grid.css';
import './icon.css';

/** The crop dialog, loaded when a picture is first picked (with antd's scope: components/lazyDialog). */
const AvatarCropDialog = lazyDialog(() => import('./AvatarCropDialog').then((m) => m.AvatarCropDialog));

const PREVIEW_SIDE = 240;


function previewUrl(svg: () => string): string | null {
  try {
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg())}`;
  } catch {
    return null;
  }
}

/**
 * The avatar and icon page (spec 01 §2): the logo's avatar-style icons (PNG
 * where transparent, else JPG), each downloadable; for signed-in users their
 * profile picture with upload and square crop, and their picture with the
 * logo. Without the professional package an upgrade (or buy) prompt.
 */
export default function IconPage() {
  const t = useT();
  const logo = useLogo();
  const { roles, user } = useArea();
  const { save, pending } = useSaveFile();
  const refusal = professionalRefusal(roles);
  const gate = usePackageGate(logo.fa_id, refusal, 'icons');
  const [cropImage, setCropImage] = useState<HTMLImageElement | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useAvatarUpload();
  const [cutoutFailed, setCutoutFailed] = useState(false);

  useEffect(() => {
    document.title = translate('icon.documentTitle', { name: logo.logo_name });
  }, [logo.logo_name]);

  const styles = useMemo(() => avatarStyles(logo.design), [logo.design]);
  const previews = useMemo(
    () => Object.fromEntries(styles.map((s) => [s, previewUrl(() => composeAvatarSvg(logo.design, s, PREVIEW_SIDE))])),
    [logo.design, styles],
  );
  const cutout = cutoutUrl(user?.cover);
  useEffect(() => setCutoutFailed(false), [cutout]);

  const blocked = gate.locked;
  const download = (url: string) => {
    if (blocked) {
      gate.open();
      return;
    }
    void save(url);
  };

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    // The type comes from the file's name: the picture must also decode before the dialog opens.
    const image = /^image\/(jpeg|png|webp)$/.test(file.type) && file.size <= AVATAR_MAX_BYTES ? await decodePicture(file) : null;
    if (!image) {
      toast.error(t('icon.uploadFailed'));
      return;
    }
    setCropImage(image);
  };
  const closeCrop = () => {
    if (cropImage) URL.revokeObjectURL(cropImage.src);
    setCropImage(null);
  };
  const confirmCrop = (blob: Blob) => {
    upload.mutate(blob, {
      onSuccess: () => {
        toast.success(t('icon.uploadSucceeded'));
        closeCrop();
      },
      onError: () => toast.error(t('icon.uploadFailed')),
    });
  };

  const prompt = gatePromptFor(refusal, {
    NOT_IN_PACKAGE: { text: t('icon.upgradeText'), button: t('purchase.button.upgrade') },
    NOT_BOUGHT: { text: t('icon.buyText'), button: t('purchase.button.buy') },
    UNAUTHENTICATED: { text: t('icon.buyText'), button: t('icon.signIn') },
  });

  return (
    <div className="icon-page">
      <header className="icon-page__header">
        {/* Whose brand, above what the page holds (the title): never the title twice. */}
        <p className="download-header__eyebrow" data-testid="icon-eyebrow">{logo.logo_name}</p>
        <h1 className="download-header__title">{t('icon.title')}</h1>
        <p className="icon-page__lead">{t('icon.lead')}</p>
      </header>

      <GatePrompt prompt={prompt} className="icon-page__prompt" testId="icon-upgrade" onOpen={() => download('')} />

      <section aria-label={t('icon.gridLabel')} className="card-grid icon-grid" data-testid="icon-grid">
        {styles.map((style) => {
          const ext = avatarFormat(style);
          const name = t(STYLE_NAMES[style]);
          const preview = previews[style];
          return (
            <article key={style} className={`icon-card icon-card--${style}`} data-testid={`icon-${style}`}>
              <div className="icon-card__preview">
                {preview ? <img src={preview} alt={name} width={PREVIEW_SIDE} height={PREVIEW_SIDE} /> : <span>{t('download.previewUnavailable')}</span>}
              </div>
              <div className="icon-card__footer">
                <div>
                  <h2>{name}</h2>
                  <span className="icon-card__format">{ext.toUpperCase()} · 1024 × 1024</span>
                </div>
                <Button
                  icon={blocked ? <LockOutlined /> : <DownloadOutlined />}
                  onClick={() => download(`/api/logo/${logo.fa_id}/avatar?style=${style}`)}
                  disabled={pending}
                  aria-label={`${t('download.button')} ${name}`}
                  data-testid={`icon-download-${style}`}
                >
                  {t('download.button')}
                </Button>
              </div>
            </article>
          );
        })}
      </section>

      <section className="icon-page__profile" aria-label={t('icon.profileTitle')}>
        <h2>{t('icon.profileTitle')}</h2>
        {user ? (
          <div className="card-grid icon-grid">
            <article className="icon-card" data-testid="profile-card">
              <div className="icon-card__preview icon-card__preview--photo">
                {user.cover ? (
                  <img
                    src={cutout && !cutoutFailed ? cutout : user.cover}
                    // A cut-out that cannot be fetched is not an error for the user: the square picture shows instead.
                    onError={() => setCutoutFailed(true)}
                    alt={t('icon.profileAlt')}
                    width={PREVIEW_SIDE}
                    height={PREVIEW_SIDE}
                    data-testid="profile-image"
                  />
                ) : (
                  <UserOutlined className="icon-card__placeholder" aria-label={t('icon.noProfile')} />
                )}
              </div>
              <div className="icon-card__footer">
                <div>
                  <h3>{t('icon.profileCard')}</h3>
                  <span className="icon-card__format">{t('icon.uploadHint')}</span>
                </div>
                <Button type="primary" icon={<CameraOutlined />} onClick={() => fileInput.current?.click()} data-testid="avatar-upload">
                  {user.cover ? t('icon.change') : t('icon.upload')}
                </Button>
                <input
                  ref={fileInput}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  hidden
                  onChange={(e) => void pick(e)}
                  data-testid="avatar-file"
                />
              </div>
            </article>
            {cutout &&
              !blocked &&
              PHOTO_STYLES.map((style) => {
                const name = t(STYLE_NAMES[style]);
                // The picture changes with the user's avatar: its cut-out address keeps caches apart.
                const url = `/api/logo/${logo.fa_id}/avatar/photo?style=${style}&v=${cutout.slice(-16)}`;
                return (
                  <article key={`${style}-${cutout}`} className="icon-card" data-testid={`icon-${style}`}>
                    <div className="icon-card__preview">
                      <img src={`${url}&size=${PREVIEW_SIDE * 2}`} alt={name} width={PREVIEW_SIDE} height={PREVIEW_SIDE} />
                    </div>
                    <div className="icon-card__footer">
                      <div>
                        <h3>{name}</h3>
                        <span className="icon-card__format">PNG · 1024 × 1024</span>
                      </div>
                      <Button icon={<DownloadOutlined />} onClick={() => download(url)} disabled={pending} data-testid={`icon-download-${style}`}>
                        {t('download.button')}
                      </Button>
                    </div>
                  </article>
                );
              })}
          </div>
        ) : (
          <Alert
            type="info"
            showIcon
            title={t('icon.signInToUpload')}
            action={<Button href={loginHref(window.location)}>{t('icon.signIn')}</Button>}
            data-testid="profile-signin"
          />
        )}
      </section>

      <AvatarCropDialog open={cropImage !== null} image={cropImage} uploading={upload.isPending} onCancel={closeCrop} onConfirm={confirmCrop} />
      {gate.dialog}
    </div>
  );
}
