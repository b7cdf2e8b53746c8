export default function Home() {
  return <h1>Ana Sayfa</h1>;
}
