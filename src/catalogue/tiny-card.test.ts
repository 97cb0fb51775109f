import { expect, it } from 'vitest';
import { statusBadge } from './tiny-card.tsx';

it('colours the status badge: active success, in-progress warning, archived muted, else base', () => {
  expect(statusBadge('active').tone).toBe('success');
  expect(statusBadge('in-progress').tone).toBe('warning');
  expect(statusBadge('archived').tone).toBe('muted');
  expect(statusBadge('paused')).toEqual({ tone: 'base', label: 'paused' });
});
