// "My active sessions" on the admin's account page (docs/product.md#my-account): when each began and was last
// used, the browser and the address; this one is marked; another can be ended, or all at once.
import { LogOut, MonitorSmartphone } from "lucide-react";
import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Banner } from "~/components/ui/banner";
import { Button } from "~/components/ui/button";
import { Table } from "~/components/ui/table";
import { staffText } from "~/lib/i18n/admin-staff";

const t = staffText.sessions;

export interface SessionRow {
  id: string;
  browser: string | null;
  address: string | null;
  created: string;
  lastSeen: string;
  current: boolean;
}

export function SessionList({ sessions, result }: { sessions: SessionRow[]; result?: { error?: string; notice?: string } }) {
  const c = t.columns;
  return (
    <section aria-labelledby="sessions-title" className="mt-6 rounded-2xl border border-gray-200 bg-white p-5">
      <h2 id="sessions-title" className="flex items-center gap-1.5 text-lg font-bold">
        <MonitorSmartphone aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" /> {t.title}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t.intro}</p>
      {result?.error && (
        <Banner tone="error" className="mt-3 text-sm">
          {result.error}
        </Banner>
      )}
      {result?.notice && (
        <Banner tone="success" className="mt-3 text-sm">
          {result.notice}
        </Banner>
      )}
      <Table
        stacked
        framed={false}
        className="mt-4"
        caption={t.caption}
        testId="session-list"
        columns={[{ label: c.browser }, { label: c.address }, { label: c.created }, { label: c.lastSeen }, { label: c.actions, visuallyHidden: true }]}
      >
        {sessions.map((session) => (
          <tr key={session.id} data-testid="session-row" data-current={session.current ? "true" : undefined}>
            <td data-label={c.browser} className="py-2 pr-4">
              {session.browser ?? t.unknownBrowser} {session.current && <Badge colour="green">{t.current}</Badge>}
            </td>
            <td data-label={c.address} className="py-2 pr-4 [overflow-wrap:anywhere] md:whitespace-nowrap md:[overflow-wrap:normal]">
              {session.address ?? "–"}
            </td>
            <td data-label={c.created} className="py-2 pr-4 whitespace-nowrap">
              {session.created}
            </td>
            <td data-label={c.lastSeen} className="py-2 pr-4 whitespace-nowrap">
              {session.lastSeen}
            </td>
            <td className="py-2">
              {!session.current && (
                <Form method="post">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="session" value={session.id} />
                  <Button type="submit" variant="secondary" size="sm" className="whitespace-nowrap">
                    {t.end}
                  </Button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </Table>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="sign-out-everywhere" />
        <Button type="submit" variant="dangerOutline">
          <LogOut aria-hidden="true" className="h-5 w-5" /> {t.everywhere}
        </Button>
        <p className="mt-1 text-xs text-gray-700">{t.everywhereHint}</p>
      </Form>
    </section>
  );
}
