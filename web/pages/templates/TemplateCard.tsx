import { DownloadOutlined, FileImageOutlined, LoadingOutlined, LockOutlined } from '@ant-design/icons';
import { memo, useMemo, useRef } from 'react';
import type { TemplateKind, TTemplateSummary } from '../../../core/office/api';
import { fillImageSlots, type ImageSlot } from '../../../core/office/svg';
import { useTemplatePreview } from '../../api/templates';
import { Button } from '../../components/Button';
import { MenuButton } from '../../components/MenuButton';
import { placeholderClass, useSeen } from '../../components/useInView';
import { useSvgUrl } from '../../components/useSvgUrl';
import { useT } from '../../i18n';

export type TemplateAction = 'file' | 'theme';

interface Props {
  kind: TemplateKind;
  item: TTemplateSummary;
  slots: Partial<Record<ImageSlot, string>>;
  locked: boolean;
  busy: boolean;
  onDownload: (item: TTemplateSummary, action: TemplateAction) => void;
  /** The card's heading level: 2 where the cards stand right under the page title, 3 inside a section of their own. */
  headingLevel: 2 | 3;
}

/**
 * One template: its preview file (fetched once the card nears the view) with
 * the logo and icon put into its image slots, its name and what it is, and
 * the download menu — the document itself, or the brand's Office theme.
 */
export const TemplateCard = memo(function TemplateCard({ kind, item, slots, locked, busy, onDownload, headingLevel }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  const seen = useSeen(ref);
  const preview = useTemplatePreview(item.preview_file, seen);
  const svg = useMemo(() => (preview.data ? fillImageSlots(preview.data, slots) : null), [preview.data, slots]);
  const url = useSvgUrl(svg);
  const ext = kind === 'word' ? 'docx' : 'pptx';
  const meta = kind === 'word' ? t('templates.metaWord', { format: item.format }) : t('templates.metaPpt', { count: item.pages });
  const icon = busy ? <LoadingOutlined /> : locked ? <LockOutlined /> : <DownloadOutlined />;

  return (
    <article ref={ref} className={`template-card template-card--${kind}`} data-testid={`template-${item.slug}`}>
      <div className="template-card__preview" aria-busy={!url && !preview.isError}>
        <div className="template-card__ratio">
          {preview.isError ? (
            <span className="template-card__failed">
              <FileImageOutlined aria-hidden /> {t('templates.previewFailed')}
            </span>
          ) : url ? (
            <img src={url} alt={t('templates.previewAlt', { name: item.title })} decoding="async" data-testid="template-preview" />
          ) : (
            <span className={placeholderClass(seen, 'template-card__placeholder')} aria-hidden />
          )}
        </div>
      </div>
      <div className="template-card__footer">
        <div className="template-card__text">
          <Heading>{item.title}</Heading>
          <span className="template-card__meta">{meta}</span>
        </div>
        {locked ? (
          <Button icon={icon} onClick={() => onDownload(item, 'file')} disabled={busy} aria-label={t('templates.downloadNamed', { name: item.title })} data-testid="template-download">
            {t('templates.download')}
          </Button>
        ) : (
          <MenuButton
            disabled={busy}
            icon={icon}
            items={[
              { key: 'file', label: t(kind === 'word' ? 'templates.asDocx' : 'templates.asPptx'), testId: `template-as-${ext}` },
              { key: 'theme', label: t('templates.asTheme'), testId: 'template-as-thmx' },
            ]}
            onChoose={(key: TemplateAction) => onDownload(item, key)}
            aria-label={t('templates.downloadNamed', { name: item.title })}
            data-testid="template-download"
          >
            {t('templates.download')}
          </MenuButton>
        )}
      </div>
    </article>
  );
});
