import { Icon, type IconName } from './icons';

/** A card with an icon tile, a title and a line of text: the feature and about grids share it. */
export function IconCard({ icon, title, text }: { icon: IconName; title: string; text: string }) {
  return (
    <li className="group rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition duration-200 hover:-translate-y-1 hover:border-brand-100 hover:shadow-lg">
      <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 transition-colors group-hover:bg-brand-700 group-hover:text-white">
        <Icon name={icon} />
      </span>
      <h3 className="mt-5 text-lg font-bold text-slate-900">{title}</h3>
      <p className="mt-2 text-slate-600">{text}</p>
    </li>
  );
}
