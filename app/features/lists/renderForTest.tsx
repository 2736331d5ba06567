// Component tests only: renders inside what the root gives every page (router, language catalog).
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { I18nProvider } from '~/i18n/context';
import type { Language } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages.server';

export function renderForTest(ui: ReactNode, lang: Language = 'zh') {
  return render(
    <MemoryRouter>
      <I18nProvider lang={lang} messages={messagesFor(lang)}>
        {ui}
      </I18nProvider>
    </MemoryRouter>,
  );
}
