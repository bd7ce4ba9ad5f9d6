import type { ToastMessage } from '~/lib/toast';
import { Icon } from './icons';

type ToastType = ToastMessage['type'];

/** The colours of each kind of message, for the toast card and the no-JavaScript banner alike. */
const TONES: Record<ToastType, { banner: string; card: string; icon: string; close: string }> = {
  success: {
    banner: 'border-emerald-300 bg-emerald-50 text-emerald-900',
    card: 'border-slate-200 bg-white text-slate-900',
    icon: 'text-emerald-600',
    close: 'text-slate-500',
  },
  error: {
    banner: 'border-red-300 bg-red-50 text-red-900',
    card: 'border-red-700 bg-red-700 text-white',
    icon: 'text-white',
    close: 'text-white',
  },
  info: {
    banner: 'border-slate-300 bg-slate-50 text-slate-900',
    card: 'border-slate-200 bg-slate-50 text-slate-900',
    icon: 'text-slate-500',
    close: 'text-slate-500',
  },
};

export function toastTone(type: ToastType) {
  return TONES[type];
}

/** A check for success, an exclamation mark in a circle for failures, an "i" for neutral news. */
export function ToastIcon({ type, className }: { type: ToastType; className: string }) {
  const name = type === 'error' ? 'alert-circle' : type === 'info' ? 'info-circle' : 'check-circle';
  return <Icon name={name} className={className} />;
}
