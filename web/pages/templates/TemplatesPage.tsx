import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { GatePrompt, gatePromptFor } from '../../components/GatePrompt';
import { useEffect, useMemo } from 'react';
import type { TemplateKind } from '../../../core/office/api';
import { useTemplateList } from '../../api/templates';
import { useLogo } from '../../area/AreaContext';
import { translate, useT } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { logoSlots } from './logoSlots';
import { TemplateCard } from './TemplateCard';
import { useTemplateDownload } from './useTemplateDownload';
import '../../components/card-grid.css';
import './templates.css';
import { Name } from '../../components/Name';

/**
 * The Word and PPT templates pages (spec 02 §2, §4, §6, §7): a grid of
 * cards (3 a row for Word, 2 for PPT, one on a phone; cards 141.38 % and
 * 56.25 % tall), each the template's preview file with the logo in its image
 * slots and a download menu. Downloads: a visitor signs in, a non-buyer
 * buys, a buyer without the office package is offered it, else the server
 * builds the file and answers its savePath, which is then saved.
 */
export function TemplatesPage({ kind }: { kind: TemplateKind }) {
  const t = useT();
  const logo = useLogo();
  const { refusal, gate: packageGate, busy, download } = useTemplateDownload(kind);
  const { locked, open: gate, dialog } = packageGate;
  const list = useTemplateList(kind, logo.fa_id);
  const slots = useMemo(() => logoSlots(logo.design), [logo.design]);

  useEffect(() => {
    document.title = translate(kind === 'word' ? 'templates.word.documentTitle' : 'templates.ppt.documentTitle', { name: logo.logo_name });
  }, [kind, logo.logo_name]);

  const prompt = gatePromptFor(refusal, {
    NOT_IN_OFFICE_PACKAGE: { text: t('templates.officeText'), button: t('purchase.button.office') },
    NOT_BOUGHT: { text: t('templates.buyText'), button: t('purchase.button.buy') },
    UNAUTHENTICATED: { text: t('templates.signInText'), button: t('templates.signIn') },
  });

  return (
    <div className={`templates-page templates-page--${kind}`} data-testid={`templates-page-${kind}`}>
      <header className="templates-page__header">
        <p className="download-header__eyebrow"><Name>{logo.logo_name}</Name></p>
        <h1 className="download-header__title">{t(kind === 'word' ? 'templates.word.title' : 'templates.ppt.title')}</h1>
        <p className="templates-page__lead">{t(kind === 'word' ? 'templates.word.lead' : 'templates.ppt.lead')}</p>
      </header>

      <GatePrompt prompt={prompt} className="templates-page__prompt" testId="templates-gate" onOpen={gate} />

      {list.isError ? (
        <Alert
          type="error"
          showIcon
          title={t(errorMessageKey(list.error))}
          action={
            <Button onClick={() => void list.refetch()} data-testid="templates-retry">
              {t('common.retry')}
            </Button>
          }
          data-testid="templates-error"
        />
      ) : (
        <div className={`templates-grid templates-grid--${kind}`} aria-busy={list.isPending} data-testid="templates-grid">
          {list.isPending
            ? Array.from({ length: kind === 'word' ? 6 : 4 }, (_, i) => (
                <div key={i} className={`template-card template-card--${kind}`} aria-hidden>
                  <div className="template-card__preview">
                    <div className="template-card__ratio">
                      <span className="skeleton-bar template-card__placeholder" />
                    </div>
                  </div>
                  <span className="skeleton-bar skeleton-bar--footer" />
                </div>
              ))
            : list.data.list.map((item) => (
                <TemplateCard key={item.id} headingLevel={2} kind={kind} item={item} slots={slots} locked={locked} busy={busy === item.id} onDownload={(i, a) => void download(i, a)} />
              ))}
        </div>
      )}
      {dialog}
    </div>
  );
}

export function WordTemplatesPage() {
  return <TemplatesPage kind="word" />;
}

export function PptTemplatesPage() {
  return <TemplatesPage kind="ppt" />;
}
