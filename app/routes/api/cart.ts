export function action() { return Response.json({}); }
