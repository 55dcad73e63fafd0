import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './api/queryClient';
import { Providers, startPage } from './app/Providers';
import { translate } from './i18n';
import { createAreaRouter } from './routes';
import { installDownloadInfoResponder } from './embed/downloadInfo';
import { site } from './site';

startPage();
// Before the first render: a host's early request for downloadInfo waits for the page, not lost.
installDownloadInfoResponder(site.embedOrigins);
document.title = translate('app.documentTitle');

const queryClient = createQueryClient();
const router = createAreaRouter();

createRoot(document.getElementById('root')!).render(
  <Providers>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </Providers>,
);
