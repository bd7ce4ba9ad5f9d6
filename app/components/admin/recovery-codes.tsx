import { Link } from 'react-router';
import { buttonClasses } from '~/components/button';
import { useClipboard } from '~/components/clipboard-button';
import { useHydrated } from '~/components/use-hydrated';
import { RECOVERY_CODES } from '~/content/admin-security';
import { dashboardPath } from '~/lib/paths';

/**
 * The ten recovery codes, right after set-up and never again: a list to write down, a text file to
 * download (a data: link, so it works without JavaScript and no server keeps the file), and, with
 * JavaScript, a copy button.
 */
export function RecoveryCodes({ codes, email }: { codes: readonly string[]; email: string }) {
  const text = `${RECOVERY_CODES.fileHeader(email)}${codes.join('\n')}\n`;
  return (
    <section aria-labelledby="recovery-codes-heading" className="rounded-xl border-2 border-amber-300 bg-amber-50 p-4 sm:p-6">
      <h2 id="recovery-codes-heading" className="text-lg font-semibold text-slate-900">
        {RECOVERY_CODES.heading}
      </h2>
      <p className="mt-1 max-w-2xl text-sm font-medium text-amber-900">{RECOVERY_CODES.onceNote}</p>
      <ol
        aria-label={RECOVERY_CODES.listLabel}
        className="mt-4 grid max-w-md grid-cols-2 gap-x-6 gap-y-2 rounded-lg border border-amber-200 bg-white p-4 font-mono text-base text-slate-900"
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={RECOVERY_CODES.fileName}
          className={buttonClasses('secondary', 'w-full sm:w-auto')}
        >
          {RECOVERY_CODES.download}
        </a>
        <CopyCodes text={codes.join('\n')} />
        <Link to={dashboardPath('account')} className={buttonClasses('primary', 'w-full sm:w-auto')}>
          {RECOVERY_CODES.done}
        </Link>
      </div>
    </section>
  );
}

function CopyCodes({ text }: { text: string }) {
  const hydrated = useHydrated();
  const [copied, copy] = useClipboard();
  if (!hydrated) return null;
  return (
    <button type="button" onClick={() => void copy(text, RECOVERY_CODES.copied)} className={buttonClasses('secondary', 'w-full sm:w-auto')}>
      {copied ? 'Copied' : RECOVERY_CODES.copy}
    </button>
  );
}
