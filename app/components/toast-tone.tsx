import type { ToastMessage } from '~/lib/toast';
import { Icon } from './icons';

type ToastType = ToastMessage['type'];

/** The colours of each kind of message in the no-JavaScript banner (the toast card's are in toast-list). */
export const BANNER_TONES: Record<ToastType, { banner: string; icon: string }> = {
  success: { banner: 'border-emerald-300 bg-emerald-50 text-emerald-900', icon: 'text-emerald-600' },
  error: { banner: 'border-red-300 bg-red-50 text-red-900', icon: 'text-red-600' },
  info: { banner: 'border-slate-300 bg-slate-50 text-slate-900', icon: 'text-slate-500' },
};

/** A check for success, an exclamation mark in a circle for failures, an "i" for neutral news. */
export function ToastIcon({ type, className }: { type: ToastType; className: string }) {
  const name = type === 'error' ? 'alert-circle' : type === 'info' ? 'info-circle' : 'check-circle';
  return <Icon name={name} className={className} />;
}
