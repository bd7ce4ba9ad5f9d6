import { PLAN_COMPARISON } from '~/content/plans';
import { PLANS } from '~/features/catalogue/plans';
import { useSupportHours } from '~/components/use-seller';

/**
 * A real table, rows × the three plans, every cell from the plan catalogue. At 320 px its four
 * columns share the width: cells wrap at spaces, none is cut, and the page does not scroll sideways.
 */
export function PlanComparison() {
  const supportHours = useSupportHours();
  return (
    <section aria-labelledby="compare-heading" className="mx-auto mt-16 max-w-4xl">
      <h2 id="compare-heading" className="text-center text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
        {PLAN_COMPARISON.heading}
      </h2>
      <div className="mt-8 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full table-fixed border-collapse text-left text-xs text-slate-700 sm:text-base">
          <caption className="sr-only">{PLAN_COMPARISON.caption}</caption>
          <colgroup>
            <col className="w-[31%] sm:w-1/4" />
            <col span={PLANS.length} />
          </colgroup>
          <thead className="bg-slate-50 text-slate-900">
            <tr>
              <td className="px-2 py-3 sm:px-4">
                <span className="sr-only">{PLAN_COMPARISON.featureHeader}</span>
              </td>
              {PLANS.map((plan) => (
                <th key={plan.name} scope="col" className="px-2 py-3 text-sm font-bold sm:px-4 sm:text-base">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 border-t border-slate-200">
            {PLAN_COMPARISON.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="px-2 py-3 font-semibold break-words text-slate-900 sm:px-4">
                  {row.label}
                </th>
                {PLANS.map((plan) => (
                  <td key={plan.name} className="px-2 py-3 break-words sm:px-4">
                    {row.value(plan, supportHours)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-center text-sm text-slate-600">{PLAN_COMPARISON.products}</p>
    </section>
  );
}
