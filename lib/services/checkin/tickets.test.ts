import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { isPlausibleTicket } from '@/lib/rules/tickets';
import { participationEmails } from '@/lib/services/signups/participation-emails';
import { ticketOfCode } from './check-in';
import { ticketQrPng, ticketQrSvg } from './ticket-qr';
import { newTicketToken } from './ticket-token';

describe('tickets', () => {
  it('are 144 random bits, base64url, never the same twice', () => {
    const tokens = Array.from({ length: 1000 }, newTicketToken);
    expect(new Set(tokens).size).toBe(1000);
    for (const token of tokens.slice(0, 20)) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(18);
      expect(isPlausibleTicket(token)).toBe(true);
    }
  });

  it('are read from a scanned code: the token, or the /ticket/{token} address holding it', () => {
    expect(ticketOfCode('  AbCdEfGhIjKlMnOpQrStUvWx \n')).toBe('AbCdEfGhIjKlMnOpQrStUvWx');
    expect(ticketOfCode('https://rally.example/ticket/AbCdEfGhIjKlMnOpQrStUvWx')).toBe('AbCdEfGhIjKlMnOpQrStUvWx');
    expect(ticketOfCode('https://rally.example/ticket/AbCdEfGhIjKlMnOpQrStUvWx/qr.png')).toBe(
      'AbCdEfGhIjKlMnOpQrStUvWx',
    );
    expect(isPlausibleTicket('short')).toBe(false);
    expect(isPlausibleTicket("x'; DROP TABLE--aaaaaaaaaa")).toBe(false);
  });

  it('QR codes hold the token: the PNG decodes back to it, the SVG is an SVG', async () => {
    const token = newTicketToken();
    const { data, info } = await sharp(await ticketQrPng(token, 300))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(token);
    expect(await ticketQrSvg(token)).toMatch(/^<svg[^>]*viewBox/);
  });
});

describe('the confirmation email', () => {
  const input = {
    event: { id: 'evt1', title: 'River Run', emailTemplateParticipation: null },
    categoryName: '5K Run',
    teamTitle: null,
    totalCents: 0,
    transactionId: 'FREE-1',
    participants: [
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test', ticket: 'AdaAdaAdaAdaAdaAdaAdaAda' },
      { firstName: 'Ben', lastName: 'Lovelace', email: 'ada@example.test', ticket: 'BenBenBenBenBenBenBenBen' },
      { firstName: 'Cleo', lastName: 'Lovelace', email: 'cleo@example.test', ticket: 'CleoCleoCleoCleoCleoCleo' },
    ],
  };

  it("carries everyone's ticket to the one who registered, and their own to the others", () => {
    const [main, cleo] = participationEmails(input);
    for (const ticket of ['AdaAdaAdaAdaAdaAdaAdaAda', 'BenBenBenBenBenBenBenBen', 'CleoCleoCleoCleoCleoCleo']) {
      expect(main.html).toContain(`/ticket/${ticket}/qr.png" width="200" height="200"`);
      expect(main.text).toContain(`/ticket/${ticket}`);
    }
    expect(cleo.to).toBe('cleo@example.test');
    expect(cleo.html).toContain('/ticket/CleoCleoCleoCleoCleoCleo/qr.png');
    expect(cleo.html).not.toContain('AdaAdaAda');
    expect(cleo.html).not.toContain('BenBenBen');
  });
});
