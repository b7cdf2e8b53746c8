export default function Page() {
  return <h1>distance-sales-agreement</h1>;
}
