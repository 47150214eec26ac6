import styled from 'styled-components';

/** The field's name: people never see it; a robot filling every field does, and gives itself away. */
export const HONEYPOT_FIELD = 'website';

/** True when a submitted form filled the honeypot in (answer as usual, store nothing). */
export const filledHoneypot = (formData: FormData): boolean => String(formData.get(HONEYPOT_FIELD) ?? '').trim() !== '';

/**
 * The public forms' trap for robots: off screen, out of the keyboard order and hidden from screen
 * readers, so a person never fills it in.
 */
export function HoneypotField({ id }: { id: string }) {
  return (
    <Trap aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </Trap>
  );
}

const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
