import { ArrowDownOutlined, ArrowUpOutlined, ExportOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { PORTAL_TEXT_MAX, type TPortal, type TPortalPage, type TPortalSection } from '../../../core/portal/api';
import { ApiError } from '../../api/client';
import { useSavePortalPage } from '../../api/portal';
import { useLogo } from '../../area/AreaContext';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { FormField } from '../../components/FormField';
import { Switch } from '../../components/Switch';
import { TextArea } from '../../components/TextInput';
import { toast } from '../../components/toast';
import { useT, type TKey } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';

/** Lines of a text area as the page's list: trimmed, empty lines left out. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** What is wrong with a list of lines typed one per line, or null. */
function linesProblem(text: string): 'tooMany' | 'tooLong' | null {
  const lines = linesOf(text);
  if (lines.length > PORTAL_TEXT_MAX.lines) return 'tooMany';
  return lines.some((line) => line.length > PORTAL_TEXT_MAX.line) ? 'tooLong' : null;
}

/**
 * What the brand page shows: its sections in order, each on or off; the
 * mission; the brand's own do's and don'ts; the terms an e-mail link's
 * visitor accepts. Saved at once for every link; the preview beside it is
 * the page itself, reloaded after each save.
 */
export function PageCard({ portal }: { portal: TPortal }) {
  const t = useT();
  const logo = useLogo();
  const save = useSavePortalPage(logo.fa_id);
  const [sections, setSections] = useState(portal.page.sections);
  const [mission, setMission] = useState(portal.page.mission);
  const [dos, setDos] = useState(portal.page.dos.join('\n'));
  const [donts, setDonts] = useState(portal.page.donts.join('\n'));
  const [terms, setTerms] = useState(portal.page.terms);
  const [shown, setShown] = useState(0);
  // The section last moved, and by which button: that button keeps the focus in the row's new place (the other one
  // when it reached an end), and the new place is said.
  const [moved, setMoved] = useState<{ id: TPortalSection; by: -1 | 1 } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  useEffect(() => {
    if (!moved) return;
    const at = sections.findIndex((s) => s.id === moved.id);
    const same = moved.by === -1 ? at > 0 : at < sections.length - 1;
    buttons.current.get(`${moved.id}:${same ? moved.by : -moved.by}`)?.focus();
  }, [moved, sections]);
  const dosProblem = linesProblem(dos);
  const dontsProblem = linesProblem(donts);
  const problemText = (problem: ReturnType<typeof linesProblem>) =>
    problem === 'tooMany' ? t('portal.page.tooManyLines', { max: PORTAL_TEXT_MAX.lines }) : problem === 'tooLong' ? t('portal.page.lineTooLong', { max: PORTAL_TEXT_MAX.line }) : null;

  const move = (index: number, by: -1 | 1) => {
    setSections((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
    setMoved({ id: sections[index]!.id, by });
  };
  const movedText = moved
    ? t('portal.page.moved', { section: t(`portal.section.${moved.id}` as TKey), n: sections.findIndex((s) => s.id === moved.id) + 1, total: sections.length })
    : '';
  const toggle = (id: TPortalSection, on: boolean) => setSections((list) => list.map((s) => (s.id === id ? { ...s, on } : s)));

  const submit = () => {
    if (dosProblem || dontsProblem) return;
    const page: TPortalPage = { sections, mission: mission.trim(), dos: linesOf(dos), donts: linesOf(donts), terms: terms.trim() };
    save.mutate(page, {
      onSuccess: () => {
        toast.success(t('portal.page.saved'));
        setShown((n) => n + 1);
      },
    });
  };

  return (
    <section className="portal-card" aria-labelledby="portal-page-title">
      <h2 id="portal-page-title">{t('portal.page.title')}</h2>
      <p className="portal-card__muted">{t('portal.page.lead')}</p>
      <div className="portal-page-editor">
        <form
          className="portal-link-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <fieldset className="portal-sections">
            <legend>{t('portal.page.sections')}</legend>
            <ol data-testid="portal-sections">
              {sections.map((s, i) => {
                const name = t(`portal.section.${s.id}` as TKey);
                return (
                  <li key={s.id} className="portal-sections__row" data-testid="portal-section" data-section={s.id}>
                    <Switch checked={s.on} onChange={(on) => toggle(s.id, on)} aria-label={t('portal.page.show', { section: name })} data-testid="portal-section-on" />
                    <span className="portal-sections__name">{name}</span>
                    <Button
                      ref={(el: HTMLButtonElement | null) => void buttons.current.set(`${s.id}:-1`, el)}
                      size="small"
                      icon={<ArrowUpOutlined />}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                      aria-label={t('portal.page.up', { section: name })}
                      data-testid="portal-section-up"
                    />
                    <Button
                      ref={(el: HTMLButtonElement | null) => void buttons.current.set(`${s.id}:1`, el)}
                      size="small"
                      icon={<ArrowDownOutlined />}
                      disabled={i === sections.length - 1}
                      onClick={() => move(i, 1)}
                      aria-label={t('portal.page.down', { section: name })}
                      data-testid="portal-section-down"
                    />
                  </li>
                );
              })}
            </ol>
            <p className="visually-hidden" role="status">
              {movedText}
            </p>
          </fieldset>
          <FormField label={t('portal.page.mission')} help={t('portal.page.missionHelp', { max: PORTAL_TEXT_MAX.mission })}>
            {(control) => <TextArea {...control} rows={3} maxLength={PORTAL_TEXT_MAX.mission} value={mission} onChange={(e) => setMission(e.target.value)} data-testid="portal-mission" />}
          </FormField>
          <FormField label={t('portal.page.dos')} help={t('portal.page.linesHelp', { max: PORTAL_TEXT_MAX.lines })} error={problemText(dosProblem)}>
            {(control) => <TextArea {...control} rows={3} value={dos} status={dosProblem ? 'error' : undefined} onChange={(e) => setDos(e.target.value)} data-testid="portal-dos" />}
          </FormField>
          <FormField label={t('portal.page.donts')} help={t('portal.page.linesHelp', { max: PORTAL_TEXT_MAX.lines })} error={problemText(dontsProblem)}>
            {(control) => <TextArea {...control} rows={3} value={donts} status={dontsProblem ? 'error' : undefined} onChange={(e) => setDonts(e.target.value)} data-testid="portal-donts" />}
          </FormField>
          <FormField label={t('portal.page.terms')} help={t('portal.page.termsHelp')}>
            {(control) => <TextArea {...control} rows={3} maxLength={PORTAL_TEXT_MAX.terms} value={terms} onChange={(e) => setTerms(e.target.value)} data-testid="portal-terms" />}
          </FormField>
          {save.error instanceof ApiError && <Alert type="error" showIcon title={t(errorMessageKey(save.error))} data-testid="portal-page-error" />}
          <div className="portal-card__actions">
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="portal-page-save">
              {t('portal.page.save')}
            </Button>
            <a className="portal-page-editor__open" href={portal.path} target="_blank" rel="noopener" data-testid="portal-page-open">
              <ExportOutlined aria-hidden="true" /> {t('portal.page.open')}
            </a>
          </div>
        </form>
        <div className="portal-preview">
          <p className="portal-preview__label" id="portal-preview-label">
            {t('portal.page.preview')}
          </p>
          {/* The page itself, as its visitors see it (the owner sees every section); a new frame after each save. */}
          <iframe key={shown} className="portal-preview__frame" src={portal.path} title={t('portal.page.previewTitle')} loading="lazy" data-testid="portal-preview" />
        </div>
      </div>
    </section>
  );
}
