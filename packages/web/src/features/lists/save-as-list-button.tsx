import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Result, type ButtonProps } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import { savedListRequest, type SavedList, type SavedListRequest } from '@tyreline/domain/contract/lists';
import { ApiError } from '../../lib/http-client.ts';
import { useSaveList } from './api/save-list.ts';

interface SaveAsListButtonProps {
  /** What the list will hold: the cart's lines or an order's. */
  items: SavedListRequest['items'];
  /** The name offered, e.g. 'Order SO-000123'. */
  defaultName: string;
  /** Opens the saved list (the caller knows what to close first). */
  onOpenList: (id: number) => void;
  buttonProps?: ButtonProps;
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
export function SaveAsListButton({ items, defaultName, onOpenList, buttonProps }: SaveAsListButtonProps) {
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

  const shownNameError = nameError ?? refusal?.name;

  return (
    <>
      <Button icon={<UnorderedListOutlined aria-hidden />} onClick={start} {...buttonProps}>
        Save as list
      </Button>
      <Modal
        open={open}
        title={saved ? 'List saved' : 'Save as list'}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        footer={
          saved
            ? [
                <Button key="done" onClick={() => setOpen(false)}>
                  Done
                </Button>,
                <Button
                  key="open"
                  type="primary"
                  onClick={() => {
                    setOpen(false);
                    onOpenList(saved.id);
                  }}
                >
                  Open the list
                </Button>,
              ]
            : [
                <Button key="cancel" onClick={() => setOpen(false)}>
                  Cancel
                </Button>,
                <Button key="save" type="primary" loading={save.isPending} onClick={submit}>
                  Save list
                </Button>,
              ]
        }
      >
        {saved ? (
          <Result
            status="success"
            title={`“${saved.name}” is saved`}
            subTitle={`${saved.item_count} product${saved.item_count === 1 ? '' : 's'}; everyone on your account can add it to their cart from Saved lists.`}
            data-testid="list-saved"
          />
        ) : (
          <Form layout="vertical" onFinish={submit}>
            <p className="save-list-intro">
              {items.length} product{items.length === 1 ? '' : 's'} with their quantities, shared with
              everyone on your account.
            </p>
            <Form.Item
              label="List name"
              htmlFor="save-list-name"
              validateStatus={shownNameError ? 'error' : undefined}
              help={shownNameError}
            >
              <Input
                id="save-list-name"
                value={name}
                maxLength={80}
                onChange={(event) => setName(event.target.value)}
                autoFocus
              />
            </Form.Item>
            {refusal?.other && <Alert type="error" showIcon title={refusal.other} role="alert" />}
          </Form>
        )}
      </Modal>
    </>
  );
}
