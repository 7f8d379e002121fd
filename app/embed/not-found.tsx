import styles from './embed.module.css';

// Small enough for a 277×440 iframe on someone else's page.
export default function EmbedNotFound() {
  return (
    <div className={styles.message}>
      <div>
        <h1>Campaign not found</h1>
        <p>This campaign may have ended or been removed by its organizer.</p>
      </div>
    </div>
  );
}
