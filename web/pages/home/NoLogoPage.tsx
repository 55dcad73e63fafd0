import { PictureOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useT } from '../../i18n';
import { site } from '../../site';

/**
 * '/' without `?logo` and without `?custom` (the customise page's record):
 * say what is missing and where to go.
 */
export function NoLogoPage() {
  const t = useT();
  return (
    <Result
      icon={<PictureOutlined />}
      title={t('noLogo.title')}
      subTitle={t('noLogo.text')}
      data-testid="no-logo"
      extra={[
        <Button type="primary" href={site.editorUrl} key="editor" data-testid="no-logo-editor">
          {t('noLogo.createLogo')}
        </Button>,
        <Button href={site.siteRoot} key="site">
          {t('common.backToSite')}
        </Button>,
      ]}
    />
  );
}
