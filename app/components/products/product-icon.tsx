import type { ProductIcon as Shape } from '~/content/products';
import { Icon, PathIcon } from '../icons';

export function ProductIcon({ icon, className }: { icon: Shape; className: string }) {
  return typeof icon === 'string' ? <Icon name={icon} className={className} /> : <PathIcon d={icon.d} className={className} />;
}
