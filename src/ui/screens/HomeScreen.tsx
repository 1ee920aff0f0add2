// Placeholder: built by the "Ask and solve" work.
export default function HomeScreen() {
  return <p>HomeScreen</p>;
}
