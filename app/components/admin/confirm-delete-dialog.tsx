// "Are you sure?" before deleting a product or a category: a plain POST (intent=delete, id) that works
// without JavaScript too; the confirm button spins while the delete runs.
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";

export function ConfirmDeleteDialog({
  open,
  onClose,
  texts,
  id,
  action,
  deleting,
  onSubmit,
}: {
  open: boolean;
  onClose(): void;
  texts: { title: string; text: string; cancel: string; confirm: string; deleting: string };
  /** The id of what is deleted, posted as `id`. */
  id: string;
  /** Where to post; the current address when left out. */
  action?: string;
  deleting: boolean;
  onSubmit?(): void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={texts.title} tone="danger">
      <p className="text-sm text-gray-800">{texts.text}</p>
      <Form method="post" action={action} className="mt-6 flex justify-end gap-3" onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        <Button variant="secondary" onClick={onClose}>
          {texts.cancel}
        </Button>
        <Button type="submit" variant="danger" busy={deleting}>
          {deleting ? texts.deleting : texts.confirm}
        </Button>
      </Form>
    </Dialog>
  );
}
