import { RightOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { TOutlinedDesign } from '../../../core/design';
import { useTemplateList } from '../../api/templates';
import { withKeptQuery } from '../../navigation/query';
import { useT } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { logoSlots } from '../templates/logoSlots';
import { TemplateCard } from '../templates/TemplateCard';
import { useTemplateDownload } from '../templates/useTemplateDownload';
import { Section } from './Section';
import '../templates/templates.css';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';

/**
 * The brand identity page's Word templates section (spec 02 §2): every Word
 * template with the logo, each with its docx download (gated like the
 * templates page), in a row that scrolls sideways, and the way to the page.
 */
export function WordTemplatesStage({ design, logoId, search }: { design: TOutlinedDesign; logoId: number; search: string }) {
  const t = useT();
  const list = useTemplateList('word', logoId);
  const slots = useMemo(() => logoSlots(design), [design]);
  const { gate, busy, download } = useTemplateDownload('word');
  return (
    <Section title={t('vi.word.title')} lead={t('vi.word.lead')} testId="vi-word">
      {list.isError ? (
        <Alert type="error" showIcon title={t(errorMessageKey(list.error))} action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>} data-testid="vi-word-error" />
      ) : (
        <div className="vi-word__row" aria-busy={list.isPending}>
          {list.isPending
            ? Array.from({ length: 4 }, (_, i) => (
                <div key={i} className="template-card template-card--word" aria-hidden>
                  <div className="template-card__preview">
                    <div className="template-card__ratio">
                      <span className="skeleton-bar template-card__placeholder" />
                    </div>
                  </div>
                  <span className="skeleton-bar skeleton-bar--footer" />
                </div>
              ))
            : list.data.list.map((item) => (
                <TemplateCard key={item.id} headingLevel={3} kind="word" item={item} slots={slots} locked={gate.locked} busy={busy === item.id} onDownload={(i, a) => void download(i, a)} />
              ))}
        </div>
      )}
      <Link className="vi-word__all" to={withKeptQuery('/word', search)} data-testid="vi-word-all">
        {t('vi.word.all')} <RightOutlined aria-hidden />
      </Link>
      {gate.dialog}
    </Section>
  );
}
