import { redirect } from "react-router";

// Any other path redirects to /.
export function loader() {
  return redirect("/");
}
export function action() {
  return redirect("/", 303);
}
