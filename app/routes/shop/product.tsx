export default function Page() {
  return <h1>product</h1>;
}
