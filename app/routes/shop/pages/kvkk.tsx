export default function Page() {
  return <h1>kvkk</h1>;
}
