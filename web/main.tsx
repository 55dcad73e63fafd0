import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { prefetchFirstCalls } from './api/firstCalls';
import { createQueryClient } from './api/queryClient';
import { watchFirstInteraction } from './app/firstInteraction';
import { Providers, startPage } from './app/Providers';
import { translate } from './i18n';
import { AreaRoutes, BASENAME, startRoute } from './routes';
import { installDownloadInfoResponder } from './embed/downloadInfo';
import { site } from './site';

// Before the first render: a host's early request for downloadInfo waits for the page, not lost.
installDownloadInfoResponder(site.embedOrigins);
// Parts of pages that load when wanted (components/lazyWhenNear) count the customer's first interaction from here.
watchFirstInteraction();

const queryClient = createQueryClient();
// The first page's code and calls load beside the area's own start.
const firstPage = startRoute(queryClient, window.location.pathname, window.location.search);

startPage(() => {
  document.title = translate('app.documentTitle');
  createRoot(document.getElementById('root')!).render(
    <Providers>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter basename={BASENAME}>
          <AreaRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </Providers>,
  );
}, prefetchFirstCalls(queryClient, window.location.search, firstPage));
