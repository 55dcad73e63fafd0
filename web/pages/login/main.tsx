import { createRoot } from 'react-dom/client';
import { Providers, startPage } from '../../app/Providers';
import { translate } from '../../i18n';
import { LoginPage } from './LoginPage';

// antd's scope as the area's pages have it: its own chunk, preloaded with the page (server/http/pages.ts).
const scope = import('../../app/AntdScope');

startPage(() => {
  void scope.then(({ AntdScope }) => {
    document.title = translate('login.documentTitle');
    createRoot(document.getElementById('root')!).render(
      <Providers>
        <AntdScope>
          <LoginPage />
        </AntdScope>
      </Providers>,
    );
  });
}, scope);
