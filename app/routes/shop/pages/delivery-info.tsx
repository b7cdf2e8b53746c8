export default function Page() {
  return <h1>delivery-info</h1>;
}
