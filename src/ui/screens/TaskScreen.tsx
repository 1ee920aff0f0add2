// Placeholder: built by the "Ask and solve" work.
export default function TaskScreen() {
  return <p>TaskScreen</p>;
}
