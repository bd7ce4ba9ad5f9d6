import { DOWNLOAD_PAGE } from '~/content/download';
import { Icon } from '../icons';

function Mark({ yes }: { yes: boolean }) {
  return yes ? (
    <span className="inline-flex items-center gap-1.5 font-semibold text-emerald-700">
      <Icon name="check" className="size-5" strokeWidth={3} />
      Yes
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 text-slate-600">
      <Icon name="lock" className="size-4" />
      License needed
    </span>
  );
}

/** Free download against a license, as a table: what you can try, and the one thing you pay for. */
export function FreeVsLicensed() {
  const { freeVsLicensed } = DOWNLOAD_PAGE;
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">{freeVsLicensed.heading}</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
              <span className="sr-only">Feature</span>
            </th>
            {freeVsLicensed.columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-3 font-semibold sm:px-6">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {freeVsLicensed.rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row" className="px-4 py-4 font-medium text-slate-800 sm:px-6">
                {row.feature}
              </th>
              <td className="px-3 py-4 sm:px-6">
                <Mark yes={row.free} />
              </td>
              <td className="px-3 py-4 sm:px-6">
                <Mark yes={row.licensed} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
