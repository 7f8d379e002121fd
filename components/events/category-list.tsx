import { formatDollarsAndCents } from '@/lib/rules/money';
import styles from './category-list.module.css';

/** The event's registration categories with their prices. */
export function CategoryList({ categories }: { categories: Array<{ id: string; name: string; priceCents: number }> }) {
  return (
    <ul className={styles.list} data-testid="categories">
      {categories.map((category) => (
        <li key={category.id} className={styles.item}>
          <span className={styles.name}>{category.name}</span>
          <span className={styles.price}>
            {category.priceCents > 0 ? formatDollarsAndCents(category.priceCents) : 'Free'}
          </span>
        </li>
      ))}
    </ul>
  );
}
