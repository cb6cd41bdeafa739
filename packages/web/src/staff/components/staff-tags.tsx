import { Tag } from 'antd';
import type { ReactNode } from 'react';

export type Tone = 'ok' | 'off' | 'info' | 'warn';

/** A small label in one of four tones: dark text on a pale tint (at least 4.5:1), not antd's presets. */
export const ToneTag = ({ tone, children }: { tone: Tone; children: ReactNode }) => (
  <Tag className="staff-tone-tag" data-tone={tone}>
    {children}
  </Tag>
);

/** Active or Disabled, for an account or one of its users. */
export const ActiveTag = ({ disabled }: { disabled: boolean }) =>
  disabled ? <ToneTag tone="off">Disabled</ToneTag> : <ToneTag tone="ok">Active</ToneTag>;
