import { LockOutlined } from '@ant-design/icons';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { SearchInput } from '../../components/SearchInput';
import { GatePrompt, gatePromptFor } from '../../components/GatePrompt';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { brandAssetRefusal } from '../../../core/downloads';
import { mockupPreviewUrl, type TMockupSummary } from '../../../core/mockups/api';
import { LATEST_TAG, type MockupTag } from '../../../core/mockups/catalogue';
import { useMockupList, useMockupTags } from '../../api/mockups';
import { followingDesign } from '../../components/ServerPicture';
import { useArea, useLogo } from '../../area/AreaContext';
import { translate, useT } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { usePackageGate } from '../../purchase/usePackageGate';
import { previewDataUrl } from '../download/preview';
import { useSaveFile } from '../download/useSaveFile';
import { MockupCard } from './MockupCard';

import { useScrolledPast } from '../../components/useInView';
import { useLayoutMode } from '../../layout/useLayoutMode';
import '../../components/card-grid.css';
import './mockups.css';
import { Name } from '../../components/Name';

/**
 * The mockups page (spec 02 §2, §4, §6): title, a search box that stays at
 * the top, large, once the page scrolls, the tag chips ('Latest' first;
 * a chip clears the keywords, a search clears the chip), the list with
 * load-more, each mockup previewed with the logo and downloadable as JPG.
 * Without the professional package the previews stay; downloads and
 * load-more open the upgrade (or buy, or sign-in).
 */
export default function MockupsPage() {
  const t = useT();
  const logo = useLogo();
  const { roles } = useArea();
  const refusal = brandAssetRefusal(roles);
  const { locked, open: gate, dialog } = usePackageGate(logo.fa_id, refusal, 'mockups');
  const [tag, setTag] = useState<MockupTag | null>(LATEST_TAG);
  const [keyword, setKeyword] = useState('');
  const [draft, setDraft] = useState('');
  const tags = useMockupTags();
  const list = useMockupList({ tag, keyword, logoId: logo.fa_id });
  const { save, pending } = useSaveFile();
  const sentinel = useRef<HTMLDivElement>(null);
  const fixed = useScrolledPast(sentinel, 64);
  const mode = useLayoutMode();

  useEffect(() => {
    document.title = translate('mockups.documentTitle', { name: logo.logo_name });
  }, [logo.logo_name]);

  const download = useCallback(
    (item: TMockupSummary) => {
      if (locked) gate();
      else void save(`/api/logo/${logo.fa_id}/mockups/${item.id}`);
    },
    [locked, gate, save, logo.fa_id],
  );

  const chooseTag = (id: MockupTag) => {
    setTag(id);
    setKeyword('');
    setDraft('');
  };
  const search = (event?: FormEvent) => {
    event?.preventDefault();
    const k = draft.trim();
    setKeyword(k);
    setTag(k === '' ? LATEST_TAG : null);
  };
  const showAll = () => chooseTag(LATEST_TAG);

  const items = useMemo(() => list.data?.pages.flatMap((p) => p.list) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;
  const mainLogo = useMemo(() => previewDataUrl(logo.design, 'main', logo.design.background), [logo.design]);

  const prompt = gatePromptFor(refusal, {
    NOT_IN_PACKAGE: { text: t('mockups.upgradeText'), button: t('purchase.button.upgrade') },
    NOT_BOUGHT: { text: t('mockups.buyText'), button: t('purchase.button.buy') },
    UNAUTHENTICATED: { text: t('mockups.signInText'), button: t('mockups.signIn') },
  });

  /**
   * The tag chips wrap onto as many lines as they take. On a phone (and a window zoomed to one) they sit under
   * the search box and scroll away with the page: in the band that stays at the top, their lines would cover a
   * third of a short screen.
   */
  const chips = (
    <div className="mockups-tags" role="group" aria-label={t('mockups.tagsLabel')} data-testid="mockups-tags">
      {(tags.data?.tags ?? [{ id: LATEST_TAG, label: t('mockups.tagLatest') }]).map((chip) => (
        <button
          key={chip.id}
          type="button"
          className={`mockups-tag${tag === chip.id ? ' mockups-tag--active' : ''}`}
          aria-pressed={tag === chip.id}
          onClick={() => chooseTag(chip.id)}
          data-testid={`mockups-tag-${chip.id}`}
        >
          {chip.label}
        </button>
      ))}
    </div>
  );

  return (
    <div className="mockups-page">
      <header className="mockups-page__header">
        <p className="download-header__eyebrow" data-testid="mockups-eyebrow"><Name>{logo.logo_name}</Name></p>
        <h1 className="download-header__title">{t('mockups.title')}</h1>
        <p className="mockups-page__lead">{t('mockups.lead')}</p>
      </header>

      {/* spec 02 §2: the main logo card exists but is hidden. */}
      <div className="mockups-page__main-logo" hidden data-testid="mockups-main-logo">
        {mainLogo && <img src={mainLogo} alt={t('mockups.mainLogo')} width={400} height={300} />}
      </div>

      <div ref={sentinel} className="mockups-search__sentinel" aria-hidden />
      <div className={`mockups-search${fixed ? ' mockups-search--fixed' : ''}`} data-testid="mockups-search" data-fixed={fixed}>
        <form role="search" onSubmit={search} className="mockups-search__form">
          <SearchInput
            value={draft}
            onValueChange={(value) => {
              setDraft(value);
              // Clearing the box (its ×, Escape or by hand) brings back the full list.
              if (value === '' && keyword !== '') showAll();
            }}
            maxLength={50}
            size={fixed ? 'large' : 'middle'}
            placeholder={t('mockups.searchPlaceholder')}
            aria-label={t('mockups.searchLabel')}
            data-testid="mockups-search-input"
          />
          <Button type="primary" htmlType="submit" size={fixed ? 'large' : 'middle'} data-testid="mockups-search-submit">
            {t('mockups.searchButton')}
          </Button>
        </form>
        {mode !== 'mobile' && chips}
      </div>
      {mode === 'mobile' && chips}

      <GatePrompt prompt={prompt} className="mockups-page__prompt" testId="mockups-upgrade" onOpen={gate} />

      {list.isError && !list.data ? (
        <Alert
          type="error"
          showIcon
          title={t('mockups.loadFailed')}
          description={t(errorMessageKey(list.error))}
          action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
          data-testid="mockups-error"
        />
      ) : list.isPending ? (
        <section className="mockups-grid" aria-busy="true" aria-label={t('mockups.listLabel')}>
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="mockup-card mockup-card--skeleton">
              <span className="skeleton-bar mockup-card__placeholder" />
            </div>
          ))}
        </section>
      ) : items.length === 0 ? (
        <div className="mockups-empty" data-testid="mockups-empty">
          <p>{keyword !== '' ? t('mockups.empty', { keyword }) : t('mockups.emptyTag')}</p>
          <Button onClick={showAll}>{t('mockups.showAll')}</Button>
        </div>
      ) : (
        <>
          <p className="mockups-page__count" aria-live="polite" data-testid="mockups-count">
            {total === 1 ? t('mockups.countOne') : t('mockups.count', { count: total })}
          </p>
          <section className="mockups-grid" aria-label={t('mockups.listLabel')} data-testid="mockups-grid">
            {items.map((item) => (
              <MockupCard key={item.id} item={item} src={followingDesign(mockupPreviewUrl(logo.fa_id, item.id, item.version), logo.fa_id, logo.design)} locked={locked} busy={pending} onDownload={download} />
            ))}
          </section>
          {list.isFetchNextPageError && (
            <Alert
              className="mockups-more__error"
              type="error"
              showIcon
              title={t('mockups.moreFailed')}
              description={t(errorMessageKey(list.error))}
              data-testid="mockups-more-error"
            />
          )}
          {list.hasNextPage && (
            <div className="mockups-more">
              <Button
                size="large"
                icon={locked ? <LockOutlined /> : undefined}
                loading={list.isFetchingNextPage}
                onClick={() => (locked ? gate() : void list.fetchNextPage())}
                data-testid="mockups-load-more"
              >
                {t('mockups.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}

      {dialog}
    </div>
  );
}
