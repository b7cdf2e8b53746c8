// The audit log's filter: who, which action (one or a whole kind), the target's text and a range of days,
// sent as a GET form (?actor=&action=&target=&from=&to=), so the filter lives in the URL.
import { Search } from "lucide-react";
import { Form } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { AUDIT_ACTION_KINDS, AUDIT_ACTIONS, auditActionKind } from "~/lib/audit";
import { auditText } from "~/lib/i18n/audit";

const t = auditText;

export interface AuditFilterValues {
  actor: string;
  action: string;
  target: string;
  from: string;
  to: string;
}

export function AuditFilters({ values, actors }: { values: AuditFilterValues; actors: string[] }) {
  const filtered = Object.values(values).some(Boolean);
  // A filter's current value stays selectable even when no record names that person any more.
  const people = values.actor && !actors.includes(values.actor) ? [values.actor, ...actors] : actors;
  const control = `${inputClass} min-h-11 bg-white`;
  return (
    <Form
      method="get"
      role="search"
      aria-label={t.filters.label}
      className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2 sm:items-end xl:grid-cols-3"
    >
      <Field label={t.filters.actor} id="audit-actor">
        {(props) => (
          <select {...props} name="actor" defaultValue={values.actor} key={`actor-${values.actor}`} className={control}>
            <option value="">{t.filters.allActors}</option>
            {people.map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.filters.action} id="audit-action">
        {(props) => (
          <select {...props} name="action" defaultValue={values.action} key={`action-${values.action}`} className={control}>
            <option value="">{t.filters.allActions}</option>
            {AUDIT_ACTION_KINDS.map((kind) => (
              <optgroup key={kind} label={t.kindGroups[kind]}>
                <option value={kind}>{t.kinds[kind]}</option>
                {AUDIT_ACTIONS.filter((action) => auditActionKind(action) === kind).map((action) => (
                  <option key={action} value={action}>
                    {t.actions[action]}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.filters.target} id="audit-target">
        {(props) => (
          <input
            {...props}
            name="target"
            type="search"
            defaultValue={values.target}
            key={`target-${values.target}`}
            maxLength={100}
            placeholder={t.filters.targetPlaceholder}
            className={`${inputClass} min-h-11`}
          />
        )}
      </Field>
      {(["from", "to"] as const).map((bound) => (
        <Field key={bound} label={t.filters[bound]} id={`audit-${bound}`}>
          {(props) => (
            <input
              {...props}
              name={bound}
              type="text"
              inputMode="numeric"
              pattern="\d{1,2}\.\d{1,2}\.\d{4}"
              title={t.filters.dateFormat}
              placeholder={t.filters.dateFormat}
              defaultValue={values[bound]}
              key={`${bound}-${values[bound]}`}
              maxLength={10}
              className={control}
            />
          )}
        </Field>
      ))}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" className="text-sm">
          <Search aria-hidden="true" className="h-4 w-4" /> {t.filters.apply}
        </Button>
        {filtered && (
          <ButtonLink to="/admin/audit" variant="subtle" size="compact" className="text-sm underline hover:text-brand-700">
            {t.filters.clear}
          </ButtonLink>
        )}
      </div>
    </Form>
  );
}
