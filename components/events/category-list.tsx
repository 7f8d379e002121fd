import styles from './category-list.module.css';

const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The event's registration categories with their prices (dollars). */
export function CategoryList({ categories }: { categories: Array<{ id: string; name: string; price: number }> }) {
  return (
    <ul className={styles.list} data-testid="categories">
      {categories.map((category) => (
        <li key={category.id} className={styles.item}>
          <span className={styles.name}>{category.name}</span>
          <span className={styles.price}>{category.price > 0 ? price.format(category.price) : 'Free'}</span>
        </li>
      ))}
    </ul>
  );
}
