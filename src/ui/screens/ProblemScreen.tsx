// Placeholder: built by the "Ask and solve" work.
export default function ProblemScreen() {
  return <p>ProblemScreen</p>;
}
