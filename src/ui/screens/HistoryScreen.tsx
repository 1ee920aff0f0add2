// Placeholder: built by the "Ask and solve" work.
export default function HistoryScreen() {
  return <p>HistoryScreen</p>;
}
