import { createRoot } from 'react-dom/client';
import { Providers, startPage } from '../../app/Providers';
import { translate } from '../../i18n';
import { LoginPage } from './LoginPage';

startPage(() => {
  document.title = translate('login.documentTitle');
  createRoot(document.getElementById('root')!).render(
    <Providers>
      <LoginPage />
    </Providers>,
  );
});
