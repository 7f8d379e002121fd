import styles from './participant-list.module.css';

/** A team's participants as anyone may see them: first name and last initial. */
export function ParticipantList({ participants }: { participants: Array<{ id: string; name: string }> }) {
  if (participants.length === 0) {
    return (
      <p className={styles.empty} data-testid="participants-empty">
        Nobody has registered with this team yet.
      </p>
    );
  }
  return (
    <ul className={styles.list} data-testid="participant-list">
      {participants.map((participant) => (
        <li key={participant.id} className={styles.chip}>
          {participant.name}
        </li>
      ))}
    </ul>
  );
}
