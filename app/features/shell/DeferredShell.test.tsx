// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { I18nProvider } from '~/i18n/context';
import type { Language } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages.server';
import { platform } from '~/platform/platform';
import { DeferredShell } from './DeferredShell';
import { IdleShell } from './IdleShell';
import { toastMs } from './toastStore';

const guard = vi.hoisted(() => ({ run: vi.fn(async () => {}), session: { name: 'browser session' } }));
vi.mock('~/platform/startupGuard', () => ({ runStartupGuard: guard.run }));
vi.mock('~/platform/publisher.client', () => ({ browserCore: () => ({ session: guard.session }) }));

/** a scheduler that runs what it was given only when the test says the browser is idle */
function idleByHand() {
  const waiting: (() => void)[] = [];
  const schedule = vi.fn((run: () => void) => {
    waiting.push(run);
    return () => void waiting.splice(waiting.indexOf(run) >>> 0, 1);
  });
  const flush = () => act(() => waiting.splice(0).forEach((run) => run()));
  return { schedule, flush };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderShell(shell: React.ReactNode, lang: Language = 'zh') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <I18nProvider lang={lang} messages={messagesFor(lang)}>
            <Where />
            <Outlet />
            {shell}
          </I18nProvider>
        ),
        children: [
          { path: 'home.html', element: null },
          { path: 'login.html', element: null },
          { path: 'activityVote/1.html', element: null, handle: { requiresAuth: true } },
        ],
      },
    ],
    { initialEntries: ['/home.html'] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

beforeEach(() => guard.run.mockClear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the toast widget and the platform handlers', () => {
  it('keeps an empty polite live region in the page, shows a toast, then clears it', () => {
    vi.useFakeTimers();
    renderShell(<DeferredShell whenIdle={idleByHand().schedule} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    act(() => platform().toast('已收藏'));
    expect(region.textContent).toBe('已收藏');
    act(() => vi.advanceTimersByTime(toastMs));
    expect(region.textContent).toBe('');
  });

  it('translates the platform’s notices from the catalog', () => {
    renderShell(<DeferredShell whenIdle={idleByHand().schedule} />);
    act(() => platform().notice('messengerAuthFailed'));
    expect(screen.getByRole('status').textContent).toBe('微信授权失败');
    act(() => platform().notice('messengerUserInfoFailed'));
    expect(screen.getByRole('status').textContent).toBe('微信授权获取用户信息失败');
  });

  it('speaks the reader’s language', () => {
    renderShell(<DeferredShell whenIdle={idleByHand().schedule} />, 'en');
    act(() => platform().notice('loginExpiredReenter'));
    expect(screen.getByRole('status').textContent).toBe(
      'Your login information has expired. Please open this page again',
    );
  });

  it('openLogin goes to the login page', () => {
    renderShell(<DeferredShell whenIdle={idleByHand().schedule} />);
    act(() => platform().openLogin());
    expect(screen.getByTestId('where').textContent).toBe('/login.html');
  });
});

describe('the browser’s start-up guard', () => {
  it('runs when the browser is idle, and again after each route change, with the route’s auth mark', async () => {
    const idle = idleByHand();
    const { router } = renderShell(<DeferredShell whenIdle={idle.schedule} />);
    expect(guard.run).not.toHaveBeenCalled();
    await idle.flush();
    await vi.waitFor(() => expect(guard.run).toHaveBeenCalledTimes(1));
    expect(guard.run).toHaveBeenLastCalledWith(guard.session, { requiresAuth: false });

    await act(() => router.navigate('/activityVote/1.html'));
    expect(guard.run).toHaveBeenCalledTimes(1);
    await idle.flush();
    await vi.waitFor(() => expect(guard.run).toHaveBeenCalledTimes(2));
    expect(guard.run).toHaveBeenLastCalledWith(guard.session, { requiresAuth: true });
  });

  it('a failing guard leaves the page alone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    guard.run.mockRejectedValueOnce(new Error('publisher away'));
    const idle = idleByHand();
    renderShell(<DeferredShell whenIdle={idle.schedule} />);
    await idle.flush();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('start-up guard:', 'publisher away'));
    expect(screen.getByRole('status')).toBeTruthy();
    warn.mockRestore();
  });
});

describe('IdleShell', () => {
  it('renders nothing at first (as on the server), then the deferred shell once the browser is idle', async () => {
    renderShell(<IdleShell />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(await screen.findByRole('status')).toBeTruthy();
    await vi.waitFor(() => expect(guard.run).toHaveBeenCalled());
  });
});
