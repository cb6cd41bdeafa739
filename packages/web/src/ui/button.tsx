import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Link, type LinkProps } from 'react-router';
import './button.css';

export type ButtonVariant = 'primary' | 'default' | 'danger' | 'link' | 'text';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** How a button looks, shared by the button and the two links drawn as one. */
interface ButtonLooks {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Red: with `primary` a red fill with white text (as antd's `danger`); `variant="danger"` is the red outline. */
  danger?: boolean;
  icon?: ReactNode;
  /** As wide as its container. */
  block?: boolean;
  className?: string;
  children?: ReactNode;
}

/** The classes of a button's look, for a control that must look like one without being one of ours. */
export function buttonClass(
  variant: ButtonVariant = 'default',
  size: ButtonSize = 'md',
  danger = false,
): string {
  return `ui-btn ui-btn-${variant} ui-btn-${size}${danger ? ' ui-btn-danger-tone' : ''}`;
}

function classes({ variant, size, danger, block, className, children }: ButtonLooks): string {
  // Only an icon, no words: a square, as antd draws an icon-only button.
  const iconOnly = children === undefined || children === null || children === false;
  return [
    buttonClass(variant, size, danger),
    iconOnly && 'ui-btn-icon-only',
    block && 'ui-btn-block',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children' | 'style'>, ButtonLooks {}

/**
 * The app's button, on RAC's Button (press, keyboard and focus handling). `isPending` shows a spinner in place
 * of the icon, keeps the button focusable and ignores presses (RAC announces the change to a focused reader).
 */
export function Button({
  variant,
  size,
  danger,
  icon,
  block,
  className,
  children,
  isPending,
  ...rest
}: ButtonProps) {
  return (
    <AriaButton
      {...rest}
      isPending={isPending}
      className={classes({ variant, size, danger, block, className, children })}
    >
      {isPending ? <span className="ui-btn-spinner" aria-hidden="true" /> : icon}
      {children}
    </AriaButton>
  );
}

export interface LinkButtonProps extends Omit<LinkProps, 'className' | 'children' | 'style'>, ButtonLooks {}

/** A link to a route drawn as a button: one control, a link, not a button inside a link. */
export function LinkButton({
  variant,
  size,
  danger,
  icon,
  block,
  className,
  children,
  ...rest
}: LinkButtonProps) {
  return (
    <Link {...rest} className={classes({ variant, size, danger, block, className, children })}>
      {icon}
      {children}
    </Link>
  );
}

export interface AnchorButtonProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'children'>, ButtonLooks {}

/** A plain link (a file, another site) drawn as a button. */
export function AnchorButton({
  variant,
  size,
  danger,
  icon,
  block,
  className,
  children,
  ...rest
}: AnchorButtonProps) {
  return (
    <a {...rest} className={classes({ variant, size, danger, block, className, children })}>
      {icon}
      {children}
    </a>
  );
}
