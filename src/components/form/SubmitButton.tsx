import { Button } from 'antd';
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  /** True from the request until its answer: the button spins and takes no second click. */
  pending: boolean;
  children: ReactNode;
  /** Full width, as on the narrow session cards. */
  block?: boolean;
  /** Not offered at all (a read-only form), without the spinner. */
  disabled?: boolean;
}

/** A form's primary button: it submits, and is disabled (with antd's spinner) while the request is pending. */
export function SubmitButton({ pending, children, block, disabled = false }: SubmitButtonProps) {
  return (
    <Button
      type="primary"
      htmlType="submit"
      size="large"
      block={block}
      loading={pending}
      disabled={pending || disabled}
    >
      {children}
    </Button>
  );
}
