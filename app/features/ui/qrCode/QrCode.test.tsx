// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QrCode } from './QrCode';

afterEach(cleanup);

describe('QrCode', () => {
  it('holds its box, then draws the code of its value under an accessible name', async () => {
    const { rerender } = render(<QrCode value="https://a.example/1" label="分享二维码" size="8rem" />);
    const box = screen.getByRole('img', { name: '分享二维码' });
    expect(box.style.width).toBe('8rem');
    const drawn = (value: string) => box.querySelector(`svg[data-qr-value="${value}"] path`);
    await waitFor(() => expect(drawn('https://a.example/1')?.getAttribute('d')).toMatch(/^M\d/));
    rerender(<QrCode value="https://a.example/2" label="分享二维码" size="8rem" />);
    await waitFor(() => expect(drawn('https://a.example/2')).not.toBeNull());
  });
});
