export function loader() { return new Response(""); }
