import { Tag } from '../../ui/tag.tsx';

/** Active or Disabled, for an account or one of its users. */
export const ActiveTag = ({ disabled }: { disabled: boolean }) =>
  disabled ? <Tag tone="danger">Disabled</Tag> : <Tag tone="success">Active</Tag>;
