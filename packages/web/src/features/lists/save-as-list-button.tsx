import { useId, useState } from 'react';
import { savedListRequest, type SavedList, type SavedListRequest } from '@tyreline/domain/contract/lists';
import { ApiError } from '../../lib/http-client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Form } from '../../ui/form.tsx';
import { UnorderedListIcon } from '../../ui/icons.tsx';
import { Result } from '../../ui/result.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSaveList } from './api/save-list.ts';

interface SaveAsListButtonProps {
  /** What the list will hold: the cart's lines or an order's. */
  items: SavedListRequest['items'];
  /** The name offered, e.g. 'Order SO-000123'. */
  defaultName: string;
  /** Opens the saved list (the caller knows what to close first). */
  onOpenList: (id: number) => void;
  /** `link`: a small link without its icon, among the cart drawer's actions. */
  appearance?: 'button' | 'link';
}

/** Why the server refused the list, beside the name it may concern. */
function refusalOf(error: unknown): { name?: string; other?: string } {
  if (!(error instanceof ApiError)) return { other: 'The list could not be saved; try again.' };
  const { name, ...rest } = error.fieldErrors;
  const other = Object.keys(rest).some((key) => key.startsWith('items'))
    ? 'Some of these products are no longer sold to your account, so the list could not be saved.'
    : Object.keys(rest).length > 0 || !name
      ? Array.isArray(error.text)
        ? error.text.join(' ')
        : error.text
      : undefined;
  return { name: name?.[0], other };
}

/** "Save as list": names the products and quantities given and saves them for the whole team. */
export function SaveAsListButton({
  items,
  defaultName,
  onOpenList,
  appearance = 'button',
}: SaveAsListButtonProps) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(defaultName);
  const [nameError, setNameError] = useState<string | undefined>();
  const [saved, setSaved] = useState<SavedList | null>(null);
  const save = useSaveList();
  const refusal = save.error ? refusalOf(save.error) : undefined;

  const start = () => {
    setName(defaultName);
    setNameError(undefined);
    setSaved(null);
    save.reset();
    setOpen(true);
  };

  const submit = () => {
    const parsed = savedListRequest.safeParse({ name, items });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'name') ?? parsed.error.issues[0];
      setNameError(issue?.message);
      return;
    }
    setNameError(undefined);
    save.mutate({ list: parsed.data }, { onSuccess: setSaved });
  };

  const link = appearance === 'link';
  return (
    <>
      <Button
        variant={link ? 'link' : 'default'}
        size={link ? 'sm' : 'md'}
        icon={link ? undefined : <UnorderedListIcon />}
        onPress={start}
      >
        Save as list
      </Button>
      <Dialog
        isOpen={open}
        onOpenChange={setOpen}
        title={saved ? 'List saved' : 'Save as list'}
        footer={
          saved ? (
            <>
              <Button onPress={() => setOpen(false)}>Done</Button>
              <Button
                variant="primary"
                onPress={() => {
                  setOpen(false);
                  onOpenList(saved.id);
                }}
              >
                Open the list
              </Button>
            </>
          ) : (
            <>
              <Button onPress={() => setOpen(false)}>Cancel</Button>
              <Button type="submit" form={formId} variant="primary" isPending={save.isPending}>
                Save list
              </Button>
            </>
          )
        }
      >
        {saved ? (
          <div data-testid="list-saved">
            <Result
              status="success"
              title={`“${saved.name}” is saved`}
              subTitle={`${saved.item_count} product${saved.item_count === 1 ? '' : 's'}; everyone on your account can add it to their cart from Saved lists.`}
            />
          </div>
        ) : (
          <Form id={formId} aria-label="Save as list" onSubmit={submit}>
            <p className="save-list-intro">
              {items.length} product{items.length === 1 ? '' : 's'} with their quantities, shared with
              everyone on your account.
            </p>
            <TextField
              label="List name"
              value={name}
              maxLength={80}
              onChange={setName}
              errorMessage={nameError ?? refusal?.name}
              autoFocus
            />
            {refusal?.other && <Alert type="error" role="alert" title={refusal.other} />}
          </Form>
        )}
      </Dialog>
    </>
  );
}
