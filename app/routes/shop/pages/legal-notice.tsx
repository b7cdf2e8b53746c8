export default function Page() {
  return <h1>legal-notice</h1>;
}
