import { requireAdminPage } from "~/modules/auth/guard.server";
import type { Route } from "./+types/orders";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return null;
}

export default function Page() {
  return <h1 className="text-2xl font-extrabold">orders</h1>;
}
