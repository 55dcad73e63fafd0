import { useCallback, useState } from 'react';
import { officeTemplateRefusal } from '../../../core/downloads';
import type { TemplateKind, TTemplateSummary } from '../../../core/office/api';
import { requestTemplate } from '../../api/templates';
import { useArea, useLogo } from '../../area/AreaContext';
import { toast } from '../../components/toast';
import { useT } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { usePackageGate } from '../../purchase/usePackageGate';
import { useSaveFile } from '../download/useSaveFile';
import type { TemplateAction } from './TemplateCard';

/**
 * Downloading a template (spec 02 §4): locked → the gate (sign in, buy, the
 * office package); else the server builds the file and answers its savePath,
 * which is saved — or the brand's Office theme. One card busy at a time.
 * The templates pages and the brand identity page's Word section use it.
 */
export function useTemplateDownload(kind: TemplateKind) {
  const t = useT();
  const logo = useLogo();
  const { roles } = useArea();
  const refusal = officeTemplateRefusal(roles);
  const gate = usePackageGate(logo.fa_id, refusal);
  const { save } = useSaveFile();
  const [busy, setBusy] = useState<number | null>(null);

  const download = useCallback(
    async (item: TTemplateSummary, action: TemplateAction) => {
      if (gate.locked) return gate.open();
      setBusy(item.id);
      try {
        if (action === 'theme') await save(`/api/logo/${logo.fa_id}/office-theme.thmx`);
        else await save((await requestTemplate(kind, item.id, logo.fa_id)).savePath);
      } catch (error) {
        toast.error(t(errorMessageKey(error)));
      } finally {
        setBusy(null);
      }
    },
    [gate, save, logo.fa_id, kind, t],
  );

  return { refusal, gate, busy, download };
}
